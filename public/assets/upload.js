// @ts-check
// The upload page: choose an account and a file, see the dry run, correct what detection decided (each
// change runs the dry run again), import with one click, watch the progress.
import { announce, byId, h } from "./elements.js";
import {
  columnOverrides,
  leaveOutAnswers,
  skipRowsAnswer,
  refusedColumnOverride,
  showColumns,
  showDecisions,
  showOutcomes,
  showRows,
  takeAnswers,
  shopAnswersAnswer,
} from "./preview.js";
import { megabytes } from "./format.js";
import { showQuestions, withAnswer } from "./reading-questions.js";
import { watchImport } from "./progress.js";
import { api, ApiError, apiSending, hasAccess, requireKey } from "./session.js";
import {
  balanceSetInWords,
  displayMoney,
  displayTime,
  importInWords,
  importingInWords,
  inWords,
  importWholeInWords,
  isActive,
  outcomeInWords,
  partInWords,
  plural,
  planSummary,
  sendingInWords,
  stateInWords,
  verificationInWords,
} from "./words.js";
/** @import { Accounts, ColumnSample, CsvProfile, Import, Preview, Report } from "./answers" */
/** @typedef {Accounts["accounts"][number]} Account */
/** @typedef {Exclude<Import, { imported: unknown }>} AccountImport */
/** A section of a file of several, as the API lists it (where it goes, or why it is held). @typedef {NonNullable<Extract<Import, { imported: unknown }>["sections"]>[number]} Section */

/** Rows the preview table shows: a screenful to check, not the file. */
const PREVIEW_ROWS = 50;

const state = {
  /** @type {File | null} */ file: null,
  /** What the person changed, sent as `overrides` with the dry run and the import. @type {Record<string, unknown>} */
  overrides: {},
  /** The preview being waited for: an older answer that arrives late is dropped. */
  previewSeq: 0,
  debitsNegative: true,
  /** Currency by account id: an item without one is in its account's currency. @type {Map<string, string>} */
  currencies: new Map(),
  importing: false,
  /** A statement of several accounts: the one chosen (`file_account`). @type {string | null} */
  fileAccount: null,
  /** A file of several sections: each with where it goes, as the dry run listed them. @type {Section[] | null} */
  sections: null,
  /** The budget's manual accounts (a statement's accounts map to them). @type {Account[]} */
  accounts: [],
  /** Rows the current preview would import. */
  planned: 0,
  /** The file was refused for a column detection could not find: the column controls name it, one role at a time. */
  naming: false,
  /** The preview showed every row of the file (its caption says "Every row"). */
  previewComplete: false,
  /** The dry run shown, and its summary: the Import button follows the balance box from them. @type {Preview | null} */
  plan: null,
  summary: "",
  /** The preview read the file's first part only (the dry run's `partial`): the table is not the whole file's. */
  partial: false,
  /** A large file whose format cannot be previewed from its first part: imported whole when the person asks. */
  unpreviewed: false,
};

const accountSelect = /** @type {HTMLSelectElement} */ (byId("account"));
const fileInput = /** @type {HTMLInputElement} */ (byId("file"));
const importButton = /** @type {HTMLButtonElement} */ (byId("import"));
const fileAccountSelect = /** @type {HTMLSelectElement} */ (byId("file-account"));
const setBalance = /** @type {HTMLInputElement} */ (byId("set-balance"));
/** Larger files are previewed from their first this many bytes (what a dry run takes); the import sends them whole. */
const PREVIEW_MAX_BYTES = Number(fileInput.dataset.previewMaxBytes) || 5 * 1024 * 1024;

// A file chosen before the key is given waits for it, and the page says so (the listeners come first).
let keyGiven = false;
fileInput.addEventListener("change", () => choose(fileInput.files?.[0] ?? null));
if (!(await hasAccess())) await waitForKey();
keyGiven = true;
loadAccounts();
if (state.file) preview();

