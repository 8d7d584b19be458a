// A page whose table runs from the right is read mirrored, its amounts kept in their columns whichever edge they are
// flush at; a page whose lines start with their date stays as it is, whatever its script. PDF.js's right-to-left
// items come back in reading order; its left-to-right ones only lose their bidi marks.
import { describe, expect, it } from "vitest";
import type { TextItem } from "pdfjs-serverless";
import type { Word } from "../../../src/formats/pdf/layout";
import { itemsInReadingOrder, mirroredIfRightToLeft, runsRightToLeft } from "../../../src/formats/pdf/right-to-left";
import { statementTables } from "../../../src/formats/pdf/statement";
import { page } from "./page-words";

const table = (pages: Word[][]) => {
  const read = statementTables(pages.map(mirroredIfRightToLeft));
  return read.ok ? new TextDecoder().decode(read.value[0]!.text).trim().split("\r\n") : [read.reason];
};

type Cells = [string, number, "r"?][];

/** A Hebrew table from the right: date, description, money out, money in, balance; money flush `align`. */
function hebrew(align: "r" | undefined, at: [number, number, number]): Word[] {
  const money = (out: string, into: string, balance: string): Cells =>
    [
      [out, at[0], align],
      [into, at[1], align],
      [balance, at[2], align],
    ].filter((c): c is [string, number, "r"?] => c[0] !== "");
  return page(
    [["31/03/2025 דף חשבון", 555, "r"]],
    [["תאריך", 555, "r"], ["תיאור", 480, "r"], ...money("חובה", "זכות", "יתרה")],
    [["יתרת פתיחה", 480, "r"], ...money("", "", "5,000.00")],
    [["03/03/2025", 555, "r"], ["סופרמרקט שופרסל", 480, "r"], ...money("245.90", "", "4,754.10")],
    [["05/03/2025", 555, "r"], ["משכורת חברת אלפא", 480, "r"], ...money("", "12,500.00", "17,254.10")],
    [["10/03/2025", 555, "r"], ["חברת החשמל", 480, "r"], ...money("80.45", "", "17,173.65")],
    [["יתרת סגירה", 480, "r"], ...money("", "", "17,173.65")],
  );
}

const HEBREW_ROWS = [
  "2025-03-03,סופרמרקט שופרסל,245.90,,4754.10",
  "2025-03-05,משכורת חברת אלפא,,12500.00,17254.10",
  "2025-03-10,חברת החשמל,80.45,,17173.65",
];

describe("a page whose lines end with their date at the right is read mirrored, from its date", () => {
  it("money flush right at its columns' right edges", () => {
    const read = table([hebrew("r", [300, 220, 140])]);
    for (const row of HEBREW_ROWS) expect(read).toContain(row);
  });

  it("money flush left at its columns' left edges", () => {
    const read = table([hebrew(undefined, [250, 170, 90])]);
    for (const row of HEBREW_ROWS) expect(read).toContain(row);
  });

  it("an Arabic table with two days at the right, the first the row's", () => {
    const read = table([
      page(
        [
          ["التاريخ", 555, "r"],
          ["تاريخ القيد", 495, "r"],
          ["الوصف", 435, "r"],
          ["المبلغ", 250, "r"],
        ],
        [
          ["03/05/2025", 555, "r"],
          ["04/05/2025", 495, "r"],
          ["مطعم البيك", 435, "r"],
          ["-45.50", 250, "r"],
        ],
        [
          ["08/05/2025", 555, "r"],
          ["08/05/2025", 495, "r"],
          ["حوالة واردة", 435, "r"],
          ["1,250.00", 250, "r"],
        ],
        [
          ["12/05/2025", 555, "r"],
          ["13/05/2025", 495, "r"],
          ["صيدلية النهدي", 435, "r"],
          ["78.25-", 250, "r"],
        ],
      ),
    ]);
    expect(read).toEqual([
      "التاريخ,تاريخ القيد,Description,Debit,Credit",
      "2025-05-03,2025-05-04,مطعم البيك,45.50,",
      "2025-05-08,2025-05-08,حوالة واردة,,1250.00",
      "2025-05-12,2025-05-13,صيدلية النهدي,78.25,",
    ]);
  });
});

