// Right-to-left statements (Hebrew, Arabic, Urdu) read as real PDFs through PDF.js: tables whose columns run from the
// right, their text stored by three kinds of producer (rtl-statement.ts), give the rows a reader of the paper reads,
// payees in reading order; look-alikes (an English statement with one Arabic shop, a Hebrew table printed left to
// right) read as they did.
import { describe, expect, it } from "vitest";
import { pdfStatement } from "../../../src/formats/pdf/document";
import type { Cell, PdfLine } from "../../support/statement-pdf";
import { type Producer, rtlStatementPdf } from "./rtl-statement";

/** The statement's CSV lines, or the refusal's words. */
async function lines(pdf: Uint8Array): Promise<string[]> {
  const read = await pdfStatement(pdf);
  if (!read.ok) return [read.reason.problem];
  return new TextDecoder().decode(read.value[0]!.text).trim().split("\r\n");
}

/** A row as a reader of the paper reads it: its day, payee, money out, money in and balance ("" where none). */
type Booking = { day: string; payee: string; out: string; into: string; balance: string };
const booking = (day: string, payee: string, out: string, into: string, balance = ""): Booking => ({ day, payee, out, into, balance });

/** The CSV line a booking must come out as: its ISO day first, its cells last (a second day may stand between). */
function written(lines: readonly string[], b: Booking): string | undefined {
  const [d, m, y] = b.day.split("/");
  const plain = (s: string) => s.replace(/,/g, "");
  const cells = [b.payee, plain(b.out), plain(b.into), ...(b.balance ? [plain(b.balance)] : [])].join(",");
  return lines.find((line) => line.startsWith(`${y}-${m}-${d},`) && line.endsWith(`,${cells}`));
}

/** A bank's statement: its page's lines and the bookings a reader of the paper reads in it. */
interface Statement {
  bank: string;
  page: PdfLine[];
  bookings: Booking[];
  producers: Producer[];
}

const arabicIndic = (s: string) =>
  s
    .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    .replace(/\./g, "\u066b")
    .replace(/,/g, "\u066c");

/**
 * A table of debit, credit and balance columns from the right: date, payee, then the money flush right (at each
 * column's right edge, where a right-to-left cell starts) or flush left; `digits` as the bank prints them.
 */
function debitCredit(
  words: string[],
  title: string[],
  bookings: Booking[],
  figures: [opening: [string, string], closing: [string, string]],
  flush: "r" | "l",
  digits = (s: string) => s,
): PdfLine[] {
  const at = flush === "r" ? [300, 220, 140] : [250, 170, 90];
  const money = (cells: string[]): Cell[] => cells.flatMap((c, i) => (c ? [[digits(c), at[i] as number, flush] as const] : []));
  return [
    ...title.map((t): PdfLine => [[t, 555, "r"]]),
    [],
    [[words[0] as string, 555, "r"], [words[1] as string, 480, "r"], ...words.slice(2).map((w, i): Cell => [w, at[i] as number, flush])],
    [[figures[0][0], 480, "r"], ...money(["", "", figures[0][1]])],
    ...bookings.map((b): PdfLine => [[digits(b.day), 555, "r"], [b.payee, 480, "r"], ...money([b.out, b.into, b.balance])]),
    [[figures[1][0], 480, "r"], ...money(["", "", figures[1][1]])],
  ];
}

/** A table of two days, a payee, one signed amount and perhaps a balance, from the right. */
function signedAmounts(
  words: string[],
  title: string[],
  rows: [day: string, value: string, payee: string, amount: string, balance: string][],
): PdfLine[] {
  return [
    ...title.map((t): PdfLine => [[t, 555, "r"]]),
    [],
    [
      [words[0] as string, 555, "r"],
      [words[1] as string, 495, "r"],
      [words[2] as string, 435, "r"],
      [words[3] as string, 250, "r"],
      ...(words[4] ? [[words[4], 150, "r"] as const] : []),
    ],
    ...rows.map(([day, value, payee, amount, balance]): PdfLine => [
      [day, 555, "r"],
      [value, 495, "r"],
      [payee, 435, "r"],
      [amount, 250, "r"],
      ...(balance ? [[balance, 150, "r"] as const] : []),
    ]),
  ];
}

