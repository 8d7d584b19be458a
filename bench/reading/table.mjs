// A laid-out statement as the rows of a table (a CSV's records, a sheet's rows): the preamble, a row per block,
// descriptions over several lines in one cell or in rows of their own, and per page a page line, the header again
// and the balance carried.

const blank = { text: "" };

/** A line with `label` in the description column and `cell` under the balance column. */
function carriedLine(doc, label, cell) {
  return doc.columns.map((c) => (c.role === "description" ? { text: label } : c.role === "balance" ? cell : blank));
}

/** The table's rows; `multilineAs` "cell" keeps a description's lines in one cell, "rows" gives each a row. */
export function toTable(doc, { multilineAs = "cell" } = {}) {
  const header = doc.columns.map((c) => ({ text: c.title }));
  const description = doc.columns.findIndex((c) => c.role === "description");
  const rows = doc.preamble.filter(([label, value]) => label || value).map(([label, value]) => [{ text: label }, { text: value }]);
  rows.push([]);
  let page = 1;
  for (const block of doc.blocks) {
    if (block.kind === "header") rows.push(header);
    else if (block.kind === "section") rows.push([{ text: block.text }]);
    else if (block.kind === "line") rows.push(block.cells);
    else if (block.kind === "text") rows.push([{ text: block.label }, block.cell]);
    else if (block.kind === "break") {
      page += 1;
      if (block.carried) rows.push(carriedLine(doc, doc.words.carried, block.carried));
      rows.push([], [{ text: `${doc.words.page} ${page}` }], header);
      if (block.carried) rows.push(carriedLine(doc, doc.words.carried, block.carried));
    } else if (block.kind === "row") {
      if (block.more.length === 0) rows.push(block.cells);
      else if (multilineAs === "cell")
        rows.push(block.cells.map((c, i) => (i === description ? { text: [c.text, ...block.more].join("\n") } : c)));
      else {
        rows.push(block.cells);
        for (const line of block.more) rows.push(doc.columns.map((_, i) => (i === description ? { text: line } : blank)));
      }
    }
  }
  return rows;
}
