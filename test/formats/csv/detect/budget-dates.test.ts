// A date column whose every date reads both ways, where nothing in the file decides: the budget's settings say the
// order (the person's chosen date format, then the budget's locale), the account's currency is a hint below them (above
// the locale only for an account in another currency than the budget's), and `dateReason` names what decided. Every
// proof and signal of the file, and a saved profile, come first.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import type { BudgetEvidence } from "../../../../src/formats/csv/words/budget-evidence";
import { budgetDateOrder } from "../../../../src/formats/csv/detect/budget-dates";

/** Four rows whose dates read both ways, spread alike both ways, in English with decimal points: nothing in them decides. */
const EXPORTS = {
  uk: [
    "Date,Description,Amount",
    "02/03/2024,TESCO STORES 2231,-23.40",
    "02/04/2024,BOOTS 1128,-8.99",
    "03/03/2024,SALARY ACME LTD,1850.00",
    "03/04/2024,TFL TRAVEL,-6.80",
  ],
  india: [
    "Txn Date,Narration,Amount",
    "04/05/2024,UPI-SWIGGY,-349.00",
    "04/06/2024,UPI-BIGBASKET,-1210.50",
    "05/05/2024,NEFT SALARY,65000.00",
    "05/06/2024,ATM WDL,-2000.00",
  ],
  us: [
    "Posted,Payee,Amount",
    "06/07/2024,TRADER JOES #552,-54.12",
    "06/08/2024,SHELL OIL 5744,-38.00",
    "07/07/2024,PAYROLL ACME INC,2400.00",
    "07/08/2024,NETFLIX.COM,-15.49",
  ],
  germanApp: [
    "Date,Counterparty,Amount",
    "08/09/2024,REWE Markt,-31.70",
    "08/10/2024,Deutsche Bahn,-59.90",
    "09/09/2024,Gehalt,3100.00",
    "09/10/2024,Stadtwerke,-72.00",
  ],
};

const plan = (rows: string[], budget?: BudgetEvidence, more: { saved?: object; fileName?: string } = {}) =>
  planCsv(new TextEncoder().encode(rows.join("\n")), { accountId: 1, ...(budget ? { budget } : {}), ...more });
const dates = (p: ReturnType<typeof plan>) => p.items.map((i) => i.item.date);
const dateOrderOpen = (p: ReturnType<typeof plan>) => p.profile.open?.find((d) => d.decision === "date_order");

