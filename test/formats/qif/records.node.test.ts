// QIF records (src/formats/qif/records.ts): records before any `!Type:` line are a bank account's, as writers that
// leave the header out mean them; an `!Account` block names an account and is no transaction, wherever it comes.
import { describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string) => qifAdapter.plan(enc(s), { accountId: 101 });
const read = (s: string) => plan(s).items.map((i) => [i.item.date, i.item.amount, i.item.payee]);

describe("a file without its `!Type:` line is read as a bank account's, from any writer", () => {
  it.each([
    [
      "a US credit union's export, month first with apostrophe years",
      "D6/19' 5\nT-12.50\nPBLUE BOTTLE COFFEE\n^\nD6/20' 5\nT1,500.00\nPPAYROLL ACME\nMJune salary\n^\n",
      [
        ["2005-06-19", "12.5000", "BLUE BOTTLE COFFEE"],
        ["2005-06-20", "-1500.0000", "PAYROLL ACME"],
      ],
    ],
    [
      "a German bank's export, day first with dots and decimal commas",
      "D19.06.2005\nT-1.234,56\nPStadtwerke Musterstadt\n^\nD20.06.2005\nT-9,99\nPBäckerei Schmidt\n^\n",
      [
        ["2005-06-19", "1234.5600", "Stadtwerke Musterstadt"],
        ["2005-06-20", "9.9900", "Bäckerei Schmidt"],
      ],
    ],
    [
      "a budgeting app's export, ISO dates and CR LF",
      "D2024-03-05\r\nT-42.00\r\nPMercado Central\r\nLAlimentação\r\n^\r\nD2024-03-06\r\nU-7.50\r\nT-7.50\r\nPMetrô\r\n^\r\n",
      [
        ["2024-03-05", "42.0000", "Mercado Central"],
        ["2024-03-06", "7.5000", "Metrô"],
      ],
    ],
    [
      "a card export whose first record begins with its number and cleared flag",
      "N1042\nCX\nD06/19/2005\nT-80.00\nPSHELL OIL 57442\n^\n",
      [["2005-06-19", "80.0000", "SHELL OIL 57442"]],
    ],
  ])("%s", (_, file, items) => {
    expect(recognize(enc(file)).format).toBe("qif");
    expect(read(file)).toEqual(items);
  });

  it("leaves to CSV text that only looks like fields", () => {
    expect(recognize(enc("Date,Payee,Amount\nD1,Coffee,-1\n")).format).toBe("csv");
    expect(recognize(enc("Dear customer,\nThank you\n^\n")).format).toBe("csv");
  });
});

describe("an `!Account` block names the account that follows and is no transaction, wherever it comes; a preamble is none", () => {
  it("reads Quicken's export of several accounts' sections without an account record as a transaction", () => {
    const file = [
      "Exported by a budgeting app",
      "!Option:AutoSwitch",
      "!Account",
      "NChecking",
      "TBank",
      "^",
      "NVisa",
      "TCCard",
      "^",
      "!Clear:AutoSwitch",
      "!Account",
      "NChecking",
      "TBank",
      "^",
      "!Type:Bank",
      "D1/5'24",
      "T-20.00",
      "PGrocer",
      "^",
      "!Account",
      "NVisa",
      "TCCard",
      "$-350.00",
      "^",
      "!Type:CCard",
      "D1/6'24",
      "T-35.00",
      "PCinema",
      "^",
    ].join("\n");
    const p = plan(file);
    expect(p.rows.filter((r) => r.outcome !== "planned")).toEqual([]);
    expect(p.items.map((i) => [i.row, i.item.payee])).toEqual([
      [16, "Grocer"],
      [26, "Cinema"],
    ]);
  });
});
