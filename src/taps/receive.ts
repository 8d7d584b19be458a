// One tap handed to delivery through the channel steps: its account from the tap settings (checked against the
// budget's accounts), its one-item plan to the Outbox in one call. The same tap sent twice has one external_id:
// the service skips the second.
import { deliverWhole, resolveTarget } from "../channel";
import type { JobReport } from "../outbox";
import { accountForCard, type TapSettings } from "./settings";
import { type Tap, tapItem } from "./tap";

export async function sendTap(env: Env, connectionId: string, settings: TapSettings, tap: Tap): Promise<JobReport> {
  const wanted = accountForCard(settings, tap.card);
  // Cash is "no account named", not a lookup: only an account id is resolved (and refused when unknown).
  const manualAccountId = wanted === null ? null : (await resolveTarget(env, connectionId, wanted)).manualAccountId;
  // A tap looks for its bank row first, as a receipt does (one already in the budget is enriched, not doubled), and
  // carries the phone's own id: only its external_id dedupes it, never the service's payee/amount/date check (two
  // coffees at one shop and price on one day are two taps).
  const spec = {
    connectionId,
    channel: "tap",
    kind: "match_or_insert" as const,
    manualAccountId,
    applyRules: true,
    skipDuplicates: false,
    fileName: null,
  };
  return deliverWhole(env, spec, { items: [tapItem(tap)], rows: [{ row: 1, outcome: "planned" }] });
}
