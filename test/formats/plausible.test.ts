// One rule for every format: an amount past what the service holds exactly, or a date before 1900 or more
// than a year ahead, is a row error with its reason; the rest of the file imports.
import { describe, expect, it } from "vitest";
import type { SourceOptions } from "../../src/formats/contract";
import { adapterFor } from "../support/adapters";
import { expandRuns } from "../support/rows";
import { camtStatement, mt940Statement, ofxStatement, qifStatement } from "../support/statements";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (text: string, options: Partial<SourceOptions> = {}) => {
  const bytes = enc(text);
  return adapterFor(bytes).plan(bytes, { accountId: 101, ...options });
};
const errors = (p: ReturnType<typeof plan>) => p.rows.filter((r) => r.outcome === "error").map((r) => r.reason);

const HUGE = "99999999999999999999.99";
const absurdAmounts: [string, string][] = [
  // Thirteen digits: CSV's own reading refuses twenty as "too large" before this rule is asked.
  ["CSV", "Date,Payee,Amount\n2024-01-01,Harbor Tools,-1234567890123.45\n2024-01-02,Corner Cafe,-4.50\n"],
  ["OFX", ofxStatement(2).replace("<TRNAMT>1.00", `<TRNAMT>-${HUGE}`)],
  ["QIF", qifStatement(2).replace("T1.00", `T-${HUGE}`)],
  ["MT940", mt940Statement(2).replace("C1,00", "D999999999999999,99")],
  ["CAMT", camtStatement(2).replace('<Amt Ccy="EUR">1.00</Amt>', `<Amt Ccy="EUR">${HUGE}</Amt>`)],
];
const absurdDates: [string, string][] = [
  ["CSV", "Date,Payee,Amount\n9999-12-31,Harbor Tools,-12.00\n2024-01-02,Corner Cafe,-4.50\n"],
  ["OFX", ofxStatement(2).replace("<DTPOSTED>20240101", "<DTPOSTED>99991231")],
  ["QIF", qifStatement(2).replace("D1/1'24", "D12/31/1899")],
  ["CAMT", camtStatement(2).replace("<BookgDt><Dt>2024-01-01</Dt>", "<BookgDt><Dt>9999-12-31</Dt>")],
];

describe("an amount beyond what the budgeting service holds is a row error, in every format", () => {
  it.each(absurdAmounts)("%s: the absurd row is refused with its reason, the other imports", (_, text) => {
    const p = plan(text);
    expect(errors(p)).toEqual([expect.stringMatching(/is beyond what the budgeting service holds/)]);
    expect(p.items).toHaveLength(1);
  });
  it("keeps 99,999,999,999.99 (eleven digits)", () => {
    expect(plan("Date,Payee,Amount\n2024-01-01,Harbor Tools,-99999999999.99\n").items).toHaveLength(1);
  });
});

describe("a date before 1900 or more than a year ahead is a row error, in every format", () => {
  it.each(absurdDates)("%s: the absurd date is refused with its reason, the other imports", (_, text) => {
    const p = plan(text);
    expect(errors(p)).toEqual([expect.stringMatching(/is before 1900|is more than a year ahead/)]);
    expect(p.items).toHaveLength(1);
  });
  it("takes dates up to a year ahead, and any date when the person says they are meant", () => {
    const soon = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    expect(plan(`Date,Payee,Amount\n${soon},Rent,-900.00\n`).items).toHaveLength(1);
    expect(
      plan("Date,Payee,Amount\n2030-12-31,Bond coupon,-5.00\n2024-01-02,Corner Cafe,-4.50\n", { futureDates: true }).items,
    ).toHaveLength(2);
  });
});

