// A statement row that prints two days (a card's purchase day and posting day, an account's booking day and value
// day) is dated by the day the payment was made, as the CSV reader dates the same bank's export: the PDF's table goes
// with both days under the words printed above them, and the CSV reader's one rule picks. Where nothing names them,
// the first printed, said.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import type { Word } from "../../../src/formats/pdf/layout";
import { page } from "./page-words";
import { statementTables } from "../../../src/formats/pdf/statement";

/** A statement whose rows print two days under `headers`, each row [first day, second day, shop, amount out]. */
function statement(title: string, headers: [string, string] | null, rows: [string, string, string, string][]): Word[][] {
  return [
    page(
      [[title, 40]],
      headers
        ? [
            [headers[0], 40],
            [headers[1], 100],
            ["Description", 170],
            ["Debit", 420, "r"],
            ["Credit", 500, "r"],
          ]
        : [],
      ...rows.map(([first, second, shop, out]): [string, number, "r"?][] => [
        [first, 40],
        [second, 100],
        [shop, 170],
        [out, 420, "r"],
      ]),
    ),
  ];
}

const planned = (pages: Word[][]) => {
  const read = statementTables(pages);
  if (!read.ok) throw new Error(read.reason);
  const plan = planCsv(read.value[0]!.text, { accountId: 1 });
  return { dates: plan.items.map((i) => i.item.date) };
};

describe("the day the payment was made dates the row, whichever column prints it", () => {
  it.each([
    ["an English card statement, transaction day first", ["Trans Date", "Post Date"], ["2025-03-03", "2025-03-07"]],
    ["an English card statement, posting day first", ["Posting Date", "Transaction Date"], ["2025-03-05", "2025-03-09"]],
    ["a French account, booking day then value day", ["Date", "Date valeur"], ["2025-03-03", "2025-03-07"]],
    ["a German account, Buchungstag then Valuta", ["Buchungstag", "Valuta"], ["2025-03-03", "2025-03-07"]],
    ["an Italian card, operation day then booking day", ["Data operazione", "Data contabile"], ["2025-03-03", "2025-03-07"]],
  ] as const)("%s", (_, headers, dates) => {
    const pages = statement(
      "Statement 03/2025",
      [headers[0], headers[1]],
      [
        ["03/03/2025", "05/03/2025", "Corner Grocery", "45.20"],
        ["07/03/2025", "09/03/2025", "Book Shop", "12.00"],
      ],
    );
    expect(planned(pages).dates).toEqual(dates);
  });
});

describe("where nothing names the two days, the first printed dates the row", () => {
  it("takes the first day of each row", () => {
    const pages = statement("Statement 03/2025", null, [
      ["03/03/2025", "05/03/2025", "Corner Grocery", "45.20"],
      ["07/03/2025", "09/03/2025", "Book Shop", "12.00"],
    ]);
    expect(planned(pages).dates).toEqual(["2025-03-03", "2025-03-07"]);
  });
});

describe("a header drawn as one run over both days is cut where the second day starts", () => {
  /** The header "<first> <second>" drawn as one run from the first day's column; the second day starts under its word. */
  const spanned = (first: string, second: string, rows: [string, string, string][]): Word[][] => {
    const at = 40 + (first.length + 1) * 5;
    return [
      page(
        [["Statement 03/2025", 40]],
        [
          [`${first} ${second}`, 40],
          ["Description", 230],
          ["Debit", 420, "r"],
        ],
        ...rows.map(([a, b, shop]): [string, number, "r"?][] => [
          [a, 40],
          [b, at],
          [shop, 230],
          ["10.00", 420, "r"],
        ]),
      ),
    ];
  };

  it.each([
    ["a Czech account, booking day then the payment's", "Datum zaúčtování", "Datum transakce", ["2025-03-02", "2025-03-06"]],
    ["an English card, posting day then the purchase's", "Posting Date", "Transaction Date", ["2025-03-02", "2025-03-06"]],
    ["an Italian card, booking day then the operation's", "Data contabile", "Data operazione", ["2025-03-02", "2025-03-06"]],
  ] as const)("%s", (_, first, second, dates) => {
    const pages = spanned(first, second, [
      ["03/03/2025", "02/03/2025", "Corner Grocery"],
      ["07/03/2025", "06/03/2025", "Book Shop"],
    ]);
    expect(planned(pages).dates).toEqual(dates);
  });
});
