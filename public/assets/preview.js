// @ts-check
// The upload page's preview: the decisions with their reasons, a control for each, a role per column,
// and the first rows as they will be imported. Reading the controls back gives the overrides to send.
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { byId, h } from "./elements.js";
import { dateFormatChoices, decisionWords, deliveryInWords, displayAmount, displayTime, inWords, itemOutcomeWord } from "./words.js";

/** Roles a column can play, in the words of the dropdown (the profile's names as values). */
export const ROLES = /** @type {const} */ ([
  ["", "Not used"],
  ["date", "Date"],
  ["valueDate", "Value date"],
  ["payee", "Payee"],
  ["notes", "Notes"],
  ["amount", "Amount (signed)"],
  ["debit", "Money out"],
  ["credit", "Money in"],
  ["indicator", "In/out marker"],
  ["currency", "Currency"],
  ["balance", "Running balance"],
  ["openingBalance", "Balance before the rows"],
  ["transactionId", "Bank's transaction id"],
  ["category", "Category"],
  ["type", "Kind of booking (kept aside)"],
  ["status", "Booked or pending (kept aside)"],
  ["checkNumber", "Check number"],
]);

/** @import { CsvProfile, Preview } from "./answers" */
/** Roles several columns may play: sent as a list. */
const LIST_ROLES = ["notes", "type"];

/** @typedef {{ index: number, header: string | null, role: string | null, also?: string[], samples: string[] }} ColumnSample */

/**
 * The controls that mean nothing for a table read out of a PDF or a spreadsheet: a PDF's reading writes its days,
 * amounts and columns itself; a sheet's cells are split and decoded already.
 */
const NOT_FOR = /** @type {Record<string, string[]>} */ ({
  pdf: ["date-format", "decimal", "scale", "delimiter", "encoding"],
  spreadsheet: ["delimiter", "encoding"],
});

/**
 * Sets every control to what the profile says, with why detection decided so beneath it; a PDF's or spreadsheet's
 * table hides the controls of a text file.
 * @param {CsvProfile} profile
 * @param {Preview["source"]} [source]
 */
export function showDecisions(profile, source) {
  const words = decisionWords(profile, source);
  const hidden = NOT_FOR[source?.kind ?? ""] ?? [];
  for (const decision of byId("decisions").querySelectorAll(".decision")) {
    const select = decision.querySelector("select");
    /** @type {HTMLElement} */ (decision).hidden = select !== null && hidden.includes(select.id);
  }
  byId("layout-words").textContent = words.layout;
  const date = /** @type {HTMLSelectElement} */ (byId("date-format"));
  date.replaceChildren(...dateFormatChoices(profile.dateFormat).map((c) => h("option", { value: c.value, text: c.label })));
  const values = {
    dateFormat: profile.dateFormat,
    decimalSeparator: profile.decimalSeparator,
    sign: profile.sign,
    amountScale: String(profile.amountScale ?? 0),
    delimiter: profile.delimiter,
    encoding: profile.encoding,
  };
  for (const select of /** @type {NodeListOf<HTMLSelectElement>} */ (byId("decisions").querySelectorAll(".decision select"))) {
    setSelect(select, values[/** @type {keyof values} */ (select.name)]);
    byId(`${select.id}-why`).textContent = inWords(words.why[select.name] ?? "");
  }
  // A sign setting means nothing when debit and credit have columns of their own.
  /** @type {HTMLSelectElement} */ (byId("sign")).disabled = profile.amountStyle === "debit_credit";
}

/**
 * A control set to the profile's value; one the profile leaves out (the sign of a file with money-out and money-in
 * columns) keeps its own.
 * @param {HTMLSelectElement} select @param {string | undefined} value
 */
function setSelect(select, value) {
  if (value === undefined) return;
  if (![...select.options].some((o) => o.value === value)) select.append(h("option", { value, text: value }));
  select.value = value;
}

/**
 * One dropdown per column, labelled with its header and first values.
 * @param {ColumnSample[]} columns
 */
