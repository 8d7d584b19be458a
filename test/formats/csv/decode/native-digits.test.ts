// Native digits: Arabic-Indic, Persian, Devanagari and Thai digits are read as the ASCII ones, in dates and amounts,
// and the Arabic thousands mark never splits a comma-separated field: alike by the head's detection (a saved layout's
// fingerprint), a whole file's plan and a stream's.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { foldNativeDigits } from "../../../../src/formats/csv/decode/native-digits";

const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });
/** Each item's day and amount, as the budget takes it: money out positive. */
const rows = (csv: string) => plan(csv).items.map((i) => [i.item.date, i.item.amount]);

describe("native digits are folded to ASCII as the text is decoded", () => {
  it("folds each script's ten digits and the Arabic decimal and thousands marks", () => {
    expect(foldNativeDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ०१२३४५६७८९ ๐๑๒๓๔๕๖๗๘๙")).toBe("0123456789 0123456789 0123456789 0123456789");
    expect(foldNativeDigits("١٢٬٨٥١٫٥٦")).toBe("12\u202f851.56");
  });

  it("leaves ASCII text, letters and the Arabic percent sign as they are (look-alikes)", () => {
    for (const text of ["2026-06-01,REF 123,-12.50", "سحب نقدي صراف آلي", "٪", "รายการ"]) expect(foldNativeDigits(text)).toBe(text);
  });
});

describe("an export printed in native digits plans its dates and amounts", () => {
  it("reads a Saudi export in Arabic-Indic digits, its thousands mark unquoted in a comma-separated file", () => {
    const csv = [
      "التاريخ,البيان,المبلغ,الرصيد",
      "٢٠٢٦/٠٦/٠٦,سحب نقدي صراف آلي,-٢٧٨٫٠٨,١٢٬٨٥١٫٥٦",
      "٢٠٢٦/٠٦/١٢,رسوم إدارة الحساب,-٢٣٫٨٣,١٢٬٨٢٧٫٧٣",
      "٢٠٢٦/٠٦/١٤,تحويل وارد,١٬٤٩٦٫٩٨,١٤٬٣٢٤٫٧١",
    ].join("\n");
    expect(rows(csv)).toEqual([
      ["2026-06-06", "278.08"],
      ["2026-06-12", "23.83"],
      ["2026-06-14", "-1496.98"],
    ]);
  });

  it("reads an Iranian export in Persian digits, day first, separated by semicolons", () => {
    const csv = ["تاریخ;شرح;مبلغ", "۱۵/۰۳/۲۰۲۶;خرید;-۱۲۵۰٫۵۰", "۱۶/۰۳/۲۰۲۶;واریز;۳۰۰۰٫۰۰", "۲۰/۰۳/۲۰۲۶;کارمزد;-۴٫۰۰"].join("\n");
    expect(rows(csv)).toEqual([
      ["2026-03-15", "1250.50"],
      ["2026-03-16", "-3000.00"],
      ["2026-03-20", "4.00"],
    ]);
  });

  it("reads Thai and Devanagari digits", () => {
    const thai = ["วันที่,รายการ,จำนวนเงิน", "๐๒/๐๘/๒๕๖๙,ชำระค่าไฟฟ้า,-๓๕๙.๕๔", "๐๓/๐๘/๒๕๖๙,เงินเดือน,๒๘๐๘๗.๔๑", "๑๕/๐๘/๒๕๖๙,โอนเงิน,-๖๐๙.๒๖"].join(
      "\n",
    );
    expect(rows(thai)).toEqual([
      ["2026-08-02", "359.54"],
      ["2026-08-03", "-28087.41"],
      ["2026-08-15", "609.26"],
    ]);
    const hindi = ["तारीख,विवरण,राशि", "१५/०३/२०२६,किराना,-४५०.००", "१६/०३/२०२६,वेतन,५२०००.००", "२०/०३/२०२६,बिजली,-१२००.५०"].join("\n");
    expect(rows(hindi)).toEqual([
      ["2026-03-15", "450.00"],
      ["2026-03-16", "-52000.00"],
      ["2026-03-20", "1200.50"],
    ]);
  });
});

describe("the head's detection and a stream read native digits as the whole file's plan does", () => {
  const SAUDI = [
    "التاريخ,البيان,المبلغ,الرصيد",
    "٢٠٢٦/٠٦/٠٦,سحب نقدي صراف آلي,-٢٧٨٫٠٨,١٢٬٨٥١٫٥٦",
    "٢٠٢٦/٠٦/١٢,رسوم إدارة الحساب,-٢٣٫٨٣,١٢٬٨٢٧٫٧٣",
    "٢٠٢٦/٠٦/١٤,تحويل وارد,١٬٤٩٦٫٩٨,١٤٬٣٢٤٫٧١",
  ].join("\n");
  const IRANIAN = [
    "تاریخ;شرح;مبلغ;مانده",
    "۱۵/۰۳/۲۰۲۶;خرید;-۱۲۵۰٫۵۰;۸۷۴۹٫۵۰",
    "۱۶/۰۳/۲۰۲۶;واریز;۳۰۰۰٫۰۰;۱۱۷۴۹٫۵۰",
    "۲۰/۰۳/۲۰۲۶;کارمزد;-۴٫۰۰;۱۱۷۴۵٫۵۰",
  ].join("\n");
  const streamed = async (csv: string) => {
    const items: string[][] = [];
    for await (const chunk of streamCsvPlan(new Blob([new TextEncoder().encode(csv)]).stream(), { accountId: 1 }))
      items.push(...chunk.items.map((i) => [i.item.date, i.item.amount]));
    return items;
  };

  for (const [bank, csv] of [
    ["a Saudi export in Arabic-Indic digits", SAUDI],
    ["an Iranian export in Persian digits", IRANIAN],
  ] as const) {
    it(`gives ${bank} its header's fingerprint, the one its plan names (a saved layout's key)`, () => {
      const fingerprint = detectProfile(new TextEncoder().encode(csv)).fingerprint;
      expect(fingerprint).toMatch(/^h:/);
      expect(fingerprint).toBe(plan(csv).profile.fingerprint);
    });

    it(`streams ${bank} into the rows of its whole file's plan`, async () => {
      expect(rows(csv)).toHaveLength(3);
      expect(await streamed(csv)).toEqual(rows(csv));
    });
  }
});
