// The import history: every import of this connection, newest first, each linking to its report; balance source
// runs that changed nothing only when asked for.
import type { Dated } from "./page-dates";
import { DataTable } from "./data-table";
import { Layout } from "./layout";

export function HistoryPage({ dates }: Dated) {
  return (
    <Layout dates={dates} title="Import history" script="history" current="history">
      <h1>Import history</h1>
      <p id="history-summary" class="summary" role="status"></p>
      {/* A SimpleFIN source reads its last days again on every run: runs that found nothing new are left out unless asked for. */}
      <p>
        <label class="inline">
          <input id="history-unchanged" type="checkbox" /> Show balance source runs that changed nothing
        </label>
      </p>
      <DataTable
        id="history"
        caption="Your imports, newest first"
        columns={[
          { label: "When", key: "date" },
          { label: "File", key: "what" },
          "Account",
          { label: "State", key: "outcome" },
          "Rows",
          { label: "Report", key: "action" },
        ]}
      />
      <nav class="pager" aria-label="History pages">
        <button id="history-prev" type="button" class="secondary" disabled>
          Newer
        </button>
        <button id="history-next" type="button" class="secondary" disabled>
          Older
        </button>
      </nav>
    </Layout>
  );
}