accountSelect.addEventListener("change", () => state.file && preview());
wireDropZone(byId("drop"));
byId("decisions").addEventListener("change", (event) => onDecisionChanged(/** @type {HTMLElement} */ (event.target)));
byId("reset").addEventListener("click", () => {
  state.overrides = {};
  preview();
});
importButton.addEventListener("click", startImport);
// The bar at the screen's foot would cover a row the page scrolls to (a link, the keyboard's focus, a search): the page
// keeps the bar's height clear at its foot instead (intake.css, scroll-padding-bottom).
const importBar = byId("import-bar");
new ResizeObserver(() => document.documentElement.style.setProperty("--bar-height", `${importBar.offsetHeight}px`)).observe(importBar);
fileAccountSelect.addEventListener("change", () => {
  state.fileAccount = fileAccountSelect.value || null;
  preview();
});
byId("file-account-map").addEventListener("change", showMappedCount);
byId("import-mapped").addEventListener("click", startMappedImport);
byId("currency-confirm").addEventListener("change", () => (importButton.disabled = !mayImport()));
byId("balance-confirm").addEventListener("change", () => (importButton.disabled = !mayImport()));
setBalance.addEventListener("change", () => {
  if (state.importing) return;
  offerImport();
  importButton.disabled = !mayImport();
});

async function loadAccounts() {
  const hint = byId("account-hint");
  try {
    /** @type {Accounts} */
    const answer = await api("/accounts");
    state.debitsNegative = answer.show_debits_as_negative;
    state.accounts = answer.accounts;
    for (const a of answer.accounts) state.currencies.set(String(a.id), a.currency);
    accountSelect.replaceChildren(...answer.accounts.map(accountOption), h("option", { value: "cash", text: "Cash (no account)" }));
    accountSelect.value = answer.default_account_id === null ? "cash" : String(answer.default_account_id);
    hint.textContent = answer.accounts.length === 0 ? "Your budget has no manual accounts: the rows go in as cash." : "";
  } catch (error) {
    accountSelect.replaceChildren(h("option", { value: "", text: "Your default account" }));
    hint.textContent = `The account list could not be read (${messageOf(error)}); the import goes to your default account.`;
  }
}

/** A manual account as a choice of a select. @param {Account} a */
function accountOption(a) {
  return h("option", { value: String(a.id), text: accountName(a) });
}

/** "Girokonto (Sparkasse) · EUR": the institution only where the name does not say it already. @param {Account} a */
function accountName(a) {
  const institution = a.institution && !a.name.includes(a.institution) ? ` (${a.institution})` : "";
  return `${a.name}${institution} · ${a.currency.toUpperCase()}`;
}

/** @param {HTMLElement} zone */
function wireDropZone(zone) {
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.classList.add("over");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("over");
    const files = event.dataTransfer?.files;
    const file = files?.[0];
    if (!files || !file) return;
    // The picker shows the dropped file's name, as if it had been chosen there ("No file chosen" otherwise).
    /** @type {HTMLInputElement} */ (byId("file")).files = files;
    choose(file);
  });
}

/** @param {File | null} file */
function choose(file) {
  state.file = file;
  state.overrides = {};
  state.fileAccount = null;
  state.sections = null;
  state.partial = false;
  state.unpreviewed = false;
  setBalance.checked = false;
  byId("file-account-choice").hidden = true;
  byId("file-account-map-choice").hidden = true;
  byId("progress").hidden = true;
  if (!file) return;
  if (keyGiven) return void preview();
  byId("preview").hidden = false;
  showRefusal("Connect your budget above (or give an API key) first: the file is read as soon as you have.");
}

/** Until the key is given, the account picker and the file say what to do. */
async function waitForKey() {
  accountSelect.replaceChildren(h("option", { value: "", text: "Connect your budget above to load your accounts" }));
  byId("account-hint").textContent = "Connected once, this browser needs nothing more; an API key works in this tab only.";
  await requireKey();
}

/**
 * A file that cannot be imported as it is: the reason announced as an alert, and nothing of an earlier file's
 * preview left (its rows, decisions, warnings and an "Import 12 rows" button would describe another file).
 * @param {string} text
 */
function showRefusal(text) {
  const refusal = byId("refusal");
  refusal.textContent = text;
  refusal.hidden = false;
  byId("part").hidden = true;
  setSummary("");
  for (const id of ["warnings", "statement", "decisions", "questions"]) byId(id).hidden = true;
  byId("preview-table").querySelector("tbody")?.replaceChildren();
  // No table of nothing: a refused file leaves the refusal alone on the page.
  previewTableWrap().hidden = true;
  importButton.hidden = false;
  importButton.textContent = "Nothing to import";
  importButton.disabled = true;
  byId("currency-check").hidden = true;
}

