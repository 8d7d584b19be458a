// Records taken by their place: a place an earlier scan of the same records found is always one of them, and
// an Error names the place when it is not (a bug in the scan, never bad input).
import { describe, expect, it } from "vitest";
import { planFixture } from "../fixture-plan";
import apostropheRecordTypes from "../unseen/structure-za-apostrophe-record-types";
import apostropheSemicolons from "../unseen/structure-pl-apostrophe-dates-semicolons";
import apostropheRows from "../unseen/structure-us-apostrophe-python-rows";
import myOneRow from "../unseen/structure-my-one-row-under-account-lines";
import keOneRow from "../unseen/structure-ke-one-row-under-statement-lines";
import {
  chooseDelimiter,
  CsvTokenizer,
  headedTable,
  recordAt,
  sampleRecords,
  transactionCells,
  transactionShape,
  type CsvRecord,
} from "../../../../src/formats/csv/read/structure";

const records: CsvRecord[] = [
  { index: 0, line: 1, lines: 1, fields: ["Date", "Amount"] },
  { index: 1, line: 2, lines: 1, fields: ["2024-03-01", "-4.20"] },
];

describe("a record is taken at a place a scan found", () => {
  it("gives the record at that place", () => {
    expect(recordAt(records, 1).fields).toEqual(["2024-03-01", "-4.20"]);
  });

  it("names the place and the count when there is no record there", () => {
    expect(() => recordAt(records, 2)).toThrow("no record at position 2 of 2");
    expect(() => recordAt(records, -1)).toThrow("no record at position -1 of 2");
  });
});

/** Every record's fields when `text` is scanned in pieces of `piece` characters, as a stream is. */
function scanned(text: string, piece: number): string[][] {
  const tokenizer = new CsvTokenizer(";", '"');
  const out: string[][] = [];
  for (let at = 0; at < text.length; at += piece)
    tokenizer.scan(text.slice(at, at + piece), at + piece >= text.length, (r) => out.push(r.toArray()));
  return out;
}

describe("a doubled quote inside a quoted field is one quote, however many come in a row", () => {
  it.each([
    ['"a""b";1', ['a"b', "1"]],
    ['"a""""b";1', ['a""b', "1"]],
    ['"""""";1', ['""', "1"]],
    ['"""";1', ['"', "1"]],
    ['"x""""""""y""z";1', ['x""""y"z', "1"]],
  ])("%s", (line, fields) => {
    expect(sampleRecords(`${line}\n`, ";", '"', true).map((r) => r.fields)).toEqual([fields]);
  });

  it("the same when a run of them is cut between a stream's pieces, at every cut", () => {
    const cell = `x${'""'.repeat(40)}y${'""'.repeat(7)}`;
    const text = `"${cell}";1\n2;"${'""'.repeat(25)}"\n`;
    const whole = [
      [`x${'"'.repeat(40)}y${'"'.repeat(7)}`, "1"],
      ["2", '"'.repeat(25)],
    ];
    for (let piece = 1; piece <= text.length; piece++) expect(scanned(text, piece)).toEqual(whole);
  });
});

/** `n` lines of a statement's account details and notices, none with a delimiter in it. */
const notices = (n: number): string[] => Array.from({ length: n }, (_, i) => `Note ${i + 1}: this statement is for your information only`);

describe("a few rows under a long preamble are a table when a header of names sits over rows with a date and an amount", () => {
  it("splits two rows under twenty lines of notices at their delimiter", () => {
    const text = [
      ...notices(20),
      "Date;Description;Amount;Balance",
      "03.04.2024;Bakery;-4,20;95,80",
      "09.04.2024;Salary;1.500,00;1.595,80",
    ].join("\n");
    expect(chooseDelimiter(text, '"', true)).toMatchObject({ delimiter: ";", width: 4 });
  });

  it("finds one row under its header, the rest of the lines prose", () => {
    const text = [...notices(12), "Fecha,Concepto,Importe", "2024-06-14,Mercadona,-23.10"].join("\n");
    expect(chooseDelimiter(text, '"', true)).toMatchObject({ delimiter: ",", width: 3 });
  });

  it("still refuses prose whose commas make no table", () => {
    const text = ["Dear customer, your statement is attached.", "Kind regards, your bank", ...notices(10)].join("\n");
    expect(chooseDelimiter(text, '"', true)).toBeNull();
  });

  it("takes no dated line without a header of names over it for a table", () => {
    const records = sampleRecords([...notices(10), "Statement date,2024-05-31,1,234.00"].join("\n"), ",", '"', true);
    expect(headedTable(records, 3)).toBe(false);
  });

  it("takes no header of names over lines of another width for a table", () => {
    const records = sampleRecords(["Date,Payee,Amount", "Nothing was booked in this period."].join("\n"), ",", '"', true);
    expect(headedTable(records, 3)).toBe(false);
  });
});

