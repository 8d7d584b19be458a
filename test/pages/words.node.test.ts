// What the pages say, read like the spec: the plain sentences of public/assets/words.js.
import { describe, expect, it } from "vitest";
import { pageTable } from "../../src/http/kinds";
import {
  attachmentInWords,
  howInWords,
  importInWords,
  balanceSetInWords,
  importingInWords,
  importWholeInWords,
  partInWords,
  sendingInWords,
  countLabels,
  dateFormatChoices,
  decisionWords,
  displayAmount,
  displayBalance,
  displayMoney,
  displayTime,
  doneInWords,
  deliveryInWords,
  inWords,
  itemAmount,
  itemInWords,
  kindWords,
  percentSettled,
  jobTitle,
  outcomeInWords,
  paymentInWords,
  planSummary,
  verificationInWords,
  verificationMark,
  removalInWords,
  removalQuestion,
  rowsInWords,
  stateInWords,
  transactionLink,
} from "../../public/assets/words.js";
import { clock, count, day, decimal, moment, usePersonFormats } from "../../public/assets/format.js";

/** The table the pages read from GET /kinds. */
const kinds = pageTable();

const counts = { total: 13, inserted: 1, duplicates: 0, invalid: 0, failed: 0, pending: 0 };

describe("the preview's summary counts transactions, not the file's layout", () => {
  it("names ignored rows by reason and leaves out headers, preambles and blank lines", () => {
    const text = planSummary({ planned: 409, ignored: 6, error: 1 }, { header: 1, blank: 2, preamble: 1, "balance row": 2 });
    expect(text).toBe("412 rows: 409 to import, 2 balance rows ignored, 1 could not be read");
  });
  it("says which rows are new and which the budget already holds", () => {
    expect(planSummary({ planned: 412, ignored: 1, error: 0 }, { header: 1 }, { already: 32 })).toBe(
      "412 rows: 380 new, 32 already in your budget",
    );
  });
  it("says which rows take over what the person's receipts, taps and pending rows put there first", () => {
    expect(planSummary({ planned: 412, ignored: 1, error: 0 }, { header: 1 }, { already: 32, matched: { receipt: 10 } })).toBe(
      "412 rows: 370 new, 32 already in your budget, 10 match your receipts",
    );
    expect(planSummary({ planned: 20, ignored: 0, error: 0 }, {}, { matched: { receipt: 0, tap: 2, pending: 1 } })).toBe(
      "20 rows: 17 new, 2 match your taps, 1 books a pending row",
    );
  });
  it("says which rows pair as a transfer between the person's accounts", () => {
    expect(planSummary({ planned: 20, ignored: 0, error: 0 }, {}, { transfers: 3 })).toBe(
      "20 rows: 20 to import, 3 are transfers between your accounts",
    );
    expect(planSummary({ planned: 2, ignored: 0, error: 0 }, {}, { already: 1, transfers: 1 })).toBe(
      "2 rows: 1 new, 1 already in your budget, 1 is a transfer between your accounts",
    );
  });
  it("says when rows may be a receipt of the person's from days apart (imported, and asked)", () => {
    expect(planSummary({ planned: 2, ignored: 0, error: 0 }, {}, { receipts: 1 })).toBe(
      "2 rows: 2 to import. 1 may be a receipt of yours from days apart: answer below",
    );
  });
  it("says one row in the singular", () => {
    expect(planSummary({ planned: 1, ignored: 1, error: 0 }, { header: 1 })).toBe("1 row: 1 to import");
  });
  it("says when rows ask which of the person's transactions they are", () => {
    expect(planSummary({ planned: 3, ignored: 0, error: 0 }, {}, { matched: { receipt: 1, ambiguous: 1 } })).toBe(
      "3 rows: 2 new, 1 matches your receipt. 1 asks which of your transactions it is: answer below",
    );
    expect(planSummary({ planned: 2, ignored: 0, error: 0 }, {}, { matched: { ambiguous: 2 } })).toBe(
      "2 rows: 2 to import. 2 ask which of your transactions they are: answer below",
    );
  });
});

describe("the preview's summary counts the rows the budget probably holds already, as asked per row", () => {
  it("says them apart from the new rows, not as new and not as already there", () => {
    expect(planSummary({ planned: 5, ignored: 0, error: 0 }, {}, { probable: 2 })).toBe(
      "5 rows: 3 new, 2 probably in your budget already (import or leave out each below)",
    );
    expect(planSummary({ planned: 5, ignored: 0, error: 0 }, {}, { already: 1, probable: 1 })).toBe(
      "5 rows: 3 new, 1 already in your budget, 1 probably in your budget already (import or leave out each below)",
    );
  });
});

