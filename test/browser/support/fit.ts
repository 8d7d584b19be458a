// How a page fits its screen, measured in the page itself: every table's key columns (the `th`s marked
// `data-key`) inside the screen and not clipped, the other columns behind a disclosure in their row, every
// control clear of the screen's edges, every checkbox on the line of its words. Each function runs in the
// browser (`page.evaluate(fn)`), so it is written with nothing from outside its own body.

// The tests are typed without the DOM's globals (tsconfig's lib is es2023): what runs in the page is untyped here.
declare const document: any;
declare function getComputedStyle(el: unknown): { overflowX: string };

/** Every way the page misfits its screen, in words; empty when it fits. `margin`: the room a control keeps from an edge. */
export function misfits(margin: number): string[] {
  const width: number = document.documentElement.clientWidth;
  const problems: string[] = [];
  const shown = (el: any): boolean => el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
  const px = (n: number) => Math.round(n * 10) / 10;
  const words = (el: any, length = 40): string => (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, length);
  /** The part of the screen an element is seen through: the screen, narrowed by every ancestor that clips. */
  const seenThrough = (el: any): { left: number; right: number } => {
    let view = { left: 0, right: width };
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === "visible") continue;
      const box = up.getBoundingClientRect();
      view = { left: Math.max(view.left, box.left), right: Math.min(view.right, box.right) };
    }
    return view;
  };

  for (const table of document.querySelectorAll("table")) {
    if (!shown(table)) continue;
    const name = `#${table.id || "table"}`;
    const heads: any[] = [...(table.tHead?.rows[0]?.cells ?? [])];
    const keys = heads.flatMap((th, i) => (th.dataset.key ? [i] : []));
    if (keys.length === 0) problems.push(`${name}: no column is marked as a key column (th[data-key])`);
    const rows: any[] = [...table.tBodies].flatMap((body: any) => [...body.rows]);
    rows.forEach((tr, r) => {
      let column = 0;
      for (const td of tr.cells) {
        const first = column;
        column += td.colSpan;
        const key = keys.find((k) => k >= first && k < column);
        const where = `${name} row ${r + 1}, ${words(heads[first] ?? td, 30)}`;
        if (key === undefined) {
          // Not a key column: shown, or hidden behind a control of its row that says whether it is open.
          if (!shown(td) && words(td) !== "" && !tr.querySelector("[aria-expanded]")) problems.push(`${where}: hidden with no disclosure`);
          continue;
        }
        if (!shown(td)) {
          problems.push(`${where}: a key column's cell is not shown`);
          continue;
        }
        const box = td.getBoundingClientRect();
        const view = seenThrough(td);
        if (box.left < view.left - 0.5 || box.right > view.right + 0.5) {
          problems.push(
            `${where}: "${words(td)}" spans ${px(box.left)}–${px(box.right)} px, outside ${px(view.left)}–${px(view.right)} px`,
          );
        }
        if (td.scrollWidth > td.clientWidth + 1)
          problems.push(`${where}: "${words(td)}" is cut (${td.scrollWidth} px in ${td.clientWidth} px)`);
      }
    });
  }

  for (const control of document.querySelectorAll("button, input:not([type=hidden]), select, textarea, summary, a.button")) {
    if (!shown(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.left < margin - 0.5 || box.right > width - margin + 0.5) {
      const what = control.id ? `#${control.id}` : `${control.localName} "${words(control) || control.getAttribute("aria-label")}"`;
      problems.push(`${what}: spans ${px(box.left)}–${px(box.right)} px, nearer than ${margin} px to an edge of ${width} px`);
    }
  }

  for (const input of document.querySelectorAll("input[type=checkbox], input[type=radio]")) {
    const label = input.closest("label");
    if (!label || !shown(input)) continue;
    // The first line box of the words after the box: it must share the box's line, not start beneath it.
    const range = document.createRange();
    range.setStartAfter(input);
    range.setEnd(label, label.childNodes.length);
    const line: any = [...range.getClientRects()].find((r: any) => r.width > 0 && r.height > 0);
    const box = input.getBoundingClientRect();
    if (line && (line.top >= box.bottom || line.bottom <= box.top)) {
      problems.push(`"${words(label)}": the ${input.type} is on a line above its words`);
    }
  }
  return problems;
}

/** Opens every row's disclosure in the page's tables; answers how many it opened. */
export function openEveryRow(): number {
  const toggles: any[] = [...document.querySelectorAll("table tbody [aria-expanded=false]")];
  for (const toggle of toggles) toggle.click();
  return toggles.length;
}
