// Two date columns only their order tells apart: the balance cannot prove which is the row's day, so the reading says so.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const warningsOf = (file: string) => planCsv(enc(file), { accountId: 1 }).profile?.warnings ?? [];

describe("two date columns told apart by their order alone are said when their days differ", () => {
  it("without a header (a Central European bank's export): the first is read, the other's days are said", () => {
    const file = "AT12 3456;03.04.2024;01.04.2024;BILLA DANKT;-12,40\nAT12 3456;05.04.2024;05.04.2024;GEHALT;2.100,00\n";
    expect(warningsOf(file).join(" ")).toMatch(/column 2, the first of two date columns; column 3 prints another day on 1 of 2 rows/);
  });
  it("not when one of them is named a value date, wherever it is printed: it is the other day (issue 80 §1)", () => {
    const file = "F.Valor;Fecha;Concepto;Importe\n30/11/2024;02/12/2024;Floristeria;-25,00\n02/12/2024;02/12/2024;Nomina;1.200,00\n";
    expect(warningsOf(file).join(" ")).not.toMatch(/date columns/);
  });
  it("not when the two print the same day on every row", () => {
    const file = "Data valuta;Data;Descrizione;Importo\n02/12/2024;02/12/2024;Fioraio;-25,00\n";
    expect(warningsOf(file).join(" ")).not.toMatch(/date columns/);
  });
  it("not when a header names the booking or the transaction date", () => {
    for (const file of [
      "Buchungstag;Valuta;Text;Betrag\n02.12.2024;30.11.2024;Blumen;-25,00\n",
      "Fecha operación;Fecha valor;Concepto;Importe\n02/12/2024;30/11/2024;Floristeria;-25,00\n",
    ])
      expect(warningsOf(file).join(" ")).not.toMatch(/date columns/);
  });
});