describe("an import that took over a receipt's transaction says how many it matched", () => {
  it("counts matched rows beside the inserted ones", () => {
    expect(outcomeInWords({ planned: 3, ignored: 0, error: 0 }, { ...counts, inserted: 2, matched: 1 })).toBe("2 inserted, 1 matched");
  });
});

describe("a job's summary names what happened, not a row of zeros", () => {
  const rows = { planned: 7, ignored: 0, error: 0 };
  const none = {
    total: 7,
    inserted: 0,
    duplicates: 0,
    invalid: 0,
    failed: 0,
    pending: 0,
    matched: 0,
    held: 0,
    removing: 0,
    removed: 0,
    kept: 0,
  };
  it("leaves out the outcomes that did not happen, and says so when nothing was sent", () => {
    expect(outcomeInWords(rows, { ...none, inserted: 5, duplicates: 2 })).toBe("5 inserted, 2 already there");
    expect(outcomeInWords(rows, { ...none, inserted: 5000, pending: 2 })).toBe("5,000 inserted, 2 waiting");
    expect(outcomeInWords({ planned: 0, ignored: 3, error: 0 }, none)).toBe("nothing sent");
  });
  it("says a removed import's removed and kept transactions", () => {
    const removed = {
      status: "done",
      kind: "transactions",
      rows,
      counts: { ...none, removed: 7 },
      removal_requested_at: "2026-11-25T10:00:00Z",
    };
    expect(stateInWords(removed)).toBe("Done: 7 removed, 0 kept");
    expect(stateInWords({ ...removed, counts: { ...none, removed: 5, kept: 2 } })).toBe("Done: 5 removed, 2 kept");
  });
  it("says a receipt was matched to the bank's transaction, or held, or its file attached", () => {
    const receipt = (kind: string, c: object) => ({
      status: "done",
      kind,
      rows: { planned: 1, ignored: 0, error: 0 },
      counts: { ...none, total: 1, ...c },
    });
    expect(stateInWords(receipt("match_or_insert", { matched: 1 }), kinds)).toBe(
      "Done: matched to the bank's transaction (the receipt's details added)",
    );
    expect(stateInWords(receipt("match_or_hold", { held: 1 }), kinds)).toBe(
      "Done: held: no bank transaction found in time; it waits for you in Receipts",
    );
    expect(stateInWords(receipt("match_or_insert", { inserted: 1 }), kinds)).toBe("Done: 1 inserted");
    expect(stateInWords(receipt("attachment", { inserted: 1 }), kinds)).toBe("Done: file attached to its transaction");
  });
  it("counts a removal in its own words while it runs: being removed, removed, kept; never 'waiting'", () => {
    const removing = { removal_requested_at: "2026-11-25T10:00:00Z", counts: { ...none, total: 5000, removing: 2000, removed: 3000 } };
    expect(countLabels(removing).map(([, label]) => label)).toEqual(["Being removed", "Removed", "Kept in your budget"]);
    expect(percentSettled(removing.counts)).toBe(60);
  });
  it("adds Matched and Held to a delivery's counts only where they happened", () => {
    expect(countLabels({ counts: { ...none, matched: 1 } }).map(([, label]) => label)).toEqual([
      "Inserted",
      "Matched",
      "Already there",
      "Refused",
      "Failed",
      "Waiting",
    ]);
    expect(countLabels({ counts: none }).map(([key]) => key)).toEqual(["inserted", "duplicates", "invalid", "failed", "pending"]);
  });
});

describe("an import whose rows could not be read is never a plain 'done'", () => {
  it("puts the unreadable rows first", () => {
    expect(outcomeInWords({ planned: 1, ignored: 1, error: 12 }, counts)).toMatch(/^12 of 13 rows could not be read; 1 inserted/);
  });
  it("says 'with problems' and 'failed' in the state line", () => {
    const rows = { planned: 1, ignored: 0, error: 12 };
    expect(stateInWords({ status: "done_with_errors", counts, rows })).toMatch(/^Done with problems: 12 of 13/);
    expect(stateInWords({ status: "failed", counts, rows, last_error: "no row of the file could be read" })).toBe(
      "Failed: no row of the file could be read",
    );
  });
});