describe("a page whose lines start with their date stays as it is, whatever its script", () => {
  const english = page(
    [
      ["Date", 40],
      ["Description", 110],
      ["Amount", 440, "r"],
    ],
    [
      ["02/04/2025", 40],
      ["CORNER GROCERY", 110],
      ["-45.20", 440, "r"],
    ],
    [
      ["05/04/2025", 40],
      ["مطعم الريف", 110],
      ["-120.50", 440, "r"],
    ],
    [
      ["09/04/2025", 40],
      ["SALARY APRIL", 110],
      ["2,000.00", 440, "r"],
    ],
  );
  const hebrewLeftToRight = page(
    [
      ["תאריך", 40],
      ["תיאור", 110],
      ["סכום", 440, "r"],
    ],
    [
      ["02/04/2025", 40],
      ["סופרמרקט שופרסל", 110],
      ["-45.20", 440, "r"],
    ],
    [
      ["05/04/2025", 40],
      ["משכורת", 110],
      ["2,000.00", 440, "r"],
    ],
  );
  // A day at both ends of each line, in Latin letters: no right-to-left script, no mirror.
  const bothEnds = page(
    [
      ["02/04/2025", 40],
      ["CORNER GROCERY", 110],
      ["-45.20", 440, "r"],
      ["03/04/2025", 540, "r"],
    ],
    [
      ["05/04/2025", 40],
      ["PHARMACY", 110],
      ["-12.50", 440, "r"],
      ["06/04/2025", 540, "r"],
    ],
  );

  it("an English statement with an Arabic shop's name, a Hebrew table printed left to right, Latin days at both ends", () => {
    for (const words of [english, hebrewLeftToRight, bothEnds]) {
      expect(runsRightToLeft(words)).toBe(false);
      expect(mirroredIfRightToLeft(words)).toEqual(words);
    }
  });
});

const item = (str: string, dir: "ltr" | "rtl", x: number): TextItem =>
  ({ str, dir, transform: [9, 0, 0, 9, x, 700], width: str.length * 5, height: 9, fontName: "F1", hasEOL: false }) as TextItem;

describe("PDF.js's right-to-left items come back in reading order; left-to-right ones only lose their bidi marks", () => {
  it("turns a page's reversed numbers back, where its dates read only turned", () => {
    const items = [item("5202/40/10", "rtl", 500), item("88.041,2 זכות", "rtl", 300), item("REF 1734743405", "ltr", 100)];
    expect(itemsInReadingOrder(items).map((i) => i.str)).toEqual(["01/04/2025", "2,140.88 זכות", "REF 1734743405"]);
  });

  it("keeps items PDF.js read right, and drops bidi marks from every item", () => {
    const items = [item("10/04/2025", "ltr", 500), item("\u200f2,140.88 זכות", "rtl", 300), item("\u200e-45.20", "ltr", 100)];
    expect(itemsInReadingOrder(items).map((i) => i.str)).toEqual(["10/04/2025", "2,140.88 זכות", "-45.20"]);
  });

  it("on a page most of whose items run right to left, an item PDF.js ordered left to right is a right-to-left paragraph", () => {
    const items = [
      item("10/04/2025", "ltr", 500),
      item("82.37 חובה", "rtl", 300),
      item("העברה לדני כהן", "rtl", 400),
      item("AMAZON MARKETPLACE EU רכישה", "ltr", 380),
    ];
    expect(itemsInReadingOrder(items).map((i) => i.str)).toEqual([
      "10/04/2025",
      "82.37 חובה",
      "העברה לדני כהן",
      "רכישה AMAZON MARKETPLACE EU",
    ]);
  });

  it("an amount with its direction word after it stays so, as the column's right-to-left items are (its numbers turned with theirs)", () => {
    // Arabic: PDF.js runs a balance of five digits and more left to right, a shorter one right to left.
    const arabic = [
      item("2026/11/30", "ltr", 500),
      item("رسوم إدارة الحساب", "rtl", 400),
      item("04.785,91 دائن", "ltr", 280),
      item("96.857,6 دائن", "rtl", 280),
      item("41.864,3 دائن", "rtl", 280),
    ];
    expect(itemsInReadingOrder(arabic).map((i) => i.str)).toEqual([
      "2026/11/30",
      "رسوم إدارة الحساب",
      "19,587.40 دائن",
      "6,758.69 دائن",
      "3,468.14 دائن",
    ]);
    // Hebrew, its numbers as printed.
    const hebrew = [item("העברה לדני כהן", "rtl", 400), item("12,140.88 זכות", "ltr", 280), item("82.37 חובה", "rtl", 280)];
    expect(itemsInReadingOrder(hebrew).map((i) => i.str)).toEqual(["העברה לדני כהן", "12,140.88 זכות", "82.37 חובה"]);
  });

  it("on a page most of whose items run left to right, such an item stays as PDF.js ordered it", () => {
    const items = [
      item("CORNER GROCERY", "ltr", 100),
      item("مطعم الريف", "rtl", 100),
      item("AL RIF مطعم", "ltr", 100),
      item("SALARY APRIL", "ltr", 100),
    ];
    expect(itemsInReadingOrder(items).map((i) => i.str)).toEqual(["CORNER GROCERY", "مطعم الريف", "AL RIF مطعم", "SALARY APRIL"]);
  });
});
