// A fixed-width export: its columns found where its transaction lines hold text (or where a rule line draws
// them), each line cut there and read as tab-delimited text, the same whole or in pieces.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { asDelimited, delimitedLine, FixedWidthText, fixedWidthColumns, tokensOf } from "../../../../src/formats/csv/read/fixed-width";
import { planFixture } from "../fixture-plan";
import inFixed from "../unseen/structure-in-fixed-width-withdrawal-deposit";
import deFixed from "../unseen/structure-de-fixed-width-rule-line";
import usFixed from "../unseen/structure-us-fixed-width-dr-cr";
import plFixed from "../unseen/structure-pl-fixed-width-saldo";

const enc = (s: string) => new TextEncoder().encode(s);
const LINES = [
  "Statement of account",
  "",
  "Date        Description              Debit      Credit      Balance",
  "13/05/2026  CORNER SHOP                12.50                  987.50",
  "14/05/2026  SALARY ACME LTD                       1,200.00   2,187.50",
  "19/05/2026  RENT MAY                  650.00                1,537.50",
  "",
  "End of statement",
];
const TEXT = LINES.join("\n");

describe("the columns are the runs of positions the transaction lines fill", () => {
  it("finds a date, a text, two money columns and a balance, each starting halfway across the gutter before it", () => {
    const starts = fixedWidthColumns(TEXT)!;
    expect(starts).toHaveLength(5);
    expect(delimitedLine(LINES[2]!, starts)).toBe("Date\tDescription\tDebit\tCredit\tBalance");
    expect(delimitedLine(LINES[3]!, starts)).toBe("13/05/2026\tCORNER SHOP\t12.50\t\t987.50");
    expect(delimitedLine(LINES[4]!, starts)).toBe("14/05/2026\tSALARY ACME LTD\t\t1,200.00\t2,187.50");
    expect(delimitedLine("", starts)).toBe("");
  });
  it("plans the rows, the empty side of each left empty", () => {
    const p = planCsv(enc(TEXT), { accountId: 1 });
    expect(p.profile.fixedWidth).toEqual(fixedWidthColumns(TEXT));
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.payee])).toEqual([
      ["2026-05-13", "12.50", "CORNER SHOP"],
      ["2026-05-14", "-1200.00", "SALARY ACME LTD"],
      ["2026-05-19", "650.00", "RENT MAY"],
    ]);
    expect(p.profile.verification?.status).toBe("balanced");
  });
  for (const f of [inFixed, usFixed, plFixed]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});

describe("a rule line of dashes under the header draws the columns", () => {
  it("cuts columns one space apart where the dashes say", () => {
    const text = [
      "Date       Value      Text                 Amount",
      "---------- ---------- -------------------- -------",
      "02.05.2026 02.05.2026 REWE MARKT 12        -45,20",
      "03.05.2026 03.05.2026 GEHALT             2.850,00",
      "06.05.2026 06.05.2026 MIETE              -950,00",
    ].join("\n");
    const lines = asDelimited(text, fixedWidthColumns(text)!).split("\n");
    expect(lines[1]).toBe("");
    expect(lines[2]).toBe("02.05.2026\t02.05.2026\tREWE MARKT 12\t-45,20");
  });
  it(deFixed.name, () => expect(planFixture(deFixed).differences).toEqual([]));
});

describe("a line's runs of text: cut at two spaces or more, and a date or an amount cut off text one space joins", () => {
  it.each([
    ["03/05/2026 03/05/2026 TESCO STORES 2231", ["03/05/2026", "03/05/2026", "TESCO STORES 2231"]],
    ["TESCO STORES 12.50", ["TESCO STORES", "12.50"]],
    ["WYNAGRODZENIE  6 800,00", ["WYNAGRODZENIE", "6 800,00"]],
    ["MUSTERSTR 1", ["MUSTERSTR 1"]],
  ])("%s", (line, texts) => expect(tokensOf(line).map((t) => t.text)).toEqual(texts));
  it("keeps each run's place in the line", () =>
    expect(tokensOf("  ab  cd e").map((t) => [t.start, t.end])).toEqual([
      [2, 4],
      [6, 10],
    ]));
});

describe("no layout where the lines hold no aligned dates and amounts", () => {
  it("is none for prose, a delimited file, or dates that do not line up", () => {
    expect(fixedWidthColumns("Dear customer,\nyour statement is attached.\nKind regards\n")).toBeNull();
    expect(fixedWidthColumns("Date,Payee,Amount\n03/05/2026,A,1.00\n04/05/2026,B,2.00\n05/05/2026,C,3.00\n")).toBeNull();
    expect(fixedWidthColumns("03/05/2026  A  1.00\n  04/05/2026  B  2.00\n    05/05/2026  C  3.00\n")).toBeNull();
  });
  it("says so when nothing splits the lines into a table", () => {
    expect(() => planCsv(enc("Dear customer,\nyour statement is attached.\n"), { accountId: 1 })).toThrow(/aligned columns/);
  });
});

describe("a fixed-width text streamed in pieces is cut as it is whole", () => {
  it("gives the same text in pieces of any size, lines and numbers kept", () => {
    const whole = asDelimited(TEXT, fixedWidthColumns(TEXT)!);
    for (const piece of [1, 7, 64]) {
      const lines = new FixedWidthText(fixedWidthColumns(TEXT)!);
      let out = "";
      for (let at = 0; at < TEXT.length; at += piece) out += lines.next(TEXT.slice(at, at + piece), at + piece >= TEXT.length);
      expect(out).toBe(whole);
    }
    expect(whole.split("\n")).toHaveLength(LINES.length);
  });
  it("plans the same items streamed as whole", async () => {
    const bytes = enc(TEXT + "\n");
    let off = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (off >= bytes.length) return c.close();
        c.enqueue(bytes.slice(off, off + 9));
        off += 9;
      },
    });
    const items = [];
    for await (const c of streamCsvPlan(stream, { accountId: 1 }, 2)) items.push(...c.items);
    expect(items).toEqual(planCsv(bytes, { accountId: 1 }).items);
  });
});

describe("a line with a tab is no fixed-width line: a tab delimits", () => {
  it("finds no layout in tab-delimited lines, however their dates line up", () => {
    expect(fixedWidthColumns("13/05/2026\tA  B\t1.00\n14/05/2026\tC\t2.00\n15/05/2026\tD\t3.00\n")).toBeNull();
  });
});

describe("a fixed-width line longer than any record is refused as a delimited one is, not held", () => {
  it("hands an endless line on to the tokenizer, which names it", () => {
    const starts = fixedWidthColumns(TEXT)!;
    const lines = new FixedWidthText(starts);
    const piece = "x".repeat(1024 * 1024);
    let handed = 0;
    for (let i = 0; i < 5; i++) handed += lines.next(piece, false).length;
    expect(handed).toBeGreaterThan(4 * 1024 * 1024);
    const text = `${LINES.slice(0, 6).join("\n")}\n${"x".repeat(5 * 1024 * 1024)}`;
    expect(() => planCsv(enc(text), { accountId: 1 })).toThrow(/longer than 4 MB/);
  });
});