describe("the state says what the import waits for", () => {
  it("gives the time the rate limit lets it go on, in the reader's clock", () => {
    const resumes = new Date(2026, 10, 22, 14, 3, 12).toISOString();
    expect(clock(resumes, "en-GB")).toBe("14:03:12");
    expect(clock(resumes, "en-US")).toBe("2:03:12 PM");
    expect(stateInWords({ status: "waiting", resumes_at: resumes, counts, rows: {} })).toBe(
      `Waiting for the rate limit until ${clock(resumes)}`,
    );
  });
  it("says the service failed, and when it is tried again, when it waits after a 5xx, not 'the rate limit'", () => {
    const resumes = new Date(2026, 10, 22, 14, 54, 0).toISOString();
    expect(
      stateInWords({
        status: "waiting",
        waiting_for: "retry",
        last_error: "HTTP 500 from the service",
        resumes_at: resumes,
        counts,
        rows: {},
      }),
    ).toBe(`The budgeting service failed (HTTP 500 from the service); trying again at ${clock(resumes)}`);
  });
  it("says a paused import waits for the person to reconnect, and where", () => {
    expect(stateInWords({ status: "paused", counts, rows: {} })).toMatch(/^Paused: .*Reconnect it on the Connect page/);
  });
});

describe("amounts are shown with the sign the budget shows", () => {
  it("shows money out as negative by default, and as positive when the user chose so", () => {
    expect(displayAmount("3.5000", true)).toBe("−3.50");
    expect(displayAmount("-2500.0000", true, "en-US")).toBe("2,500.00");
    expect(displayAmount("3.5000", false)).toBe("3.50");
    expect(displayAmount("-2500.0000", false, "de-DE")).toBe("−2.500,00");
  });
  it("keeps digits past the cents and never shows minus zero", () => {
    expect(displayAmount("0.1234", true)).toBe("−0.1234");
    expect(displayAmount("0.0000", true)).toBe("0.00");
  });
});

describe("the date control offers the detected format in the other orders, with its separators", () => {
  it("swaps day and month of a dotted format", () => {
    expect(dateFormatChoices("DD.MM.YYYY").map((c) => c.value)).toEqual(["DD.MM.YYYY", "MM.DD.YYYY", "YYYY.MM.DD"]);
  });
  it("keeps two-digit years and month names", () => {
    expect(dateFormatChoices("D MMM YY").map((c) => c.value)).toEqual(["D MMM YY", "MMM D YY", "YY MMM D"]);
  });
  it("offers a compact or a timed format as it is", () => {
    expect(dateFormatChoices("YYYYMMDD")).toEqual([{ value: "YYYYMMDD", label: "YYYYMMDD (as detected)" }]);
    expect(dateFormatChoices("YYYY:MM:DD").map((c) => c.value)).toEqual(["YYYY:MM:DD"]);
  });
});

describe("each decision is explained by the profile's own reasons", () => {
  it("says where the table starts and why dates and sign were read so", () => {
    const words = decisionWords({
      headerRow: 3,
      preambleRows: 3,
      dateReason: "a day over 12",
      amountStyle: "signed",
      signReason: "most amounts are negative",
      encodingReason: "valid UTF-8",
    });
    expect(words.layout).toBe("Header on line 4. 3 lines above the table skipped.");
    expect(words.why).toMatchObject({ dateFormat: "a day over 12", sign: "most amounts are negative", encoding: "valid UTF-8" });
  });
  it("says a fixed-width file has no delimiter, and how many columns its spaces align", () => {
    expect(decisionWords({ headerRow: 0, preambleRows: 0, amountStyle: "signed", fixedWidth: [0, 11, 40] }).why.delimiter).toBe(
      "No delimiter: 3 columns aligned with spaces (fixed width), read where the rows hold text.",
    );
    expect(decisionWords({ headerRow: 0, preambleRows: 0, amountStyle: "signed" }).why.delimiter).toBe("");
  });
  it("speaks of a PDF's pages, not of lines (issue 82)", () => {
    const profile = { headerRow: 0, preambleRows: 0, amountStyle: "debit_credit" };
    expect(decisionWords(profile, { kind: "pdf", pages: { first: 2, last: 4 } }).layout).toBe(
      "PDF statement, pages 2 to 4: its table of transactions, read from the text of the page.",
    );
    expect(decisionWords(profile, { kind: "pdf", pages: { first: 1, last: 1 } }).layout).toMatch(/^PDF statement, page 1: /);
    expect(decisionWords(profile, { kind: "pdf", pages: null }).layout).toMatch(/^PDF statement: /);
  });
  it("speaks of a spreadsheet's sheet and rows, not of lines (issue 82)", () => {
    const words = decisionWords(
      { headerRow: 3, preambleRows: 3, amountStyle: "signed" },
      { kind: "spreadsheet", format: "xlsx", sheet: "Umsätze" },
    );
    expect(words.layout).toBe("Sheet “Umsätze” of this Excel workbook (XLSX). Header on row 4. 3 rows above the table skipped.");
    expect(decisionWords({ headerRow: 0, preambleRows: 0 }, { kind: "spreadsheet", format: "ods", sheet: "Sheet1" }).layout).toBe(
      "Sheet “Sheet1” of this OpenDocument spreadsheet (ODS). Header on row 1.",
    );
  });
  it("names separate money-out and money-in columns instead of a sign", () => {
    expect(decisionWords({ headerRow: null, preambleRows: 0, amountStyle: "debit_credit" }).why.sign).toMatch(/columns of their own/);
  });
});

