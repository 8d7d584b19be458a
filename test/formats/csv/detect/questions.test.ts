// What nothing decided is asked once: a date order no proof, signal or transaction already in the budget decides (the
// budget's settings only say how the person writes), a sign nothing in the file says, two amount columns named alike.
// Each question lists every reading, the one taken first; an answer given as overrides closes it.
import { describe, expect, it } from "vitest";
import { planCsv, type CsvProfileOverrides } from "../../../../src/formats/csv";
import type { BudgetEvidence } from "../../../../src/formats/csv/words/budget-evidence";

const plan = (lines: string[], more: { budget?: BudgetEvidence; profile?: CsvProfileOverrides; saved?: CsvProfileOverrides } = {}) =>
  planCsv(new TextEncoder().encode(lines.join("\n")), { accountId: 1, ...more });
const asked = (lines: string[], more = {}) => plan(lines, more).profile.questions ?? [];

/** An Irish credit union's export: four dates that read both ways, spread alike, in English with decimal points. */
const IE = [
  "Date,Details,Amount",
  "02/03/2024,SUPERVALU,-23.40",
  "02/04/2024,CIRCLE K,-48.00",
  "03/03/2024,SALARY,2100.00",
  "03/04/2024,EIR,-35.00",
];

describe("a date order nothing decides is asked, its reading taken meanwhile first", () => {
  it("asks of an export nothing in it or in the budget places, month-first taken as before", () => {
    expect(asked(IE)).toEqual([
      {
        decision: "date_order",
        asks: "Are the dates written day first or month first?",
        taken: expect.stringMatching(/nothing in the file suggests a European locale/),
        readings: [
          { answer: { dateFormat: "MM/DD/YYYY" }, says: "month first (MM/DD/YYYY)" },
          { answer: { dateFormat: "DD/MM/YYYY" }, says: "day first (DD/MM/YYYY)" },
        ],
      },
    ]);
  });

  it("still asks where only the budget's locale decided, naming it as why day-first was taken", () => {
    const [q] = asked(IE, { budget: { locale: "en-IE" } });
    expect(q?.readings[0]?.answer).toEqual({ dateFormat: "DD/MM/YYYY" });
    expect(q?.taken).toMatch(/the budget's locale \(en-IE\) writes dates day-first/);
  });

  it("asks nothing where the file's signals, the budget's rows, the saved answer or the request decide", () => {
    const german = ["Datum;Empfänger;Betrag", "02.03.2024;REWE;-31,70", "02.04.2024;Bahn;-59,90", "03.03.2024;Gehalt;3100,00"];
    expect(asked(german).some((q) => q.decision === "date_order")).toBe(false);
    const rows = [
      { date: "2024-03-02", amount: "23.40", currency: null },
      { date: "2024-04-02", amount: "48.00", currency: null },
    ];
    expect(asked(IE, { budget: { rows } })).toEqual([]);
    expect(asked(IE, { saved: { dateFormat: "DD/MM/YYYY" } })).toEqual([]);
    expect(asked(IE, { profile: { dateFormat: "DD/MM/YYYY" } })).toEqual([]);
  });
});

describe("a sign nothing says is asked", () => {
  it("asks of a Swiss export of few rows, half of them each way, negative taken as most banks write it", () => {
    const CH = [
      "Datum;Text;Betrag",
      "2024-05-02;Migros;45.20",
      "2024-05-03;Huber AG;-5200.00",
      "2024-05-06;Coop;38.10",
      "2024-05-07;Meier GmbH;-59.00",
    ];
    const q = asked(CH).find((x) => x.decision === "sign");
    expect(q?.readings.map((r) => r.says)).toEqual(["negative amounts are money out", "positive amounts are money out"]);
    expect(asked(CH, { profile: { sign: "positive_is_money_out" } }).some((x) => x.decision === "sign")).toBe(false);
  });

  it("asks which of two unnamed money columns is money out", () => {
    const headerless = ["14/08/2024,NEFT ACME PVT LTD,52000.00,", "15/08/2024,UPI DMART,,1240.50", "16/08/2024,UPI ZOMATO,,386.00"];
    const q = asked(headerless).find((x) => x.decision === "sign");
    expect(q?.readings.map((r) => r.says)).toEqual([
      "column 3 is money out, column 4 money in",
      "column 4 is money out, column 3 money in",
    ]);
  });

  it("asks nothing of a sign the running balance proves", () => {
    const withBalance = ["Date,Description,Amount,Balance", "2024-01-02,SHOP,-10.00,90.00", "2024-01-03,SHOP,-20.00,70.00"];
    expect(asked(withBalance)).toEqual([]);
  });
});

describe("two amount columns named alike are asked", () => {
  it("asks which is the account's, the left-hand one taken", () => {
    const PL = ["Data;Opis;Kwota EUR;Kwota PLN", "2024-07-01;BIEDRONKA;-12,00;-54,20", "2024-07-02;HOTEL PRAHA;-80,00;-341,60"];
    const q = asked(PL).find((x) => x.decision === "amount");
    expect(q?.readings.map((r) => r.says)).toEqual(['"Kwota EUR"', '"Kwota PLN"']);
    expect(q?.readings[1]?.answer).toEqual({ columns: { amount: { index: 3, header: "Kwota PLN" } } });
  });
});
