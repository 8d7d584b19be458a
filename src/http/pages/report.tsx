// One import's report: its state and counts, every row's outcome with filters, page by page, a retry of
// what failed, and "Remove this import" (after a confirmation). The script reads the job id from the URL.
import type { Dated } from "./page-dates";
import { DataTable } from "./data-table";
import { Layout } from "./layout";

/** The filters: item outcomes (GET /imports/{id}?outcome=) and rows without an item (GET /imports/{id}/rows). */
export const REPORT_FILTERS = [
  ["all", "All sent rows"],
  ["inserted", "Inserted"],
  ["matched", "Matched"],
  ["duplicate", "Already there"],
  ["invalid", "Refused"],
  ["failed", "Failed"],
  ["pending", "Waiting"],
  ["removing", "Being removed"],
  ["removed", "Removed"],
  ["kept", "Kept in your budget"],
  ["ignored", "Ignored rows"],
  ["error", "Unreadable rows"],
] as const;

export function ReportPage({ id, dates }: { id: string } & Dated) {
  return (
    <Layout dates={dates} title="Import report" script="report" current="history">
      <h1>Import report</h1>
      <p id="report-file" class="hint" data-import={id}></p>
      <p id="report-verification" class="verification"></p>
      <p id="state" class="state"></p>
      <dl id="counts" class="counts"></dl>
      <p>
        <button id="retry" type="button" class="primary" hidden>
          Retry failed rows
        </button>{" "}
        <button id="remove" type="button" class="secondary" hidden>
          Remove this import
        </button>
      </p>
      <fieldset class="filters">
        <legend>Show</legend>
        {REPORT_FILTERS.map(([value, label], i) => (
          <label class="filter">
            <input type="radio" name="filter" value={value} checked={i === 0} />
            <span>{label}</span>
            <span class="count" data-count={value}></span>
          </label>
        ))}
      </fieldset>
      <DataTable
        id="report"
        caption="Rows"
        columns={[
          "Row",
          { label: "Date", key: "date" },
          { label: "Payee", key: "what" },
          { label: "Amount", numeric: true, key: "amount" },
          { label: "Outcome", key: "outcome" },
          "Why",
        ]}
      />
      <nav class="pager" aria-label="Report pages">
        <button id="page-prev" type="button" class="secondary" disabled>
          Previous
        </button>
        <span id="page-info"></span>
        <label class="inline" for="page-number">
          Page
        </label>
        <input id="page-number" class="page-number" type="number" min={1} value="1" />
        <span id="page-count"></span>
        <button id="page-next" type="button" class="secondary" disabled>
          Next
        </button>
      </nav>
    </Layout>
  );
}