describe("every job is named by its kind, and a finished one says what its kind did", () => {
  const job = (kind: string, channel: string, file_name: string | null = null) => ({ kind, channel, file_name });
  it("names bank files, statement balances, balance updates and history, receipts, their files, taps and SimpleFIN", () => {
    expect(
      [
        job("transactions", "csv", "export.csv"),
        job("transactions", "ofx", null),
        job("account_balance", "ofx:statement"),
        job("account_balance", "balance-source:src_1"),
        job("balance_history", "balance-source:src_1"),
        job("transactions", "email"),
        job("match_or_insert", "email"),
        job("attachment", "email", "receipt.pdf"),
        job("transactions", "simplefin:src_2"),
        job("transactions", "tap"),
      ].map((j) => jobTitle(j, kinds)),
    ).toEqual([
      "Bank file (CSV) · export.csv",
      "Bank file (OFX) · sent without a file name",
      "Balance from the OFX statement",
      "Balance update",
      "Balance history",
      "Receipt",
      "Receipt",
      "Receipt file · receipt.pdf",
      "SimpleFIN transactions",
      "Tap",
    ]);
  });
  it("says a balance was set and months were written, never '22 inserted'", () => {
    const rows = { planned: 0, ignored: 0, error: 0 };
    const done = (kind: string, inserted: number) => ({ kind, rows, counts: { ...counts, total: inserted, inserted } });
    expect(doneInWords(done("account_balance", 1), kinds)).toBe("balance set");
    expect(doneInWords(done("balance_history", 22), kinds)).toBe("22 month-ends written");
    expect(stateInWords({ status: "done", ...done("balance_history", 22) }, kinds)).toBe("Done: 22 month-ends written");
    expect(rowsInWords(done("balance_history", 22), kinds)).toBe("22 months");
    expect(rowsInWords(done("account_balance", 1), kinds)).toBe("1 balance");
    expect(rowsInWords({ kind: "transactions", rows: { planned: 40, ignored: 3, error: 2 }, counts }, kinds)).toBe("42");
    const balance = kindWords(kinds, "account_balance")!;
    expect(itemInWords(balance.item!, { date: "2026-10-31", amount: "4321.09" }, "en-GB")).toBe(
      "Balance set to 4,321.09 as of 31 Oct 2026",
    );
  });
  it("reads a job of a kind the table does not have as transactions", () => {
    expect(jobTitle({ kind: "category", channel: "csv", file_name: "a.csv" }, kinds)).toBe("Bank file (CSV) · a.csv");
    expect(doneInWords({ kind: "toString", rows: { planned: 1, ignored: 0, error: 0 }, counts }, kinds)).toBe("1 inserted");
  });
});

describe("a balance's report says it was set, in the account's own sign", () => {
  const balance = kindWords(kinds, "account_balance");
  it("shows a brokerage account's balance of 1301 as 1,301.00 in its row and its state line, never −1301.00", () => {
    expect(itemAmount("1301.0000", balance, true)).toBe("1,301.00");
    expect(itemInWords(balance!.item!, { date: null, amount: "1301.0000" })).toBe("Balance set to 1,301.00");
    expect(displayBalance("-12.5")).toBe("−12.50");
  });
  it("calls the outcome 'set', and a transaction's amount keeps the budget's sign setting", () => {
    expect(balance!.outcomes.inserted).toBe("set");
    expect(countLabels({ kind: "account_balance", counts: { ...counts } }, kinds)[0]).toEqual(["inserted", "Set"]);
    expect(itemAmount("1301.0000", kindWords(kinds, "transactions"), true)).toBe("−1,301.00");
  });
});

