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

describe("a day read from the later of two date columns is said when the days differ: the rule, not the file's order", () => {
  const itemsOf = (file: string) => planCsv(enc(file), { accountId: 1 }).items;
  const cases = [
    {
      bank: "a Polish bank: booking day first, the operation's second",
      file: "#Data księgowania;#Data operacji;#Opis operacji;#Kwota;\n2026-07-21;2026-07-20;ZABKA Z1234;-12,40;\n2026-07-22;2026-07-22;WYNAGRODZENIE;4 100,00;\n",
      read: '"#Data operacji"',
      first: '"#Data księgowania"',
      day: "2026-07-20",
    },
    {
      bank: "a Spanish bank: the value day first",
      file: "F.Valor;Fecha;Concepto;Importe\n30/11/2024;02/12/2024;Floristeria;-25,00\n02/12/2024;02/12/2024;Nomina;1.200,00\n",
      read: '"Fecha"',
      first: '"F.Valor"',
      day: "2024-12-02",
    },
    {
      bank: "an American card: the posting day first",
      file: "Posted Date,Transaction Date,Description,Amount\n12/03/2024,12/01/2024,COFFEE SHOP,-4.50\n12/04/2024,12/04/2024,PAYMENT THANK YOU,200.00\n",
      read: '"Transaction Date"',
      first: '"Posted Date"',
      day: "2024-12-01",
    },
  ];
  for (const c of cases)
    it(`${c.bank}: the payment's day is the date, and the first column's other day is said`, () => {
      const warning = warningsOf(c.file).find((w) => w.includes("printed before it"));
      expect(warning).toContain(
        `read from ${c.read}, the day the payment was made; ${c.first}, printed before it, gives another day on 1 of 2 rows`,
      );
      expect(itemsOf(c.file)[0]?.item.date).toBe(c.day);
    });

  it("not when the payment's day is the first printed (a card's transaction day, then its posting day)", () => {
    for (const file of [
      "Transaction Date,Posted Date,Description,Amount\n12/01/2024,12/03/2024,COFFEE SHOP,-4.50\n",
      "Buchungstag;Valuta;Text;Betrag\n02.12.2024;30.11.2024;Blumen;-25,00\n",
      "#Data operacji;#Data księgowania;#Opis operacji;#Kwota;\n2026-07-20;2026-07-21;ZABKA Z1234;-12,40;\n",
    ])
      expect(warningsOf(file).join(" ")).not.toMatch(/printed before it/);
  });
  it("not when the two columns print the same day on every row", () => {
    const file = "F.Valor;Fecha;Concepto;Importe\n02/12/2024;02/12/2024;Floristeria;-25,00\n";
    expect(warningsOf(file).join(" ")).not.toMatch(/printed before it/);
  });
});

describe("a long export's later date column is said, and every row dated by the payment's day", () => {
  it("1,500 rows of a Polish bank's export: the warning, and each item's day the operation's", () => {
    const lines = ["#Data księgowania;#Data operacji;#Opis operacji;#Kwota;"];
    for (let i = 0; i < 1500; i++) {
      const day = String((i % 27) + 1).padStart(2, "0");
      const next = String((i % 27) + 2).padStart(2, "0");
      lines.push(`2026-07-${i % 3 === 0 ? next : day};2026-07-${day};SKLEP ${i};-${(i % 90) + 1},${String(i % 100).padStart(2, "0")};`);
    }
    const file = lines.join("\n") + "\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.profile?.warnings?.join(" ")).toMatch(
      /read from "#Data operacji", the day the payment was made; "#Data księgowania", printed before it/,
    );
    expect(plan.items).toHaveLength(1500);
    plan.items.forEach((planned, i) => expect(planned.item.date).toBe(`2026-07-${String((i % 27) + 1).padStart(2, "0")}`));
  });
});
