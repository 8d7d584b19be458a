// @ts-check
// The Accounts page: each open account of the budget with a strip of its last twelve months (covered by an import, a
// gap nothing covers, or nothing yet), whether the budget agrees with the bank's balances in the server's words, each
// cause linked to the row of its import or to the transaction, and "Check now" (GET …/coverage?check=now).
import { byId, h } from "./elements.js";
import { day, LOCALE, moment, month } from "./format.js";
import { api, ApiError, requireKey } from "./session.js";
import { inWords } from "./words.js";
/** @import { Accounts, Coverage } from "./answers" */
/** @typedef {Accounts["accounts"][number]} Account */

/** Months the strip shows, the newest last. */
const MONTHS = 12;

await requireKey();
/** @type {Account[]} */
let accounts;
try {
  accounts = /** @type {Accounts} */ (await api("/accounts")).accounts;
} catch (error) {
  byId("coverage-summary").textContent = error instanceof ApiError ? inWords(error.message) : "The accounts could not be loaded.";
  accounts = [];
}
byId("coverage-summary").textContent = accounts.length === 0 ? "No account to show." : "";
const list = byId("coverage-accounts");
list.replaceChildren(...accounts.map((a) => h("section", { id: `account-${a.id}`, class: "coverage-account" })));
await Promise.all(accounts.map((a) => show(a, false)));

/** Reads the account's coverage (checked again first with `now`) and draws its section. @param {Account} account @param {boolean} now */
async function show(account, now) {
  const section = byId(`account-${account.id}`);
  /** @type {Coverage} */
  let coverage;
  try {
    coverage = await api(`/accounts/${account.id}/coverage${now ? "?check=now" : ""}`);
  } catch (error) {
    section.replaceChildren(
      h("h2", { text: account.name }),
      h("p", { text: error instanceof ApiError ? inWords(error.message) : "Could not be read." }),
    );
    return;
  }
  const agreement = coverage.agreement;
  const check = h("button", { type: "button", class: "secondary", text: "Check now" });
  check.addEventListener("click", async () => {
    /** @type {HTMLButtonElement} */ (check).disabled = true;
    check.textContent = "Checking…";
    await show(account, true);
  });
  const parts = [
    h("h2", { text: account.name }),
    strip(coverage),
    olderThanStrip(coverage),
    // The causes are listed below it: the headline says the difference and since when.
    h("p", { class: `agreement ${agreement.status}`, text: agreement.causes.length ? agreement.headline : agreement.says }),
    coverage.check ? h("p", { class: "hint", text: `Not checked again: ${coverage.check.reason}` }) : null,
    agreement.causes.length ? h("ul", { class: "causes" }, ...agreement.causes.map(cause)) : null,
    h(
      "p",
      { class: "hint" },
      agreement.checked_at ? `Checked ${moment(agreement.checked_at)}. ` : "",
      coverage.newest_day ? `Imports cover up to ${day(coverage.newest_day)}. ` : "No import of the bank's rows yet. ",
      check,
    ),
  ];
  section.replaceChildren(...parts.filter((p) => p !== null));
}

/**
 * Imports older than the strip's twelve months, said rather than left out without a word: "Imports also cover
 * Mar 2024 to Oct 2025, before these twelve months." Null when every import is within the strip.
 * @param {Coverage} coverage
 */
function olderThanStrip(coverage) {
  const now = new Date();
  const stripStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1)).toISOString().slice(0, 10);
  const older = coverage.spans.filter((s) => s.from < stripStart);
  if (older.length === 0) return null;
  const from = older.reduce((a, s) => (s.from < a ? s.from : a), older[0]?.from ?? stripStart);
  const to = older.reduce((a, s) => (s.to > a ? s.to : a), older[0]?.to ?? stripStart);
  const last = to < stripStart ? to : stripStart;
  const range = month(from) === month(last) ? month(from) : `${month(from)} to ${month(last)}`;
  return h("p", { class: "hint", text: `Imports also cover ${range}, before these twelve months.` });
}

/** A cause in words, linked to what to check. @param {Coverage["agreement"]["causes"][number]} c */
function cause(c) {
  const href =
    c.transaction_id !== undefined
      ? `/history/transaction/${c.transaction_id}`
      : c.import_id
        ? `/history/${encodeURIComponent(c.import_id)}`
        : null;
  return h("li", {}, href ? h("a", { href, text: c.says }) : c.says);
}

/** The last twelve months, each covered, a gap or nothing, as a strip with its words for a screen reader. @param {Coverage} coverage */
function strip(coverage) {
  const months = [];
  const now = new Date();
  for (let i = MONTHS - 1; i >= 0; i--) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const from = first.toISOString().slice(0, 10);
    const to = last.toISOString().slice(0, 10);
    const overlaps = (/** @type {{from: string, to: string}} */ s) => s.from <= to && s.to >= from;
    const gap = coverage.gaps.some(overlaps);
    const covered = coverage.spans.some(overlaps);
    const state = gap ? (covered ? "part" : "gap") : covered ? "covered" : "none";
    // A month as the person's budget writes months ("Dec 2025"), never "Dec 25", which reads as a day.
    const name = month(from);
    const letter = new Intl.DateTimeFormat(LOCALE, { month: "narrow", timeZone: "UTC" }).format(first);
    const says = { gap: "a gap: nothing covers it", part: "partly covered, then a gap", covered: "covered", none: "nothing imported" }[
      state
    ];
    months.push(
      h(
        "li",
        { class: state, title: `${name}: ${says}` },
        h("span", { class: "month-long", text: name }),
        h("span", { class: "month-short", "aria-hidden": "true", text: letter }),
        h("span", { class: "visually-hidden", text: `: ${says}` }),
      ),
    );
  }
  return h("ol", { class: "months", "aria-label": "The last twelve months" }, ...months);
}
