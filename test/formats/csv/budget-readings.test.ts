// The budget's rows as proof: when the account already holds transactions over the file's days, the reading of what
// the file leaves open (date order, sign, which of two amount columns) under which its rows meet them by amount, sign
// and day decides, below the file's own proofs; `verification.budget_rows` says how many met.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import type { BudgetEvidence, BudgetRow } from "../../../src/formats/csv/words/budget-evidence";
import { meetings } from "../../../src/formats/csv/budget-readings";

const plan = (lines: string[], budget: BudgetEvidence, more: { saved?: object; profile?: object; accountType?: string } = {}) =>
  planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 7, budget, ...more });
const items = (p: ReturnType<typeof plan>) => p.items.map((i) => [i.item.date, i.item.amount]);
const row = (date: string, amount: string, currency: string | null = null): BudgetRow => ({ date, amount, currency });
const openBy = (p: ReturnType<typeof plan>, decision: string) => p.profile.open?.find((d) => d.decision === decision)?.by;

describe("the date order under which the rows meet the budget's is proved", () => {
  // A New Zealand bank's export, every day 12 or less, read in a budget whose locale writes month-first.
  const NZ = [
    "Date,Payee,Amount",
    "04/05/2024,COUNTDOWN PONSONBY,-86.40",
    "05/05/2024,Z ENERGY,-72.10",
    "06/05/2024,NZ POST,-9.50",
    "07/05/2024,SALARY,3200.00",
  ];
  it("reads a New Zealand export day-first where taps and receipts of those days are there, over an en-US locale", () => {
    const budget = {
      locale: "en-US",
      primaryCurrency: "usd",
      rows: [row("2024-05-04", "86.40"), row("2024-05-05", "72.10"), row("2024-05-06", "9.50")],
    };
    const p = plan(NZ, budget);
    expect(items(p)[0]).toEqual(["2024-05-04", "86.40"]);
    // "05/05/2024" reads alike both ways: it meets under both.
    expect(p.profile.dateReason).toMatch(
      /read as day-first because 3 rows meet transactions already in the budget read day-first \(1 read month-first\)/,
    );
    expect(p.profile.warnings?.join(" ") ?? "").not.toMatch(/no date in the file proves it/);
    expect(openBy(p, "date_order")).toBe("budget_rows");
    expect(p.profile.verification?.budget_rows).toEqual({ met: 3, read: 4 });
  });

  it("reads an American export month-first where SimpleFIN put its days in, over an en-GB locale", () => {
    const US = [
      "Posted Date,Description,Amount",
      "03/04/2024,WHOLEFDS MKT,-64.10",
      "03/05/2024,CHEVRON 0091,-41.00",
      "03/06/2024,SPOTIFY,-10.99",
    ];
    const budget = { locale: "en-GB", rows: [row("2024-03-04", "64.10"), row("2024-03-05", "41.00"), row("2024-03-06", "10.99")] };
    expect(items(plan(US, budget)).map(([d]) => d)).toEqual(["2024-03-04", "2024-03-05", "2024-03-06"]);
  });

  it("meets a receipt a day or two before the bank booked it, never a month away", () => {
    const budget = { rows: [row("2024-05-02", "86.40"), row("2024-05-04", "9.50")] };
    expect(plan(NZ, budget).profile.dateReason).toMatch(
      /2 rows meet transactions already in the budget read day-first \(0 read month-first\)/,
    );
    expect(plan(NZ, { rows: [row("2024-04-04", "86.40"), row("2024-04-06", "9.50")] }).profile.dateReason).not.toMatch(/rows meet/);
  });

  it("needs two rows more to meet than under the other reading: one coincidence proves nothing", () => {
    const one = plan(NZ, { rows: [row("2024-05-04", "86.40")] });
    expect(one.profile.dateReason).not.toMatch(/budget/);
    expect(one.profile.verification?.budget_rows?.read).toBe(4);
    const split = plan(NZ, {
      rows: [row("2024-05-04", "86.40"), row("2024-05-05", "72.10"), row("2024-04-05", "86.40"), row("2024-05-05", "72.10")],
    });
    expect(split.profile.dateReason).not.toMatch(/rows meet/);
  });

  it("leaves a date order the file proves, and one the person saved, as they were", () => {
    const budget = { rows: [row("2024-04-05", "86.40"), row("2024-05-05", "72.10"), row("2024-06-05", "9.50")] };
    const saved = plan(NZ, budget, { saved: { dateFormat: "DD/MM/YYYY" } });
    expect(items(saved)[0]?.[0]).toBe("2024-05-04");
    expect(saved.profile.dateReason).toMatch(/saved profile/);
    const proved = plan([...NZ, "25/05/2024,WAREHOUSE,-12.00"], budget);
    expect(items(proved)[0]?.[0]).toBe("2024-05-04");
  });
});