/** The query every request of this file shares: the account and the person's changes. */
function importQuery() {
  const query = new URLSearchParams();
  if (accountSelect.value && accountSelect.value !== "cash") query.set("account", accountSelect.value);
  if (Object.keys(state.overrides).length > 0) query.set("overrides", JSON.stringify(state.overrides));
  if (state.fileAccount) query.set("file_account", state.fileAccount);
  if (setBalance.checked && !byId("set-balance-choice").hidden) query.set("set_balance", "true");
  // The preview's questions the person answered: which transaction a row takes over.
  const take = takeAnswers();
  if (take) query.set("take", take);
  // The probable duplicates the person chose to leave out.
  const leave = leaveOutAnswers();
  if (leave) query.set("leave_out", leave);
  // The rows the person unticked: left out, whatever they are.
  const skip = skipRowsAnswer();
  if (skip) query.set("skip_rows", skip);
  return query;
}

function fileForm() {
  const form = new FormData();
  form.set("file", /** @type {File} */ (state.file));
  return form;
}

/**
 * Whether the file is larger than a preview reads: then its first part is previewed (`head_of`), never all of it.
 * A declaration, not a const: a file chosen before the key is given is previewed before the module's later lines run.
 */
function previewedInPart() {
  return (state.file?.size ?? 0) > PREVIEW_MAX_BYTES;
}

/** What the preview sends: the file, or the first part of a larger one (File.slice reads no more of it). */
function previewForm() {
  const file = /** @type {File} */ (state.file);
  if (!previewedInPart()) return fileForm();
  const form = new FormData();
  form.set("file", file.slice(0, PREVIEW_MAX_BYTES), file.name);
  return form;
}

async function preview() {
  const seq = ++state.previewSeq;
  const section = byId("preview");
  section.hidden = false;
  section.setAttribute("aria-busy", "true");
  setSummary("Reading the file…");
  importButton.disabled = true;
  const query = importQuery();
  query.set("dry_run", "true");
  query.set("preview", String(PREVIEW_ROWS));
  if (previewedInPart()) query.set("head_of", String(state.file?.size));
  try {
    /** @type {Preview} */
    const plan = await api(`/imports?${query}`, { method: "POST", body: previewForm() });
    if (seq !== state.previewSeq) return;
    // A file of several sections: each listed with its account (or why it is held), and one previewed in its account.
    if (plan.sections && plan.sections.length > 1 && !state.fileAccount) {
      offerSections(plan.sections);
      return void preview();
    }
    showPlan(plan);
    if (state.sections) describeSections();
  } catch (error) {
    if (seq !== state.previewSeq) return;
    const sections = error instanceof ApiError ? error.details.sections : undefined;
    if (Array.isArray(sections) && sections.length > 1 && !state.fileAccount) {
      offerSections(/** @type {Section[]} */ (sections));
      return void preview();
    }
    if (error instanceof ApiError && Array.isArray(error.details.file_accounts)) {
      offerFileAccounts(/** @type {string[]} */ (error.details.file_accounts));
      return;
    }
    if (error instanceof ApiError && Array.isArray(error.details.columns)) {
      offerColumns(error.message, String(error.details.missing), /** @type {ColumnSample[]} */ (error.details.columns));
      return;
    }
    if (error instanceof ApiError && error.details.code === "head_not_previewable") {
      offerUnpreviewed(error.message);
      return;
    }
    showRefusal(`This file cannot be imported as it is: ${inWords(messageOf(error))}`);
  } finally {
    if (seq === state.previewSeq) section.removeAttribute("aria-busy");
  }
}

/**
 * A file refused for a column detection could not find (the date, the amount): the refusal says which, and the
 * column controls beneath it let the person name it; each choice reads the file again.
 * @param {string} message @param {string} missing @param {ColumnSample[]} columns
 */
function offerColumns(message, missing, columns) {
  const ask =
    missing === "amount"
      ? "Choose the column that holds the amount below (or a money-out and a money-in column): the file is read again."
      : "Choose the column that holds the date below: the file is read again.";
  showRefusal(`This file cannot be imported as it is: ${inWords(message)}. ${ask}`);
  state.naming = true;
  byId("decisions").hidden = false;
  byId("reading").hidden = true;
  showColumns(columns);
}

/**
 * A file larger than a preview reads, in a format whose first part cannot stand for it (OFX, CAMT are one document):
 * said, and the import of the whole file offered; the API's own checks (its currency among them) still ask first.
 * @param {string} message
 */