describe("every field is bounded: a name of thousands of characters is a row error, long notes and reasons are cut", () => {
  const MB2 = "X".repeat(2_200_000);
  const hugeNames: [string, string][] = [
    ["CSV", `Date,Payee,Amount\n2024-01-01,${MB2},-12.00\n2024-01-02,Corner Cafe,-4.50\n`],
    ["OFX", ofxStatement(2).replace("<NAME>Payee 0", `<NAME>${MB2}`)],
    ["QIF", qifStatement(2).replace("PPayee 0", `P${MB2}`)],
    ["MT940", mt940Statement(2).replace("/NAME/Payee 0/", `/NAME/${MB2}/`)],
  ];
  it.each(hugeNames)("%s: the row with a 2.2 MB payee is an error with a short reason, the other imports", (_, text) => {
    const p = plan(text);
    expect(errors(p)).toEqual([expect.stringMatching(/^the payee has 2200000 characters, more than a name has \(1000\): "X{40}…"$/)]);
    expect(p.items).toHaveLength(1);
  });

  it("cuts notes past the service's 350 characters with an ellipsis, in every format that has them", () => {
    const long = "Invoice ".repeat(400).trim();
    for (const text of [
      `Date,Payee,Memo,Amount\n2024-01-01,Harbor Tools,${long},-12.00\n`,
      qifStatement(1).replace("MMemo 0", `M${long}`),
      camtStatement(1).replace(/<Ustrd>[^<]*<\/Ustrd>/, `<Ustrd>${long}</Ustrd>`),
    ]) {
      const [item] = plan(text).items;
      expect(item!.item.notes).toHaveLength(350);
      expect(item!.item.notes!.endsWith("…")).toBe(true);
    }
  });

  it("cuts a row's reason to 300 characters, whatever it quotes", () => {
    const p = plan(`Date,Payee,Amount\n2024-01-01,Harbor Tools,-12.00\n2024-01-02${"x".repeat(5000)},Corner Cafe,-4.50\n`);
    const reason = p.rows.find((r) => r.outcome === "error")?.reason ?? "";
    expect(reason).toMatch(/^row 3: date "2024-01-02x+…$/);
    expect(reason).toHaveLength(300);
  });

  it("keeps a long but real payee (200 characters) as written", () => {
    const name = "Stadtwerke München GmbH Abrechnung ".repeat(6).slice(0, 200);
    expect(plan(`Date,Payee,Amount\n2024-01-01,${name},-12.00\n`).items[0]!.item.payee).toBe(name.trim());
  });
});

describe("a refused row inside a run of planned rows splits the run around its error", () => {
  it("keeps the rows before and after as planned runs, the refused one an error with its reason", () => {
    const p = plan(
      "Date,Payee,Amount\n2024-01-01,a,-1.00\n2024-01-02,b,-2.00\n9999-12-31,c,-3.00\n2024-01-03,d,-4.00\n2024-01-04,e,-5.00\n",
    );
    expect(p.rows).toEqual([
      { row: 1, outcome: "ignored", reason: "header" },
      { row: 2, to_row: 3, outcome: "planned" },
      { row: 4, outcome: "error", reason: expect.stringMatching(/^date 9999-12-31 is more than a year ahead/) },
      { row: 5, to_row: 6, outcome: "planned" },
    ]);
    expect(p.items.map((i) => i.row)).toEqual([2, 3, 5, 6]);
  });
  it("splits the run inside its chunk when a 6,000-row export streams in chunks of 1,000, every row reported once", async () => {
    const lines = ["Date,Payee,Amount"];
    for (let i = 0; i < 6000; i++) lines.push(`${i === 3998 ? "9999-12-31" : "2024-03-01"},Shop ${i},-${(i % 90) + 1}.00`);
    const bytes = enc(lines.join("\n") + "\n");
    const chunks = [];
    for await (const chunk of adapterFor(bytes).stream(new Blob([bytes]).stream(), { accountId: 101, settings: {} }, 1000))
      chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.flatMap((c) => c.items)).toHaveLength(5999);
    const rows = expandRuns(chunks.flatMap((c) => c.rows));
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 6001 }, (_, i) => i + 1));
    expect(rows.filter((r) => r.outcome === "error")).toEqual([
      { row: 4000, outcome: "error", reason: expect.stringMatching(/^date 9999-12-31 is more than a year ahead/) },
    ]);
    // In the chunk that holds it, the planned run stops before row 4,000 and a new one starts after it.
    const around = chunks.find((c) => c.rows.some((r) => r.row === 4000))!.rows;
    const at = around.findIndex((r) => r.row === 4000);
    expect([around[at - 1]?.to_row, around[at - 1]?.outcome, around[at + 1]?.row, around[at + 1]?.outcome]).toEqual([
      3999,
      "planned",
      4001,
      "planned",
    ]);
  });
  it("leaves a single planned row, not a run, at either edge", () => {
    const p = plan("Date,Payee,Amount\n9999-12-31,a,-1.00\n2024-01-02,b,-2.00\n9999-12-31,c,-3.00\n");
    expect(p.rows.slice(1).map((r) => [r.row, r.to_row, r.outcome])).toEqual([
      [2, undefined, "error"],
      [3, undefined, "planned"],
      [4, undefined, "error"],
    ]);
  });
});
