// A statement table as a bank's CSV export: the delimiter its number style allows, cells quoted where they must be,
// UTF-8 with or without a byte-order mark, CRLF or LF.

/** ";" where the decimal mark is a comma (a comma would split the sums), "," or a tab otherwise. */
export function delimiterFor(numberStyle, tab) {
  if (tab) return "\t";
  return numberStyle === "dot-comma" || numberStyle === "space-comma" ? ";" : ",";
}

const quoted = (text, delimiter) => (text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The table's bytes as a CSV file. */
export function csvBytes(table, { delimiter, bom, crlf }) {
  const eol = crlf ? "\r\n" : "\n";
  const text = table.map((row) => row.map((cell) => quoted(cell.text, delimiter)).join(delimiter)).join(eol) + eol;
  return new TextEncoder().encode((bom ? "\ufeff" : "") + text);
}