function offerUnpreviewed(message) {
  showRefusal(`This file is larger than a preview reads (${megabytes(PREVIEW_MAX_BYTES)}): ${inWords(message)}`);
  state.unpreviewed = true;
  importButton.textContent = importWholeInWords(state.file?.size ?? 0);
  importButton.disabled = !mayImport();
}

/** @param {Preview} plan */
function showPlan(plan) {
  byId("refusal").hidden = true;
  state.unpreviewed = false;
  state.naming = false;
  byId("reading").hidden = false;
  previewTableWrap().hidden = false;
  const warnings = plan.profile?.warnings ?? [];
  const summary = `${planSummary(plan.rows, plan.ignored_reasons, {
    already: plan.already_in_budget?.count ?? 0,
    matched: plan.matches_in_budget,
    transfers: plan.transfers_in_budget?.count ?? 0,
    elsewhere: plan.elsewhere_in_budget?.accounts ?? [],
    probable: plan.probable_duplicates?.count ?? 0,
    receipts: plan.receipt_questions?.count ?? 0,
  })}${warningsFirst(warnings.length)}`;
  setSummary(summary);
  byId("warnings").hidden = warnings.length === 0;
  byId("warning-list").replaceChildren(...warnings.map((/** @type {string} */ w) => h("li", { text: inWords(w) })));
  showStatement(plan);
  if (plan.format === "csv" && plan.profile) {
    // A CSV's dry run answers its profile whole (the format's own fields beside the common ones).
    showDecisions(/** @type {CsvProfile} */ (plan.profile), plan.source);
    showColumns(plan.columns ?? []);
  }
  const currency = state.currencies.get(String(plan.manual_account_id)) ?? plan.profile?.currency ?? "";
  // An answer reads the file again with it: the decision is then the person's, and the question gone.
  showQuestions(plan.questions ?? [], { debitsNegative: state.debitsNegative }, (answer) => {
    state.overrides = withAnswer(state.overrides, answer);
    preview();
  });
  showRows(plan, { debitsNegative: state.debitsNegative, currency });
  const caption = plan.preview_complete ? "Every row, as it will be imported" : `The first rows, as they will be imported`;
  byId("preview-caption").textContent = caption;
  state.previewComplete = Boolean(plan.preview_complete);
  state.partial = plan.partial === true;
  byId("part").hidden = !state.partial;
  byId("part").textContent =
    state.partial && plan.previewed_bytes !== undefined && plan.file_bytes !== undefined
      ? partInWords({ previewed_bytes: plan.previewed_bytes, file_bytes: plan.file_bytes }, plan.rows)
      : "";
  state.plan = plan;
  state.summary = summary;
  offerImport();
  checkCurrency(plan);
  checkReading(plan);
  importButton.disabled = !mayImport();
  announce(`Preview ready. ${state.partial ? `${byId("part").textContent} ` : ""}${summary}.`);
}

/**
 * The Import button says what it will do, and follows the balance box: the rows, the balance set (as the box shows
 * it), or both. Nothing to do leaves it disabled as "Nothing to import" where a balance could be asked for, else hidden.
 */
function offerImport() {
  const plan = state.plan;
  if (!plan) return;
  const asked = setBalance.checked && !setBalance.disabled && !byId("set-balance-choice").hidden;
  // The rows the person unticked are not sent: the button counts those that are.
  const left = skipRowsAnswer() ? skipRowsAnswer().split(",").length : 0;
  const send = importInWords(plan.rows.planned - left, plan.already_in_budget?.count ?? 0, asked ? balanceShown(plan) : null);
  const offered = Boolean(plan.balance_to_set) && !byId("set-balance-choice").hidden;
  importButton.hidden = "nothing" in send && !offered;
  // The rows counted are the first part's: the button says the whole file goes.
  importButton.textContent =
    "label" in send ? (state.partial ? importWholeInWords(plan.file_bytes ?? state.file?.size ?? 0) : send.label) : "Nothing to import";
  setSummary("nothing" in send ? `${state.summary}. ${send.nothing}` : state.summary);
  state.planned = "label" in send ? plan.rows.planned - left : 0;
}
byId("preview-table").addEventListener("rows-chosen", () => {
  offerImport();
  importButton.disabled = !mayImport();
});

/** The balance the import would set, as the box and the button show it: in the account's sign. @param {Preview} plan */
function balanceShown(plan) {
  const balance = plan.balance_to_set ?? plan.statement_balance;
  if (!balance) return null;
  const currency = balance.currency ?? state.currencies.get(String(plan.manual_account_id)) ?? "";
  return displayMoney(balance.amount, currency).trim();
}

