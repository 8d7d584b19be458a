// What each amount column means: a check listed on a line of its own (a number, a day, an amount, no words) under a
// column of money out or money in is read by that column, as the other rows are. PDFs drawn by pdf-lib in the
// layouts banks use, none copied from a bank's file.
import { describe, expect, it } from "vitest";
import { money, type PdfLine, statementPdf } from "../../support/statement-pdf";
import { readTable } from "./statement-table";

/** A row: its day as printed, its ISO day, its text ("" for a check: its number then), money out (+) or in (-). */
type Tx = readonly [printed: string, iso: string, text: string, out: number, check?: string];

async function statement(labels: [string, string, string, string, string], style: "en" | "de", txs: readonly Tx[]) {
  const [date, text, out, inn, period] = labels;
  const opening = 100000;
  const closing = opening - txs.reduce((s, t) => s + t[3], 0);
  const rows = txs.map(([printed, , words, cents, check]): PdfLine => [
    [printed, 50],
    ...(check ? ([[check, 110]] as const) : ([[words, 110]] as const)),
    [money(Math.abs(cents), style), cents > 0 ? 430 : 520, "r"],
  ]);
  const pdf = await statementPdf([
    [
      [[period, 50]],
      [
        ["Opening balance", 300],
        [money(opening, style), 520, "r"],
      ],
      [],
      [
        [date, 50],
        [text, 110],
        [out, 430, "r"],
        [inn, 520, "r"],
      ],
      ...rows,
      [
        ["Closing balance", 300],
        [money(closing, style), 520, "r"],
      ],
    ],
  ]);
  return { pdf, want: txs.map(([, iso, , cents]) => [iso, (cents / 100).toFixed(2)]) };
}

describe("a check on a line of its own under a column of money out is read by that column", () => {
  for (const [name, labels, style, txs] of [
    [
      "a British current account (Paid out, Paid in)",
      ["Date", "Description", "Paid out", "Paid in", "Statement date 30/04/2025"],
      "en",
      [
        ["02/04/2025", "2025-04-02", "SALARY APRIL", -250000],
        ["05/04/2025", "2025-04-05", "", 25000, "100234"],
        ["09/04/2025", "2025-04-09", "CARD GROCER", 4550],
        ["12/04/2025", "2025-04-12", "", 7800, "100235"],
      ],
    ],
    [
      "a French compte courant (Débit, Crédit)",
      ["Date", "Libellé", "Débit", "Crédit", "Relevé du 30/04/2025"],
      "de",
      [
        ["03/04/2025", "2025-04-03", "VIR SALAIRE", -180000],
        ["06/04/2025", "2025-04-06", "", 32000, "8800412"],
        ["15/04/2025", "2025-04-15", "CB BOULANGERIE", 1250],
      ],
    ],
  ] as const) {
    it(name, async () => {
      const { pdf, want } = await statement([...labels], style, txs);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect(table.warnings).toEqual([]);
    });
  }
});
