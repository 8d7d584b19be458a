// @ts-check
// One import's report: state and counts (watched while the job moves), every row's outcome by filter,
// 100 rows a page however long the file, a retry of the failed rows, and "Remove this import" (confirmed first).
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { announce, byId, h } from "./elements.js";
import { count } from "./format.js";
import { showProgress, watchImport } from "./progress.js";
import { api, ApiError, requireKey } from "./session.js";
import {
  displayTime,
  deliveryInWords,
  inWords,
  isActive,
  itemAmount,
  itemInWords,
  itemOutcomeWord,
  jobTitle,
  kindWords,
  NO_KINDS,
  plural,
  removalInWords,
  removalQuestion,
  transactionLink,
  verificationInWords,
} from "./words.js";
/** @import { Accounts, ItemReport, Kinds, Removal, Report, Retry, RowNotes, RowReport } from "./answers" */

const PAGE_ROWS = 100;
const id = byId("report-file").dataset.import ?? "";
const base = `/imports/${encodeURIComponent(id)}`;
/** Item outcomes are filtered by the report; ignored and unreadable rows come from the row notes. */
const NOTE_FILTERS = new Set(["ignored", "error"]);
/** A link to one row ("transaction 17" elsewhere) opens its page: `?offset=` the page, `#row-N` the row. */
const startOffset = Math.max(0, Math.floor(Number(new URLSearchParams(location.search).get("offset")) || 0));
/** @type {{ filter: string, offset: number, total: number, debitsNegative: boolean, words: import("./words.js").KindWords | null }} */
const view = { filter: "all", offset: startOffset - (startOffset % PAGE_ROWS), total: 0, debitsNegative: true, words: null };
let rowShown = false;
const retryButton = /** @type {HTMLButtonElement} */ (byId("retry"));
const removeButton = /** @type {HTMLButtonElement} */ (byId("remove"));

await requireKey();
document.querySelectorAll('input[name="filter"]').forEach((input) =>
  input.addEventListener("change", () => {
    view.filter = /** @type {HTMLInputElement} */ (input).value;
    view.offset = 0;
    loadRows();
  }),
);
view.debitsNegative = await debitsShownNegative();
/** How each kind is named and what it does (GET /kinds); without it, the job reads as transactions. */
const kinds = /** @type {Kinds | typeof NO_KINDS} */ (await api("/kinds").catch(() => NO_KINDS));
byId("page-prev").addEventListener("click", () => turn(-PAGE_ROWS));
byId("page-next").addEventListener("click", () => turn(PAGE_ROWS));
byId("page-number").addEventListener("change", (event) => {
  const page = Math.max(1, Math.floor(Number(/** @type {HTMLInputElement} */ (event.target).value) || 1));
  const last = Math.max(1, Math.ceil(view.total / PAGE_ROWS));
  view.offset = (Math.min(page, last) - 1) * PAGE_ROWS;
  loadRows();
});
retryButton.addEventListener("click", retryFailed);
removeButton.addEventListener("click", removeImport);
await refresh();

async function refresh() {
  /** @type {Report} */
  let report;
  try {
    report = await api(base);
  } catch (error) {
    byId("state").textContent =
      error instanceof ApiError ? inWords(error.message) : "The report could not be loaded: the connection to Intake was lost.";
    return;
  }
  view.words = kindWords(kinds, report.kind);
  byId("report-file").textContent = `${jobTitle(report, kinds)} · ${displayTime(report.created_at)}`;
  const checked = byId("report-verification");
  checked.textContent = verificationInWords(report.verification);
  checked.classList.toggle("unbalanced", report.verification?.status === "unbalanced");
  showReport(report);
  await loadRows();
  if (isActive(report.status)) {
    await watchImport(id, { onSettled: showReport, kinds });
    await loadRows();
  }
  if (view.words?.item) await showItemState(base, view.words.item);
}