describe("the sign under which the rows meet the budget's is proved", () => {
  // A freelancer's Dutch account: far more payments in than out, so the majority of the amounts reads the sign wrong.
  const NL = [
    "Datum;Omschrijving;Bedrag",
    "2024-09-02;Jansen Bouw BV;1250,00",
    "2024-09-03;De Vries Advies;980,00",
    "2024-09-05;Albert Heijn 1120;-64,35",
    "2024-09-09;Bakker Media;2100,00",
    "2024-09-10;Smit & Zn;450,00",
    "2024-09-11;Visser Design;720,00",
    "2024-09-12;Mulder Events;1600,00",
    "2024-09-13;Peters Bouw;380,00",
    "2024-09-16;Bos Architecten;2250,00",
    "2024-09-17;Dekker Drukwerk;515,00",
  ];
  it("reads negative as money out where the budget holds the purchases, against the amounts' majority", () => {
    const before = plan(NL, {});
    expect(before.profile.sign).toBe("positive_is_money_out");
    expect(openBy(before, "sign")).toBe("nothing");
    const p = plan(NL, { rows: [row("2024-09-05", "64.35"), row("2024-09-03", "-980.00"), row("2024-09-02", "-1250.00")] });
    expect(p.profile.sign).toBe("negative_is_money_out");
    expect(p.profile.signReason).toMatch(
      /3 rows meet transactions already in the budget read with negative amounts as money out \(0 read the other way\)/,
    );
    expect(p.profile.signUnproven).toBeUndefined();
    expect(openBy(p, "sign")).toBe("budget_rows");
  });

  it("reads a card export's plain purchases as money out where the taps of them are there", () => {
    // A Norwegian card: purchases written plain, a refund negative; too few rows for the majority to say it.
    const NO = [
      "Dato;Tekst;Beløp",
      "2024-10-01;REMA 1000;120,50",
      "2024-10-02;NARVESEN;45,00",
      "2024-10-04;VINMONOPOLET;310,00",
      "2024-10-06;H&M;-199,00",
    ];
    expect(plan(NO, {}).profile.sign).toBe("negative_is_money_out");
    const p = plan(NO, { rows: [row("2024-10-01", "120.50"), row("2024-10-02", "45.00"), row("2024-10-04", "310.00")] });
    expect(p.profile.sign).toBe("positive_is_money_out");
    expect(items(p)[0]).toEqual(["2024-10-01", "120.50"]);
  });

  it("swaps two unnamed money columns where the budget meets the right-hand one as money out", () => {
    // An Indian bank's headerless export: deposits left, withdrawals right, nothing else says so.
    const IN = [
      "14/08/2024,NEFT ACME PVT LTD,52000.00,",
      "15/08/2024,UPI DMART,,1240.50",
      "16/08/2024,UPI ZOMATO,,386.00",
      "18/08/2024,ATM CASH,,2000.00",
    ];
    const p = plan(IN, { rows: [row("2024-08-15", "1240.50"), row("2024-08-16", "386.00"), row("2024-08-18", "2000.00")] });
    expect(items(p)).toEqual([
      ["2024-08-14", "-52000.00"],
      ["2024-08-15", "1240.50"],
      ["2024-08-16", "386.00"],
      ["2024-08-18", "2000.00"],
    ]);
    expect(p.profile.signReason).toMatch(/3 rows meet transactions already in the budget with the right-hand one as the debit/);
    expect(p.profile.signUnproven).toBeUndefined();
  });

  it("names the budget as confirming a sign the running balance proves, and never overrules it", () => {
    const withBalance = [
      "Date,Description,Amount,Balance",
      "2024-01-02,SHOP,-10.00,90.00",
      "2024-01-03,SHOP,-20.00,70.00",
      "2024-01-04,PAY,50.00,120.00",
    ];
    const p = plan(withBalance, { rows: [row("2024-01-02", "-10.00"), row("2024-01-03", "-20.00")] });
    expect(p.profile.sign).toBe("negative_is_money_out");
    expect(openBy(p, "sign")).toBeUndefined();
  });
});

