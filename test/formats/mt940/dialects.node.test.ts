// MT940 as banks of several countries write it (fixtures in ./dialects/, each written from its bank's documented
// layout): every transaction is planned with its date, amount, payee and notes, the account and its closing
// balance are read, the balances add up, and no two transactions share an id.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { recognize } from "../../../src/formats/registry";
import type { DialectFixture } from "./dialects/fixture";

const modules = import.meta.glob<{ default: DialectFixture }>("./dialects/*.ts", { eager: true });
const fixtures = Object.entries(modules)
  .filter(([path]) => !path.endsWith("/fixture.ts"))
  .map(([, m]) => [m.default.bank, m.default] as const);
const bytesOf = (file: string | Uint8Array) => (typeof file === "string" ? new TextEncoder().encode(file) : file);

describe("the dialects have fixtures to judge by", () => {
  it("holds fifteen banks' layouts", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });
});

describe.each(fixtures)("%s", (_bank, f) => {
  const bytes = bytesOf(f.file);
  const plan = () => mt940Adapter.plan(bytes, { accountId: 1 });

  it("is recognised as MT940 by its first bytes", () => {
    expect(recognize(bytes).format).toBe("mt940");
  });

  it("plans every transaction, none an error, with its date, amount, payee and notes", () => {
    const p = plan();
    expect(p.rows.filter((r) => r.outcome !== "planned")).toEqual([]);
    expect(p.items.map((i) => ({ date: i.item.date, amount: i.item.amount, payee: i.item.payee, notes: i.item.notes }))).toEqual(
      f.items.map((i) => ({ notes: undefined, ...i })),
    );
  });

  it("names its account and offers its closing balance", () => {
    const p = plan();
    expect(p.profile.accounts).toEqual([f.account]);
    expect(mt940Adapter.statementBalance!(p.profile)).toEqual(f.closing);
    expect(p.profile.warnings).toBeUndefined();
  });

  it("reads as its balances say: each statement's (and each page's) opening plus its transactions is its closing", () => {
    expect(plan().profile.verification?.status).toBe(f.verification ?? "balanced");
  });

  it("gives each transaction an id of its own", () => {
    const ids = plan().items.map((i) => i.item.external_id);
    expect(new Set(ids).size).toBe(f.items.length);
  });
});