export function showColumns(columns) {
  byId("columns").replaceChildren(
    ...columns.map((c) => {
      const id = `column-${c.index}`;
      const name = c.header ? `“${c.header}”` : `Column ${c.index + 1}`;
      // A kind-of-booking column also read as the payee or notes keeps that role while its own stays chosen: the
      // external_id hashes its text.
      const also = c.also?.length ? { "data-role": c.role ?? "", "data-also": c.also.join(" ") } : {};
      const select = h("select", { id, "data-index": String(c.index), "data-header": c.header ?? undefined, ...also });
      select.append(...ROLES.map(([value, label]) => h("option", { value, text: label })));
      /** @type {HTMLSelectElement} */ (select).value = c.role ?? "";
      return h(
        "div",
        {},
        h("label", { for: id }, name, h("span", { class: "samples", text: c.samples.filter(Boolean).join(" · ") || "(empty)" })),
        select,
      );
    }),
  );
}

/**
 * The columns as the dropdowns now say: each role names its column or `null` (taken away), notes list
 * theirs, and the amount style follows from the money roles. A role chosen for a second column leaves the
 * first. Answers an error sentence when a table cannot be read that way.
 * @param {HTMLSelectElement} changed
 * @returns {{ columns: Record<string, unknown>, amountStyle: string } | { error: string }}
 */
export function columnOverrides(changed) {
  const selects = /** @type {HTMLSelectElement[]} */ ([...byId("columns").querySelectorAll("select")]);
  if (changed.value && !LIST_ROLES.includes(changed.value)) {
    for (const s of selects) if (s !== changed && s.value === changed.value) s.value = "";
  }
  /** @type {Record<string, any>} */
  const columns = {};
  for (const [role] of ROLES) if (role) columns[role] = LIST_ROLES.includes(role) ? [] : null;
  /** @type {[string, { index: number, header?: string }][]} */
  const hidden = [];
  for (const s of selects) {
    const ref = { index: Number(s.dataset.index), ...(s.dataset.header !== undefined ? { header: s.dataset.header } : {}) };
    if (LIST_ROLES.includes(s.value)) columns[s.value].push(ref);
    else if (s.value) columns[s.value] = ref;
    if (s.dataset.also && s.value === s.dataset.role) for (const role of s.dataset.also.split(" ")) hidden.push([role, ref]);
  }
  // The payee or notes role a kind-of-booking column also played, unless another column took it.
  for (const [role, ref] of hidden) {
    if (LIST_ROLES.includes(role)) columns[role].push(ref);
    else columns[role] ??= ref;
  }
  // In the columns' order, as detection lists them: the notes' text is hashed in that order.
  for (const role of LIST_ROLES) columns[role].sort((/** @type {any} */ a, /** @type {any} */ b) => a.index - b.index);
  if (!columns.date) return { error: "Choose the column that holds the date." };
  const amountStyle = columns.amount ? (columns.indicator ? "indicator" : "signed") : "debit_credit";
  if (amountStyle === "debit_credit" && !(columns.debit && columns.credit)) {
    return { error: "Choose the amount column, or both a money-out and a money-in column." };
  }
  return { columns, amountStyle };
}

/**
 * A file refused for a role it lacks: the role chosen for one column is added to what was chosen before (detection
 * decides the rest); the amount's roles say the amount style.
 * @param {HTMLSelectElement} changed @param {Record<string, any>} overrides what was sent before
 * @returns {Record<string, unknown>}
 */
export function refusedColumnOverride(changed, overrides) {
  const role = changed.value;
  const ref = { index: Number(changed.dataset.index), ...(changed.dataset.header !== undefined ? { header: changed.dataset.header } : {}) };
  /** @type {Record<string, unknown>} */
  const columns = { ...overrides.columns };
  if (!role) return { columns };
  if (LIST_ROLES.includes(role)) columns[role] = [...(Array.isArray(columns[role]) ? columns[role] : []), ref];
  else columns[role] = ref;
  const style = role === "amount" ? "signed" : role === "debit" || role === "credit" ? "debit_credit" : undefined;
  return style ? { columns, amountStyle: style } : { columns };
}

/** The person's answers to the preview's questions: by row, the transaction the row takes over. */
const answers = new Map();

/** The probable duplicates the person chose to leave out, by row (imported unless chosen). */
const leftOut = new Set();

