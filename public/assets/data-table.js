// @ts-check
// The tables on a narrow screen: each row shows its key columns (the headers marked data-key) and opens the
// others beneath it with a "More" of its own. Every cell learns its column's role and name from the header; the
// script that fills a table imports this module, and it follows whatever rows that script puts there.
import { h } from "./elements.js";

for (const table of /** @type {NodeListOf<HTMLTableElement>} */ (document.querySelectorAll("table.data-table"))) {
  const body = table.tBodies[0];
  if (!body) continue;
  disclose(table, body);
  // Called before the rows are painted (a microtask), so a row never shows its other columns first.
  new MutationObserver(() => disclose(table, body)).observe(body, { childList: true });
}

/** Marks the rows not yet marked. @param {HTMLTableElement} table @param {HTMLTableSectionElement} body */
function disclose(table, body) {
  const heads = [...(table.tHead?.rows[0]?.cells ?? [])];
  for (const row of body.rows) {
    if (row.dataset.disclosed !== undefined) continue;
    row.dataset.disclosed = "";
    let column = 0;
    let others = false;
    for (const cell of row.cells) {
      const spanned = heads.slice(column, column + cell.colSpan);
      column += cell.colSpan;
      const keys = spanned.flatMap((th) => (th.dataset.key ? [th.dataset.key] : []));
      // A cell over several key columns (a reason where the date, payee and amount would be) is the row's words.
      if (keys.length > 0) cell.dataset.key = keys.length > 1 ? "wide" : keys[0];
      else {
        cell.dataset.label ??= spanned[0]?.textContent ?? "";
        others ||= cell.textContent?.trim() !== "" || cell.childElementCount > 0;
      }
    }
    if (others) row.append(h("td", { class: "more" }, moreButton(row)));
  }
}

/** @param {HTMLTableRowElement} row */
function moreButton(row) {
  const button = h("button", { type: "button", class: "secondary", "aria-expanded": "false", text: "More" });
  button.addEventListener("click", () => {
    const open = row.classList.toggle("open");
    button.setAttribute("aria-expanded", String(open));
  });
  return button;
}