describe("the budget's settings decide a date column the file leaves open", () => {
  it("reads a UK budget's export day-first, as en-GB writes dates", () => {
    const p = plan(EXPORTS.uk, { locale: "en-GB", primaryCurrency: "gbp", accountCurrency: "gbp" });
    expect(dates(p)).toEqual(["2024-03-02", "2024-04-02", "2024-03-03", "2024-04-03"]);
    expect(p.profile.dateReason).toMatch(/read as day-first because the budget's locale \(en-GB\) writes dates day-first/);
    expect(p.profile.warnings?.join(" ")).toMatch(
      /Dates were read day-first \(the budget's locale \(en-GB\) writes dates day-first\), but no date/,
    );
  });

  it("reads an Indian budget's export day-first, and a German budget's app export day-first", () => {
    expect(dates(plan(EXPORTS.india, { locale: "en-IN", primaryCurrency: "inr", accountCurrency: "inr" }))[0]).toBe("2024-05-04");
    expect(dates(plan(EXPORTS.germanApp, { locale: "de-DE", primaryCurrency: "eur", accountCurrency: "eur" }))[0]).toBe("2024-09-08");
  });

  it("reads a US budget's export month-first, as en-US writes dates, and says that the budget decided", () => {
    const p = plan(EXPORTS.us, { locale: "en-US", primaryCurrency: "usd", accountCurrency: "usd" });
    expect(dates(p)).toEqual(["2024-06-07", "2024-06-08", "2024-07-07", "2024-07-08"]);
    expect(p.profile.dateReason).toMatch(/because the budget's locale \(en-US\) writes dates month-first/);
    expect(dateOrderOpen(p)).toMatchObject({
      decision: "date_order",
      by: "budget",
      readings: [{ dateFormat: "MM/DD/YYYY" }, { dateFormat: "DD/MM/YYYY" }],
    });
  });

  it("takes the date format the person chose over the budget's locale", () => {
    const p = plan(EXPORTS.uk, { locale: "en-US", dateFormat: "DD/MM/YYYY", primaryCurrency: "usd", accountCurrency: "usd" });
    expect(dates(p)[0]).toBe("2024-03-02");
    expect(p.profile.dateReason).toMatch(/the date format chosen in the budget \(DD\/MM\/YYYY\) is day-first/);
  });

  it("without any budget evidence keeps the default of before (month-first, nothing suggests a European locale)", () => {
    expect(plan(EXPORTS.uk).profile.dateReason).toMatch(/nothing in the file suggests a European locale/);
  });
});

describe("the account's currency is a hint below the budget's settings", () => {
  it("decides where the budget's locale writes the year first and nothing else speaks", () => {
    const p = plan(EXPORTS.india, { locale: "ja-JP", primaryCurrency: "inr", accountCurrency: "inr" });
    expect(dates(p)[0]).toBe("2024-05-04");
    expect(p.profile.dateReason).toMatch(/the account is in INR, whose banks write dates day-first/);
  });

  it("outranks the budget's locale for an account in another currency: a bank abroad writes as its country does", () => {
    const p = plan(EXPORTS.uk, { locale: "en-US", primaryCurrency: "usd", accountCurrency: "gbp" });
    expect(dates(p)[0]).toBe("2024-03-02");
    expect(p.profile.dateReason).toMatch(/the account is in GBP \(the budget's own currency is USD\), whose banks write dates day-first/);
  });

  it("yields to the date format the person chose", () => {
    expect(budgetDateOrder({ dateFormat: "M/D/YYYY", primaryCurrency: "usd", accountCurrency: "eur", locale: "en-US" })?.order).toBe("MDY");
  });

  it("says nothing for a currency whose country writes both orders", () => {
    expect(budgetDateOrder({ locale: "en-CA", primaryCurrency: "cad", accountCurrency: "cad" })).toBeNull();
  });
});

describe("the file's own proofs and signals, and a saved profile, come before the budget", () => {
  it("keeps a German bank's semicolon and decimal comma day-first in a US budget", () => {
    const csv = ["Datum;Empfänger;Betrag", "02.03.2024;REWE;-31,70", "02.04.2024;Bahn;-59,90", "03.03.2024;Gehalt;3100,00"];
    const p = plan(csv, { locale: "en-US", primaryCurrency: "usd", accountCurrency: "usd" });
    expect(dates(p)[0]).toBe("2024-03-02");
    expect(p.profile.dateReason).not.toMatch(/budget/);
  });

  it("keeps what the file name's date proves over a budget that says the other order", () => {
    // Read day-first, "02/04/2024" would be after the day the file was exported.
    const p = plan(EXPORTS.uk, { locale: "en-GB", primaryCurrency: "gbp" }, { fileName: "statement_2024-03-31.csv" });
    expect(dates(p)[1]).toBe("2024-02-04");
    expect(dateOrderOpen(p)).toBeUndefined();
  });

  it("keeps the order saved for this format, and leaves nothing open", () => {
    const p = plan(EXPORTS.us, { locale: "en-GB", primaryCurrency: "gbp" }, { saved: { dateFormat: "MM/DD/YYYY" } });
    expect(dates(p)[0]).toBe("2024-06-07");
    expect(p.profile.dateReason).toMatch(/saved profile/);
    expect(dateOrderOpen(p)).toBeUndefined();
  });

  it("leaves a column with a day over 12 as its dates say, and nothing open", () => {
    const p = plan([...EXPORTS.us, "07/25/2024,COSTCO,-80.00"], { locale: "en-GB", primaryCurrency: "gbp" });
    expect(dates(p)[4]).toBe("2024-07-25");
    expect(dateOrderOpen(p)).toBeUndefined();
  });
});
