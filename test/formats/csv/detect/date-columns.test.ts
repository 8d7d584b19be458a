// Two date columns only their order tells apart: the balance cannot prove which is the row's day, so the reading says so.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";

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

describe("the other day is counted over the whole file, not detection's sample", () => {
  /** `rows` rows of a layout; from row `from` on, every fourth row's first date column prints the day after. */
  function exportOf(header: string, row: (first: string, second: string, i: number) => string, rows: number, from: number): string {
    const lines = header === "" ? [] : [header];
    for (let i = 0; i < rows; i++) {
      const day = (i % 28) + 1;
      const apart = i >= from && i % 4 === 0;
      lines.push(row(String(apart ? day + 1 : day).padStart(2, "0"), String(day).padStart(2, "0"), i));
    }
    return lines.join("\n") + "\n";
  }
  const cents = (i: number) => `${(i % 90) + 1},${String(i % 100).padStart(2, "0")}`;
  // 5,000 rows: detection's sample (64 KB, under 2,000 of these rows) holds only rows whose two days agree.
  const ROWS = 5000;
  const FROM = 3000;
  const APART = (ROWS - FROM) / 4;
  const later = [
    {
      bank: "a Polish bank's export (booking day, then the operation's)",
      file: exportOf(
        "#Data księgowania;#Data operacji;#Opis operacji;#Kwota;",
        (a, b, i) => `2026-07-${a};2026-07-${b};SKLEP ${i};-${cents(i)};`,
        ROWS,
        FROM,
      ),
      said: /read from "#Data operacji", the day the payment was made; "#Data księgowania", printed before it, gives another day on 500 of 5000 rows/,
    },
    {
      bank: "a Spanish bank's export (the value day, then the operation's)",
      file: exportOf("F.Valor;Fecha;Concepto;Importe", (a, b, i) => `${a}/11/2024;${b}/11/2024;Compra ${i};-${cents(i)}`, ROWS, FROM),
      said: /read from "Fecha", the day the payment was made; "F.Valor", printed before it, gives another day on 500 of 5000 rows/,
    },
    {
      bank: "an American card's export (the posting day, then the transaction's)",
      file: exportOf(
        "Posted Date,Transaction Date,Description,Amount",
        (a, b, i) => `11/${a}/2024,11/${b}/2024,SHOP ${i},-${cents(i).replace(",", ".")}`,
        ROWS,
        FROM,
      ),
      said: /read from "Transaction Date", the day the payment was made; "Posted Date", printed before it, gives another day on 500 of 5000 rows/,
    },
  ];
  for (const c of later)
    it(`${c.bank}: said with the whole file's count, and every row dated by the payment's day`, () => {
      const plan = planCsv(enc(c.file), { accountId: 1 });
      expect(APART).toBe(500);
      const said = (plan.profile.warnings ?? []).filter((w) => w.startsWith("The rows' days"));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(c.said);
      expect(plan.items).toHaveLength(ROWS);
      plan.items.forEach((planned, i) => expect(planned.item.date.slice(-2)).toBe(String((i % 28) + 1).padStart(2, "0")));
    });

  it("two unnamed date columns (no header): the first read, the other's days counted over the whole file", () => {
    const file = exportOf("", (a, b, i) => `AT12 3456;${b}.04.2024;${a}.04.2024;BILLA ${i};-${cents(i)}`, ROWS, FROM);
    const said = (planCsv(enc(file), { accountId: 1 }).profile.warnings ?? []).filter((w) => w.startsWith("The rows' days"));
    expect(said).toEqual([
      expect.stringMatching(/column 2, the first of two date columns; column 3 prints another day on 500 of 5000 rows/),
    ]);
  });

  it("a sample that already differs: its count is replaced by the whole file's, said once", () => {
    const file = exportOf("F.Valor;Fecha;Concepto;Importe", (a, b, i) => `${a}/11/2024;${b}/11/2024;Compra ${i};-${cents(i)}`, ROWS, 0);
    const said = (planCsv(enc(file), { accountId: 1 }).profile.warnings ?? []).filter((w) => w.startsWith("The rows' days"));
    expect(said).toEqual([expect.stringMatching(/gives another day on 1250 of 5000 rows/)]);
  });

  it("streamed, the last chunk's profile says the whole file's count", async () => {
    const c = later[0]!;
    const bytes = enc(c.file);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.subarray(at, at + 16 * 1024));
        controller.close();
      },
    });
    let warnings: string[] = [];
    let items = 0;
    for await (const chunk of streamCsvPlan(stream, { accountId: 1 })) {
      items += chunk.items.length;
      warnings = chunk.profile.warnings ?? [];
    }
    expect(items).toBe(ROWS);
    expect(warnings.filter((w) => w.startsWith("The rows' days"))).toEqual([expect.stringMatching(c.said)]);
  });

  it("not when the payment's day is printed first, however far down the days differ", () => {
    for (const file of [
      exportOf("Buchungstag;Valuta;Text;Betrag", (a, b, i) => `${b}.11.2024;${a}.11.2024;Kauf ${i};-${cents(i)}`, ROWS, FROM),
      exportOf(
        "Transaction Date,Posted Date,Description,Amount",
        (a, b, i) => `11/${b}/2024,11/${a}/2024,SHOP ${i},-${cents(i).replace(",", ".")}`,
        ROWS,
        FROM,
      ),
    ])
      expect(planCsv(enc(file), { accountId: 1 }).profile.warnings?.join(" ") ?? "").not.toMatch(/The rows' days/);
  });

  it("not when the later column's day agrees with the other on every row of the file", () => {
    const file = exportOf("F.Valor;Fecha;Concepto;Importe", (a, b, i) => `${a}/11/2024;${b}/11/2024;Compra ${i};-${cents(i)}`, ROWS, ROWS);
    expect(planCsv(enc(file), { accountId: 1 }).profile.warnings?.join(" ") ?? "").not.toMatch(/The rows' days/);
  });
});