describe("pages say the API's reasons in a person's words: no codes, no field names", () => {
  it.each([
    ["duplicate_external_id", "already imported (the same id)"],
    ["duplicate_payee_amount_date", "already in your budget (same payee, amount and date)"],
    ["every date reads as DMY; set dateFormat to flip it", "every date reads as day/month/year; change the date format to flip it"],
    [
      "The price is in EUR, the manual account in USD: add fx_url and fx_path, the rate from EUR to USD.",
      "The price is in EUR, the manual account in USD: add an exchange rate (its address and where the rate is in it), the rate from EUR to USD.",
    ],
    // The API's hint names its overrides; a page names the column with its own controls.
    [
      "no date column found: no column reads as dates (name it in the overrides: columns.date)",
      "no date column found: no column reads as dates",
    ],
    [
      "no amount column found: no column reads as amounts (name it in the overrides: columns.amount (or columns.debit and columns.credit))",
      "no amount column found: no column reads as amounts",
    ],
    [
      "The profile overrides are not valid: columns.date is missing.",
      "The choices made on this page are not valid: the date column is missing.",
    ],
    [
      "date 2027-05-01 is more than a year ahead (send future_dates=allow if it is meant)",
      "date 2027-05-01 is more than a year ahead (send allow future dates if it is meant)",
    ],
  ])("%s", (code, words) => {
    expect(inWords(code)).toBe(words);
  });
});

describe("Remove this import asks first and then says what it removed and what it kept", () => {
  it("asks with the number of transactions, and says what stays", () => {
    expect(removalQuestion(12)).toMatch(
      /^Remove the 12 transactions this import inserted from your budget\? Transactions you changed since, split or grouped ones, and ones another import also has are kept\./,
    );
    expect(removalQuestion(1)).toMatch(/^Remove the 1 transaction this import/);
  });
  it("counts removed and kept transactions, naming the filter that lists the kept ones", () => {
    expect(removalInWords({ removed: 3, kept: 1 })).toBe(
      "Removed: 3 transactions deleted from your budget, 1 transaction kept (changed since, split or grouped, or another import’s too: see “Kept in your budget”)",
    );
    expect(removalInWords({ removed: 1, kept: 0 })).toBe("Removed: 1 transaction deleted from your budget");
  });
  it("says the job is removing, not sending, while the removal runs", () => {
    const running = { status: "running", counts, rows: { planned: 1, ignored: 0, error: 0 } };
    expect(stateInWords({ ...running, removal_requested_at: "2026-11-23T20:00:00Z" })).toBe("Removing from your budget…");
    expect(stateInWords(running)).toBe("Sending to your budget…");
  });
});

describe("amounts and dates are shown in the reader's locale, two decimals, currency codes upper-case", () => {
  it("groups and rounds an amount to two decimals with its currency upper-case", () => {
    expect(displayMoney("12039.9812", "usd", "en-US")).toBe("12,039.98 USD");
    expect(displayMoney("1234.5", "eur", "de-DE")).toBe("1.234,50 EUR");
    expect(displayMoney("-3", "gbp", "en-GB")).toBe("−3.00 GBP");
  });
  it("writes a day and a moment as the locale does", () => {
    expect(displayTime("2026-03-04", "en-GB")).toBe("4 Mar 2026");
    expect(displayTime("2026-03-04", "en-US")).toBe("Mar 4, 2026");
    expect(displayTime("2026-03-04T10:05:00.000Z", "de-DE")).toMatch(/^04\.03\.2026, \d{2}:05$/);
  });
});

describe("History names what a receipt, a card alert or a tap paid: merchant and amount in the budget's sign", () => {
  it("writes the merchant, then the amount with its currency upper-case", () => {
    expect(paymentInWords({ merchant: "Corner Books", amount: "25.98", currency: "usd" }, "usd", true, "en-US")).toBe(
      "Corner Books · −25.98 USD",
    );
    expect(paymentInWords({ merchant: "Bäckerei", amount: "1234.5", currency: null }, "eur", false, "de-DE")).toBe(
      "Bäckerei · 1.234,50 EUR",
    );
  });
  it("writes the amount alone when neither the merchant nor the currency is known", () => {
    expect(paymentInWords({ merchant: null, amount: "-4.00", currency: null }, null, true, "en-GB")).toBe("4.00");
  });
});