const HEBREW_BOOKINGS = [
  booking("03/03/2025", "סופרמרקט שופרסל", "245.90", "", "4,754.10"),
  booking("05/03/2025", "משכורת חברת אלפא", "", "12,500.00", "17,254.10"),
  booking("10/03/2025", "חברת החשמל לישראל", "380.45", "", "16,873.65"),
  booking("15/03/2025", "העברה ליוסי כהן", "1,200.00", "", "15,673.65"),
  booking("20/03/2025", "קפה ארומה", "32.50", "", "15,641.15"),
];
const ARABIC_BOOKINGS = [
  booking("07/09/2025", "رسوم إدارة الحساب", "91.17", "", "8,908.83"),
  booking("09/09/2025", "تحويل وارد من سارة القحطاني", "", "2,385.06", "11,293.89"),
  booking("11/09/2025", "شراء بطاقة مدى بنده", "166.17", "", "11,127.72"),
  booking("13/09/2025", "فاتورة الكهرباء السعودية", "412.30", "", "10,715.42"),
  booking("20/09/2025", "راتب الشركة المتحدة", "", "7,250.00", "17,965.42"),
];
const URDU_BOOKINGS = [
  booking("02/06/2025", "بجلی کا بل", "4,350.00", "", "95,650.00"),
  booking("04/06/2025", "سیلری کی ادائیگی", "", "85,000.00", "180,650.00"),
  booking("09/06/2025", "دکانوں میں خریداری", "2,120.50", "", "178,529.50"),
  booking("18/06/2025", "موبائل فون کا بل", "1,499.00", "", "177,030.50"),
];

const MIXED_BOOKINGS = [
  booking("04/08/2025", "רכישה AMAZON MARKETPLACE EU", "150.00", "", "850.00"),
  booking("07/08/2025", "מנוי NETFLIX.COM AMSTERDAM", "49.90", "", "800.10"),
  booking("12/08/2025", "העברה WIX.COM LTD", "", "2,500.00", "3,300.10"),
  booking("15/08/2025", "זיכוי APPLE.COM BILL", "", "2.50", "3,302.60"),
];

const LRM = "\u200e";
const RLM = "\u200f";

const STATEMENTS: Statement[] = [
  {
    bank: "a Hebrew bank's debit, credit and balance, flush right",
    page: debitCredit(
      ["תאריך", "תיאור", "חובה", "זכות", "יתרה"],
      ["בנק הים - דף חשבון", "תקופה: 01/03/2025 - 31/03/2025"],
      HEBREW_BOOKINGS,
      [
        ["יתרת פתיחה", "5,000.00"],
        ["יתרת סגירה", "15,641.15"],
      ],
      "r",
    ),
    bookings: HEBREW_BOOKINGS,
    producers: ["paper", "reading", "turned"],
  },
  {
    bank: "a Hebrew bank's two days and one signed amount, its minus marked or after the number",
    page: signedAmounts(
      ["תאריך", "תאריך ערך", "פרטים", "סכום", "יתרה"],
      ["בנק הגליל - תנועות בחשבון", "חשבון 12-345-678901"],
      [
        ["01/07/2025", "01/07/2025", "יתרה קודמת", "", "2,000.00"],
        ["02/07/2025", "03/07/2025", "ארנונה עיריית חיפה", `${LRM}-412.00`, "1,588.00"],
        ["06/07/2025", "06/07/2025", "העברה מרונית לוי", "3,150.00", "4,738.00"],
        ["09/07/2025", "10/07/2025", "סלקום תקשורת", "89.90-", "4,648.10"],
        ["14/07/2025", "14/07/2025", "משיכת מזומן בנקט", `${RLM}-600.00`, "4,048.10"],
      ],
    ),
    bookings: [
      booking("02/07/2025", "ארנונה עיריית חיפה", "412.00", "", "1,588.00"),
      booking("06/07/2025", "העברה מרונית לוי", "", "3,150.00", "4,738.00"),
      booking("09/07/2025", "סלקום תקשורת", "89.90", "", "4,648.10"),
      booking("14/07/2025", "משיכת מזומן בנקט", "600.00", "", "4,048.10"),
    ],
    producers: ["paper", "reading", "turned"],
  },
  {
    // fontkit lays a run out one way only, by its first letter's script: pdf-lib draws a mixed run only as on paper, and
    // only one whose Latin stands leftmost there (the payee ends with it).
    bank: "a Hebrew bank's payees of a Hebrew word or two and more Latin ones, flush left",
    page: debitCredit(
      ["תאריך", "תיאור", "חובה", "זכות", "יתרה"],
      ["בנק הכרמל - פירוט תנועות", "חשבון 12-345-678901"],
      MIXED_BOOKINGS,
      [
        ["יתרה קודמת", "1,000.00"],
        ["יתרה נוכחית", "3,302.60"],
      ],
      "l",
    ),
    bookings: MIXED_BOOKINGS,
    producers: ["paper"],
  },
  {
    bank: "an Arabic bank's debit, credit and balance in Arabic-Indic digits, flush left",
    page: debitCredit(
      ["التاريخ", "البيان", "مدين", "دائن", "الرصيد"],
      ["كشف حساب", "الفترة: 01/09/2025 - 30/09/2025"],
      ARABIC_BOOKINGS,
      [
        ["الرصيد الافتتاحي", "9,000.00"],
        ["الرصيد الختامي", "17,965.42"],
      ],
      "l",
      arabicIndic,
    ),
    bookings: ARABIC_BOOKINGS,
    producers: ["paper", "turned"],
  },
  {
    bank: "an Arabic bank's two days and one signed amount, no balance",
    page: signedAmounts(
      ["تاريخ العملية", "تاريخ القيد", "الوصف", "المبلغ", ""],
      ["بنك الخليج - كشف الحساب", "من 01/05/2025 إلى 31/05/2025"],
      [
        ["03/05/2025", "04/05/2025", "مطعم البيك جدة", `${RLM}-45.50`, ""],
        ["08/05/2025", "08/05/2025", "حوالة واردة من خالد", "1,250.00", ""],
        ["12/05/2025", "13/05/2025", "صيدلية النهدي", "78.25-", ""],
        ["21/05/2025", "21/05/2025", "سداد فاتورة زين", `${LRM}-230.00`, ""],
      ],
    ),
    bookings: [
      booking("03/05/2025", "مطعم البيك جدة", "45.50", ""),
      booking("08/05/2025", "حوالة واردة من خالد", "", "1,250.00"),
      booking("12/05/2025", "صيدلية النهدي", "78.25", ""),
      booking("21/05/2025", "سداد فاتورة زين", "230.00", ""),
    ],
    producers: ["paper", "turned"],
  },
  {
    bank: "a Pakistani bank's in Urdu, flush right",
    page: debitCredit(
      ["تاریخ", "تفصیل", "ڈیبٹ", "کریڈٹ", "بیلنس"],
      ["بینک اسٹیٹمنٹ", "مدت: 01/06/2025 - 30/06/2025"],
      URDU_BOOKINGS,
      [
        ["ابتدائی بیلنس", "100,000.00"],
        ["اختتامی بیلنس", "177,030.50"],
      ],
      "r",
    ),
    bookings: URDU_BOOKINGS,
    producers: ["paper", "turned"],
  },
];

