// The reading bench's tables: per family (and per format, per script) files, exact, wrong with a warning, wrong
// without a word, balanced but wrong, refused.

const COLUMNS = ["files", "exact", "warned", "silent", "balanced-wrong", "refused"];

/** Counts of verdicts by `keyOf(result)`, in `order` where given. */
export function tally(results, keyOf, order = []) {
  const rows = new Map(order.map((k) => [k, empty()]));
  for (const r of results) {
    const key = keyOf(r);
    if (!rows.has(key)) rows.set(key, empty());
    add(rows.get(key), r);
  }
  return rows;
}

const empty = () => ({ files: 0, exact: 0, warned: 0, silent: 0, "balanced-wrong": 0, refused: 0, rows: 0, matched: 0, statusOnly: 0 });
function add(row, r) {
  row.files++;
  row[r.verdict]++;
  if (r.balancedWrong) row["balanced-wrong"]++;
  if (r.statusOnly) row.statusOnly++;
  row.rows += r.expected;
  row.matched += Math.min(r.matched, r.expected);
}

export function totalOf(results) {
  const total = empty();
  for (const r of results) add(total, r);
  return total;
}

/** A table's lines: a header, a line per key, the total. */
export function table(title, rows, total) {
  const width = Math.max(title.length, ...[...rows.keys()].map((k) => k.length), 5);
  const line = (name, row) => `${name.padEnd(width)} ${COLUMNS.map((c) => String(row[c]).padStart(c.length)).join(" ")}`;
  return [`${title.padEnd(width)} ${COLUMNS.join(" ")}`, ...[...rows].map(([k, row]) => line(k, row)), line("total", total)];
}

/** One line of figures, as the last line of a run prints them. */
export const figures = (t) =>
  `${t.exact}/${t.files} files exact, ${t.rows ? ((100 * t.matched) / t.rows).toFixed(1) : "0.0"}% rows matched, ${t.warned} wrong with a warning (${t.statusOnly} by the verification's status alone), ${t.silent} wrong without a word, ${t["balanced-wrong"]} balanced but wrong, ${t.refused} refused`;
