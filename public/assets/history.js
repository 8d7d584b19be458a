// @ts-check
// The import history: newest first, 20 a page, each with the account it wrote to, its state in words and a link to
// its report. Balance source runs that changed nothing (every row already in the budget) are left out unless the
// person asks for them; the summary says how many there are.
// Its table shows each row's key columns on a narrow screen and opens the others beneath it.
import "./data-table.js";
import { byId, h } from "./elements.js";
import { count } from "./format.js";
import { api, ApiError, requireKey } from "./session.js";
import { displayTime, inWords, jobTitle, NO_KINDS, plural, rowsInWords, stateInWords, verificationMark } from "./words.js";

const PAGE = 20;
let offset = 0;

await requireKey();
/** The budget's manual accounts by id, for naming where each job wrote (empty when they cannot be read). */
const accountNames = await api("/accounts").then(
  (/** @type {any} */ answer) => new Map(answer.accounts.map((/** @type {any} */ a) => [a.id, a.name])),
  () => new Map(),
);
/** How each kind is named (GET /kinds); without it, every job reads as transactions. */
const kinds = await api("/kinds").catch(() => NO_KINDS);
byId("history-prev").addEventListener("click", () => load(Math.max(0, offset - PAGE)));
byId("history-next").addEventListener("click", () => load(offset + PAGE));
const showUnchanged = /** @type {HTMLInputElement} */ (byId("history-unchanged"));
showUnchanged.addEventListener("change", () => load(0));
await load(0);

/** @param {number} from */
async function load(from) {
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
    ?.replaceChildren(
      ...page.imports.map((/** @type {any} */ job) =>
        h(
          "tr",
          { class: job.status },
          h("td", { text: displayTime(job.created_at) }),
          h("td", { text: jobTitle(job, kinds) }),
          h("td", { text: accountOf(job) }),
          h("td", { text: stateInWords(job, kinds) }),
          h("td", { class: "num", text: [rowsInWords(job, kinds), verificationMark(job.verification)].filter(Boolean).join(" · ") }),
          h("td", {}, h("a", { href: `/history/${encodeURIComponent(job.id)}`, text: "Report" })),
        ),
      ),
    );
  /** @type {HTMLButtonElement} */ (byId("history-prev")).disabled = offset === 0;
  /** @type {HTMLButtonElement} */ (byId("history-next")).disabled = page.next_offset === null;
}

/**
 * "12 imports; 3 balance source runs that changed nothing are not shown." @param {any} page @param {boolean} shown
 */
function summaryOf(page, shown) {
  const listed = page.total === 0 ? "No imports yet" : plural(page.total, "import");
  if (shown || !page.unchanged) return `${listed}.`;
  const runs = plural(page.unchanged, "balance source run");
  return `${listed}; ${runs} that changed nothing ${page.unchanged === 1 ? "is" : "are"} not shown.`;
}

/** The account a job wrote to, by its name in the budget (its id when the name is not known). @param {any} job */
function accountOf(job) {
  if (job.manual_account_id === null || job.manual_account_id === undefined) return "";
  return accountNames.get(job.manual_account_id) ?? `account ${job.manual_account_id}`;
}