/** The region around the preview's table (its caption and header included). */
const previewTableWrap = () => /** @type {HTMLElement} */ (byId("preview-table").closest(".table-wrap"));

/** The preview's summary, repeated beside the Import button at the foot of the screen. @param {string} text */
function setSummary(text) {
  byId("summary").textContent = text;
  byId("outcome-words").textContent = text;
}

/** What the summary adds while the preview carries warnings: they are read before "Import", not after. @param {number} n */
function warningsFirst(n) {
  return n === 0 ? "" : `; ${n === 1 ? "a warning" : plural(n, "warning")} to check before importing`;
}

/**
 * A file in another currency than the account's: said before anything is imported, and the import waits for the
 * person to confirm (amounts would go in as written, in the file's currency).
 * @param {Preview} plan
 */
function checkCurrency(plan) {
  const account = plan.account_currency ?? state.currencies.get(String(plan.manual_account_id)) ?? null;
  const other = (plan.currencies ?? []).filter((/** @type {string} */ c) => account && c !== account);
  const check = byId("currency-check");
  const confirm = /** @type {HTMLInputElement} */ (byId("currency-confirm"));
  check.hidden = other.length === 0;
  confirm.checked = false;
  if (other.length === 0) return;
  byId("currency-words").textContent =
    `This file is in ${other.map((/** @type {string} */ c) => c.toUpperCase()).join(" and ")}, the account in ` +
    `${String(account).toUpperCase()}: the amounts would go in as written. Choose the account of that currency above, or confirm.`;
}

/**
 * What the file's own balances said, beside the summary. A reading nothing in the file proves waits for the person to
 * confirm it: balances no row adds up to, or a sign decided without any evidence (the API's import goes on, with the
 * warning in its answer).
 * @param {Preview} plan
 */
function checkReading(plan) {
  const verification = plan.verification;
  // A break is among the warnings already, which name its row: said once.
  const unbalanced = verification?.status === "unbalanced";
  byId("verification").textContent = unbalanced ? "" : verificationInWords(verification);
  const check = byId("balance-check");
  const confirm = /** @type {HTMLInputElement} */ (byId("balance-confirm"));
  const noRowAddsUp = unbalanced && verification.rows_checked === 0;
  // A sign nothing proves is asked as a question when the dry run asks one: its answer is the confirmation.
  const signAsked = (plan.questions ?? []).some((/** @type {{ decision: string }} */ q) => q.decision === "sign");
  const signUnproven = plan.profile?.signUnproven === true && !noRowAddsUp && !signAsked;
  check.hidden = !(noRowAddsUp || signUnproven);
  confirm.checked = false;
  byId("balance-words").textContent = noRowAddsUp
    ? "No row of this file adds up to its own balances: check the columns and the sign below, or import it as it reads."
    : "Nothing in this file says which amounts are money out: check a few rows below (a purchase should be money out), change the sign under the decisions if it is wrong, or import it as it reads.";
}

/** Import is offered for a file with rows to import, not while one is importing, and after any currency or balance question. */
function mayImport() {
  const unanswered = (/** @type {string} */ check, /** @type {string} */ confirm) =>
    !byId(check).hidden && !(/** @type {HTMLInputElement} */ (byId(confirm)).checked);
  return (
    (state.planned > 0 || state.unpreviewed) &&
    !state.importing &&
    !unanswered("currency-check", "currency-confirm") &&
    !unanswered("balance-check", "balance-confirm") &&
    byId("questions").hidden
  );
}

/** A statement of several accounts: the person picks the one this import is for. @param {string[]} ids */
function offerFileAccounts(ids) {
  byId("refusal").hidden = true;
  byId("statement").hidden = false;
  byId("file-account-choice").hidden = false;
  byId("set-balance-choice").hidden = true;
  byId("decisions").hidden = true;
  fileAccountSelect.replaceChildren(
    h("option", { value: "", text: "choose an account…" }),
    ...ids.map((id) => h("option", { value: id, text: `account ${id}` })),
  );
  setSummary(`This file holds ${plural(ids.length, "account")}: choose the one to import into the account above, or map several below.`);
  byId("preview-table").querySelector("tbody")?.replaceChildren();
  offerAccountMap(ids);
  announce(byId("summary").textContent ?? "");
  fileAccountSelect.focus();
}

