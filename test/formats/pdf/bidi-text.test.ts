// A right-to-left run's text in reading order, whichever way its producer stored it: the page's own numbers and
// word-final letters say which; bidi marks draw nothing and Arabic-Indic digits are digits.
import { describe, expect, it } from "vitest";
import { asRightToLeftParagraph, inReadingOrder, plainText, runOrder } from "../../../src/formats/pdf/bidi-text";
import { amountOf } from "../../../src/formats/pdf/tokens";

/** Texts as PDF.js gives them from the three ways producers store a right-to-left run (the reading is the first). */
const reversed = (s: string) => [...s].reverse().join("");
/** Letters reversed, numbers as read: the classic visual order ("ןובשח 2,140.88" for "2,140.88 חשבון"). */
const visual = (s: string) => reversed(s).replace(/[0-9][0-9.,/:-]*[0-9]/g, reversed);
/** Numbers reversed, letters as read: a run turned around whole, then reordered by PDF.js. */
const numbersTurned = (s: string) => s.replace(/[0-9][0-9.,/:-]*[0-9]/g, reversed);

const read = (texts: string[]) => {
  const order = runOrder(texts);
  return texts.map((t) => inReadingOrder(t, order));
};

describe("bidi marks draw nothing; Arabic-Indic and Persian digits and the Arabic decimal marks are read as digits", () => {
  it("drops LRM, RLM, ALM, embeddings, overrides and isolates", () => {
    expect(["\u200e-120.50", "120.50\u200f-", "\u202b\u05e7\u05e4\u05d4\u202c", "\u2067x\u2069", "\u061c-5.00"].map(plainText)).toEqual([
      "-120.50",
      "120.50-",
      "\u05e7\u05e4\u05d4",
      "x",
      "-5.00",
    ]);
  });

  it("reads ٠١٢ and ۰۱۲ as 012, ٫ as the decimal point and ٬ as the thousands mark", () => {
    expect(plainText("١٢٬٥٠٠٫٧٥")).toBe("12,500.75");
    expect(plainText("۱۴۰۳/۰۵/۱۲")).toBe("1403/05/12");
  });
});

describe("a page's right-to-left runs come back in reading order, however their producer stored them", () => {
  const pages: Record<string, string[]> = {
    Hebrew: ["יתרת פתיחה", "10/04/2025", "2,140.88 זכות", "העברה לדני כהן", "82.37 חובה", "חברת החשמל", "1,250.00", "קפה ארומה 15/04/2025"],
    Arabic: [
      "الرصيد الافتتاحي",
      "07/09/2025",
      "رسوم إدارة الحساب",
      "91.17 مدين",
      "تحويل وارد من سارة",
      "2,385.06 دائن",
      "فاتورة الكهرباء 13/09/2025",
    ],
    Urdu: ["بجلی کا بل", "02/06/2025", "دکانوں میں خریداری", "2,120.50", "موبائل فون 18/06/2025", "4,350.00"],
  };
  for (const [script, texts] of Object.entries(pages)) {
    it(`${script}: as PDF.js reads a run drawn as on paper, the text is kept`, () => {
      expect(read(texts)).toEqual(texts);
    });
    it(`${script}: a run whose numbers came out turned (a producer that reverses a run whole)`, () => {
      expect(read(texts.map(numbersTurned))).toEqual(texts);
    });
    it(`${script}: a run turned around whole, letters and numbers`, () => {
      expect(read(texts.map(reversed))).toEqual(texts);
    });
    it(`${script}: a run in visual order, its letters reversed and its numbers as read`, () => {
      expect(read(texts.map(visual))).toEqual(texts);
    });
  }

  it("a number that reads both ways is turned as the page's other numbers say", () => {
    // "82.37" and "73.28" are both amounts: the dates decide.
    expect(read(["5202/40/01", "73.28 חובה", "5202/40/51"])).toEqual(["10/04/2025", "82.37 חובה", "15/04/2025"]);
    expect(read(["10/04/2025", "73.28 חובה", "15/04/2025"])).toEqual(["10/04/2025", "73.28 חובה", "15/04/2025"]);
  });

  it("a minus before or after a number stays with it, whichever way the run was stored", () => {
    const texts = ["יתרת פתיחה", "10/04/2025", "-120.50 חובה", "120.50- חובה", "חברת החשמל 15/04/2025"];
    for (const stored of [(s: string) => s, numbersTurned, reversed, visual]) {
      const amounts = read(texts.map(stored)).flatMap((t) => t.split(" ").flatMap((w) => amountOf(w) ?? []));
      expect(amounts.map((a) => a.cents)).toEqual([-12050, -12050]);
    }
  });

  it("a bracket pair opens before it closes, whether the producer mirrored the brackets or stored them as drawn", () => {
    // Arabic halalas, Hebrew agorot, Urdu: a negative in brackets and a header naming the units in brackets.
    const texts = [
      "المبلغ (هللة)",
      "07/09/2025",
      "(1306) مدين",
      "סכום (באגורות)",
      "(24590) חובה",
      "بجلی کا بل",
      "(2,120.50)",
      "تحويل 15/04/2025",
    ];
    const mirrored = (s: string) => s.replace(/[()]/g, (c) => (c === "(" ? ")" : "("));
    for (const stored of [(s: string) => s, numbersTurned, reversed, visual, (s: string) => mirrored(visual(s))]) {
      const back = read(texts.map(stored));
      expect(back.filter((t) => /[()]/.test(t))).toEqual(["المبلغ (هللة)", "(1306) مدين", "סכום (באגורות)", "(24590) חובה", "(2,120.50)"]);
    }
  });

  it("a bracket alone or a pair already open first stays as it is", () => {
    const order = { lettersReversed: false, numbersReversed: false };
    for (const text of ["(1306)", "ID) 55", "(24590", "1) 2)", "رقم (5) و (6)", "[ref] (x)"])
      expect(inReadingOrder(text, order)).toBe(text);
  });

  it("amounts in minor units (bare digits): a round one reads with a leading zero only when turned", () => {
    // Hebrew agorot, Arabic fils: the dates stand in runs of their own, so only the amounts can tell.
    expect(read(["001961 זכות", "6877 חובה", "328 חובה"])).toEqual(["169100 זכות", "7786 חובה", "823 חובה"]);
    expect(read(["00052 مدين", "4127 دائن"])).toEqual(["25000 مدين", "7214 دائن"]);
    expect(read(["169100 זכות", "7786 חובה", "823 חובה"])).toEqual(["169100 זכות", "7786 חובה", "823 חובה"]);
  });

  it("where nothing tells, PDF.js's reading is kept", () => {
    expect(read(["קפה", "12.50"])).toEqual(["קפה", "12.50"]);
    expect(read(["הפק", "05.21"])).toEqual(["הפק", "05.21"]);
  });
});

describe("a text PDF.js ordered as a left-to-right paragraph is read as the right-to-left paragraph it is", () => {
  it("puts its stretches in the other order, the marks at a stretch's edge going with it", () => {
    expect(asRightToLeftParagraph("12-345-678901 חשבון")).toBe("חשבון 12-345-678901");
    expect(asRightToLeftParagraph("3506 2286 3049 3985 39LI :חשבון")).toBe("חשבון: 3506 2286 3049 3985 39LI");
    expect(asRightToLeftParagraph("AMAZON MARKETPLACE EU רכישה")).toBe("רכישה AMAZON MARKETPLACE EU");
    expect(asRightToLeftParagraph("NETFLIX.COM اشتراك شهري")).toBe("اشتراك شهري NETFLIX.COM");
  });
});
