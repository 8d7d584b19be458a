// The unseen-bank suite: exports of banks and apps that are not in the shared corpus, each written the way
// that bank writes it (fixtures in ./unseen/). Every fixture is planned as an upload would be; a fixture is
// exact when the items are exactly the expected ones (date, amount, payee) or, for a file that is not a
// transaction list, when it is refused. The misses are printed with what differed; the floor only rises.
/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { SourceInputError, planCsv } from "../../../src/formats/csv";
import type { UnseenFixture } from "./unseen/fixture";

/** Share of fixtures that must come out exact (raised as detection learns; never lowered). */
const EXACT_FLOOR = 0.95;

const modules = import.meta.glob<{ default: UnseenFixture }>("./unseen/*.ts", { eager: true });
const fixtures = Object.entries(modules)
  .filter(([path]) => !path.endsWith("/fixture.ts"))
  .map(([path, m]) => ({ path, fixture: m.default }));

const bytesOf = (file: string | Uint8Array) => (typeof file === "string" ? new TextEncoder().encode(file) : file);

/** What differs between the plan of a fixture and what the budget must receive ("" when exact). */
export function missOf(f: UnseenFixture): string {
  let plan;
  try {
    plan = planCsv(bytesOf(f.file), {
      accountId: 1,
      ...(f.fileName !== undefined ? { fileName: f.fileName } : {}),
      ...(f.accountType !== undefined ? { accountType: f.accountType } : {}),
    });
  } catch (e) {
    if (!(e instanceof SourceInputError)) return `threw ${String(e)}`;
    if ("refused" in f.expect) return f.expect.refused.test(e.message) ? "" : `refused with another reason: ${e.message}`;
    return `refused: ${e.message}`;
  }
  if ("refused" in f.expect) return `imported ${plan.items.length} items instead of refusing`;
  const got = plan.items.map((i) => i.item);
  const want = f.expect.items;
  const diffs: string[] = [];
  if (got.length !== want.length) diffs.push(`${got.length} items, expected ${want.length}`);
  for (let k = 0; k < Math.min(got.length, want.length); k++) {
    const g = got[k]!;
    const w = want[k]!;
    if (g.date !== w.date) diffs.push(`#${k + 1} date ${g.date} ≠ ${w.date}`);
    if (Number(g.amount) !== Number(w.amount)) diffs.push(`#${k + 1} amount ${g.amount} ≠ ${w.amount}`);
    if (w.payee !== undefined && !(g.payee ?? "").toLowerCase().includes(w.payee.toLowerCase())) {
      diffs.push(`#${k + 1} payee "${g.payee ?? ""}" lacks "${w.payee}"`);
    }
  }
  const warns = f.expect.warns;
  if (diffs.length === 0 && warns && !(plan.profile?.warnings ?? []).some((w) => warns.test(w))) {
    diffs.push(`no warning matching ${warns}`);
  }
  return diffs.slice(0, 4).join("; ");
}

describe("exports of banks never seen come out exact", () => {
  it("has fixtures to judge by", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it(`plans at least ${EXACT_FLOOR * 100}% of them exactly (misses listed)`, () => {
    const misses = fixtures.map(({ path, fixture }) => ({ path, name: fixture.name, miss: missOf(fixture) })).filter((m) => m.miss !== "");
    const exact = fixtures.length - misses.length;
    const share = exact / Math.max(1, fixtures.length);
    const table = misses.map((m) => `  ${m.path.replace("./unseen/", "")}  ${m.name}\n      ${m.miss}`).join("\n");
    console.log(`unseen banks: ${exact}/${fixtures.length} exact (${(share * 100).toFixed(1)}%)${misses.length ? `\n${table}` : ""}`);
    expect(share).toBeGreaterThanOrEqual(EXACT_FLOOR);
  });
});
