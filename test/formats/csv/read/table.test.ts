// Where the transaction table is: found by its structure (rows with a date and an amount, the run under its
// own header), not by the first line that holds a date.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import inCard from "../unseen/structure-in-card-number-line-forex-zeros";
import aeCard from "../unseen/structure-ae-card-number-line-aed";
import esCard from "../unseen/structure-es-tarjeta-line-under-header";

const plan = (s: string) => planCsv(new TextEncoder().encode(s), { accountId: 1 });
const items = (s: string) => plan(s).items.map((i) => [i.item.date, i.item.amount]);

describe("a preamble longer than the table does not hide it", () => {
  it("finds a six-column table under more key/value lines than it has rows", () => {
    const csv = [
      "Kontonummer:;1234567890",
      "IBAN;DE89370400440532013000",
      "Zeitraum;01.03.2024 - 31.03.2024",
      "Saldo;1.234,56 EUR",
      "Kontoinhaber;Erika Mustermann",
      "",
      "Buchungstag;Valuta;Empfänger;Verwendungszweck;Betrag;Währung",
      "04.03.2024;04.03.2024;REWE;Einkauf;-45,20;EUR",
      "11.03.2024;11.03.2024;Stadtwerke;Strom;-89,00;EUR",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile?.headerRow).toBe(6);
    expect(p.profile?.columnCount).toBe(6);
    expect(items(csv)).toEqual([
      ["2024-03-04", "45.20"],
      ["2024-03-11", "89.00"],
    ]);
  });

  it("skips a summary table of the same width (with dates and amounts of its own) before the transactions", () => {
    const csv = [
      "Von;Bis;Konto;Anfangssaldo;Endsaldo",
      "01.04.2024;30.04.2024;AT611904300234573201;2.450,00;2.011,35",
      ";;;;",
      "Buchungsdatum;Valutadatum;Buchungstext;Betrag;Währung",
      "02.04.2024;02.04.2024;BILLA;-38,65;EUR",
      "15.04.2024;15.04.2024;A1 Telekom;-25,00;EUR",
    ].join("\n");
    expect(plan(csv).profile?.headerRow).toBe(3);
    expect(plan(csv).profile?.warnings).toBeUndefined(); // one summary row is no cause for doubt
    expect(items(csv)).toEqual([
      ["2024-04-02", "38.65"],
      ["2024-04-15", "25.00"],
    ]);
  });

  it("warns when the rows skipped above the header could be transactions of another section", () => {
    const csv = [
      "Sparbuch;Zinsen;Betrag",
      "31.03.2024;Habenzinsen;1,20",
      "30.04.2024;Habenzinsen;1,25",
      "",
      "Date;Payee;Amount",
      "02.04.2024;BILLA;-38,65",
      "03.04.2024;SPAR;-12,00",
      "15.04.2024;A1;-25,00",
    ].join("\n");
    const p = plan(csv);
    expect(p.items).toHaveLength(3);
    expect(p.profile?.warnings?.join(" ")).toMatch(/2 rows with dates above the header.*check that no transactions are missing/);
  });

  it("keeps a page header repeated word for word inside one table", () => {
    const csv = [
      "Date,Description,Amount",
      "2024-01-02,A,-1.00",
      "Date,Description,Amount",
      "2024-01-03,B,-2.00",
      "2024-01-04,C,-3.00",
    ].join("\n");
    expect(plan(csv).profile?.headerRow).toBe(0);
    expect(items(csv).map(([d]) => d)).toEqual(["2024-01-02", "2024-01-03", "2024-01-04"]);
  });
});

describe("rows wider than the header do not widen the table", () => {
  it("takes the width of the rows with a date and an amount, not of the spilled ones", () => {
    const csv = [
      "Fecha;Concepto;Importe;Saldo",
      "02/03/2024;COMPRA;-34,50;965,50",
      "05/03/2024;TRANSFERENCIA;-120,00;845,50;ALQUILER;MARZO",
      "15/03/2024;RECIBO;-48,10;797,40",
      "20/03/2024;NOMINA;1.800,00;2.597,40",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile?.columnCount).toBe(4);
    expect(p.profile?.columns.amount?.index).toBe(2);
  });

  it("reads rows that all end with one extra empty field", () => {
    const csv = ["Date;Libellé;Montant", "05/02/2024;CARREFOUR;-62,30;", "12/02/2024;EDF;-74,00;"].join("\n");
    expect(items(csv)).toEqual([
      ["2024-02-05", "62.30"],
      ["2024-02-12", "74.00"],
    ]);
  });

  it("finds a header of five names over rows that all end with two empty fields", () => {
    const csv = [
      "Rekening: BE68 5390 0754 7034",
      "Datum;Omschrijving;Bedrag;Munt;Tegenrekening",
      "02/07/2024;Delhaize;-31,75;EUR;;;",
      "09/07/2024;Proximus;-49,99;EUR;BE12 3456;;",
    ].join("\n");
    const p = plan(csv);
    expect(p.profile?.headerRow).toBe(1);
    expect(p.profile?.columns.amount?.header).toBe("Bedrag");
  });
});

describe("one value between the header and the rows (the card they are of) hides no header", () => {
  it("takes the line above it for the header and reports the value as the section's title", () => {
    const p = plan(
      ["Fecha valor;Fecha operación;Concepto;Importe", "Tarjeta 4111 **** **** 1234", "15/01/2026;14/01/2026;MERCADONA;-56,30"].join("\n"),
    );
    expect(p.profile?.headerRow).toBe(0);
    expect(p.items.map((i) => i.item.date)).toEqual(["2026-01-14"]);
    expect(p.rows.find((r) => r.row === 2)).toEqual({ row: 2, outcome: "ignored", reason: "section title" });
  });
  it("looks past two such lines, not three", () => {
    const rows = ["Date,Payee,Amount", "4111XXXXXXXX1234", "Main card", "03/01/2026,SHOP,-1.00"];
    expect(plan(rows.join("\n")).profile?.headerRow).toBe(0);
    expect(plan([rows[0], rows[1], rows[2], "Supplementary card", rows[3]].join("\n")).profile?.headerRow).toBeNull();
  });
  for (const f of [inCard, aeCard, esCard]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});

describe("an opening balance printed under the header is a line of the table, not its header", () => {
  it.each([
    [
      "Russian, the amount with its direction word",
      [
        "Дата валютирования;Дата;Назначение платежа;Сумма",
        ";;Входящий остаток;118 945,48 Приход",
        "03.03.2025;02.03.2025;Перевод Ивану Петрову;835,99 Расход",
      ],
      "Дата",
    ],
    [
      "German, the balance with its H (Haben)",
      ["Valuta;Buchungstag;Verwendungszweck;Betrag", ";;Anfangssaldo;1.234,56 H", "05.03.2025;04.03.2025;REWE Markt;12,30 S"],
      "Buchungstag",
    ],
    [
      "English, a plain figure",
      ["Value date,Date,Description,Amount", ",,Opening balance,1500.00", "03/05/2025,03/04/2025,TESCO STORES,-12.30"],
      "Date",
    ],
  ])("%s", (_, lines, date) => {
    const p = plan(lines.join("\n")).profile;
    expect(p.headerRow).toBe(0);
    expect(p.columns.date?.header).toBe(date);
  });

  it("keeps a header whose first name is a balance word (no figure in it)", () => {
    const p = plan(["Saldo;Datum;Text;Betrag", "100,00;01.03.2025;REWE;-12,30", "87,70;02.03.2025;Aldi;-5,00"].join("\n")).profile;
    expect(p.headerRow).toBe(0);
  });
});
