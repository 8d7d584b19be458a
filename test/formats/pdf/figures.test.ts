// The statement's figures judge its reading: when its rows add up only with some left out, the fewest changes are made,
// and a run of sections a figure of its own totals (one card's purchases over two columns or pages) is one list, left
// out whole or kept whole. PDFs drawn by pdf-lib in the layouts card bills use.
import { describe, expect, it } from "vitest";
import { money, type PdfLine, statementPdf } from "../../support/statement-pdf";
import { readTable } from "./statement-table";

/** A bill's words in one language. */
interface Words {
  name: string;
  summary: [previous: string, charges: string, total: string, issued: string];
  purchases: string;
  cardTotal: (card: string) => string;
  box: string;
  boxTotal: string;
  style: "de" | "en";
}

const PT: Words = {
  name: "a Brazilian fatura",
  summary: ["Total da fatura anterior", "Lançamentos atuais", "Total desta fatura", "Emissão: 02/05/2025"],
  purchases: "Lançamentos: compras e saques",
  cardTotal: (card) => `Lançamentos no cartão (final ${card})`,
  box: "Compras parceladas - próximas faturas",
  boxTotal: "Próxima fatura",
  style: "de",
};
const ES: Words = {
  name: "an Argentine resumen",
  summary: ["Saldo anterior", "Consumos del período", "Saldo actual", "Fecha de cierre: 02/05/2025"],
  purchases: "Consumos en pesos",
  cardTotal: (card) => `Total tarjeta terminada en ${card}`,
  box: "Cuotas a vencer",
  boxTotal: "Total próximo resumen",
  style: "de",
};
const EN: Words = {
  name: "a card statement in English",
  summary: ["Previous balance", "New charges", "New balance", "Statement date: 02/05/2025"],
  purchases: "Purchases and advances",
  cardTotal: (card) => `Total for card ending ${card}`,
  box: "Instalments due on later statements",
  boxTotal: "Due next statement",
  style: "en",
};

/**
 * Card 1111's purchases in two sections (a heading repeated between them) under the card's total, card 2222's under
 * its own, then a box of next bills' instalments under its total. The box's sum is also the sum of card 1111's second
 * section, of fewer rows: leaving that section out adds up as well, but the card's own total counts it.
 */
async function bill(w: Words) {
  const first = [
    ["03/04", "2025-04-03", "SUPERMERCADO NORTE", 12000],
    ["06/04", "2025-04-06", "POSTO CENTRAL", 8000],
    ["09/04", "2025-04-09", "PADARIA DA ESQUINA", 2550],
  ] as const;
  const second = [
    ["14/04", "2025-04-14", "LIVRARIA DO PORTO", 3000],
    ["18/04", "2025-04-18", "FARMACIA BOA", 4500],
  ] as const;
  const other = [
    ["21/04", "2025-04-21", "CINEMA SHOPPING", 6400],
    ["25/04", "2025-04-25", "RESTAURANTE SOL", 9150],
  ] as const;
  const box = [
    ["10/02", "LOJA DE MOVEIS 04/10", 2500],
    ["13/01", "ELETRO SUL 05/06", 2500],
    ["19/12", "OTICA BOM OLHAR 06/10", 2500],
  ] as const;
  const sum = (rows: readonly (readonly [string, ...unknown[]])[]) => rows.reduce((s, r) => s + (r.at(-1) as number), 0);
  const card1 = sum(first) + sum(second);
  const card2 = sum(other);
  const total = card1 + card2;
  const row = (day: string, text: string, cents: number): PdfLine => [
    [day, 60],
    [text, 100],
    [money(cents, w.style), 545, "r"],
  ];
  const figure = (label: string, cents: number, x = 60): PdfLine => [
    [label, x],
    [money(cents, w.style), 545, "r"],
  ];
  const [previous, charges, owed, issued] = w.summary;
  const page: PdfLine[] = [
    figure(previous, 0, 320),
    figure(charges, total, 320),
    figure(owed, total, 320),
    [[issued, 60]],
    [],
    [[w.purchases, 60]],
    ...first.map(([day, , text, cents]) => row(day, text, cents)),
    [[w.purchases, 60]],
    ...second.map(([day, , text, cents]) => row(day, text, cents)),
    figure(w.cardTotal("1111"), card1),
    [[w.purchases, 60]],
    ...other.map(([day, , text, cents]) => row(day, text, cents)),
    figure(w.cardTotal("2222"), card2),
    [],
    [[w.box, 60]],
    ...box.map(([day, text, cents]) => row(day, text, cents)),
    figure(w.boxTotal, sum(box)),
  ];
  const want = [...first, ...second, ...other].map(([, iso, , cents]) => [iso, money(cents, "en").replace(/,/g, "")]);
  return { pdf: await statementPdf([page]), want };
}

describe("a run of sections a figure of its own totals is left out whole or kept whole", () => {
  for (const words of [PT, ES, EN]) {
    it(`${words.name}: the box is left out, not a section of a card its total counts`, async () => {
      const { pdf, want } = await bill(words);
      const table = await readTable(pdf);
      expect(table.rows).toEqual(want);
      expect(table.warnings.join(" ")).toMatch(/^3 rows of the PDF \(from LOJA DE MOVEIS/);
    });
  }
});
