// A statement read section by section: each run of rows between two balances it prints is proved by them on its own,
// and where debit and credit columns are told apart by nothing else, each section's own arithmetic says which is which.
import { describe, expect, it } from "vitest";
import { page } from "./page-words";
import { written } from "./table-rows";

type Cells = [string, number, "r"?][];
/** A row of two amount columns nothing names (headers in a language the reader has no words of). */
const row = (date: string, text: string, first: string, second: string): Cells => [
  [date, 40],
  [text, 120],
  ...(first ? ([[first, 360, "r"]] as Cells) : []),
  ...(second ? ([[second, 440, "r"]] as Cells) : []),
];
const balance = (label: string, amount: string): Cells => [
  [label, 120],
  [amount, 440, "r"],
];

describe("two currency sections, each proved by its own opening and closing balance", () => {
  // Georgian headers: nothing says which column is money in; each section's balances do.
  const header: Cells = [
    ["თარიღი", 40],
    ["აღწერა", 120],
    ["გასავალი", 360, "r"],
    ["შემოსავალი", 440, "r"],
  ];
  const pages = [
    page(
      [["ამონაწერი 01.05.2026 – 31.05.2026", 40]],
      [["ვალუტა: GEL", 40]],
      header,
      balance("საწყისი ნაშთი", "1.000,00"),
      row("03.05.2026", "გადარიცხვა ნინოსგან", "", "250,00"),
      row("09.05.2026", "ბარათით გადახდა ნიკორა", "40,50", ""),
      row("18.05.2026", "ნაღდის გატანა ბანკომატი", "100,00", ""),
      balance("საბოლოო ნაშთი", "1.109,50"),
      [["ვალუტა: USD", 40]],
      header,
      balance("საწყისი ნაშთი", "500,00"),
      row("07.05.2026", "Wire from Maria", "", "75,25"),
      row("11.05.2026", "ATM withdrawal", "20,00", ""),
      balance("საბოლოო ნაშთი", "555,25"),
    ),
  ];

  it("reads every row of both sections on its right side", () =>
    expect(written(pages).rows).toEqual([
      ["2026-05-03", "-250.00"],
      ["2026-05-09", "40.50"],
      ["2026-05-18", "100.00"],
      ["2026-05-07", "-75.25"],
      ["2026-05-11", "20.00"],
    ]));

  it("says the statement prints sections of their own, and writes no one pair of balances across them", () => {
    const read = written(pages);
    expect(read.warnings.join(" ")).toMatch(/2 sections, each with figures of its own \(balances or totals\)/);
    expect(read.ends).toEqual([]);
  });
});

