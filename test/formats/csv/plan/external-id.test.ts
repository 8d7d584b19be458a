// external_id: a pure function of the source record (see src/formats/csv/plan/external-id.ts).
import { EXTERNAL_ID_MAX, hex8, lastKey1, lastKey2 } from "../../../../src/ids";
import { contentKey, contentKeyOf } from "../../../../src/formats/csv/plan/external-id";
import { newAmountParts, parseAmount, READ, readAmountIn } from "../../../../src/locale/numbers";
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import type { PlannedItem } from "../../../../src/plan";
import { seededRandom } from "../../../support/seeded-random";

const enc = (s: string) => new TextEncoder().encode(s);
const ids = (s: string, accountId: number | null = 7) => planCsv(enc(s), { accountId }).items.map((i) => i.item.external_id);
const HEAD = "Date,Payee,Amount\n";
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => `2024-01-${String(from + k).padStart(2, "0")},Shop ${from + k},-${from + k}.00`).join(
    "\n",
  );

describe("external_id", () => {
  it("is identical when the same bytes are planned again", () => {
    const f = HEAD + rows(1, 20);
    expect(ids(f)).toEqual(ids(f));
  });
  it("is identical on the overlap of two exports", () => {
    const a = ids(HEAD + rows(1, 20));
    const b = ids(HEAD + rows(11, 28));
    expect(b.slice(0, 10)).toEqual(a.slice(10));
    expect(new Set([...a, ...b]).size).toBe(28);
  });
  it("differs for identical same-day rows, which carry their occurrence", () => {
    const p = planCsv(enc(HEAD + "2024-01-03,Coffee,-3.00\n2024-01-03,Coffee,-3.00\n2024-01-03,coffee ,-3.00\n"), { accountId: 7 });
    const [a, b, c] = p.items;
    expect(new Set(p.items.map((i) => i.item.external_id)).size).toBe(3);
    expect([a!.occurrence, b!.occurrence, c!.occurrence]).toEqual([1, 2, 3]);
    expect(a!.item.external_id.replace(/:1$/, "")).toBe(b!.item.external_id.replace(/:2$/, ""));
  });
  it("depends on the account, the date, the amount, the description and the running balance", () => {
    const base = ids(HEAD + "2024-01-03,Coffee,-3.00\n")[0];
    expect(ids(HEAD + "2024-01-03,Coffee,-3.00\n", 8)[0]).not.toBe(base);
    expect(ids(HEAD + "2024-01-04,Coffee,-3.00\n")[0]).not.toBe(base);
    expect(ids(HEAD + "2024-01-03,Coffee,-3.01\n")[0]).not.toBe(base);
    expect(ids(HEAD + "2024-01-03,Tea,-3.00\n")[0]).not.toBe(base);
    expect(ids(HEAD + "2024-01-03,  COFFEE  ,-3.00\n")[0]).toBe(base);
    const bal = (b: string) => ids(`Date,Payee,Amount,Balance\n2024-01-03,Coffee,-3.00,${b}\n`)[0];
    expect(bal("10.00")).not.toBe(bal("20.00"));
  });
  it("uses the bank's transaction id when the file has one, hashing long or unsafe ids", () => {
    const long = "x".repeat(100);
    const got = ids(
      `Transaction ID,Date,Payee,Amount\nTX-1,2024-01-03,a,-1.00\n"id with spaces",2024-01-04,b,-1.00\n${long},2024-01-05,c,-1.00\n`,
    );
    expect(got[0]).toBe("b:TX-1");
    expect(got[1]).toMatch(/^b:#[0-9a-f]{16}$/);
    expect(got[2]).toMatch(/^b:#[0-9a-f]{16}$/);
  });
  it("never exceeds the service's limit", () => {
    for (const id of ids(HEAD + rows(1, 28))) expect(id.length).toBeLessThanOrEqual(EXTERNAL_ID_MAX);
    expect(ids(HEAD + rows(1, 1))[0]).toMatch(/^h:[0-9a-f]{16}:1$/);
  });
});

describe("identical rows are told apart by their occurrence, however many distinct rows the file holds", () => {
  const random = seededRandom(25);
  // 1,200 distinct rows, each written one to four times, in no date order.
  const lines = Array.from(
    { length: 1200 },
    (_, k) => `2024-${String((k % 12) + 1).padStart(2, "0")}-${String((k % 28) + 1).padStart(2, "0")},Shop ${k % 97},-${k + 1}.00`,
  ).flatMap((line) => Array.from({ length: 1 + Math.floor(random() * 4) }, () => line));
  for (let i = lines.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  // The rule written plainly: a row's occurrence is the number of rows up to it with its content.
  const seen = new Map<string, number>();
  const expected = lines.map((line) => seen.set(line, (seen.get(line) ?? 0) + 1).get(line));
  const bytes = enc(HEAD + lines.join("\n"));

  const expectOccurrences = (items: PlannedItem[]) => {
    expect(items.map((i) => i.occurrence)).toEqual(expected);
    // Equal content, equal id but for the occurrence; every id of the file is its own.
    expect(new Set(items.map((i) => i.item.external_id)).size).toBe(lines.length);
  };
  it("counts each row's repeats so far over 3,000 rows in shuffled order, the counter's table growing past 1,024 keys", () => {
    expect(lines.length).toBeGreaterThan(2500);
    expectOccurrences(planCsv(bytes, { accountId: 7 }).items);
  });
  it("counts them alike in an upload's pieces", async () => {
    const items: PlannedItem[] = [];
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < bytes.length; at += 4096) c.enqueue(bytes.slice(at, at + 4096));
        c.close();
      },
    });
    for await (const chunk of streamCsvPlan(stream, { accountId: 7 }, 500)) items.push(...chunk.items);
    expectOccurrences(items);
  });
});

describe("a running balance is hashed as the text it reads as", () => {
  it("gives the digest the balance's text gave, for every shape of amount", () => {
    const random = seededRandom(47);
    const fmt = { decimal: ",", thousands: "." } as const;
    const parts = newAmountParts();
    const balances = ["0,00", "-0,00", "-1,005", "0,5", "9.999,99", "10.000,00", "-123.456.789.012,3456"];
    for (let i = 0; i < 300; i++) {
      const int = Math.floor(random() * 10 ** Math.floor(random() * 13));
      const decimals = 1 + Math.floor(random() * 4);
      balances.push(`${random() < 0.3 ? "-" : ""}${int},${String(Math.floor(random() * 10 ** decimals)).padStart(decimals, "0")}`);
    }
    for (const cell of balances) {
      expect(readAmountIn(cell, 0, cell.length, fmt, parts)).toBe(READ);
      const text = parseAmount(cell, fmt) ?? "";
      const expected = contentKey({
        accountId: 3,
        date: "2024-05-01",
        amount: "-4.20",
        currency: "eur",
        description: ["Shop", "Memo"],
        balance: text,
      });
      contentKeyOf(3, "2024-05-01", "-4.20", "eur", { text: "Shop", start: 0, end: 4 }, { text: "Memo", start: 0, end: 4 }, parts);
      expect(hex8(lastKey1()) + hex8(lastKey2()), cell).toBe(expected);
    }
  });
});
