// QIF: sections, the date forms of QIF writers with day/month order from the whole file, splits kept together.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string) => qifAdapter.plan(enc(s), { accountId: 101 });

describe("a QIF file is recognised by its first line", () => {
  it("takes !Type and !Account, leaves CSV alone", () => {
    expect(recognize(enc("!Type:Bank\nD1/2/24\nT-1\n^\n")).format).toBe("qif");
    expect(recognize(enc("!Account\nNChecking\n^\n!Type:Bank\n")).format).toBe("qif");
    expect(recognize(enc("Date,Payee\n")).format).toBe("csv");
  });
});

describe("records become items with the service's sign, payee, memo and category in notes", () => {
  it("reads T, P, M, L, N", () => {
    const p = plan("!Type:Bank\nD6/24/2024\nT-1,100.58\nPOutlet\nLShopping\nMDesigner\nN1042\n^\nD6/25/2024\nT250.00\nPRefund\n^\n");
    expect(p.items.map((i) => i.item)).toEqual([
      expect.objectContaining({
        date: "2024-06-24",
        amount: "1100.5800",
        payee: "Outlet",
        notes: "Designer · no. 1042 · category: Shopping",
      }),
      expect.objectContaining({ date: "2024-06-25", amount: "-250.0000", payee: "Refund" }),
    ]);
  });
  it("keeps split lines with their transaction", () => {
    const p = plan("!Type:CCard\nD01/02/2024\nT-42.00\nPMarket\nSGroceries\nEfood\n$-30.00\nSHousehold\n$-12.00\n^\n");
    expect(p.items).toHaveLength(1);
    expect(p.items[0]!.item.notes).toBe("split: Groceries food -30.00 · split: Household -12.00");
  });
});

describe("dates in every form QIF writers use, day/month order from the whole file", () => {
  it("reads Quicken's apostrophe years and spaces", () => {
    expect(plan("!Type:Bank\nD1/ 2'24\nT-1\n^\n").items[0]!.item.date).toBe("2024-01-02");
  });
  it("reads day first when a date proves it, for every record", () => {
    const p = plan("!Type:Bank\nD02.01.2024\nT-1\n^\nD25.01.2024\nT-2\n^\n");
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-01-02", "2024-01-25"]);
    expect(p.profile.dateOrder).toBe("DMY");
  });
  it("reads month first when nothing tells, and warns", () => {
    const p = plan("!Type:Bank\nD01/02/2024\nT-1\n^\n");
    expect(p.items[0]!.item.date).toBe("2024-01-02");
    expect(p.profile.warnings?.[0]).toMatch(/month first/);
  });
  it("reads ISO dates, and reports an impossible one as a row error with its line", () => {
    const p = plan("!Type:Bank\nD2024-03-05\nT-1\n^\nD02/30/2024\nT-1\n^\n");
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-03-05"]);
    expect(p.rows[1]).toEqual({ row: 5, outcome: "error", reason: 'date "02/30/2024" is not readable' });
  });
});

describe("identical records are each imported, and the same file twice is recognised", () => {
  it("gives two equal coffees two ids, stable across runs", () => {
    const text = "!Type:Cash\nD1/2/24\nT-3.50\nPCoffee\n^\nD1/2/24\nT-3.50\nPCoffee\n^\n";
    const [a, b] = plan(text).items.map((i) => i.item.external_id);
    expect(a).not.toBe(b);
    expect(plan(text).items.map((i) => i.item.external_id)).toEqual([a, b]);
  });
});

describe("an investment QIF is refused whole", () => {
  it("says it is an investment account", () => {
    expect(() => plan("!Type:Invst\nD1/2/24\nNBuy\n^\n")).toThrow(/investment account/);
  });
});