/**
 * A file of several sections (accounts, currency sub-accounts, cards), previewed one at a time: every section listed with
 * the account it goes to and why, or why it is held; the first that goes to an account is previewed, in that account.
 * @param {Section[]} sections
 */
function offerSections(sections) {
  state.sections = sections;
  const first = sections.find((s) => s.account_id !== null) ?? sections[0];
  byId("refusal").hidden = true;
  byId("statement").hidden = false;
  byId("file-account-choice").hidden = false;
  fileAccountSelect.replaceChildren(...sections.map((s) => h("option", { value: s.file_account, text: `account ${s.file_account}` })));
  fileAccountSelect.value = first?.file_account ?? "";
  state.fileAccount = first?.file_account ?? null;
  // The preview is of that section in its own account: the Import button sends it there.
  if (first?.account_id != null) accountSelect.value = String(first.account_id);
  offerAccountMap(
    sections.map((s) => s.file_account),
    sections,
  );
}

/** The summary says the file holds several sections, where they go, and which one the preview shows. */
function describeSections() {
  const sections = state.sections ?? [];
  byId("statement").hidden = false;
  const held = sections.filter((s) => s.held !== null).length;
  const routed = held === 0 ? "each goes to the account it names" : `${held} of them ${held === 1 ? "names" : "name"} no account to go to`;
  state.summary = `This file holds ${plural(sections.length, "account")} (${routed}): the preview shows account ${state.fileAccount}. ${state.summary}`;
  offerImport();
}

/**
 * Or every account of the statement at once, each into a manual account of the budget (`file_accounts`): a section the
 * file's own names route (the dry run's `sections`) starts on its account, with why; a held one says why it is.
 * @param {string[]} ids @param {Section[]} [sections]
 */
function offerAccountMap(ids, sections = []) {
  byId("file-account-map-choice").hidden = state.accounts.length === 0;
  byId("file-account-map").replaceChildren(
    ...ids.map((id, i) => {
      const section = sections.find((s) => s.file_account === id);
      const select = h(
        "select",
        { id: `file-account-map-${i}`, "data-file-account": id, ...(section ? { "aria-describedby": `file-account-why-${i}` } : {}) },
        h("option", { value: "", text: "not imported" }),
        ...state.accounts.map(accountOption),
      );
      if (section?.account_id != null) /** @type {HTMLSelectElement} */ (select).value = String(section.account_id);
      const rows = section ? ` (${plural(section.rows, "row")})` : "";
      return h(
        "div",
        { class: "decision" },
        h("label", { for: `file-account-map-${i}`, text: `Account ${id} of the file${rows} into` }),
        select,
        ...(section ? [h("p", { id: `file-account-why-${i}`, class: "hint", text: sectionWhy(section) })] : []),
      );
    }),
  );
  showMappedCount();
}

/** Why a section goes where it starts, or why it waits for the person. @param {Section} s */
function sectionWhy(s) {
  return s.held === null ? `Found by the file: ${s.how ?? "its number"}.` : `Held: ${s.held}.`;
}

/** The accounts of the statement mapped so far: `{"<account in the file>": <manual account id>}`. */
function accountMap() {
  /** @type {Record<string, number>} */
  const map = {};
  for (const select of byId("file-account-map").querySelectorAll("select")) {
    if (select.value) map[/** @type {string} */ (select.dataset.fileAccount)] = Number(select.value);
  }
  return map;
}

function showMappedCount() {
  const mapped = Object.keys(accountMap()).length;
  const button = /** @type {HTMLButtonElement} */ (byId("import-mapped"));
  button.disabled = mapped === 0 || state.importing;
  button.textContent = mapped === 0 ? "Import the accounts chosen" : `Import ${plural(mapped, "account")}`;
}

