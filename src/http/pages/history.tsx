// The import history: every import of this connection, newest first, each linking to its report.
import { DataTable } from "./data-table";
import { Layout } from "./layout";

export function HistoryPage() {
  return (
    <Layout title="Import history" script="history" current="history">
      <h1>Import history</h1>
      <p id="history-summary" class="summary" role="status"></p>
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
