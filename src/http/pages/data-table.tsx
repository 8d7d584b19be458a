// The pages' tables: a caption that names the table, a scrolling region a keyboard can reach, column headers,
// and an empty body the page's script fills. On a narrow screen each row shows its key columns and opens the
// others beneath it (public/assets/data-table.js, which the script that fills a table imports).

/** What a key column is to its row on a narrow screen, which places it: when, who or what, how much, what became of it, what to do. */
export type KeyRole = "date" | "what" | "amount" | "outcome" | "action";

export interface Column {
  label: string;
  /** Amounts: aligned right. */
  numeric?: boolean;
  /** Shown in the row at any width; a column without one opens beneath its row on a narrow screen. */
  key?: KeyRole;
}

export function DataTable({ id, caption, columns }: { id: string; caption: string; columns: readonly (string | Column)[] }) {
  return (
    <div class="table-wrap" role="region" aria-labelledby={`${id}-caption`} tabindex={0}>
      <table id={`${id}-table`} class="data-table">
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, numeric, key } = typeof column === "string" ? { label: column } : column;
              return (
                <th scope="col" class={numeric ? "num" : undefined} data-key={key}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody></tbody>
      </table>
    </div>
  );
}
