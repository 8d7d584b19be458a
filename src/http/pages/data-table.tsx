// The pages' tables: a caption that names the table, a scrolling region a keyboard can reach, column headers,
// and an empty body the page's script fills.

export interface Column {
  label: string;
  /** Amounts: aligned right. */
  numeric?: boolean;
}

export function DataTable({ id, caption, columns }: { id: string; caption: string; columns: readonly (string | Column)[] }) {
  return (
    <div class="table-wrap" role="region" aria-labelledby={`${id}-caption`} tabindex={0}>
      <table id={`${id}-table`}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, numeric } = typeof column === "string" ? { label: column, numeric: false } : column;
              return numeric ? (
                <th scope="col" class="num">
                  {label}
                </th>
              ) : (
                <th scope="col">{label}</th>
              );
            })}
          </tr>
        </thead>
        <tbody></tbody>
      </table>
    </div>
  );
}