/** @param {Report} report */
function showReport(report) {
  showProgress(report, kinds);
  const counts = {
    all: report.counts.total,
    inserted: report.counts.inserted,
    matched: report.counts.matched ?? 0,
    duplicate: report.counts.duplicates,
    invalid: report.counts.invalid,
    failed: report.counts.failed,
    pending: report.counts.pending,
    removing: report.counts.removing ?? 0,
    removed: report.counts.removed ?? 0,
    kept: report.counts.kept ?? 0,
    ignored: report.rows.ignored,
    error: report.rows.error,
  };
  for (const [filter, n] of Object.entries(counts)) {
    const badge = document.querySelector(`[data-count="${filter}"].count`);
    if (!badge) continue;
    badge.textContent = `(${count(n)})`;
    // A filter with no row is noise beside those that have some; the one chosen stays, to be chosen away from.
    const label = /** @type {HTMLElement | null} */ (badge.closest("label"));
    if (label) label.hidden = n === 0 && filter !== view.filter;
  }
  retryButton.hidden = report.counts.failed === 0;
  retryButton.textContent = `Retry ${plural(report.counts.failed, "failed row")}`;
  // A bank row that took over a receipt's transaction is put back by the removal, so it counts as something to remove.
  const removal = view.words?.removal ?? null;
  const removable = report.counts.inserted + (removal?.takeovers ? (report.counts.matched ?? 0) : 0);
  removeButton.hidden = removal === null || isActive(report.status) || removable === 0;
  // The kind's own word for an outcome names its filter too: a balance is "Set", not "Inserted".
  for (const [outcome, word] of Object.entries(view.words?.outcomes ?? {})) {
    const label = document.querySelector(`[data-count="${outcome}"].count`)?.previousElementSibling;
    if (label && word) label.textContent = `${word[0]?.toUpperCase()}${word.slice(1)}`;
  }
  removeButton.dataset.inserted = String(report.counts.inserted);
  if (!isActive(report.status) && (report.counts.removed ?? 0) + (report.counts.kept ?? 0) > 0)
    byId("state").textContent = removalInWords(report.counts);
}

async function loadRows() {
  const query = new URLSearchParams({ offset: String(view.offset), limit: String(PAGE_ROWS) });
  const notes = NOTE_FILTERS.has(view.filter);
  if (notes) query.set("outcome", view.filter);
  else if (view.filter === "all") query.set("items", "true");
  else query.set("outcome", view.filter);
  /** @type {{ total: number, next_offset: number | null, rows: HTMLElement[] }} */
  let page;
  try {
    const path = `${base}${notes ? "/rows" : ""}?${query}`;
    if (notes) {
      /** @type {RowNotes} */
      const said = await api(path);
      page = { ...said, rows: said.rows.map(noteRow) };
    } else {
      /** @type {Report} */
      const said = await api(path);
      page = { total: said.total ?? 0, next_offset: said.next_offset ?? null, rows: (said.items ?? []).map(itemRow) };
    }
  } catch (error) {
    byId("page-info").textContent = error instanceof ApiError ? inWords(error.message) : "The rows could not be loaded.";
    return;
  }
  view.total = page.total;
  const rows = page.rows;
  const tbody = byId("report-table").querySelector("tbody");
  tbody?.replaceChildren(...(rows.length > 0 ? rows : [h("tr", {}, h("td", { colspan: "6", text: "No rows here." }))]));
  const first = view.total === 0 ? 0 : view.offset + 1;
  const last = Math.min(view.offset + PAGE_ROWS, view.total);
  byId("page-info").textContent = `${count(first)}–${count(last)} of ${count(view.total)}`;
  const pageNumber = /** @type {HTMLInputElement} */ (byId("page-number"));
  pageNumber.value = String(Math.floor(view.offset / PAGE_ROWS) + 1);
  pageNumber.max = String(Math.max(1, Math.ceil(view.total / PAGE_ROWS)));
  byId("page-count").textContent = `of ${count(Number(pageNumber.max))}`;
  showLinkedRow();
  /** @type {HTMLButtonElement} */ (byId("page-prev")).disabled = view.offset === 0;
  /** @type {HTMLButtonElement} */ (byId("page-next")).disabled = page.next_offset === null;
}

/** The row a link named (`#row-N`), once: scrolled to and focused, so that the reader lands on it. */
function showLinkedRow() {
  if (rowShown || !location.hash.startsWith("#row-")) return;
  rowShown = true;
  const row = document.getElementById(location.hash.slice(1));
  if (!row) return;
  row.tabIndex = -1;
  row.setAttribute("aria-current", "true");
  row.focus();
  row.scrollIntoView({ block: "center" });
}

/**
 * Why an item ended so, and where its transaction came from when another import (or the person) put it in the
 * budget: a link to that row. A row's own transaction is not linked: the link would lead back here.
 * @param {ItemReport} item
 */
function whyOf(item) {
  // Where a payee or category the budget's history gave came from ("Groceries: 3 of your 3 transactions at …").
  const learned = Object.values(item.learned?.why ?? {});
  const words = [item.reason ? deliveryInWords(item.reason) : "", deliveryInWords(item.review ?? ""), item.transfer ?? "", ...learned]
    .filter(Boolean)
    .join("; ");
  const elsewhere = transactionLink(item);
  if (!elsewhere) return [words];
  const link = h("a", elsewhere);
  return words ? [`${words}; `, link] : [link];
}

/**
 * A row inserted beside a receipt of its shop and amount outside the takeover's window: the question, one button per
 * receipt it names ("Yes, one payment") and "No, two payments"; either answer is one click, then the report again.
 * @param {number} row @param {NonNullable<ItemReport["receipt_question"]>} question
 */