describe("one number format and one date format per page, the reader's locale's (format.js)", () => {
  it("writes counts, amounts, days and moments of one locale alike", () => {
    expect([count(5000, "en-US"), decimal("1234.5", 2, 4, "en-US"), day("2026-11-25", "en-US")]).toEqual([
      "5,000",
      "1,234.50",
      "Nov 25, 2026",
    ]);
    expect([count(5000, "de-DE"), decimal("1234.5", 2, 4, "de-DE"), day("2026-11-25", "de-DE")]).toEqual([
      "5.000",
      "1.234,50",
      "25.11.2026",
    ]);
    expect(moment("2026-11-25T14:05:00Z", "en-GB")).toMatch(/^25 Nov 2026, \d{2}:05$/);
    expect(day("2026-11-25T23:59:00Z", "en-GB")).toBe("25 Nov 2026");
  });
  it("a balance set and a row's amount read in the locale's digits, every decimal kept", () => {
    const balance = kindWords(kinds, "account_balance");
    expect(itemInWords(balance!.item!, { date: "2026-10-31", amount: "4321.0925" }, "de-DE")).toBe(
      "Balance set to 4.321,0925 as of 31.10.2026",
    );
    expect(displayMoney("1234.5", "eur", "fr-FR")).toBe(`${decimal("1234.5", 2, 2, "fr-FR")} EUR`);
  });
  it("the sentences count in the reader's locale too: never '5,000 rows' beside '5000 inserted'", () => {
    const text = outcomeInWords({ planned: 5000, ignored: 0, error: 12 }, { ...counts, inserted: 5000, failed: 0 });
    expect(text).toBe(`${count(12)} of ${count(5012)} rows could not be read; ${count(5000)} inserted`);
    const done = doneInWords({
      kind: "transactions",
      rows: { planned: 5000, ignored: 0, error: 0 },
      counts: { ...counts, removed: 4000, kept: 1000 },
    });
    expect(done).toBe(`${count(4000)} removed, ${count(1000)} kept`);
  });
});

describe("a choice the person made is named as theirs, not as the API's profile", () => {
  it("says 'as chosen' for 'given in the profile'", () => {
    expect(inWords("given in the profile")).toBe("as chosen");
  });
});

describe("the Receipts page says whether each receipt's file is on its transaction", () => {
  it("says attached, already there, on its way, or not attached and why", () => {
    expect(attachmentInWords({ outcome: "attached", reason: null })).toBe("receipt attached");
    expect(attachmentInWords({ outcome: "already_attached" })).toBe("receipt already attached");
    expect(attachmentInWords({ outcome: "pending", reason: "waiting: the receipt's transaction is on its way" })).toBe(
      "attaching the receipt…",
    );
    expect(attachmentInWords({ outcome: "none", reason: "attaching receipts is turned off" })).toBe(
      "receipt not attached: attaching receipts is turned off",
    );
    expect(attachmentInWords(undefined)).toBe("");
  });
});

describe("the Import button counts what will be sent, and is not offered when nothing would be", () => {
  it("counts the new rows where the budget holds some already", () => {
    expect(importInWords(7, 6)).toEqual({ label: "Import 1 new row" });
    expect(importInWords(5000, 0)).toEqual({ label: "Import 5,000 rows" });
    expect(importInWords(1, 0)).toEqual({ label: "Import 1 row" });
  });
  it("says why there is nothing to import", () => {
    expect(importInWords(3, 3)).toEqual({ nothing: "Nothing to import: all 3 rows are already in your budget" });
    expect(importInWords(1, 1)).toEqual({ nothing: "Nothing to import: its one row is already in your budget" });
    expect(importInWords(0, 0)).toEqual({ nothing: "Nothing to import: no row of this file is a transaction" });
  });
});

describe("the Import button says the balance it will set, and only when asked to set it", () => {
  it("names the balance beside the rows, or alone when every row is there", () => {
    expect(importInWords(3, 0, "−827.85 USD")).toEqual({ label: "Import 3 rows and set the balance to −827.85 USD" });
    expect(importInWords(3, 1, "827.85 USD")).toEqual({ label: "Import 2 new rows and set the balance to 827.85 USD" });
    expect(importInWords(1, 1, "−827.85 USD")).toEqual({ label: "Set the balance to −827.85 USD" });
  });
  it("offers nothing when every row is there and the balance is not asked for", () => {
    expect(importInWords(1, 1, null)).toEqual({ nothing: "Nothing to import: its one row is already in your budget" });
    expect(importInWords(3, 1, null)).toEqual({ label: "Import 2 new rows" });
  });
});

describe("the import's result says the balance it set", () => {
  it("with its amount in the account's sign, its currency and day", () => {
    expect(balanceSetInWords({ amount: "-827.85", date: "2026-10-31", currency: "usd" }, "", "en-GB")).toBe(
      "balance set to −827.85 USD on 31 Oct 2026",
    );
    expect(balanceSetInWords({ amount: "827.85", date: "2026-10-31", currency: null }, "eur", "en-GB")).toBe(
      "balance set to 827.85 EUR on 31 Oct 2026",
    );
    expect(balanceSetInWords(undefined)).toBe("");
  });
});

