// @ts-check
// The import history: what the person did (an upload, a mail, a tap), newest first, 20 a page, with what it started (a
// pairing of its rows as transfers, its receipt's file) beneath it; each with the account it wrote to, its state in words and a link to
// its report; a receipt, a card alert or a tap with the merchant and amount it paid, as a bank file with its file. Balance source runs that changed nothing (every row already in the budget) are left out unless the
// person asks for them; the summary says how many there are.
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { byId, h } from "./elements.js";
import { count } from "./format.js";
import { api, ApiError, requireKey } from "./session.js";
import { displayTime, inWords, jobTitle, NO_KINDS, paymentInWords, plural, rowsInWords, stateInWords, verificationMark } from "./words.js";
/** @import { Accounts, JobList, JobReport, Kinds } from "./answers" */

const PAGE = 20;
let offset = 0;

await requireKey();
/**
 * The budget's manual accounts by id, for naming where each job wrote and the currency of a payment that named none
 * (empty when they cannot be read), and the sign the budget shows money out in.
 */
const { accounts, debitsNegative } = await api("/accounts").then(
  (/** @type {Accounts} */ answer) => ({
    accounts: new Map(answer.accounts.map((a) => [a.id, { name: a.name, currency: a.currency }])),
    debitsNegative: answer.show_debits_as_negative !== false,
  }),
  () => ({ accounts: new Map(), debitsNegative: true }),
);
/** How each kind is named (GET /kinds); without it, every job reads as transactions. */
const kinds = /** @type {Kinds | typeof NO_KINDS} */ (await api("/kinds").catch(() => NO_KINDS));
byId("history-prev").addEventListener("click", () => load(Math.max(0, offset - PAGE)));
byId("history-next").addEventListener("click", () => load(offset + PAGE));
const showUnchanged = /** @type {HTMLInputElement} */ (byId("history-unchanged"));
showUnchanged.addEventListener("change", () => load(0));
await load(0);

/** @param {number} from */
async function load(from) {
  /** @type {JobList} */
  let page;
  try {
    const unchanged = showUnchanged.checked ? "show" : "hide";
    page = await api(`/imports?offset=${from}&limit=${PAGE}&unchanged=${unchanged}`);
  } catch (error) {
    byId("history-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The history could not be loaded.";
    return;
  }
  offset = from;
  byId("history-summary").textContent = summaryOf(page, showUnchanged.checked);
  byId("history-table")
    .querySelector("tbody")
    ?.replaceChildren(...page.imports.flatMap((job) => [rowOf(job, false), ...(job.followed_by ?? []).map((f) => rowOf(f, true))]));
  /** @type {HTMLButtonElement} */ (byId("history-prev")).disabled = offset === 0;
  /** @type {HTMLButtonElement} */ (byId("history-next")).disabled = page.next_offset === null;
}

/**
 * One job's row: an action of the person's (an upload, a mail, a tap), or, `follows`, what that action started (a
 * pairing of its rows as transfers, its receipt's file), beneath it and marked as following it.
 * @param {JobReport} job @param {boolean} follows
 */
function rowOf(job, follows) {
  return h(
    "tr",
    { class: follows ? `${job.status} follows` : job.status },
    h("td", {}, h("time", { datetime: job.created_at, text: displayTime(job.created_at) })),
    h("td", { text: follows ? `↳ ${whatOf(job)}` : whatOf(job) }),
    h("td", { text: accountOf(job) }),
    h("td", { text: stateInWords(job, kinds) }),
    h("td", { class: "num", text: [rowsInWords(job, kinds), verificationMark(job.verification)].filter(Boolean).join(" · ") }),
    h("td", {}, h("a", { href: `/history/${encodeURIComponent(job.id)}`, text: "Report" })),
  );
}

/**
 * "12 imports; 3 balance source runs that changed nothing are not shown." @param {JobList} page @param {boolean} shown
 */
function summaryOf(page, shown) {
  const listed = page.total === 0 ? "No imports yet" : plural(page.total, "import");
  if (shown || !page.unchanged) return `${listed}.`;
  const runs = plural(page.unchanged, "balance source run");
  return `${listed}; ${runs} that changed nothing ${page.unchanged === 1 ? "is" : "are"} not shown.`;
}

/** The job's title, and for a receipt, a card alert or a tap what it paid: "Receipt · Corner Books · −25.98 USD". @param {JobReport} job */
function whatOf(job) {
  const title = jobTitle(job, kinds);
  if (!job.payment) return title;
  const id = job.payment.account_id ?? job.manual_account_id;
  const currency = job.payment.currency ?? (id === null ? undefined : accounts.get(id)?.currency) ?? null;
  return `${title} · ${paymentInWords(job.payment, currency, debitsNegative)}`;
}

/**
 * The account a job wrote to, by its name in the budget (its id when the name is not known); a payment is where its
 * transaction is now (a card's row took the receipt over, or it was matched to the card's transaction); a payment into
 * no account is in cash, where other jobs without one (transfers, SimpleFIN's) name none. @param {JobReport} job
 */
function accountOf(job) {
  const id = job.payment?.account_id ?? job.manual_account_id;
  if (id === null || id === undefined) return job.payment ? "Cash" : "";
  return accounts.get(id)?.name ?? `account ${id}`;
}
