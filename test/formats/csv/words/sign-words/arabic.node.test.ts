// Arabic direction words (sign-words/arabic.ts), as Al Rajhi, Emirates NBD, QNB write them: indicator values, booking words, refunds and a card's words.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../../src/formats/csv";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Arabic values say each row's direction", () => {
  it("reads مدين/دائن and سحب/إيداع", () => {
    expectIndicator("مدين", "دائن");
    expectIndicator("سحب", "إيداع");
  });
});

describe("Arabic booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "سحب نقدي صراف آلي": "out",
      "سداد فاتورة الكهرباء": "out",
      "رسوم إدارة الحساب": "out",
      "راتب شركة الأفق": "in",
      "تحويل وارد من سارة": "in",
      "استرداد مبلغ نون": "in",
    }));
});

describe("Arabic words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["رقم البطاقة", "بطاقة ائتمان"]));
});

describe("an amount followed by مدين or دائن, or by חובה or זכות, runs that way", () => {
  const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 }).items.map((i) => [i.item.date, i.item.amount]);
  it("reads an Arabic export's word after the amount", () => {
    const csv = [
      "التاريخ,البيان,المبلغ",
      "2026/01/02,سحب نقدي,735.28 مدين",
      "2026/01/10,تحويل من سارة,416.67 دائن",
      "2026/01/14,تحويل إلى محمد,17.01 مدين",
    ].join("\n");
    // The budget's sign: money out positive.
    expect(plan(csv)).toEqual([
      ["2026-01-02", "735.28"],
      ["2026-01-10", "-416.67"],
      ["2026-01-14", "17.01"],
    ]);
  });
  it("reads a Hebrew export's word after the amount", () => {
    const csv = [
      "תאריך,תיאור,סכום",
      '02.08.25,העברה לדני,"1,598.81 חובה"',
      "05.08.25,העברה מרינה,265.15 זכות",
      "07.08.25,SPOTIFY,19.90 חובה",
    ].join("\n");
    expect(plan(csv)).toEqual([
      ["2025-08-02", "1598.81"],
      ["2025-08-05", "-265.15"],
      ["2025-08-07", "19.90"],
    ]);
  });
});