/** One job per mapped account, watched one after the other; each line links to its report. */
async function startMappedImport() {
  if (state.importing || !state.file) return;
  const map = accountMap();
  if (Object.keys(map).length === 0) return;
  state.importing = true;
  showMappedCount();
  const section = byId("progress");
  section.hidden = false;
  byId("state").textContent = "Sending the file to Intake…";
  byId("poll-note").textContent = "";
  const list = byId("account-jobs");
  list.replaceChildren();
  list.hidden = false;
  try {
    const query = new URLSearchParams({ file_accounts: JSON.stringify(map) });
    if (/** @type {HTMLInputElement} */ (byId("map-set-balance")).checked) query.set("set_balance", "true");
    const answer = /** @type {Extract<Import, { imported: unknown }>} */ (await mappedImport(query));
    const names = new Map(state.accounts.map((a) => [a.id, a.name]));
    const lines = answer.imported.map((job) => {
      const words = h("span", { text: "waiting" });
      list.append(
        h(
          "li",
          {},
          `Account ${job.file_account} into ${job.manual_account_id === null ? "cash" : (names.get(job.manual_account_id) ?? job.manual_account_id)}: `,
          words,
          " ",
          h("a", { href: `/history/${encodeURIComponent(job.id)}`, text: "report" }),
        ),
      );
      return { job, words };
    });
    for (const skipped of answer.not_imported) list.append(h("li", { text: `Account ${skipped.file_account}: not imported` }));
    section.focus();
    for (const { job, words } of lines) {
      words.textContent = "importing…";
      const report = await watchImport(job.id);
      words.textContent = report ? stateInWords(report) : "see the report";
    }
  } catch (error) {
    byId("state").textContent = `Not imported: ${messageOf(error)}`;
    announce(byId("state").textContent ?? "");
  }
  state.importing = false;
  showMappedCount();
}

/**
 * The mapped accounts are not previewed one by one: an account whose currency is not the file's is asked about
 * when the API refuses it, and the import is sent again once the person confirms.
 * @param {URLSearchParams} query
 */
async function mappedImport(query) {
  try {
    return await api(`/imports?${query}`, { method: "POST", body: fileForm() });
  } catch (error) {
    if (!(error instanceof ApiError && error.details.code === "currency_unconfirmed")) throw error;
    if (!confirm(`${error.message.replace(/ Import it into .*$/, "")} Import these amounts into this account anyway?`)) throw error;
    query.set("currency_confirmed", "true");
    return api(`/imports?${query}`, { method: "POST", body: fileForm() });
  }
}

/** Statements: the closing balance, offered as the account's balance (OFX, CAMT, MT940). @param {Preview} plan */
function showStatement(plan) {
  const balance = plan.statement_balance;
  byId("decisions").hidden = plan.format !== "csv";
  byId("statement").hidden = plan.format === "csv" || (!balance && byId("file-account-choice").hidden);
  byId("set-balance-choice").hidden = !balance;
  if (!balance) return;
  const cash = accountSelect.value === "cash";
  setBalance.disabled = cash;
  if (cash) setBalance.checked = false;
  // The amount the account will hold (a card's owed amount in the card's sign), the one the import sets.
  const amount = balanceShown(plan);
  const day = balance.date ? ` on ${displayTime(balance.date)}` : "";
  byId("set-balance-words").textContent = cash
    ? `The statement closes at ${amount}${day}: choose a manual account to set its balance.`
    : `Also set the account's balance to ${amount}, the statement's closing balance${day}.`;
}

/** A control or a column role changed: remember it and read the file again. @param {HTMLElement} target */
function onDecisionChanged(target) {
  if (!(target instanceof HTMLSelectElement)) return;
  if (target.closest("#columns") && state.naming) {
    Object.assign(state.overrides, refusedColumnOverride(target, state.overrides));
  } else if (target.closest("#columns")) {
    const result = columnOverrides(target);
    if ("error" in result) {
      setSummary(result.error);
      importButton.disabled = true;
      announce(result.error);
      return;
    }
    Object.assign(state.overrides, result);
  } else {
    const name = target.name;
    state.overrides[name] = name === "amountScale" ? Number(target.value) : target.value;
    // Other fields, other columns: roles chosen for the old split no longer apply.
    if (name === "delimiter" || name === "encoding") {
      delete state.overrides.columns;
      delete state.overrides.amountStyle;
    }
  }
  preview();
}