describe("a statement stating only its closing balance says so, not that it has none", () => {
  it("gives the closing balance's day and that it cannot prove the rows", () => {
    const v = { status: "no_balances", rows_checked: 0, rows_total: 3, closing: { date: "2026-10-31", balance: "-827.85" } };
    const words = verificationInWords(v);
    expect(words).toMatch(
      /^This file states only its closing balance \(on .*2026\), no balance before its rows: the rows cannot be checked against it\./,
    );
    expect(words).not.toMatch(/carries no balance/);
    expect(verificationInWords({ ...v, budget_rows: { met: 2, read: 3 } })).toMatch(
      /cannot be checked against it; 2 of the 3 rows read meet transactions already in the budget/,
    );
  });
});

describe("what the file's own balances said is one sentence", () => {
  it("balanced, partial, unbalanced with its break, or nothing to check against", () => {
    expect(verificationInWords({ status: "balanced", rows_checked: 411, rows_total: 412 })).toBe(
      "Checked against the file's own balances: the rows add up (411 of 412 checked; a balance checks the rows after it).",
    );
    expect(verificationInWords({ status: "partial", rows_checked: 300, rows_total: 412 })).toMatch(
      /300 of 412 rows add up; the others have no balance/,
    );
    expect(
      verificationInWords({
        status: "unbalanced",
        rows_checked: 10,
        rows_total: 28,
        first_break: { row: 14, expected: "1204.50", found: "2866.02" },
      }),
    ).toBe("The file's own balances do not add up from row 14: the balance should read 1204.50 there and reads 2866.02. Check that row.");
    expect(verificationInWords({ status: "no_balances", rows_checked: 0, rows_total: 3 })).toMatch(
      /^This file carries no balance to check it against/,
    );
    expect(verificationInWords(undefined)).toBe("");
  });

  it("adds how many rows meet transactions already in the budget, when any do", () => {
    expect(verificationInWords({ status: "no_balances", rows_checked: 0, rows_total: 40, budget_rows: { met: 12, read: 40 } })).toBe(
      "This file carries no balance to check it against; 12 of the 40 rows read meet transactions already in the budget (amount, sign and day).",
    );
    expect(verificationInWords({ status: "balanced", rows_checked: 39, rows_total: 40, budget_rows: { met: 3, read: 40 } })).toMatch(
      /checks the rows after it\)\. 3 of the 40 rows read meet transactions already in the budget/,
    );
    expect(verificationInWords({ status: "no_balances", rows_checked: 0, rows_total: 3, budget_rows: { met: 0, read: 3 } })).toMatch(
      /check a few rows\.$/,
    );
  });
});

describe("the history marks each bank file's import by what its balances said", () => {
  it("adds up, partly checked, where it breaks, or nothing when the file had no balance", () => {
    expect(verificationMark({ status: "balanced" })).toBe("adds up");
    expect(verificationMark({ status: "partial" })).toBe("partly checked");
    expect(verificationMark({ status: "unbalanced", first_break: { row: 14 } })).toBe("does not add up from row 14");
    expect(verificationMark({ status: "no_balances" })).toBe("");
    expect(verificationMark(undefined)).toBe("");
  });
});

describe("a preview of a large file's first part says how much it read, and that the whole file is imported", () => {
  const MB = 1024 * 1024;

  it("names the part, the file and the rows read", () => {
    expect(partInWords({ previewed_bytes: 5 * MB - 80, file_bytes: 6.2 * MB }, { planned: 41_199, error: 1 })).toBe(
      "Preview of the first 5.0 MB of this 6.2 MB file (41,200 rows); the whole file is imported.",
    );
    expect(importWholeInWords(6.2 * MB)).toBe("Import the whole file (6.2 MB)");
  });

  it("counts the bytes sent, then says Intake reads them", () => {
    expect(sendingInWords(3.1 * MB, 6.2 * MB)).toBe("Sending the file: 3.1 of 6.2 MB (50%)");
    expect(sendingInWords(6.2 * MB, 6.2 * MB)).toBe("Sent: Intake is reading the file and queueing its rows…");
  });
});

describe("a moment in a reason is said in the reader's date and clock, never as the API writes it", () => {
  it.each([
    ["Paused until 2026-10-03T14:02:11.000Z: the rate limit", "2026-10-03T14:02:11.000Z"],
    ["seen 2026-10-03T14:02:11Z first", "2026-10-03T14:02:11Z"],
    ["sent at 2026-10-03T16:02+02:00", "2026-10-03T16:02+02:00"],
    ["This import was removed already (asked 2026-10-03 14:02 UTC): nothing of it is left", "2026-10-03T14:02:00Z"],
  ])("%s", (reason, iso) => {
    const said = inWords(reason, "en-GB");
    expect(said).toContain(moment(iso, "en-GB"));
    expect(said).not.toMatch(/\d{4}-\d{2}-\d{2}[T ]\d{2}:/);
    expect(said).not.toContain("UTC");
  });

  it("leaves a bare day and other numbers as written", () => {
    expect(inWords("date 2027-05-01 is more than a year ahead; row 12", "en-GB")).toBe("date 2027-05-01 is more than a year ahead; row 12");
  });
});

