// An opening balance's line between the header and the rows, its amount written with the direction after it ("169 080
// J", "1161075 К", "1,000.00 CR"): a value, never the header, so the header above it names the columns. The marks
// are those statements print in each language: T/J (Terhelés/Jóváírás), Д/К, Д/П (дугује/потражује), B/A
// (Borç/Alacak), D/A (Dare/Avere), DR/CR; their thousands grouped by spaces, narrow no-break spaces or apostrophes.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { looksLikeHeader } from "../../../../src/formats/csv/read/header-row";

const plan = (csv: string) => planCsv(new TextEncoder().encode(csv), { accountId: 1 });

interface Marked {
  language: string;
  header: string;
  opening: string;
  rows: string[];
  closing: string;
  amounts: string[];
}

const statements: Marked[] = [
  {
    language: "Hungarian, forint grouped by spaces, T/J",
    header: "Értéknap;Dátum;Közlemény;Összeg",
    opening: ";;Nyitó egyenleg;169 080 J",
    rows: [
      "2026. december 3.;2026. december 3.;Csoportos beszedés ELMŰ;32 180 T",
      "2026. december 9.;2026. december 9.;Jóváírás Nagy Anna;341 430 J",
      "2026. december 21.;2026. december 21.;LIDL;810 T",
    ],
    closing: ";;Záró egyenleg;477 520 J",
    amounts: ["32180.00", "-341430.00", "810.00"],
  },
  {
    language: "Bulgarian, in stotinki, Д/К",
    header: "Дата;Вальор;Основание;Сума (стотинки)",
    opening: ";;Начално салдо;1161075 К",
    rows: [
      "03.06.2025;05.06.2025;Теглене от банкомат;60463 Д",
      "03.06.2025;03.06.2025;Превод от Мария Петрова;37595 К",
      "06.06.2025;09.06.2025;Плащане с карта Лидл;9752 Д",
    ],
    closing: ";;Крайно салдо;1128455 К",
    amounts: ["604.63", "-375.95", "97.52"],
  },
  {
    language: "Serbian, grouped by narrow no-break spaces, Д/П",
    header: "Датум;Опис;Износ",
    opening: ";Почетно стање;25\u202f000,00 П",
    rows: ["01.06.2025;Исплата банкомат;3\u202f000,00 Д", "04.06.2025;Зарада НИС а.д.;84\u202f500,50 П", "09.06.2025;LIDL;1\u202f250,00 Д"],
    closing: ";Крајње стање;105\u202f250,50 П",
    amounts: ["3000.00", "-84500.50", "1250.00"],
  },
  {
    language: "Turkish, B/A",
    header: "Tarih;Açıklama;Tutar",
    opening: ";Devreden bakiye;10.000,00 A",
    rows: ["02.04.2026;Market alışverişi;1.250,00 B", "05.04.2026;Maaş ödemesi;42.000,00 A", "09.04.2026;Fatura ödemesi;800,00 B"],
    closing: ";Kapanış bakiyesi;49.950,00 A",
    amounts: ["1250.00", "-42000.00", "800.00"],
  },
  {
    language: "Swiss Italian, grouped by apostrophes, D/A",
    header: "Data;Descrizione;Importo CHF",
    opening: ";Saldo iniziale;12'500.00 A",
    rows: ["02.04.2026;Pagamento Coop;1'250.40 D", "05.04.2026;Stipendio;6'800.00 A", "09.04.2026;Swisscom;89.90 D"],
    closing: ";Saldo finale;17'959.70 A",
    amounts: ["1250.40", "-6800.00", "89.90"],
  },
  {
    language: "English, DR/CR",
    header: "Date,Details,Amount",
    opening: ",Opening balance,1 000.00 CR",
    rows: ["02/04/2026,TESCO STORES,45.20 DR", "05/04/2026,SALARY ACME LTD,2 100.00 CR", "09/04/2026,BRITISH GAS,89.00 DR"],
    closing: ",Closing balance,2 965.80 CR",
    amounts: ["45.20", "-2100.00", "89.00"],
  },
];

describe("an opening balance's line with the direction after its amount is no header", () => {
  it.each(statements)("$language", (s) => {
    const p = plan([s.header, s.opening, ...s.rows, s.closing].join("\n"));
    expect(p.profile.headerRow).toBe(0);
    expect(p.items.map((i) => i.item.amount)).toEqual(s.amounts);
    expect(p.profile.verification?.status).toBe("balanced");
  });

  it("reads the line of names over such a line as the header, and the line itself as values", () => {
    expect(looksLikeHeader(["", "", "Nyitó egyenleg", "169 080 J"], 4)).toBe(false);
    expect(looksLikeHeader(["", "Opening balance", "1,000.00CR"], 3)).toBe(false);
    expect(looksLikeHeader(["", "Saldo", "1.250,00 EUR"], 3)).toBe(false);
    expect(looksLikeHeader(["Értéknap", "Dátum", "Közlemény", "Összeg"], 4)).toBe(true);
  });

  it('still takes a header whose names hold a number before a word that is no direction ("2024 Umsatz")', () => {
    expect(looksLikeHeader(["Datum", "Text", "2024 Umsatz"], 3)).toBe(true);
    expect(looksLikeHeader(["Datum", "Text", "12 Monate"], 3)).toBe(true);
  });
});
