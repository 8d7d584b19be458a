// The header words that say amounts are written in hundredths, shared by the CSV reader and the PDF reader.
import { describe, expect, it } from "vitest";
import { minorDigits, minorUnitsNamed, namesMinorUnits, WHOLE_CURRENCIES } from "../../../../src/formats/csv/words/minor-units";

describe("a header that names the currency's hundredths says the amounts are whole numbers of them", () => {
  it.each([
    "Amount (cents)",
    "amount_minor",
    "Betrag in Cent",
    "Summa (senttiä)",
    "Kwota (groszy)",
    "Сумма (коп.)",
    "거래금액 (전)",
    "Ποσό (λεπτά)",
    "Գումար (լումա)",
    "Jumlah (sen)",
    "Amaun (sen)",
    "Số tiền (xu)",
  ])("%s", (header) => expect(namesMinorUnits(header)).toBe(true));
});

describe("the hundredths of every language the banks write in, and of the currencies they keep", () => {
  it.each([
    "Số tiền (xu)",
    "Ghi có (xu)",
    "Jumlah (sen)",
    "Amaun dalam sen",
    "Amount [cts]",
    "Сума (стотинки)",
    "Износ (пара)",
    "თანხა (თეთრი)",
    "סכום באגורות",
    "المبلغ (هللة)",
    "المبلغ بالهللة",
    "Tutar (kuruş)",
    "Összeg (fillér)",
    "Suma (haliere)",
    "Amount (paise)",
    "Amount (kobo)",
    "Amount (pesewas)",
    "Importe (centavos)",
    "Amount (sentimo)",
    "Summa (santims)",
    "金額（セント）",
    "금액 (센트)",
    "Сумма (тыйын)",
    "Сума (копійок)",
    "Summa (tiyin)",
  ])("%s", (header) => expect(namesMinorUnits(header)).toBe(true));
});

describe('a short name of hundredths counts only in brackets or after "in": the same letters elsewhere are other words', () => {
  it.each(["Sen", "Senin", "Persen", "Nama: Amartya Sen", "Xu hướng", "Sen. account", "CT scan", "Fils de", "Jumlah sen lainnya"])(
    "%s",
    (header) => expect(namesMinorUnits(header)).toBe(false),
  );
});

describe("a header of units, or a word that only contains a hundredths' name, says nothing", () => {
  it.each(["Amount", "Betrag", "Сумма", "Percentage", "Centre", "전체 금액", "Orepris", "Sender", "Pesan", "Xuất"])("%s", (header) =>
    expect(namesMinorUnits(header)).toBe(false),
  );
});

describe("currencies without minor units are written in whole numbers", () => {
  it("names the forint, the yen, the won and the dong, not the euro or the dollar", () => {
    for (const c of ["HUF", "JPY", "KRW", "VND"]) expect(WHOLE_CURRENCIES.has(c)).toBe(true);
    for (const c of ["EUR", "USD", "PLN"]) expect(WHOLE_CURRENCIES.has(c)).toBe(false);
  });
});

describe("the dinars and the rial are a thousand minor units to one; most currencies a hundred; the yen none", () => {
  it.each([
    ["KWD", 3],
    ["bhd", 3],
    ["OMR", 3],
    ["JOD", 3],
    ["TND", 3],
    ["LYD", 3],
    ["IQD", 3],
    ["AED", 2],
    ["SAR", 2],
    ["EUR", 2],
    ["JPY", 0],
  ] as const)("%s: %i", (code, digits) => expect(minorDigits(code)).toBe(digits));
});

describe("millimes and baisa are thousandths; fils leave it to the currency; other names are hundredths", () => {
  it.each([
    ["Montant (millimes)", "thousandths"],
    ["Amount (baisa)", "thousandths"],
    ["المبلغ (بالمليم)", "thousandths"],
    ["Amount (fils)", "fils"],
    ["Amount in fils", "fils"],
    ["المبلغ (فلس)", "fils"],
    ["المبلغ بالفلس", "fils"],
    ["Amount (cents)", "hundredths"],
    ["المبلغ (هللة)", "hundredths"],
  ] as const)("%s", (header, size) => expect(minorUnitsNamed(header)).toBe(size));
  it("names millimes and baisa as minor units at all", () => {
    for (const h of ["Montant (millimes)", "Amount (baisa)", "المبلغ (بيسة)"]) expect(namesMinorUnits(h)).toBe(true);
  });
});