describe("the days delivery names are the budget's transactions' days, written as the person's budget writes days", () => {
  it.each([
    ["booked: was pending 2026-10-03, 25.98 → 26.10", "2026-10-03"],
    ["the receipt is in EUR and the bank's transactions near 2026-10-03 in USD; the service shows no EUR rate then", "2026-10-03"],
    ['the takeover of the receipt "Corner Books" of 2026-09-30 was undone', "2026-09-30"],
    ["no transaction of 25.98 from Corner Books dated 1 day before to 5 days after 2026-10-03 appeared in time; held", "2026-10-03"],
  ])("%s", (reason, iso) => {
    const said = deliveryInWords(reason, "en-GB");
    expect(said).toContain(day(iso, "en-GB"));
    expect(said).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("says a moment in the reader's clock, as every reason does", () => {
    expect(deliveryInWords("held until 2026-10-03T14:02:11Z", "en-GB")).toBe(`held until ${moment("2026-10-03T14:02:11Z", "en-GB")}`);
  });
});

describe("the Receipts page says where each field was read, not the reader's trace", () => {
  it.each([
    ['label: "Visa ending in 4242" (same line); confirmed by the card line', "from the mail's text"],
    ['label: "Gesamtsumme" (next line)', "from the mail's text"],
    ["markup: the text's total is 25.98", "from the order data in the mail"],
    ["body: 3 Oct 2026", "from the mail's text"],
    ["header: the day it was sent in Europe/Paris", "the day the mail was sent"],
    ["received: no order date in the body, the mail's date", "the day the mail arrived"],
    ["sender: display name", "from the sender's name"],
    ["no total label with an amount", ""],
    [undefined, ""],
  ])("%s", (how, words) => {
    expect(howInWords(how)).toBe(words);
    expect(howInWords(how)).not.toMatch(/["():]|same line|label/);
  });
});

describe("a report's row links its transaction only where the link leads elsewhere", () => {
  it.each(["inserted", "removing", "removed", "kept", "held", "pending"])("%s: its own transaction, no link", (outcome) => {
    expect(transactionLink({ outcome, transaction_id: 5 })).toBeNull();
  });

  it("a row already in the budget links to where that transaction came from, in words", () => {
    expect(transactionLink({ outcome: "duplicate", transaction_id: 5 })).toEqual({
      href: "/history/transaction/5",
      text: "where it came from",
    });
  });

  it("a row that took over a receipt's transaction links to it", () => {
    expect(transactionLink({ outcome: "matched", transaction_id: 17 })).toEqual({
      href: "/history/transaction/17",
      text: "the transaction it took over",
    });
  });

  it("no transaction, no link", () => {
    expect(transactionLink({ outcome: "duplicate", transaction_id: null })).toBeNull();
  });
});

describe("the Import button says 'Importing' while rows wait, and 'Imported' only once the job has finished", () => {
  it("before the first answer", () => {
    expect(importingInWords(null)).toBe("Importing…");
  });

  it.each(["queued", "running", "waiting"])("%s: counts the rows sent", (status) => {
    expect(importingInWords({ status, counts: { total: 1200, pending: 1150 } })).toBe(`Importing: ${count(50)} of ${count(1200)} sent…`);
  });

  it.each(["done", "done_with_errors", "failed", "paused"])("%s: no longer moving", (status) => {
    const words = importingInWords({ status, counts: { total: 10, pending: 0 } });
    expect(words).not.toMatch(/^Importing/);
  });

  it("done: imported", () => {
    expect(importingInWords({ status: "done", counts: { total: 10, pending: 0 } })).toBe("Imported: choose another file to import again");
  });
});

// Last in this file: the person's formats, once known, hold for every date the page writes after.
describe("a delivery's days follow the budget's own format once the page knows it", () => {
  it("writes 03.10.2026 for a German budget's day", () => {
    usePersonFormats({ locale: "de-DE", day: "DD.MM.YYYY", month: "MM/YYYY", hour12: false });
    expect(deliveryInWords("booked: was pending 2026-10-03")).toBe("booked: was pending 03.10.2026");
  });
});
