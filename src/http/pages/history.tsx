// The import history: every import of this connection, newest first, each linking to its report.
import { Layout } from "./layout";

export function HistoryPage() {
  return (
    <Layout title="Import history" script="history" current="history">
      <h1>Import history</h1>
      <p id="history-summary" class="summary" role="status"></p>
      <div class="table-wrap" role="region" aria-labelledby="history-caption" tabindex={0}>
        <table id="history-table">
          <caption id="history-caption">Your imports, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">File</th>
              <th scope="col">State</th>
              <th scope="col">Rows</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody></tbody>
        </table>
      </div>
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