/** The rows the person unticked, any row: left out of the import (`skip_rows`) and reported as left out by them. */
const skipped = new Set();
/** What an unticked row's outcome said before, to say again when it is ticked. @type {Map<number, Node[]>} */
const outcomesLeft = new Map();

/** The rows to leave out as the import's `skip_rows` parameter ("<row>,…"), or "" when none. */
export function skipRowsAnswer() {
  return [...skipped].sort((a, b) => a - b).join(",");
}

/**
 * A row's "import it" box, ticked: unticked, the row is left out of the import and the report says the person did.
 * @param {number} row @param {string} rowName
 */
function rowChoice(row, rowName) {
  const box = h("input", {
    type: "checkbox",
    checked: !skipped.has(row),
    "aria-label": `Import row ${rowName}`,
    onchange: (/** @type {Event} */ e) => {
      const tick = /** @type {HTMLInputElement} */ (e.target);
      if (tick.checked) skipped.delete(row);
      else skipped.add(row);
      const tr = tick.closest("tr");
      tr?.classList.toggle("left-out", !tick.checked);
      // The row's outcome says it too; ticked again, the row's own outcome (and its question) comes back.
      const outcome = tr?.querySelector("td.outcome");
      if (outcome && !tick.checked) {
        outcomesLeft.set(row, [...outcome.childNodes]);
        outcome.replaceChildren("left out by you");
      } else if (outcome) outcome.replaceChildren(...(outcomesLeft.get(row) ?? []));
      byId("preview-table").dispatchEvent(new CustomEvent("rows-chosen", { bubbles: true }));
    },
  });
  return h("label", { class: "row-choice" }, box, h("span", { text: rowName }));
}

/** The rows to leave out as the import's `leave_out` parameter ("<row>,…"), or "" when none. */
export function leaveOutAnswers() {
  return [...leftOut].join(",");
}

/**
 * A row probably in the budget already (another export's wording of the same payment): import it, or leave it out.
 * @param {number} row
 */
function duplicateChoice(row) {
  const choices = [
    { value: false, text: "Import it" },
    { value: true, text: "Leave it out" },
  ];
  return answerGroup(
    `Row ${row}: import it or leave it out?`,
    choices,
    () => leftOut.has(row),
    (leave) => (leave ? leftOut.add(row) : leftOut.delete(row)),
  );
}

/**
 * A row's answer to "which of your transactions is it?": a transaction, or none (the row is imported).
 * @param {number} row @param {number | null} value
 */
function takeAnswer(row, value) {
  if (value === null) answers.delete(row);
  else answers.set(row, value);
}

/**
 * One question of a row: a button per choice, the chosen one pressed, pressing one chooses it.
 * @template T
 * @param {string} label @param {{ value: T, text: string }[]} choices @param {() => T} chosen @param {(value: T) => void} choose
 */
function answerGroup(label, choices, chosen, choose) {
  const group = h("div", { class: "question", role: "group", "aria-label": label });
  const buttons = choices.map((choice) =>
    h("button", {
      type: "button",
      class: "answer",
      "aria-pressed": String(chosen() === choice.value),
      text: choice.text,
      onclick: () => {
        choose(choice.value);
        for (const [i, b] of buttons.entries()) b.setAttribute("aria-pressed", String(choices[i]?.value === chosen()));
      },
    }),
  );
  group.append(...buttons);
  return group;
}

/** The payee and category the person chose for rows the budget's history named or filed, by row (`shop_answers`). */
const shopAnswers = new Map();
/** The budget's categories the preview's control offers. @type {{ id: number, name: string }[]} */
let budgetCategories = [];

/** The person's choices as the import's `shop_answers` parameter (JSON by row), or "" when none. */
export function shopAnswersAnswer() {
  return shopAnswers.size === 0 ? "" : JSON.stringify(Object.fromEntries(shopAnswers));
}

/**
 * Where a row's learned payee and category came from, and a control to change either before the import: the choice
 * goes with the import and is kept as the answer for that shop.
 * @param {number} row @param {Preview["items"][number]["item"]} item
 */