describe("which of two amount columns the header names alike is the one the budget's rows meet", () => {
  it("takes the Polish card's złoty column over the euro one on its left", () => {
    const PL = [
      "Data;Opis;Kwota EUR;Kwota PLN",
      "2024-07-01;BIEDRONKA;;-54,20",
      "2024-07-02;HOTEL PRAHA;-80,00;-341,60",
      "2024-07-03;ORLEN;;-210,00",
    ];
    const before = plan(PL, {});
    expect(before.profile.columns.amount?.header).toBe("Kwota EUR");
    expect(before.profile.warnings?.join(" ")).toMatch(/Two columns hold amounts, "Kwota EUR" and "Kwota PLN"/);
    const p = plan(PL, {
      accountCurrency: "pln",
      rows: [row("2024-07-01", "54.20", "pln"), row("2024-07-02", "341.60", "pln"), row("2024-07-03", "210.00", "pln")],
    });
    expect(p.profile.columns.amount?.header).toBe("Kwota PLN");
    expect(p.profile.amountReason).toMatch(
      /"Kwota PLN" is the amount: 3 rows meet transactions already in the budget with it \(0 with "Kwota EUR"\)/,
    );
    expect(items(p).map(([, a]) => a)).toEqual(["54.20", "341.60", "210.00"]);
  });

  it("takes a Brazilian card's real column, not the dollar one, where a receipt in dollars is there too", () => {
    const BR = [
      "Data;Descrição;Valor US$;Valor R$",
      "2024-06-03;AMAZON US;-19,99;-104,35",
      "2024-06-04;IFOOD;;-48,90",
      "2024-06-05;UBER TRIP;-7,50;-39,15",
    ];
    // The receipt of the Amazon order is in dollars: the same number, another currency, meets nothing.
    const budget = {
      accountCurrency: "brl",
      rows: [row("2024-06-03", "19.99", "usd"), row("2024-06-04", "48.90", null), row("2024-06-05", "39.15", "brl")],
    };
    expect(plan(BR, budget).profile.columns.amount?.header).toBe("Valor R$");
  });

  it("leaves the amount the request names", () => {
    const PL = ["Data;Opis;Kwota EUR;Kwota PLN", "2024-07-01;BIEDRONKA;-12,00;-54,20", "2024-07-03;ORLEN;-48,00;-210,00"];
    const p = plan(
      PL,
      { rows: [row("2024-07-01", "54.20"), row("2024-07-03", "210.00")] },
      { profile: { columns: { amount: { header: "Kwota EUR" } } } },
    );
    expect(p.profile.columns.amount?.header).toBe("Kwota EUR");
    expect(p.profile.open?.some((d) => d.decision === "amount")).toBeFalsy();
  });
});

describe("a row meets a transaction there by amount, sign and day, each transaction once", () => {
  const item = (date: string, amount: string, currency?: string) => ({ date, amount, external_id: "x", ...(currency ? { currency } : {}) });
  it("counts the same amount and sign within three days, in the same currency where both say one", () => {
    const budget = [row("2024-01-10", "5.00"), row("2024-01-10", "7.00", "eur"), row("2024-01-10", "9.00")];
    const got = meetings(
      [item("2024-01-12", "5.00"), item("2024-01-10", "7.00", "usd"), item("2024-01-20", "9.00"), item("2024-01-10", "-5.00")],
      budget,
      "usd",
    );
    expect(got).toEqual({ met: 1, read: 4 });
  });
  it("lets one transaction answer for one row: the second coffee of the day is not met", () => {
    expect(meetings([item("2024-01-10", "3.00"), item("2024-01-10", "3.00")], [row("2024-01-10", "3.00")], undefined).met).toBe(1);
  });
});
