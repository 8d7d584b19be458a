// Plans one unseen-bank fixture the way the upload does and says what differs from what the budget must
// receive (an empty list when the fixture comes out exact). The rule tests of roles and sign use it.
import { SourceInputError, planCsv, type CsvProfile } from "../../../src/formats/csv";
import type { UnseenFixture } from "./unseen/fixture";

export interface FixtureOutcome {
  profile: CsvProfile | undefined;
  differences: string[];
}

export function planFixture(f: UnseenFixture, extra: { accountType?: string } = {}): FixtureOutcome {
  const bytes = typeof f.file === "string" ? new TextEncoder().encode(f.file) : f.file;
  const accountType = extra.accountType ?? f.accountType;
  let plan;
  try {
    plan = planCsv(bytes, {
      accountId: 1,
      ...(accountType !== undefined ? { accountType } : {}),
      ...(f.fileName !== undefined ? { fileName: f.fileName } : {}),
    });
  } catch (e) {
    if ("refused" in f.expect && e instanceof SourceInputError && f.expect.refused.test(e.message))
      return { profile: undefined, differences: [] };
    return { profile: undefined, differences: [`threw ${(e as Error).message}`] };
  }
  if ("refused" in f.expect) return { profile: plan.profile, differences: [`planned ${plan.items.length} items instead of refusing`] };
  const want = f.expect.items;
  const got = plan.items.map((i) => i.item);
  const differences: string[] = [];
  if (got.length !== want.length) differences.push(`${got.length} items instead of ${want.length}`);
  for (let i = 0; i < Math.min(got.length, want.length); i++) {
    const g = got[i]!;
    const w = want[i]!;
    if (g.date !== w.date) differences.push(`item ${i}: date ${g.date} instead of ${w.date}`);
    if (Number(g.amount) !== Number(w.amount)) differences.push(`item ${i}: amount ${g.amount} instead of ${w.amount}`);
    if (w.payee !== undefined && !(g.payee ?? "").toLowerCase().includes(w.payee.toLowerCase())) {
      differences.push(`item ${i}: payee ${g.payee} does not contain ${w.payee}`);
    }
  }
  const warns = f.expect.warns;
  if (warns && !(plan.profile?.warnings ?? []).some((w) => warns.test(w))) differences.push(`no warning matches ${warns}`);
  const errors = plan.rows.filter((r) => r.outcome === "error");
  if (errors.length > 0) differences.push(`${errors.length} row errors: ${errors[0]!.reason}`);
  return { profile: plan.profile, differences };
}
