// The workbook as the one table the CSV reader reads: the sheet of the transactions, written as quoted CSV.
import { describe, expect, it } from "vitest";
import { delimitedText, transactionsSheet } from "../../../src/formats/sheets/table";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("the sheet whose rows hold a date and an amount is read", () => {
  const summary = {
    name: "Summary",
    rows: [
      ["Account", "ES91 2100 0418 4502 0005 1332"],
      ["Balance", "1200.50"],
    ],
  };
  const movements = {
    name: "Movimientos",
    rows: [
      ["Fecha", "Concepto", "Importe"],
      ["2025-01-02", "Mercadona", "-23.10"],
      ["03/01/2025", "Nómina", "1500"],
    ],
  };
  it("over a summary sheet before it", () => expect(transactionsSheet([summary, movements])?.sheet.name).toBe("Movimientos"));
  it("and names the other sheets that hold transactions too", () => {
    const card = {
      name: "Tarjeta",
      rows: [
        ["Fecha", "Comercio", "Importe"],
        ["2025-01-05", "Repsol", "-40"],
      ],
    };
    expect(transactionsSheet([summary, movements, card])).toMatchObject({ sheet: { name: "Movimientos" }, others: ["Tarjeta"] });
  });
  it("a workbook of no filled cell has none", () => expect(transactionsSheet([{ name: "Sheet1", rows: [[], []] }])).toBeNull());
  it("a workbook whose only sheet holds no date still gives it (the CSV reader says what it misses)", () =>
    expect(transactionsSheet([summary])?.sheet.name).toBe("Summary"));
});

describe("the sheet as CSV: quoted where needed, the margin and blank ends dropped", () => {
  it("cells with commas, quotes or edge blanks are quoted; an empty leading column (a margin) goes", () => {
    const rows = [
      [],
      ["", "Date", "Payee", "Amount"],
      ["", "2025-01-02", 'The "Corner", Cafe', "-4.5"],
      ["", "2025-01-03", " lead", "2"],
      [],
    ];
    expect(text(delimitedText({ name: "s", rows }))).toBe(
      'Date,Payee,Amount\r\n2025-01-02,"The ""Corner"", Cafe",-4.5\r\n2025-01-03," lead",2\r\n',
    );
  });
});

describe("a row that starts with its day is a row of the table, as wide as it; a closing line keeps its width", () => {
  it("pads a later section's rows whose last money column is empty (in any script's digits)", () => {
    const rows = [
      ["Date", "Payee", "Out", "In"],
      ["2025-10-03", "Salary", "", "1885.81"],
      ["Currency: USD"],
      ["Date", "Payee", "Out", "In"],
      ["15/10/2025", "Transfer", "31.31"],
      ["١٩/١٠/٢٠٢٥", "Card", "2.51"],
      ["Closing", "93.5"],
    ];
    expect(
      text(delimitedText({ name: "s", rows }))
        .split("\r\n")
        .slice(4),
    ).toEqual(["15/10/2025,Transfer,31.31,", "١٩/١٠/٢٠٢٥,Card,2.51,", "Closing,93.5", ""]);
  });
});