function learnedWhy(row, item) {
  const learned = /** @type {{ descriptor: string, why: Record<string, string> } | undefined} */ (item.custom_metadata?.learned);
  if (!learned) return [];
  const why = h("ul", { class: "learned-why" }, ...Object.values(learned.why).map((text) => h("li", { text })));
  if (!learned.why.payee && !learned.why.category) return [why];
  const payee = /** @type {HTMLInputElement} */ (
    h("input", { type: "text", value: item.payee ?? "", placeholder: learned.descriptor, "aria-label": `Row ${row}: payee` })
  );
  const category = /** @type {HTMLSelectElement} */ (h("select", { "aria-label": `Row ${row}: category` }));
  category.append(
    h("option", { value: "", text: "No category" }),
    ...budgetCategories.map((c) => h("option", { value: String(c.id), text: c.name })),
  );
  category.value = item.category_id === undefined ? "" : String(item.category_id);
  const choose = () => {
    const name = payee.value.trim();
    shopAnswers.set(row, {
      payee: name === "" || name === learned.descriptor ? null : name,
      category_id: category.value ? Number(category.value) : null,
    });
    const chosen = `Your choice for this shop: ${name || learned.descriptor}, ${category.value ? category.selectedOptions[0]?.text : "no category"}; kept for its next rows`;
    why.replaceChildren(h("li", { text: chosen }));
    const cell = why.closest("td")?.firstChild;
    if (cell) cell.textContent = name || learned.descriptor;
  };
  payee.onchange = choose;
  category.onchange = choose;
  const label = (/** @type {string} */ text, /** @type {HTMLElement} */ control) => h("label", {}, h("span", { text }), control);
  return [
    why,
    h("details", { class: "learned-change" }, h("summary", { text: "Change" }), label("Payee", payee), label("Category", category)),
  ];
}

/** The answers as the import's `take` parameter ("<row>:<transaction id>,…"), or "" when none was given. */
export function takeAnswers() {
  return [...answers].map(([row, transaction]) => `${row}:${transaction}`).join(",");
}

/**
 * A row the evidence could not tell apart from two or more of your transactions: a question with one button per
 * candidate, and "Neither" (the row is then imported beside them, as without an answer).
 * @param {number} row @param {{ transaction_id: number, says: string }[]} candidates
 */
function question(row, candidates) {
  const choices = [
    ...candidates.map((c) => ({ value: c.transaction_id, text: capitalized(c.says) })),
    { value: null, text: "Neither: import it" },
  ];
  return answerGroup(
    `Row ${row}: which is it?`,
    choices,
    () => answers.get(row) ?? null,
    (value) => takeAnswer(row, value),
  );
}

/**
 * A row still imported that may be a receipt of yours outside the takeover's window: "Yes, one payment" (one button
 * per receipt it names) answers with `take`, as the question above; "No, two payments" imports it beside the receipt.
 * @param {number} row @param {{ transaction_id: number, date: string }[]} receipts
 */
function receiptChoice(row, receipts) {
  const choices = [
    ...receipts.map((r) => ({
      value: r.transaction_id,
      text: receipts.length > 1 ? `Yes, my receipt of ${displayTime(r.date)}` : "Yes, one payment",
    })),
    { value: null, text: "No, two payments" },
  ];
  return answerGroup(
    `Row ${row}: one payment with your receipt, or two?`,
    choices,
    () => answers.get(row) ?? null,
    (value) => takeAnswer(row, value),
  );
}

/** @param {string} text */
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The first rows as they will be imported, and the rows that will not be, with why.
 * @param {Pick<Preview, "items" | "row_reports" | "learned">} plan
 * @param {{ debitsNegative: boolean, currency: string }} shown how the budget shows amounts, and the account's currency
 */
