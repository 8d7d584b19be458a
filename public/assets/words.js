// @ts-check
// What the pages say, as plain functions of the API's answers (no DOM): the same sentences on every page,
// and testable without a browser. Numbers and dates go through format.js, in the reader's locale.
import { clock, count, day, decimal, LOCALE, megabytes, moment } from "./format.js";

/** Ignored lines that are the file's layout, not transactions: the summary does not count them as rows. */
const LAYOUT = new Set(["header", "header (repeated)", "section title", "preamble", "blank", "footer", "continued line"]);

/** @param {number} n @param {string} one @param {string} [many] */
export const plural = (n, one, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** What a preview's rows take over, by the channel that put it in the budget first. */
const MATCHED = {
  receipt: ["matches your receipt", "match your receipts"],
  tap: ["matches your tap", "match your taps"],
  pending: ["books a pending row", "book pending rows"],
};

/**
 * "412 rows: 409 to import, 2 balance rows ignored, 1 could not be read"; with rows the budget already holds, or
 * that take over what a receipt put there first, "412 rows: 370 new, 32 already in your budget, 10 match your receipts";
 * rows that pair with another account's as a transfer are said after ("3 are transfers between your accounts").
 * @param {{ planned: number, ignored: number, error: number }} rows
 * @param {Record<string, number>} [ignoredReasons]
 * @param {{ already?: number, matched?: { receipt?: number, tap?: number, pending?: number, ambiguous?: number },
 *   transfers?: number, elsewhere?: { account_name: string, count: number }[], probable?: number, receipts?: number }} [budget] what the
 *   budget says of the planned rows: how many it holds already; how many take over a receipt's (tap's, pending row's)
 *   transaction, and could be one of several (the preview asks which); pair with another account's transaction as a
 *   transfer; other accounts hold already, by account; it probably holds as another export wrote them (asked per row); are asked about a receipt of their shop and amount
 *   outside the takeover's window
 */
export function planSummary(rows, ignoredReasons = {}, budget = {}) {
  const { already = 0, matched = {}, transfers = 0, elsewhere = [], probable = 0, receipts = 0 } = budget;
  const named = Object.entries(ignoredReasons).filter(([reason]) => !LAYOUT.has(reason));
  const ignored = named.reduce((n, [, count]) => n + count, 0);
  const total = rows.planned + rows.error + ignored;
  const taking = /** @type {[keyof typeof MATCHED, number][]} */ (
    Object.entries(MATCHED).map(([channel]) => [channel, matched[/** @type {keyof typeof MATCHED} */ (channel)] ?? 0])
  ).filter(([, n]) => n > 0);
  const takenOver = taking.reduce((n, [, count]) => n + count, 0);
  const parts =
    already > 0 || takenOver > 0 || probable > 0
      ? [
          `${count(rows.planned - already - takenOver - probable)} new`,
          ...(already > 0 ? [`${count(already)} already in your budget`] : []),
          ...(probable > 0 ? [`${count(probable)} probably in your budget already (import or leave out each below)`] : []),
          ...taking.map(([channel, n]) => `${count(n)} ${MATCHED[channel][n === 1 ? 0 : 1]}`),
        ]
      : [`${count(rows.planned)} to import`];
  for (const [reason, count] of named) parts.push(`${plural(count, reason)} ignored`);
  if (rows.error > 0) parts.push(`${count(rows.error)} could not be read`);
  // "3 already in your budget in Visa 4242, 1 in Savings": the rows would go in here all the same.
  elsewhere.forEach((e, i) => parts.push(`${count(e.count)} ${i === 0 ? "already in your budget in" : "in"} ${e.account_name}`));
  if (transfers > 0) parts.push(`${count(transfers)} ${transfers === 1 ? "is a transfer" : "are transfers"} between your accounts`);
  const asking = matched.ambiguous ?? 0;
  const question =
    asking > 0
      ? `. ${count(asking)} ${asking === 1 ? "asks" : "ask"} which of your transactions ${asking === 1 ? "it is" : "they are"}: answer below`
      : "";
  // Rows imported beside a receipt of their shop and amount outside the takeover's window: one payment or two?
  const receipt = receipts > 0 ? `. ${count(receipts)} may be a receipt of yours from days apart: answer below` : "";
  return `${plural(total, "row")}: ${parts.join(", ")}${question}${receipt}`;
}

/**
 * What the import did, rows that could not be read first: a file whose rows all failed is never "done". Rows that
 * took over a receipt's (tap's, pending row's) transaction are "matched". Only the outcomes that happened are named.
 * @param {{ planned: number, ignored: number, error: number }} rows
 * @param {{ inserted: number, duplicates: number, invalid: number, failed: number, pending: number, matched?: number }} counts
 */
export function outcomeInWords(rows, counts) {
  const unread = rows.error > 0 ? `${count(rows.error)} of ${count(rows.planned + rows.error)} rows could not be read; ` : "";
  const parts = /** @type {const} */ ([
    [counts.inserted, "inserted"],
    [counts.matched ?? 0, "matched"],
    [counts.duplicates, "already there"],
    [counts.invalid, "refused"],
    [counts.failed, "failed"],
    [counts.pending, "waiting"],
  ])
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${count(n)} ${word}`);
  return `${unread}${parts.join(", ") || "nothing sent"}`;
}

/** An item's outcome in a report's words: the report's table and the upload page's rows after the import say the same. */
const ITEM_OUTCOME_WORDS = /** @type {Record<string, string>} */ ({
  pending: "waiting",
  inserted: "inserted",
  matched: "matched",
  held: "held",
  duplicate: "already there",
  invalid: "refused",
  failed: "failed",
  removing: "being removed",
  removed: "removed",
  kept: "kept",
});

/** @param {string} outcome */
export const itemOutcomeWord = (outcome) => ITEM_OUTCOME_WORDS[outcome] ?? outcome;

/**
 * What "Remove this import" asks before it deletes anything.
 * @param {number} inserted
 */
export const removalQuestion = (inserted) =>
  `Remove the ${plural(inserted, "transaction")} this import inserted from your budget? ` +
  "Transactions you changed since, split or grouped ones, and ones another import also has are kept. Importing the file again brings them back.";

/**
 * What a removal did: "Removed: 3 transactions deleted from your budget, 1 kept (see Kept in your budget)".
 * @param {{ removed?: number, kept?: number }} counts
 */
export function removalInWords(counts) {
  const removed = counts.removed ?? 0;
  const kept = counts.kept ?? 0;
  const why =
    kept > 0
      ? `, ${plural(kept, "transaction")} kept (changed since, split or grouped, or another import’s too: see “Kept in your budget”)`
      : "";
  return `Removed: ${plural(removed, "transaction")} deleted from your budget${why}`;
}

/**
 * The table the pages read about kinds (GET /kinds): each job kind's words (title, rows, done, item, outcomes,
 * amounts) and removal, the bank formats' and the channels' names. The pages name no kind themselves.
 * @typedef {Pick<import("./answers").Kinds, "jobs" | "formats" | "channels">} KindTable
 * @typedef {NonNullable<KindTable["jobs"][string]>} KindWords
 * @typedef {import("./answers").JobReport["counts"]} Counts
 * @typedef {KindWords["done"]} Phrase
 */

/** Before the table is read (or where a page has none): every job reads as transactions from a file. */
export const NO_KINDS = /** @type {KindTable} */ ({ jobs: {}, formats: {}, channels: {} });

/**
 * A kind's phrase said with a job's values: the first line whose `if` holds (a count above 0, a value there) with
 * `{name}` filled and `{count:noun}` a count with its noun ("22 month-ends"); null when no line holds.
 * @param {Phrase} phrase
 * @param {Record<string, unknown>} values
 */
export function say(phrase, values) {
  const holds = (/** @type {unknown} */ v) => (typeof v === "number" ? v > 0 : v !== undefined && v !== null && v !== "");
  const line = phrase.find((l) => l.if === undefined || holds(values[l.if]));
  return line
    ? line.says.replace(/\{(\w+)(?::([^}]+))?\}/g, (_, name, noun) =>
        noun
          ? plural(Number(values[name] ?? 0), noun)
          : typeof values[name] === "number"
            ? count(values[name])
            : String(values[name] ?? ""),
      )
    : null;
}

/** The words of a job's kind; null for a kind the table does not have. @param {KindTable} kinds @param {string | undefined} kind */
export const kindWords = (kinds, kind) => (kind !== undefined && Object.hasOwn(kinds.jobs, kind) ? (kinds.jobs[kind] ?? null) : null);

/**
 * What a job was, as History lists it and its report is titled: the kind's own title, else the channel it came by,
 * else a bank file by its format and file name.
 * @param {{ kind: string, channel: string, file_name: string | null }} job
 * @param {KindTable} [kinds]
 */
export function jobTitle(job, kinds = NO_KINDS) {
  const [origin = ""] = job.channel.split(":");
  const format = kinds.formats[origin];
  const title = kindWords(kinds, job.kind)?.title;
  const own = title ? say(title, { format, file: job.file_name }) : null;
  if (own) return own;
  if (Object.hasOwn(kinds.channels, origin)) return kinds.channels[origin] ?? origin;
  return `Bank file${format ? ` (${format})` : ""} · ${job.file_name ?? "sent without a file name"}`;
}

/**
 * What a finished job did, in the words of its kind (a balance is set, months are written, a receipt matched or its
 * file attached), else its outcome counts; an import removed says so whatever its kind.
 * @param {{ kind: string, rows: any, counts: any }} job
 * @param {KindTable} [kinds]
 */
export function doneInWords(job, kinds = NO_KINDS) {
  const { counts } = job;
  const trouble = counts.failed > 0 || counts.invalid > 0 ? `; ${count(counts.invalid)} refused, ${count(counts.failed)} failed` : "";
  if ((counts.removed ?? 0) + (counts.kept ?? 0) > 0) return `${count(counts.removed ?? 0)} removed, ${count(counts.kept ?? 0)} kept`;
  const done = kindWords(kinds, job.kind)?.done;
  return (done && say(done, { ...counts, trouble })) ?? outcomeInWords(job.rows, job.counts);
}

/**
 * What History's Rows column counts: the kind's own ("1 balance", "22 months"), else the rows of the file.
 * @param {{ kind: string, rows: any, counts: any }} job
 * @param {KindTable} [kinds]
 */
export function rowsInWords(job, kinds = NO_KINDS) {
  const rows = kindWords(kinds, job.kind)?.rows;
  return (rows && say(rows, job.counts)) ?? count(job.rows.planned + job.rows.error);
}

/** A balance as its account holds it (account-side.ts: owed is positive on a liability). @param {string} amount @param {string} [locale] */
export function displayBalance(amount, locale = LOCALE) {
  const value = Number(amount);
  if (amount === "" || !Number.isFinite(value)) return "?";
  return `${value < 0 ? "−" : ""}${decimal(Math.abs(value), 2, 4, locale)}`;
}

/**
 * An item's amount as its kind reads it: a transaction's in the budget's sign setting, a balance in its account's.
 * @param {string} amount
 * @param {KindWords | null} words
 * @param {boolean} debitsNegative
 */
export const itemAmount = (amount, words, debitsNegative) =>
  words?.amounts === "balance" ? displayBalance(amount) : displayAmount(amount, debitsNegative);

/**
 * What a finished job's one item says in its kind's words: "Balance set to 4,321.09 as of 31 Oct 2026".
 * @param {Phrase} phrase
 * @param {{ date?: string | null, amount?: string | null }} item
 * @param {string} [locale]
 */
export function itemInWords(phrase, item, locale = LOCALE) {
  return say(phrase, { amount: displayBalance(item.amount ?? "", locale), date: item.date ? day(item.date, locale) : null });
}

/**
 * The job's state in words, as the progress line and the report say it.
 * @param {{ status: string, kind?: string, resumes_at?: string, waiting_for?: string, last_error?: string, removal_requested_at?: string, counts: any, rows: any }} report
 * @param {KindTable} [kinds]
 */
export function stateInWords(report, kinds = NO_KINDS) {
  switch (report.status) {
    case "queued":
      return "Queued: sending starts in a moment";
    case "running":
      return report.removal_requested_at ? "Removing from your budget…" : "Sending to your budget…";
    case "waiting":
      if (report.waiting_for === "retry") {
        const why = report.last_error ? ` (${report.last_error})` : "";
        return `The budgeting service failed${why}; trying again${report.resumes_at ? ` at ${clock(report.resumes_at)}` : " shortly"}`;
      }
      return report.resumes_at ? `Waiting for the rate limit until ${clock(report.resumes_at)}` : "Waiting for the rate limit";
    case "paused":
      return "Paused: your budget no longer accepts Intake's sign-in. Reconnect it on the Connect page; the rows wait";
    case "done":
      return `Done: ${doneInWords({ ...report, kind: report.kind ?? "transactions" }, kinds)}`;
    case "done_with_errors":
      return `Done with problems: ${doneInWords({ ...report, kind: report.kind ?? "transactions" }, kinds)}`;
    case "failed":
      return `Failed: ${report.last_error ?? outcomeInWords(report.rows, report.counts)}`;
    default:
      return report.status;
  }
}

/** Whether a job still moves on its own (polling goes on). @param {string} status */
export const isActive = (status) => ["queued", "running", "waiting"].includes(status);

/**
 * Share of the items settled (sent, or removed), 0–100. @param {{ total: number, pending: number, removing?: number }} counts
 */
export function percentSettled(counts) {
  const open = counts.pending + (counts.removing ?? 0);
  return counts.total === 0 ? 100 : Math.floor(((counts.total - open) / counts.total) * 100);
}

/** The counts a progress bar lists, in the words people use. */
const COUNT_LABELS = /** @type {const} */ ([
  ["inserted", "Inserted"],
  ["duplicates", "Already there"],
  ["invalid", "Refused"],
  ["failed", "Failed"],
  ["pending", "Waiting"],
]);

/** The counts of an import being removed or removed: one word for each, none for what no longer moves. */
const REMOVAL_LABELS = /** @type {const} */ ([
  ["removing", "Being removed"],
  ["removed", "Removed"],
  ["kept", "Kept in your budget"],
]);

/**
 * The counts a job's strip shows: a removal's own, or the delivery's with "Matched" and "Held" where a receipt had them.
 * @param {{ removal_requested_at?: string, kind?: string, counts: any }} report
 * @param {KindTable} [kinds]
 * @returns {ReadonlyArray<readonly [keyof Counts, string]>}
 */
export function countLabels(report, kinds = NO_KINDS) {
  if (report.removal_requested_at) return REMOVAL_LABELS;
  const extra = /** @type {const} */ ([
    ["matched", "Matched"],
    ["held", "Held"],
  ]).filter(([key]) => (report.counts[key] ?? 0) > 0);
  // A kind's own word for an outcome: a balance is "Set", not "Inserted".
  const own = kindWords(kinds, report.kind)?.outcomes ?? {};
  const inserted = own.inserted ? `${own.inserted[0]?.toUpperCase()}${own.inserted.slice(1)}` : COUNT_LABELS[0][1];
  return [["inserted", inserted], ...extra, ...COUNT_LABELS.slice(1)];
}

/**
 * An amount as the budget shows it, in the reader's locale ("1,234.50", "1.234,50"), every decimal it has kept.
 * The service stores money out as positive; the user's setting says whether the budget shows it as negative
 * (the default).
 * @param {string} amount the insert item's amount, service sign
 * @param {boolean} debitsNegative
 * @param {string} [locale]
 */
export function displayAmount(amount, debitsNegative, locale = LOCALE) {
  const negative = amount.startsWith("-");
  const digits = negative ? amount.slice(1) : amount;
  const moneyOut = !negative;
  const shownNegative = moneyOut === debitsNegative && Number(digits) !== 0;
  return `${shownNegative ? "−" : ""}${decimal(digits, 2, 4, locale)}`;
}

/**
 * What a receipt, a card alert or a tap paid, as History names it beside the job's title: "Corner Books · −25.98 USD".
 * @param {{ merchant: string | null, amount: string, currency: string | null }} payment
 * @param {string | null} currency the payment's own, else its account's; null: the amount alone
 * @param {boolean} debitsNegative
 * @param {string} [locale]
 */
export function paymentInWords(payment, currency, debitsNegative, locale = LOCALE) {
  const amount = displayAmount(payment.amount, debitsNegative, locale);
  return [payment.merchant, currency ? `${amount} ${currency.toUpperCase()}` : amount].filter(Boolean).join(" · ");
}

/** How a spreadsheet's kind is named on the page. */
const SHEET_NAMES = /** @type {Record<string, string>} */ ({
  xlsx: "Excel workbook (XLSX)",
  xls: "Excel 97-2003 workbook (XLS)",
  ods: "OpenDocument spreadsheet (ODS)",
  html: "HTML table saved as a spreadsheet",
  spreadsheetml: "Excel 2003 XML workbook",
});

/**
 * Where the table was read, in the file's own terms: a PDF's pages, a spreadsheet's sheet and rows; a text file's lines.
 * @param {any} profile
 * @param {import("./answers").Preview["source"]} [source]
 */
function layoutWords(profile, source) {
  if (source?.kind === "pdf") {
    const { pages } = source;
    const where = !pages ? "" : pages.first === pages.last ? `, page ${pages.first}` : `, pages ${pages.first} to ${pages.last}`;
    return `PDF statement${where}: its table of transactions, read from the text of the page.`;
  }
  const unit = source ? "row" : "line";
  const header =
    profile.headerRow === null ? "No header row: the first row is a transaction." : `Header on ${unit} ${profile.headerRow + 1}.`;
  const skipped = profile.preambleRows > 0 ? ` ${plural(profile.preambleRows, unit)} above the table skipped.` : "";
  // A sheet's rows are counted from its first one that holds anything.
  const sheet = source ? `Sheet “${source.sheet}” of this ${SHEET_NAMES[source.format] ?? "spreadsheet"}. ` : "";
  return `${sheet}${header}${skipped}`;
}

/**
 * Why detection decided each setting, by the name of its control, in plain words ("" where the profile
 * gives no reason); and where the table starts, in the file's own terms.
 * @param {any} profile
 * @param {import("./answers").Preview["source"]} [source] a PDF's or spreadsheet's
 * @returns {{ layout: string, why: Record<string, string> }}
 */
export function decisionWords(profile, source) {
  const sign =
    profile.amountStyle === "debit_credit"
      ? "Money out and money in have columns of their own."
      : profile.amountStyle === "indicator"
        ? `A column marks money out (${(profile.indicatorOut ?? []).join(", ") || "its values"}).`
        : (profile.signReason ?? "");
  return {
    layout: layoutWords(profile, source),
    why: {
      dateFormat: profile.dateReason ?? (profile.dateAmbiguous ? "No date in the file tells day from month." : ""),
      decimalSeparator: "",
      sign,
      amountScale: profile.amountScaleReason ?? "",
      delimiter: profile.fixedWidth
        ? `No delimiter: ${plural(profile.fixedWidth.length, "column")} aligned with spaces (fixed width), read where the rows hold text.`
        : "",
      encoding: profile.encodingReason ?? "",
    },
  };
}

/**
 * The date formats a person may switch to: the detected one with its parts in the other orders, keeping its
 * separators (switching "DD/MM/YYYY" to "MM/DD/YYYY" is the fix people need).
 * @param {string} format
 * @returns {{ value: string, label: string }[]}
 */
export function dateFormatChoices(format) {
  const m = /^(D{1,2}|M{1,3}|Y{2,4})([^DMY]+)(D{1,2}|M{1,3}|Y{2,4})([^DMY]+)(D{1,2}|M{1,3}|Y{2,4})$/.exec(format);
  if (!m) return [{ value: format, label: `${format} (as detected)` }];
  const part = (/** @type {string} */ c) => /** @type {string} */ ([m[1], m[3], m[5]].find((p) => p?.[0] === c));
  const [d, mo, y] = [part("D"), part("M"), part("Y")];
  const orders = [
    { parts: [d, mo, y], label: "day first" },
    { parts: [mo, d, y], label: "month first" },
    { parts: [y, mo, d], label: "year first" },
  ];
  const colon = m[2]?.includes(":") || m[4]?.includes(":");
  return orders
    .filter((o) => !colon || o.parts[0]?.startsWith("Y"))
    .map((o) => {
      const value = `${o.parts[0]}${m[2]}${o.parts[1]}${m[4]}${o.parts[2]}`;
      return { value, label: `${value} (${o.label})` };
    });
}

/** The API's names for things, as a person says them: pages show the service's and Intake's reasons in these. */
const PLAIN = /** @type {[RegExp, string][]} */ ([
  [/\bduplicate_external_id\b:?\s*/g, "already imported (the same id) "],
  [/\bduplicate_payee_amount_date\b:?\s*/g, "already in your budget (same payee, amount and date) "],
  [/\bset dateFormat\b/g, "change the date format"],
  [/\bdateFormat\b/g, "the date format"],
  [/\bamountScale\b/g, "the amount unit (whole units or cents)"],
  // The API's hint for a role it could not find: a page names the role with its own controls.
  [/\s*\(name it in the overrides: .*\)$/, ""],
  [/\bThe profile overrides are not valid\b/g, "The choices made on this page are not valid"],
  [/\bcolumns\.date\b/g, "the date column"],
  [/\badd fx_url and fx_path\b/g, "add an exchange rate (its address and where the rate is in it)"],
  [/\bfx_url and fx_path\b/g, "an exchange rate"],
  [/\bprice_currency\b/g, "the price's currency"],
  [/\bfuture_dates=allow\b/g, "allow future dates"],
  [/\bgiven in the profile\b/g, "as chosen"],
  [/\bDMY\b/g, "day/month/year"],
  [/\bMDY\b/g, "month/day/year"],
  [/\bYMD\b/g, "year/month/day"],
]);

/** A moment as the API writes it in a sentence: ISO ("2026-10-03T14:02:11.000Z") or "2026-10-03 14:02 UTC". */
const MOMENT = /\b(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?| (\d{2}:\d{2}) UTC\b)/g;

/**
 * A reason or warning from the API in a person's words (field names and codes replaced, a moment in the reader's
 * date and clock). @param {string} text @param {string} [locale]
 */
export function inWords(text, locale = LOCALE) {
  let out = text;
  for (const [pattern, words] of PLAIN) out = out.replace(pattern, words);
  out = out.replace(MOMENT, (whole, date, time, zone, utc) => moment(utc ? `${date}T${utc}:00Z` : `${date}T${time}${zone ?? ""}`, locale));
  return out.replace(/ {2,}/g, " ").trim();
}

/** A day as the API writes it (YYYY-MM-DD), not the date of a moment. */
const BARE_DAY = /\b\d{4}-\d{2}-\d{2}\b(?![T:\d])/g;

/**
 * What delivery said of a row or a mail (an item's reason or review, a receipt's delivery), in words: the days it names
 * are days of the budget's transactions, so they are written as the person's budget writes days. A reading note keeps a
 * file's value as the file wrote it (inWords alone). @param {string} text @param {string} [locale]
 */
export function deliveryInWords(text, locale = LOCALE) {
  return inWords(text, locale).replace(BARE_DAY, (iso) => day(iso, locale));
}

/** Where the receipt reader found a field, by the first word of its note (src/receipts/reader: `how`). */
const HOW_SOURCES = /** @type {Record<string, string>} */ ({
  markup: "from the order data in the mail",
  label: "from the mail's text",
  body: "from the mail's text",
  header: "the day the mail was sent",
  received: "the day the mail arrived",
  sender: "from the sender's name",
});

/**
 * Where a receipt's field was read, in a few words ("from the mail's text"), for the note the reader keeps of it
 * (`label: "Total" (same line); …`); "" for a note that names no place (the detail stays with the note itself).
 * @param {string | undefined} how
 */
export function howInWords(how) {
  const source = /^(\w+)/.exec(how ?? "")?.[1] ?? "";
  return Object.hasOwn(HOW_SOURCES, source) ? (HOW_SOURCES[source] ?? "") : "";
}

/**
 * The link a report's row gives to its transaction, only where it leads elsewhere: the transaction the row found
 * already in the budget, or took over, was put there by another import (or by hand). A row that inserted its own
 * would link to itself: null.
 * @param {{ outcome: string, transaction_id?: number | null }} item
 * @returns {{ href: string, text: string } | null}
 */
export function transactionLink(item) {
  if (!item.transaction_id) return null;
  const text = TRANSACTION_ELSEWHERE[item.outcome];
  return text ? { href: `/history/transaction/${encodeURIComponent(item.transaction_id)}`, text } : null;
}

/** The outcomes whose transaction another import (or the person) put in the budget, and what its link says. */
const TRANSACTION_ELSEWHERE = /** @type {Record<string, string>} */ ({
  duplicate: "where it came from",
  matched: "the transaction it took over",
});

/**
 * The Import button's words while its job is under way and once it has settled: "Importing: 3 of 10 sent…", then
 * "Imported: choose another file to import again".
 * @param {{ status: string, counts: { total: number, pending: number } } | null} report null: before the first answer
 */
export function importingInWords(report) {
  if (report === null) return "Importing…";
  if (!isActive(report.status)) return "Imported: choose another file to import again";
  const { total, pending } = report.counts;
  return `Importing: ${count(total - pending)} of ${count(total)} sent…`;
}

/**
 * An amount for display: two decimals, grouped in the reader's locale,
 * with its currency code upper-case ("1,234.50 EUR").
 * @param {string} amount a decimal string @param {string} currency @param {string} [locale]
 */
export function displayMoney(amount, currency, locale = LOCALE) {
  if (!Number.isFinite(Number(amount))) return `${amount} ${currency.toUpperCase()}`;
  return `${decimal(amount, 2, 2, locale).replace("-", "−")} ${currency.toUpperCase()}`;
}

/**
 * A moment (ISO) or a day (YYYY-MM-DD) in the reader's locale: "23 Nov 2026, 14:05" or "23 Nov 2026".
 * @param {string} iso @param {string} [locale]
 */
export const displayTime = (iso, locale = LOCALE) => moment(iso, locale);

/** Whether a receipt's file is on its transaction, in words (the inbox's `attachment.outcome`). */
const ATTACHMENT_WORDS = /** @type {Record<string, string>} */ ({
  attached: "receipt attached",
  already_attached: "receipt already attached",
  not_attached: "receipt not attached",
  none: "receipt not attached",
  pending: "attaching the receipt…",
  failed: "receipt not attached",
});

/**
 * "receipt attached", or why not: what the Receipts page says under a receipt's transaction ("" before any file).
 * @param {{ outcome: string, reason?: string | null } | undefined} attachment
 */
export function attachmentInWords(attachment) {
  if (!attachment) return "";
  const words = ATTACHMENT_WORDS[attachment.outcome] ?? `receipt ${attachment.outcome}`;
  // Why only for a file that is not there: one on its way or attached needs no reason.
  const settledWithout = !["attached", "already_attached", "pending"].includes(attachment.outcome);
  return attachment.reason && settledWithout ? `${words}: ${inWords(attachment.reason)}` : words;
}

/**
 * What the Import button says it will do: the rows it will send, "new" where the budget holds some already, and the
 * balance it will set when the person asked for it ("Import 3 rows and set the balance to −827.85 USD"; "Set the
 * balance to …" when every row is there). When it would do nothing, the sentence that says why instead of a button.
 * @param {number} planned rows planned
 * @param {number} already of them, already in the budget
 * @param {string | null} [balance] the balance the import will set, as shown ("−827.85 USD"); none when not asked
 * @returns {{ label: string } | { nothing: string }}
 */
export function importInWords(planned, already, balance = null) {
  const toSend = Math.max(planned - already, 0);
  if (toSend === 0 && balance) return { label: `Set the balance to ${balance}` };
  if (planned === 0) return { nothing: "Nothing to import: no row of this file is a transaction" };
  if (toSend === 0)
    return {
      nothing: `Nothing to import: ${planned === 1 ? "its one row is" : `all ${plural(planned, "row")} are`} already in your budget`,
    };
  const rows = `Import ${count(toSend)} ${already > 0 ? "new " : ""}${toSend === 1 ? "row" : "rows"}`;
  return { label: balance ? `${rows} and set the balance to ${balance}` : rows };
}

/**
 * The import's answer on the balance it set (`balance_set`, in the account's sign), for the result's sentence:
 * "balance set to −827.85 USD on 31 Oct 2026". Empty when none was set.
 * @param {{ amount: string, date: string, currency: string | null } | undefined} set
 * @param {string} [fallbackCurrency] the account's, when the file names none
 * @param {string} [locale]
 */
export function balanceSetInWords(set, fallbackCurrency = "", locale = LOCALE) {
  if (!set) return "";
  return `balance set to ${displayMoney(set.amount, set.currency ?? fallbackCurrency, locale).trim()} on ${displayTime(set.date, locale)}`;
}

/**
 * A preview of a file's first part (the dry run's `partial`): how much of the file it read, and that the import takes
 * all of it. "Preview of the first 5.0 MB of this 6.2 MB file (41,200 rows); the whole file is imported."
 * @param {{ previewed_bytes: number, file_bytes: number }} part
 * @param {{ planned: number, error: number }} rows the rows read in that part
 */
export function partInWords(part, rows) {
  const read = plural(rows.planned + rows.error, "row");
  return `Preview of the first ${megabytes(part.previewed_bytes)} of this ${megabytes(part.file_bytes)} file (${read}); the whole file is imported.`;
}

/** What the Import button says for a file previewed from its first part: the whole of it goes. @param {number} bytes */
export const importWholeInWords = (bytes) => `Import the whole file (${megabytes(bytes)})`;

/** Bytes of the file on their way to Intake: "Sending the file: 3.1 of 6.2 MB (50%)". @param {number} sent @param {number} total */
export function sendingInWords(sent, total) {
  const percent = total > 0 ? Math.floor((sent / total) * 100) : 0;
  if (sent >= total) return "Sent: Intake is reading the file and queueing its rows…";
  return `Sending the file: ${decimal(sent / 1024 / 1024, 1, 1)} of ${megabytes(total)} (${percent}%)`;
}

/**
 * What the file's own balances said of its reading, in a sentence (the dry run's and the report's `verification`), and
 * how many of its rows meet transactions already in the budget (`budget_rows`), in another.
 * @param {{ status: string, rows_checked: number, rows_total: number, first_break?: { row: number, expected: string, found: string }, closing?: { date: string }, budget_rows?: { met: number, read: number } } | null | undefined} v
 */
export function verificationInWords(v) {
  if (!v) return "";
  const met = v.budget_rows && v.budget_rows.met > 0 ? ` ${budgetRowsInWords(v.budget_rows)}` : "";
  if (v.status === "balanced")
    return `Checked against the file's own balances: the rows add up (${v.rows_checked} of ${count(v.rows_total)} checked; a balance checks the rows after it).${met}`;
  if (v.status === "partial")
    return `Checked against the file's own balances: ${v.rows_checked} of ${count(v.rows_total)} rows add up; the others have no balance to check them against.${met}`;
  if (v.status === "unbalanced" && v.first_break) {
    const { row, expected, found } = v.first_break;
    return `The file's own balances do not add up from row ${row}: the balance should read ${expected} there and reads ${found}. Check that row.${met}`;
  }
  // A statement (OFX, CAMT, MT940) that states its closing balance and none before its rows: the closing balance alone
  // cannot prove the rows (an opening one would), and the page says so rather than that there is no balance at all.
  if (v.status === "no_balances" && v.closing) {
    const only = `This file states only its closing balance (on ${displayTime(v.closing.date)}), no balance before its rows: the rows cannot be checked against it`;
    return met ? `${only};${met}` : `${only}. The columns and the sign are Intake's reading of it; check a few rows.`;
  }
  if (met) return `This file carries no balance to check it against;${met}`;
  return "This file carries no balance to check it against: the columns and the sign are Intake's reading of it; check a few rows.";
}

/** "12 of the 40 rows read meet transactions already in the budget (amount, sign and day)." @param {{ met: number, read: number }} b */
function budgetRowsInWords(b) {
  return `${b.met} of the ${count(b.read)} rows read meet transactions already in the budget (amount, sign and day).`;
}

/**
 * A bank file's import in the history, in a few words: whether its rows add up to the file's own balances.
 * @param {{ status: string, first_break?: { row: number } } | undefined} v
 */
export function verificationMark(v) {
  if (!v) return "";
  if (v.status === "balanced") return "adds up";
  if (v.status === "partial") return "partly checked";
  if (v.status === "unbalanced") return v.first_break ? `does not add up from row ${v.first_break.row}` : "does not add up";
  return "";
}