async function startImport() {
  // One job per click: the button stays disabled from the click until this file's job exists.
  if (state.importing || !state.file) return;
  state.importing = true;
  importButton.disabled = true;
  importButton.textContent = "Creating the import…";
  const section = byId("progress");
  section.hidden = false;
  // One job: the list of a file's several accounts imported before is not this import's.
  byId("account-jobs").hidden = true;
  byId("state").textContent = "Sending the file to Intake…";
  byId("poll-note").textContent = "";
  try {
    const query = importQuery();
    // The payees and categories the person chose in the preview: sent with the import only, which keeps them.
    const answers = shopAnswersAnswer();
    if (answers) query.set("shop_answers", answers);
    // The API refuses a file in another currency than the account unless the request says the person confirmed it.
    if (!byId("currency-check").hidden && /** @type {HTMLInputElement} */ (byId("currency-confirm")).checked)
      query.set("currency_confirmed", "true");
    const job = await sendFile(query);
    const link = /** @type {HTMLAnchorElement} */ (byId("report-link"));
    link.href = `/history/${encodeURIComponent(job.id)}`;
    // "Imported" only once no row waits: until then the button counts the rows sent.
    importButton.textContent = importingInWords(null);
    section.focus();
    const report = await watchImport(job.id, { onReport: (r) => (importButton.textContent = importingInWords(r)) });
    if (report) await showImported(job.id, report, job.balance_set ? await balanceSettled(job) : "");
  } catch (error) {
    state.importing = false;
    if (error instanceof ApiError && error.details.code === "currency_unconfirmed" && byId("currency-check").hidden) {
      askCurrency(error.message);
      return;
    }
    byId("state").textContent = `Not imported: ${messageOf(error)}`;
    announce(byId("state").textContent ?? "");
    importButton.disabled = false;
    importButton.textContent = "Try the import again";
    return;
  }
  state.importing = false;
}

/**
 * The whole file to the import, its bytes counted on the bar as they leave (a file of megabytes takes a while);
 * then the API reads it and answers with the job, whose progress the bar shows next.
 * @param {URLSearchParams} query
 */
function sendFile(query) {
  const bar = /** @type {HTMLProgressElement} */ (byId("bar"));
  return apiSending(`/imports?${query}`, fileForm(), (sent, total) => {
    byId("state").textContent = sendingInWords(sent, total);
    bar.value = total > 0 ? Math.floor((sent / total) * 100) : 0;
  });
}

/**
 * The API refused a file the preview could not check (its first part could not be previewed) for its currency: the
 * same question as after a preview, and the import waits for the answer.
 * @param {string} message
 */
function askCurrency(message) {
  byId("progress").hidden = true;
  byId("currency-check").hidden = false;
  /** @type {HTMLInputElement} */ (byId("currency-confirm")).checked = false;
  byId("currency-words").textContent = message.replace(/ Import it into .*$/, " Choose the account of that currency above, or confirm.");
  importButton.textContent = importWholeInWords(state.file?.size ?? 0);
  importButton.disabled = !mayImport();
}

/**
 * The import settled: the bar's counts and each previewed row say what happened, not what was planned.
 * @param {string} id @param {Report} report @param {string} balance what became of the balance asked for, in words
 */
async function showImported(id, report, balance) {
  if (isActive(report.status)) return;
  const rows = `${plural(report.rows.planned + report.rows.error, "row")}: ${outcomeInWords(report.rows, report.counts)}`;
  setSummary(balance ? `${rows}; ${balance}` : rows);
  byId("preview-caption").textContent = state.previewComplete
    ? "Every row, as it was imported"
    : state.partial
      ? "The file's first rows, as they were imported: the report lists every row's outcome"
      : "The first rows, as they were imported";
  const shown = byId("preview-table").querySelectorAll("tbody tr.planned").length;
  if (shown === 0) return;
  try {
    // The preview shows the file's first rows, and items come in the file's order: one page covers them.
    /** @type {Report} */
    const page = await api(`/imports/${encodeURIComponent(id)}?items=true&limit=${Math.max(shown, PREVIEW_ROWS)}`);
    showOutcomes(page.items ?? []);
  } catch {
    // The rows keep their plan; the report link beneath the bar lists every outcome.
  }
}

/**
 * The balance job after the rows' (it runs once they are sent): "balance set to −827.85 USD on 31 Oct 2026" when it is
 * done, else what it is waiting for or why it failed; never "set" before the service took it.
 * @param {AccountImport & { balance_job: string }} job the import's answer, with `balance_job` and `balance_set`
 */
async function balanceSettled(job) {
  const currency = state.currencies.get(String(job.manual_account_id)) ?? "";
  for (let tries = 0; tries < 20; tries++) {
    const written = /** @type {Report | null} */ (await api(job.balance_job).catch(() => null));
    if (written?.status === "done") return balanceSetInWords(job.balance_set, currency);
    if (written && !isActive(written.status)) return "the balance was not set: the report says why";
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return balanceSetInWords(job.balance_set, currency).replace(/^balance set/, "the balance is still being set");
}

/** @param {unknown} error */
function messageOf(error) {
  if (error instanceof ApiError) return error.message;
  return "the connection to Intake was lost";
}