const SAMPLE = `${__dirname}/../../../../shared/bank-corpus/samples/actual/qif-category.qif`;
describe.skipIf(!existsSync(SAMPLE))("the corpus's QIF samples", () => {
  it("reads Actual's category sample", () => {
    const p = qifAdapter.plan(new Uint8Array(readFileSync(SAMPLE)), { accountId: 1 });
    expect(p.items.length).toBeGreaterThan(0);
    expect(p.items[0]!.item).toMatchObject({ date: "2024-06-24", amount: "100.5800", payee: "Outlet" });
  });
});

describe("Quicken's date forms with apostrophes and spaces", () => {
  it("reads `1/ 2'24`, ` 1/12' 4` and `12/31'99` in one month-first file", () => {
    const p = plan("!Type:Bank\nD1/ 2'24\nT-1\n^\nD 1/12' 4\nT-1\n^\nD12/31'99\nT-1\n^\n");
    expect(p.items.map((i) => i.item.date)).toEqual(["2024-01-02", "2004-01-12", "2099-12-31"]);
  });
});

describe("split lines stay with their transaction and the next record stays apart", () => {
  it("gives one item per record, the splits in the first one's notes", () => {
    const p = plan(
      "!Type:Bank\nD01/02/2024\nT-42.00\nPMarket\nSGroceries\n$-30.00\nSHousehold\n$-12.00\n^\nD01/03/2024\nT-5.00\nPBakery\n^\n",
    );
    expect(p.items.map((i) => [i.item.payee, i.item.notes])).toEqual([
      ["Market", "split: Groceries -30.00 · split: Household -12.00"],
      ["Bakery", undefined],
    ]);
  });
});

describe("the month-first default is said only where a date reads two ways", () => {
  it.each([
    ["ISO dates", "!Type:Bank\nD2024-02-01\nT-1\n^\nD2024-02-03\nT-2\n^\n"],
    ["dates whose day is their month", "!Type:CCard\nD1/1/24\nT-1\n^\nD5/5'24\nT-2\n^\n"],
  ])("does not warn for %s", (_, file) => {
    const p = plan(file);
    expect(p.profile.warnings ?? []).toEqual([]);
    expect(p.profile.dateReason).toBe("every date reads the same day first or month first");
  });
  it("warns when 03/04/2024 could be either", () => {
    const p = plan("!Type:Bank\nD2024-02-01\nT-1\n^\nD03/04/2024\nT-2\n^\n");
    expect(p.profile.warnings).toContainEqual(expect.stringMatching(/read month first/));
    expect(p.items[1]!.item.date).toBe("2024-03-04");
  });
});

describe("a file that ends inside a record is cut short, not read as whole", () => {
  const QIF = "!Type:Bank\nD01/05/2024\nT-4.50\nPCorner Cafe\n^\nD01/06/2024\nT-12.00\nPHardware Store\n^\n";
  it.each([
    ["after the amount", QIF.slice(0, QIF.lastIndexOf("PHardware"))],
    ["inside the payee", QIF.slice(0, QIF.lastIndexOf("Store"))],
    ["before the closing ^", QIF.slice(0, QIF.lastIndexOf("^"))],
  ])("makes the last record a row error and warns (%s)", (_, cut) => {
    const p = plan(cut);
    expect(p.items.map((i) => i.item.payee)).toEqual(["Corner Cafe"]);
    expect(p.rows.at(-1)).toMatchObject({ outcome: "error", reason: expect.stringMatching(/ends inside this transaction/) });
    expect(p.profile.warnings).toContainEqual(expect.stringMatching(/ended early/));
  });
  it("reads the complete file whole", () => {
    expect(plan(QIF).items).toHaveLength(2);
  });
});

describe("a row's reason repeats a bad value only in part", () => {
  it("cuts a 5 MB date to a recognisable start", () => {
    const p = plan(`!Type:Bank\nD${"9".repeat(5_000_000)}\nT-1.00\n^\n`);
    const reason = p.rows[0]!.reason!;
    expect(reason).toMatch(/^date "9{40}…" is not readable$/);
  });
});
