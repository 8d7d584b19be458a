// The bank's words about a booking are not what the person reads: fixtures of several banks and languages
// (./booking-text/) whose type, state and check-number columns go to custom_metadata (a check's number is also
// said in the notes), while every external_id stays what it was before, so a file imported then is all duplicates.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import type { BookingTextFixture } from "./booking-text/fixture";

const modules = import.meta.glob<{ default: BookingTextFixture }>("./booking-text/*.ts", { eager: true });
const fixtures = Object.entries(modules)
  .filter(([path]) => !path.endsWith("/fixture.ts"))
  .map(([path, m]) => ({ path: path.replace("./booking-text/", ""), fixture: m.default }));

const planOf = (f: BookingTextFixture) => planCsv(new TextEncoder().encode(f.file), { accountId: 1 });

describe("type, state and check-number columns are custom_metadata, never the payee or notes", () => {
  it("has fixtures of several banks and languages", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });
  for (const { path, fixture } of fixtures) {
    it(`${path}: ${fixture.name}`, () => {
      const got = planOf(fixture).items.map(({ item }) => {
        const meta = (item.custom_metadata ?? {}) as Record<string, unknown>;
        return {
          payee: item.payee,
          ...(item.notes !== undefined ? { notes: item.notes } : {}),
          ...(meta.bank_type !== undefined ? { type: meta.bank_type } : {}),
          ...(meta.check_number !== undefined ? { check: meta.check_number } : {}),
        };
      });
      expect(got).toEqual(fixture.rows);
    });
  }
});

describe("the external_id of a row is what it was before its bank words were kept aside", () => {
  for (const { path, fixture } of fixtures) {
    it(`${path}: a re-import of the file imported before is all duplicates`, () => {
      expect(planOf(fixture).items.map((i) => i.item.external_id)).toEqual(fixture.ids);
    });
  }
});

describe("a long export's type column is set aside in every chunk, as in the whole plan", () => {
  // 2,600 rows: past the 1,000 items a chunk holds, so the words and their shared metadata cross chunk boundaries.
  const KINDS = ["Lastschrift", "Überweisung", "Kartenzahlung", "Gutschrift"];
  const lines = ["Buchungstag;Buchungstext;Empfänger;Verwendungszweck;Betrag"];
  for (let i = 0; i < 2600; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const amount = `${i % 4 === 3 ? "" : "-"}${1 + (i % 97)},${String(i % 100).padStart(2, "0")}`;
    lines.push(`${day}.10.2026;${KINDS[i % 4]};Laden ${i % 53};Einkauf in Woche ${1 + (i % 5)};${amount}`);
  }
  const bytes = new TextEncoder().encode(lines.join("\n"));

  it("plans every row with its kind in custom_metadata and the same ids streamed as whole", async () => {
    const whole = planCsv(bytes, { accountId: 1 }).items;
    let off = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (off >= bytes.length) return c.close();
        c.enqueue(bytes.slice(off, off + 4096));
        off += 4096;
      },
    });
    const streamed = [];
    let chunks = 0;
    for await (const chunk of streamCsvPlan(stream, { accountId: 1 })) {
      chunks++;
      streamed.push(...chunk.items);
    }
    expect(chunks).toBeGreaterThan(2);
    expect(streamed).toHaveLength(2600);
    expect(streamed.map(({ item }) => item.external_id)).toEqual(whole.map(({ item }) => item.external_id));
    streamed.forEach(({ item }, i) => {
      expect(item.custom_metadata).toEqual({ bank_type: KINDS[i % 4] });
      expect(item.payee).toBe(`Laden ${i % 53}`);
      expect(item.notes).toBe(`Einkauf in Woche ${1 + (i % 5)}`);
    });
  });
});
