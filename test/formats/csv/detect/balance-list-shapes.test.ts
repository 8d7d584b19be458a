// A list of balances is not a list of transactions: refused with a reason, never imported as payments.
import { describe, expect, it } from "vitest";
import { SourceInputError, planCsv } from "../../../../src/formats/csv";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (csv: string) => planCsv(enc(csv), { accountId: 1 });

/** `n` consecutive days from 2024-03-01, each written by `line(iso, k)`. */
function days(n: number, line: (iso: string, k: number) => string): string[] {
  return Array.from({ length: n }, (_, k) => line(new Date(Date.UTC(2024, 2, 1) + k * 86_400_000).toISOString().slice(0, 10), k));
}
const de = (iso: string) => iso.split("-").reverse().join(".");
const us = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${m}/${d}/${y}`;
};

describe("a file whose only amounts are balances is refused as a balance list", () => {
  const cases: [string, string][] = [
    [
      "a German daily balance list (Datum;Saldo)",
      ["Datum;Saldo", ...days(20, (iso, k) => `${de(iso)};${(1523.2 - k * 13.2).toFixed(2).replace(".", ",")}`)].join("\n"),
    ],
    [
      "an English list with balance and available balance",
      [
        "Date,Balance,Available Balance",
        ...days(12, (iso, k) => `${us(iso)},${(900 + k * 3.1).toFixed(2)},${(850 + k * 3.1).toFixed(2)}`),
      ].join("\n"),
    ],
    [
      "a weekly list of closing balances (named, not daily)",
      ["Date,Closing balance", ...[1, 8, 15, 22].map((d, k) => `2024-03-${String(d).padStart(2, "0")},${1000 + k * 50}.00`)].join("\n"),
    ],
    ["a headerless list with one value per calendar day", days(15, (iso, k) => `${iso},${(2400.5 - k * 7.25).toFixed(2)}`).join("\n")],
    [
      "a headerless semicolon list with decimal commas (the comma is not the delimiter)",
      days(9, (iso, k) => `${de(iso)};${(77 + k).toFixed(2).replace(".", ",")}`).join("\n"),
    ],
    [
      "a newest-first daily list (Kontostand)",
      ["Datum;Kontostand EUR", ...days(10, (iso, k) => `${de(iso)};${(300 + k).toFixed(2).replace(".", ",")}`).reverse()].join("\n"),
    ],
  ];
  for (const [name, csv] of cases) {
    it(`refuses ${name}`, () => {
      expect(() => plan(csv)).toThrow(SourceInputError);
      expect(() => plan(csv)).toThrow(/balance list/);
    });
  }
});

describe("transaction lists with balances or one row a day still import", () => {
  it("imports a daily export whose rows say what each payment was", () => {
    const csv = [
      "Date,Description,Amount,Balance",
      ...days(10, (iso, k) => `${iso},Parking meter ${k},-2.00,${(100 - 2 * (k + 1)).toFixed(2)}`),
    ].join("\n");
    expect(plan(csv).items).toHaveLength(10);
  });
  it("imports a headerless daily export with a description column", () => {
    const csv = days(10, (iso, k) => `${iso},-${k + 1}.50,Bakery ${k}`).join("\n");
    expect(plan(csv).items).toHaveLength(10);
  });
  it("imports a file without descriptions whose dates are not one a day", () => {
    const csv = [
      "Date,Amount",
      "2024-03-01,-12.00",
      "2024-03-01,-3.00",
      "2024-03-04,250.00",
      "2024-03-09,-8.20",
      "2024-03-09,-1.10",
      "2024-03-10,-4.00",
      "2024-03-15,-9.99",
    ].join("\n");
    expect(plan(csv).items).toHaveLength(7);
  });
});