function receiptQuestion(row, question) {
  const { says, receipts } = question;
  const choices = [
    ...receipts.map((r) => ({
      body: { answer: "one", transaction_id: r.transaction_id },
      text: receipts.length > 1 ? `Yes, my receipt of ${displayTime(r.date)}` : "Yes, one payment",
    })),
    { body: { answer: "apart" }, text: "No, two payments" },
  ];
  const group = h("div", { class: "question", role: "group", "aria-label": `Row ${row}: ${says}` });
  const buttons = choices.map((choice) =>
    h("button", {
      type: "button",
      class: "answer",
      text: choice.text,
      onclick: async () => {
        for (const b of buttons) /** @type {HTMLButtonElement} */ (b).disabled = true;
        try {
          await api(`${base}/rows/${row}/receipt`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(choice.body),
          });
          announce(choice.body.answer === "one" ? `Row ${row}: one payment with your receipt.` : `Row ${row}: two payments.`);
          await refresh();
        } catch (error) {
          byId("state").textContent =
            `The answer was not accepted: ${error instanceof ApiError ? inWords(error.message) : "the connection to Intake was lost"}`;
          for (const b of buttons) /** @type {HTMLButtonElement} */ (b).disabled = false;
        }
      },
    }),
  );
  group.append(...buttons);
  return [h("p", { text: capitalized(says) }), group];
}

/**
 * A function, not a const: the module's top-level `await refresh()` draws rows before a const below it is set.
 * @param {string} text
 */
function capitalized(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** @param {ItemReport} item */
function itemRow(item) {
  return h(
    "tr",
    { class: item.outcome, id: `row-${item.row}` },
    h("td", { text: String(item.row) }),
    h("td", {}, item.date ? h("time", { datetime: item.date, text: displayTime(item.date) }) : ""),
    h("td", { text: item.payee ?? "" }),
    h("td", { class: "num", text: item.amount ? itemAmount(item.amount, view.words, view.debitsNegative) : "" }),
    h("td", {
      class: "outcome",
      text: view.words?.outcomes[item.outcome] ?? itemOutcomeWord(item.outcome),
    }),
    h("td", {}, ...whyOf(item), ...(item.receipt_question ? receiptQuestion(item.row, item.receipt_question) : [])),
  );
}

/** @param {RowReport} note */
function noteRow(note) {
  const rows = note.to_row ? `${note.row}–${note.to_row}` : String(note.row);
  return h(
    "tr",
    { class: note.outcome },
    h("td", { text: rows }),
    h("td", { colspan: "3", text: "" }),
    h("td", { class: "outcome", text: note.outcome === "error" ? "unreadable" : "ignored" }),
    h("td", { text: inWords(note.reason ?? "") }),
  );
}

/** Amounts as the budget shows them (the user's setting); the service's default when it cannot be read. */
async function debitsShownNegative() {
  try {
    return /** @type {Accounts} */ (await api("/accounts")).show_debits_as_negative;
  } catch {
    return true;
  }
}

/** @param {number} delta */
function turn(delta) {
  view.offset = Math.max(0, view.offset + delta);
  loadRows();
}

async function retryFailed() {
  retryButton.disabled = true;
  try {
    /** @type {Retry} */
    const answer = await api(`${base}/retry`, { method: "POST" });
    announce(`${plural(answer.requeued, "row")} queued again.`);
    await refresh();
  } catch (error) {
    byId("state").textContent =
      `The retry was not accepted: ${error instanceof ApiError ? inWords(error.message) : "the connection to Intake was lost"}`;
  } finally {
    retryButton.disabled = false;
  }
}

/** Deletes what the import inserted from the budget, once the person confirmed; the report then shows removed and kept rows. */
async function removeImport() {
  if (!confirm(removalQuestion(Number(removeButton.dataset.inserted ?? 0)))) return;
  removeButton.disabled = true;
  try {
    /** @type {Removal} */
    const answer = await api(`${base}/remove`, { method: "POST" });
    announce(`Removing ${plural(answer.removing, "transaction")} from your budget.`);
    await refresh();
  } catch (error) {
    byId("state").textContent =
      `The removal was not accepted: ${error instanceof ApiError ? inWords(error.message) : "the connection to Intake was lost"}`;
  } finally {
    removeButton.disabled = false;
  }
}

/**
 * A job whose kind says its one item (a balance) states it: "Balance set to 1,301.00", not "1 inserted".
 * @param {string} base @param {import("./words.js").Phrase} phrase
 */
async function showItemState(base, phrase) {
  try {
    /** @type {Report} */
    const withItems = await api(`${base}?items=true&limit=1`);
    const item = withItems.items?.[0];
    const said = item && withItems.counts.inserted > 0 ? itemInWords(phrase, item) : null;
    if (said) byId("state").textContent = said;
  } catch {
    // The state line keeps what the report said.
  }
}