describe("a short table amid prose is a table: rows of one width hold a date and an amount each", () => {
  const prose = [
    "Account holder: JANE DOE",
    "1 HIGH STREET",
    "Please examine this statement and report any discrepancy within 30 days.",
    "Deposits are protected up to the prescribed limit.",
    "The bank will never ask for your PIN by phone or e-mail.",
    "Report suspected fraud to our contact centre immediately.",
    "Rates and charges are available at every branch.",
    "Legend :",
    "POS , Card payment",
    "ATM , Cash withdrawal",
    "EFT , Funds transfer",
  ];
  const table = [
    "Date,Description,Debit,Credit,Balance",
    "03-03-2026,SHOP,12.50,,987.50",
    "04-03-2026,SALARY,,100.00,1087.50",
    "09-03-2026,RENT,500.00,,587.50",
  ];
  it("finds the five-column table under an address and over more lines of notices than it has rows", () => {
    const text = [...prose.slice(0, 2), "", ...table, "", ...prose.slice(2)].join("\n");
    const choice = chooseDelimiter(text, '"', true);
    expect(choice?.delimiter).toBe(",");
    expect(choice?.width).toBe(5);
    expect(transactionShape(choice!.records)).toEqual({ width: 5, rows: 3, atWidth: 3 });
  });
  it("still finds no table in prose alone, commas and all", () => {
    expect(chooseDelimiter(prose.join("\n"), '"', true)).toBeNull();
  });
});

describe("an amount cell may carry its direction's word: long, dotted or in brackets", () => {
  it.each([["1,234.00 Dr."], ["5,000.00 (Cr)"], ["12.50 debit"], ["Rs. 1,234.00"]])("%s is an amount beside a date", (cell) => {
    expect(transactionCells(["03/05/2026", cell])).toEqual({ date: 0, amount: 1 });
  });
});

describe("an amount's direction word may be of any script, and the file's delimiter is the one that keeps it beside its date", () => {
  it.each([["98,67 Hævet"], ["4.216,32 Д"], ["28.807,75 П"], ["1 234,00 Сп."], ["500,00 (Ζ)"], ["12.50 支出"]])(
    "%s is an amount beside a date",
    (cell) => {
      expect(transactionCells(["30. juli 2025", cell])).toEqual({ date: 0, amount: 1 });
    },
  );
  it.each([
    [
      "Danish, multi-line texts",
      "Dato;Tekst;Beløb",
      [
        '30. juli 2025;"Dankort-køb Netto\n**** 1676";98,67 Hævet',
        '29. juli 2025;"MobilePay\nID 656586";113,18 Hævet',
        "21. juli 2025;Løn;20.985,24 Indsat",
      ],
      ["Primosaldo;26.992,05", "Hævet;212,85", "Indsat;20.985,24", "Ultimosaldo;47.764,44"],
    ],
    [
      "Serbian Cyrillic",
      "Датум;Опис;Износ",
      ["29. октобар 2025.;Макси;4.216,32 Д", "26. октобар 2025.;Банкомат;10.696,49 Д", "25. октобар 2025.;Зарада;28.807,75 П"],
      ["Почетно стање;280.286,89", "Дугује;14.912,81", "Потражује;28.807,75", "Завршно стање;294.181,83"],
    ],
  ])("%s: semicolons, not the decimal commas of its footer", (_, header, rows, footer) => {
    const choice = chooseDelimiter([header, ...rows, ...footer].join("\n"), '"', true);
    expect(choice?.delimiter).toBe(";");
    expect(choice?.width).toBe(3);
  });
  it("a word too long for a direction, or a sentence, is no amount", () => {
    expect(transactionCells(["30. juli 2025", "12 Monatsabrechnungskonto"])).toBeNull();
    expect(transactionCells(["30. juli 2025", "3 ting til salg"])).toBeNull();
  });
});

describe("a cell wholly inside apostrophes is read without them, beside cells in double quotes", () => {
  it.each([
    ["3,75,'28 Februarie 2016','28 Maart 2016'", ["3", "75", "28 Februarie 2016", "28 Maart 2016"]],
    ['5,1,\'01 Mrt\',"#Bank Fee",,"",-500.00', ["5", "1", "01 Mrt", "#Bank Fee", "", "", "-500.00"]],
    ["'2025-01-03';'Trader Joe's #512';-64,18", ["2025-01-03", "Trader Joe's #512", "-64,18"]],
    ["'';'x'", ["", "x"]],
    ["5, '01 Mrt' , -12.00", ["5", "01 Mrt", " -12.00"]],
  ])("%s", (line, fields) => {
    const delimiter = line.includes(";") ? ";" : ",";
    expect(sampleRecords(`${line}\r\n`, delimiter, '"', true).map((r) => r.fields)).toEqual([fields]);
  });

  it("keeps an apostrophe at one end only, or a lone one, as the cell's own", () => {
    expect(sampleRecords("'0123,Levi's,',x\n", ",", '"', true).map((r) => r.fields)).toEqual([["'0123", "Levi's", "'", "x"]]);
  });

  it("leaves apostrophes alone where they are the file's quote", () => {
    expect(sampleRecords("'a,b','c'\n", ",", "'", true).map((r) => r.fields)).toEqual([["a,b", "c"]]);
  });
});

describe("an export whose dates, labels and header are in apostrophes reads as its bank wrote it", () => {
  it.each([apostropheRecordTypes, apostropheSemicolons, apostropheRows].map((f) => [f.name, f] as const))("%s", (_, f) => {
    expect(planFixture(f).differences).toEqual([]);
  });
});

describe("one dated row under a header of names is the table, however many key/value lines sit above it", () => {
  for (const f of [myOneRow, keOneRow]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.columnCount).toBeGreaterThanOrEqual(5);
    });
  }
});
