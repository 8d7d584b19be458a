// CAMT as banks of several countries write its three messages (camt.052 reports, camt.053 statements, camt.054
// notifications) across their versions, prefixed or not, enveloped or not (fixtures in ./banks/, each written from its
// bank's documented layout): every transaction planned with its date, amount and payee, the balances checking the
// reading, and what the person should know said.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { recognize } from "../../../src/formats/registry";
import type { CamtBankFixture } from "./banks/fixture";

const modules = import.meta.glob<{ default: CamtBankFixture }>("./banks/*.ts", { eager: true });
const fixtures = Object.entries(modules)
  .filter(([path]) => !path.endsWith("/fixture.ts"))
  .map(([, m]) => [`${m.default.bank}: ${m.default.layout}`, m.default] as const);
const bytesOf = (file: string) => new TextEncoder().encode(file);

describe("the banks have fixtures to judge by", () => {
  it("holds several banks' messages of each kind", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    for (const kind of ["camt.052", "camt.053", "camt.054"])
      expect(fixtures.filter(([, f]) => f.layout.startsWith(kind)).length).toBeGreaterThan(0);
  });
});

describe.each(fixtures)("%s", (_name, f) => {
  const plan = () => camtAdapter.plan(bytesOf(f.file), { accountId: 1 });

  it("is recognised as CAMT and plans every transaction with its date, amount and payee", () => {
    expect(recognize(bytesOf(f.file)).format).toBe("camt");
    const p = plan();
    expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(
      p.items.map((i) => ({
        date: i.item.date,
        amount: i.item.amount,
        payee: i.item.payee,
        ...(f.items.some((e) => e.currency) ? { currency: i.item.currency } : {}),
      })),
    ).toEqual(f.items.map((i) => ({ payee: undefined, ...i })));
  });

  it("reads as its balances say, and offers the balance it states", () => {
    const p = plan();
    expect(p.profile.verification?.status).toBe(f.verification);
    expect(camtAdapter.statementBalance!(p.profile)).toEqual(f.closing);
  });

  it("says which entries batch payments, and what to check", () => {
    const p = plan();
    expect(p.profile.batches ?? []).toHaveLength(f.batches ?? 0);
    expect(p.profile.warnings ?? []).toEqual((f.warnings ?? []).map((w) => expect.stringMatching(w)));
  });
});
