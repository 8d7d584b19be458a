// The bank's words about a booking are not what the person reads: fixtures of several banks and languages
// (./booking-text/) whose type, state and check-number columns go to custom_metadata (a check's number is also
// said in the notes), while every external_id stays what it was before, so a file imported then is all duplicates.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
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