describe("a table whose columns run from the right is read from its date at the right, payees in reading order", () => {
  for (const statement of STATEMENTS)
    for (const producer of statement.producers)
      it(`${statement.bank}, its text stored ${producer === "paper" ? "as on paper" : producer === "reading" ? "in reading order" : "turned around"}`, async () => {
        const read = await lines(await rtlStatementPdf([statement.page], producer));
        for (const b of statement.bookings) expect(written(read, b), `${b.payee} in ${JSON.stringify(read)}`).toBeDefined();
        expect(read.filter((line) => /^\d{4}-/.test(line))).toHaveLength(statement.bookings.length);
      });
});

describe("a table whose lines start with their date reads as it did, whatever script its words are in", () => {
  it("an English statement with an Arabic shop's name on one row", async () => {
    const page: PdfLine[] = [
      [["Statement of account 30/04/2025", 40]],
      [
        ["Date", 40],
        ["Description", 110],
        ["Amount", 440, "r"],
        ["Balance", 540, "r"],
      ],
      [
        ["Opening balance", 110],
        ["1,000.00", 540, "r"],
      ],
      [
        ["02/04/2025", 40],
        ["CORNER GROCERY", 110],
        ["-45.20", 440, "r"],
        ["954.80", 540, "r"],
      ],
      [
        ["05/04/2025", 40],
        ["مطعم الريف", 110],
        ["-120.50", 440, "r"],
        ["834.30", 540, "r"],
      ],
      [
        ["09/04/2025", 40],
        ["SALARY APRIL", 110],
        ["2,000.00", 440, "r"],
        ["2,834.30", 540, "r"],
      ],
      [
        ["Closing balance", 110],
        ["2,834.30", 540, "r"],
      ],
    ];
    for (const producer of ["paper", "turned"] as const)
      expect(await lines(await rtlStatementPdf([page], producer))).toEqual([
        "Opening balance,,,1000.00",
        "Date,Description,Debit,Credit,Balance",
        "2025-04-02,CORNER GROCERY,45.20,,954.80",
        "2025-04-05,مطعم الريف,120.50,,834.30",
        "2025-04-09,SALARY APRIL,,2000.00,2834.30",
        "Closing balance,,,2834.30",
      ]);
  });

  it("a Hebrew statement whose table runs left to right, its text in reading order", async () => {
    const page: PdfLine[] = [
      [["בנק הים - דף חשבון 31/03/2025", 40]],
      [
        ["תאריך", 40],
        ["תיאור", 110],
        ["חובה", 380, "r"],
        ["זכות", 460, "r"],
        ["יתרה", 540, "r"],
      ],
      [
        ["יתרת פתיחה", 110],
        ["5,000.00", 540, "r"],
      ],
      ...HEBREW_BOOKINGS.map((b): PdfLine => [
        [b.day, 40],
        [b.payee, 110],
        ...(b.out ? [[b.out, 380, "r"] as const] : []),
        ...(b.into ? [[b.into, 460, "r"] as const] : []),
        [b.balance, 540, "r"],
      ]),
    ];
    const read = await lines(await rtlStatementPdf([page], "paper"));
    for (const b of HEBREW_BOOKINGS) expect(written(read, b), `${b.payee} in ${JSON.stringify(read)}`).toBeDefined();
    expect(read.filter((line) => /^\d{4}-/.test(line))).toHaveLength(HEBREW_BOOKINGS.length);
  });
});