describe("a section read backwards by the columns' order is turned by its own balances, not its neighbour's", () => {
  it("Portuguese: a card section and an account section, in/out columns unnamed, each proved apart", () => {
    const read = written([
      page(
        [["Extrato 01/06/2026 a 30/06/2026", 40]],
        [
          ["Data", 40],
          ["Descrição", 120],
          ["Valor A", 360, "r"],
          ["Valor B", 440, "r"],
        ],
        balance("Saldo anterior conta", "2.000,00"),
        row("02/06/2026", "Salário Empresa Lda", "", "1.500,00"),
        row("05/06/2026", "Pagamento Continente", "80,00", ""),
        balance("Saldo final conta", "3.420,00"),
        balance("Saldo anterior poupança", "10.000,00"),
        row("15/06/2026", "Transferência para conta", "300,00", ""),
        balance("Saldo final poupança", "9.700,00"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2026-06-02", "-1500.00"],
      ["2026-06-05", "80.00"],
      ["2026-06-15", "300.00"],
    ]);
  });
});

describe("a lone column under a debit or credit header moves money its header's way", () => {
  it("French: a savings book's one withdrawal under Débit euros, proved by its own balances", () => {
    const read = written([
      page(
        [["RELEVE 30 juin 2014", 40]],
        [
          ["Date", 40],
          ["Opération", 120],
          ["Débit euros", 360, "r"],
          ["Crédit euros", 440, "r"],
        ],
        balance("SOLDE CREDITEUR AU 02/06/2014", "6.200,00"),
        row("10/06/2014", "VIR AVANT DEPART USA", "1.000,00", ""),
        balance("SOLDE CREDITEUR AU 01/07/2014", "5.200,00"),
      ),
    ]);
    expect(read.rows).toEqual([["2014-06-10", "1000.00"]]);
  });
});

describe("one section with its totals is one section: its pair of balances proves it", () => {
  it("English: opening, rows, totals out and in, closing; no sections said", () => {
    const read = written([
      page(
        [["Statement 01/03/2025 to 31/03/2025", 40]],
        [
          ["Date", 40],
          ["Description", 120],
          ["Debit", 360, "r"],
          ["Credit", 440, "r"],
        ],
        balance("Opening balance", "1,000.00"),
        row("03/03/2025", "Corner Grocery", "45.20", ""),
        row("10/03/2025", "Salary March", "", "2,500.00"),
        [
          ["Totals", 120],
          ["45.20", 360, "r"],
          ["2,500.00", 440, "r"],
        ],
        balance("Closing balance", "3,454.80"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2025-03-03", "45.20"],
      ["2025-03-10", "-2500.00"],
    ]);
    expect(read.warnings.join(" ")).not.toMatch(/sections/);
    expect(read.ends).toEqual(["1000.00", "3454.80"]);
  });
});

describe("where nothing proves the side, the reading never says it does", () => {
  it("Georgian, in/out columns unnamed, no balance and no total: warned", () => {
    const read = written([
      page(
        [["ამონაწერი 01.05.2026 – 31.05.2026", 40]],
        [
          ["თარიღი", 40],
          ["აღწერა", 120],
          ["გასავალი", 360, "r"],
          ["შემოსავალი", 440, "r"],
        ],
        row("03.05.2026", "გადარიცხვა ნინოსგან", "", "250,00"),
        row("09.05.2026", "ბარათით გადახდა ნიკორა", "40,50", ""),
      ),
    ]);
    expect(read.rows).toHaveLength(2);
    expect(read.warnings.join(" ")).toMatch(/states no balances/);
    expect(read.ends).toEqual([]);
  });
});

describe("a statement's opening and closing printed as dated rows are its balances, when the rows between add up", () => {
  const header: Cells = [
    ["Дата", 40],
    ["Назначение платежа", 120],
    ["Расход", 360, "r"],
    ["Приход", 440, "r"],
  ];
  it("Russian: the first and last dated lines, in the credit column, are the opening and closing", () => {
    const read = written([
      page(
        header,
        row("01.06.2025", "Входящий остаток", "", "60 096,40"),
        row("28.06.2025", "Снятие наличных банкомат", "348,22", ""),
        row("25.06.2025", "Перевод от Анны Смирновой", "", "1 000,00"),
        row("30.06.2025", "Исходящий остаток", "", "60 748,18"),
      ),
    ]);
    expect(read.rows).toEqual([
      ["2025-06-28", "348.22"],
      ["2025-06-25", "-1000.00"],
    ]);
    expect(read.ends).toEqual(["60096.40", "60748.18"]);
  });
  it("Romanian: first and last rows that are payments, adding up to nothing, stay rows", () => {
    const read = written([
      page(
        [
          ["Data", 40],
          ["Descriere", 120],
          ["Debit", 360, "r"],
          ["Credit", 440, "r"],
        ],
        row("03.10.2025", "Retragere numerar ATM", "196,75", ""),
        row("08.10.2025", "Plată card Kaufland", "14,06", ""),
        row("28.10.2025", "Transfer de la Maria Ionescu", "", "780,72"),
      ),
    ]);
    expect(read.rows).toHaveLength(3);
  });
});

describe("printed totals of money in and out are no balances: a pair of them proves nothing", () => {
  it("Danish: Hævet and Indsat words beside the amounts, totals and balances in the footer; the balances decide", () => {
    const line = (date: string, text: string, amount: string, kind: string): Cells => [
      [date, 40],
      [text, 120],
      [amount, 360, "r"],
      [kind, 368],
    ];
    const footer = (label: string, amount: string): Cells => [
      [label, 120],
      [amount, 420, "r"],
    ];
    const read = written([
      page(
        [
          ["Dato", 40],
          ["Tekst", 120],
          ["Beløb", 360, "r"],
          ["Type", 368],
        ],
        line("01.12.2026", "LIDL", "1.362,17", "Hævet"),
        line("06.12.2026", "Løn Carlsberg A/S", "1.407,34", "Indsat"),
        line("11.12.2026", "Løn Carlsberg A/S", "3.057,31", "Indsat"),
        line("16.12.2026", "Hævning Pengeautomat", "20,12", "Hævet"),
        footer("Primosaldo", "3.512,92"),
        footer("Hævet", "1.382,29"),
        footer("Indsat", "4.464,65"),
        footer("Ultimosaldo", "6.595,28"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["1362.17", "-1407.34", "-3057.31", "20.12"]);
  });
});

describe("balances printed with the rows' own words: the ends' printed order, opening first, decides", () => {
  it("Croatian: Duguje and Potražuje on amounts and balances, the footer's ends unnamed to the reader", () => {
    const line = (date: string, text: string, amount: string, balance: string): Cells => [
      [date, 40],
      [text, 120],
      [amount, 360, "r"],
      [balance, 440, "r"],
    ];
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 360, "r"],
          ["Stanje", 440, "r"],
        ],
        line("1. veljače 2025.", "Naknada za vođenje računa", "17,89 Duguje", "678,02 Potražuje"),
        line("2. veljače 2025.", "Uplata Marko Babić", "585,67 Potražuje", "1.263,69 Potražuje"),
        line("3. veljače 2025.", "Isplata bankomat", "119,15 Duguje", "1.144,54 Potražuje"),
        [
          ["Početno stanje", 120],
          ["695,91 Potražuje", 440, "r"],
        ],
        [
          ["Završno stanje", 120],
          ["1.144,54 Potražuje", 440, "r"],
        ],
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["17.89", "-585.67", "119.15"]);
    expect(read.ends).toEqual(["695.91", "1144.54"]);
  });
});

describe("balances printed with the rows' own words and no ends: the side is never said proven", () => {
  it("Croatian: Duguje and Potražuje on amounts and running balances only: warned, no balance written", () => {
    const line = (date: string, text: string, amount: string, balance: string): Cells => [
      [date, 40],
      [text, 120],
      [amount, 360, "r"],
      [balance, 440, "r"],
    ];
    const read = written([
      page(
        [
          ["Datum", 40],
          ["Opis", 120],
          ["Iznos", 360, "r"],
          ["Stanje", 440, "r"],
        ],
        line("1. veljače 2025.", "Naknada za vođenje računa", "17,89 Duguje", "678,02 Potražuje"),
        line("2. veljače 2025.", "Uplata Marko Babić", "585,67 Potražuje", "1.263,69 Potražuje"),
        line("3. veljače 2025.", "Isplata bankomat", "119,15 Duguje", "1.144,54 Potražuje"),
      ),
    ]);
    expect(read.warnings.join(" ")).toMatch(/whichever of its columns or words is money in/);
    expect(read.balances.every((b) => b === "")).toBe(true);
  });
});

describe("a running balance steps alike read as an account's or as a card's: only a card's word says a bill's", () => {
  it("Polish: an account with mostly money in and a trailing minus is read as the holder's", () => {
    const line = (date: string, text: string, amount: string, balance: string): Cells => [
      [date, 40],
      [text, 120],
      [amount, 360, "r"],
      [balance, 440, "r"],
    ];
    const read = written([
      page(
        [["Wyciąg z rachunku 01.06.2026 – 30.06.2026", 40]],
        [
          ["Data", 40],
          ["Opis operacji", 120],
          ["Kwota", 360, "r"],
          ["Saldo", 440, "r"],
        ],
        line("08.06.2026", "Przelew przychodzący Piotr Nowak", "2 394,18", "8 319,12"),
        line("10.06.2026", "Wynagrodzenie Polbud", "1 759,90", "10 079,02"),
        line("16.06.2026", "Wynagrodzenie Polbud", "618,50", "10 697,52"),
        line("22.06.2026", "Przelew do Anna Kowalska", "10,04-", "10 687,48"),
      ),
    ]);
    expect(read.rows.map(([, out]) => out)).toEqual(["-2394.18", "-1759.90", "-618.50", "10.04"]);
    expect(read.balances).toEqual(["8319.12", "10079.02", "10697.52", "10687.48"]);
  });
});