export function showRows(plan, { debitsNegative, currency }) {
  // A new reading of the file asks its questions anew.
  answers.clear();
  leftOut.clear();
  skipped.clear();
  outcomesLeft.clear();
  shopAnswers.clear();
  budgetCategories = plan.learned?.budget_categories ?? [];
  const planned = new Map(plan.items.map((i) => [i.row, i]));
  const rows = plan.row_reports.map((r) => {
    const rowName = r.to_row ? `${r.row}–${r.to_row}` : String(r.row);
    const item = planned.get(r.row)?.item;
    if (r.outcome === "planned" && item) {
      const already = planned.get(r.row)?.already;
      const matches = planned.get(r.row)?.matches;
      const asks = matches?.kind === "ambiguous" && matches.candidates?.length;
      // The transfer between your accounts the import's end will pair it into.
      const transfer = planned.get(r.row)?.transfer;
      // Another account holds it already: it would go in here too, so the row says where it is.
      const elsewhere = planned.get(r.row)?.elsewhere;
      const there = elsewhere ? `, though already in your budget in ${elsewhere.account_name}` : "";
      // Probably the budget's transaction already, written otherwise by another export: asked, imported unless left out.
      const probable = already || matches ? undefined : planned.get(r.row)?.probable_duplicate;
      // A receipt of its shop and amount outside the takeover's window: imported, and asked.
      const receipt = already || matches ? undefined : planned.get(r.row)?.receipt_question;
      const outcome = receipt
        ? `to import: ${receipt.says}`
        : probable
          ? `probably already in your budget as "${probable.payee}" of ${displayTime(probable.date)} (transaction ${probable.transaction_id}):`
          : already
            ? "already in your budget"
            : matches?.kind === "matched"
              ? matches.says
              : asks
                ? "could be one of these, and nothing in the file tells which: is it…"
                : matches
                  ? `to import, ${matches.says}`
                  : transfer
                    ? `to import, ${transfer}${there}`
                    : `to import${there}`;
      return h(
        "tr",
        {
          class: already
            ? "planned already"
            : matches?.kind === "matched"
              ? "planned matched"
              : elsewhere
                ? "planned elsewhere"
                : "planned",
          "data-row": String(r.row),
        },
        h("td", {}, rowChoice(r.row, rowName)),
        h("td", {}, h("time", { datetime: item.date, text: displayTime(item.date) })),
        h("td", { class: "payee" }, item.payee ?? "", ...learnedWhy(r.row, item)),
        h("td", { class: "num", text: displayAmount(item.amount, debitsNegative) }),
        h("td", { text: (item.currency ?? currency).toUpperCase() }),
        h("td", { text: item.notes ?? "" }),
        asks && matches.candidates
          ? h("td", { class: "outcome" }, outcome, question(r.row, matches.candidates))
          : receipt
            ? h("td", { class: "outcome" }, outcome, receiptChoice(r.row, receipt.receipts))
            : probable
              ? h("td", { class: "outcome" }, outcome, duplicateChoice(r.row))
              : h("td", { class: "outcome", text: outcome }),
      );
    }
    const what = r.outcome === "error" ? "cannot be read" : "ignored";
    return h(
      "tr",
      { class: r.outcome },
      h("td", { text: rowName }),
      h("td", { colspan: "5", text: inWords(r.reason ?? "") }),
      h("td", { class: "outcome", text: what }),
    );
  });
  byId("preview-table")
    .querySelector("tbody")
    ?.replaceChildren(...rows);
}

/**
 * Once the import's report is known, each previewed row says what became of it (inserted, already there, refused and
 * why) instead of "to import": the table read before the import would otherwise still describe a plan, not an outcome.
 * @param {{ row: number, outcome: string, reason?: string | null, review?: string | null, transfer?: string | null }[]} items
 */
export function showOutcomes(items) {
  const byRow = new Map(items.map((i) => [i.row, i]));
  for (const tr of /** @type {NodeListOf<HTMLTableRowElement>} */ (byId("preview-table").querySelectorAll("tbody tr.planned"))) {
    const item = byRow.get(Number(tr.dataset.row));
    const cell = tr.querySelector("td.outcome");
    if (!item || !cell) continue;
    const why = [item.reason ? deliveryInWords(item.reason) : "", deliveryInWords(item.review ?? ""), item.transfer ?? ""]
      .filter(Boolean)
      .join("; ");
    cell.replaceChildren(why ? `${itemOutcomeWord(item.outcome)}: ${why}` : itemOutcomeWord(item.outcome));
    tr.dataset.outcome = item.outcome;
  }
}
