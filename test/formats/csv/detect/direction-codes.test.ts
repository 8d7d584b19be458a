// A bank's own direction codes beside unsigned amounts (Italian D/A, Serbian Д/П, Spanish C/A): the file's arithmetic
// (a running balance, or its opening and closing balances) proves what each code says, whatever the word lists know;
// without arithmetic the words decide as before.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { codesByArithmetic } from "../../../../src/formats/csv/detect/direction-codes";

const enc = (s: string) => new TextEncoder().encode(s);
const amounts = (file: string) => planCsv(enc(file), { accountId: 1 }).items.map((i) => i.item.amount);
const profileOf = (file: string) => planCsv(enc(file), { accountId: 1 }).profile;

describe("a running balance proves a code no list knows", () => {
  it("reads Italian A (avere) as money in beside D (dare)", () => {
    const file = [
      "Data;Descrizione;Importo;D/A;Saldo",
      "02/04/2026;Prelievo Bancomat;50,00;D;950,00",
      "05/04/2026;Bonifico da Marco Bianchi;200,00;A;1.150,00",
      "07/04/2026;Pagamento POS Esselunga;20,00;D;1.130,00",
      "09/04/2026;Stipendio;1.000,00;A;2.130,00",
    ].join("\n");
    expect(amounts(file)).toEqual(["50.00", "-200.00", "20.00", "-1000.00"]);
    expect(profileOf(file).signReason).toMatch(
      /running balance moves by each row's amount in 3 rows, with "d" as money out and "a" as money in/,
    );
  });

  it("reads a Serbian column of Д and П as the direction, over the rows' words (Уплата ЕПС is a payment out)", () => {
    const file = [
      "Датум;Опис;Износ;Тип;Стање",
      "02.09.2025;LIDL;3.939,44;Д;445.716,94",
      "08.09.2025;Уплата ЕПС Снабдевање;18.223,10;Д;427.493,84",
      "10.09.2025;Зарада НИС а.д.;128.247,69;П;555.732,53",
      "13.09.2025;Уплата од Јелена Николић;57.981,21;П;613.713,74",
      "15.09.2025;Исплата банкомат;10.521,14;Д;603.192,60",
    ].join("\n");
    expect(amounts(file)).toEqual(["3939.44", "18223.10", "-128247.69", "-57981.21", "10521.14"]);
    expect(profileOf(file).columns.indicator).toEqual({ index: 3, header: "Тип" });
  });
});

describe("the opening and closing balances prove the codes where no running balance is printed", () => {
  it("reads Serbian Д/П by the balances stated in the table and again under it", () => {
    const file = [
      "Датум;Опис;Износ;Тип",
      "01.05.2025;Почетно стање;1.000,00;П",
      "03.05.2025;Плаћање картицом Макси;100,00;Д",
      "26.05.2025;Уплата од Јелена Николић;500,00;П",
      "30.05.2025;Уплата ЕПС Снабдевање;40,00;Д",
      "31.05.2025;Завршно стање;1.360,00;П",
      "Почетно стање;1.000,00",
      "Завршно стање;1.360,00",
    ].join("\n");
    expect(amounts(file)).toEqual(["100.00", "-500.00", "40.00"]);
  });

  it("still reads Spanish C (cargo) as money out, though C is money in (credit) in English lists (a look-alike)", () => {
    const file = [
      "Fecha;Concepto;Importe;Tipo",
      "01/03/2026;Saldo inicial;500,00;",
      "03/03/2026;Compra Mercadona;30,00;C",
      "05/03/2026;Transferencia recibida;120,00;A",
      "09/03/2026;Recibo Iberdrola;45,50;C",
      "12/03/2026;Compra Zara;19,99;C",
      "31/03/2026;Saldo final;524,51;",
    ].join("\n");
    expect(amounts(file)).toEqual(["30.00", "-120.00", "45.50", "19.99"]);
  });
});

describe("without arithmetic, or against it, the codes are not taken", () => {
  it("leaves a Serbian Тип column to the words where the file states no balance", () => {
    const file = [
      "Датум;Опис;Износ;Тип",
      "03.05.2025;Плаћање картицом Макси;100,00;Д",
      "26.05.2025;Уплата од Јелена Николић;500,00;П",
      "28.05.2025;Исплата банкомат;40,00;Д",
    ].join("\n");
    // Д (дугује) and П (потражује) are words the lists know: they decide, and nothing claims the arithmetic proved them.
    expect(amounts(file)).toEqual(["100.00", "-500.00", "40.00"]);
    expect(profileOf(file).signReason ?? "").not.toMatch(/balance/);
  });

  it("proves nothing where one code's rows move the balance both ways", () => {
    const rows = [
      ["2026-01-01", "10.00", "X", "90.00"],
      ["2026-01-02", "5.00", "X", "95.00"],
      ["2026-01-03", "20.00", "X", "75.00"],
      ["2026-01-04", "1.00", "Y", "74.00"],
    ];
    const p = { rows, dates: rows.map((r) => r[0] ?? null), codeIdx: 2, amountIdx: 1, balanceIdx: 3, per: 1, ends: null };
    expect(codesByArithmetic(p, { decimal: ".", thousands: "," })).toBeNull();
  });

  it("proves nothing where two readings of the codes add up to the closing balance", () => {
    const rows = [
      ["2026-01-01", "10.00", "X"],
      ["2026-01-02", "10.00", "Y"],
    ];
    const p = {
      rows,
      dates: rows.map((r) => r[0] ?? null),
      codeIdx: 2,
      amountIdx: 1,
      balanceIdx: undefined,
      per: 1,
      ends: { opening: 0, closing: 0, closingLine: 3 },
    };
    expect(codesByArithmetic(p, { decimal: ".", thousands: "," })).toBeNull();
  });
});
