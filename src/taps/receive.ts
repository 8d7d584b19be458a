// One tap handed to delivery through the channel steps: its account from the tap settings (checked against the
// budget's accounts), its one-item plan to the Outbox in one call. The same tap sent twice has one external_id:
// the service skips the second. A card alert (mail/alerts.ts) is delivered the same way, on its own channel.
import { deliverWhole, resolveTarget } from "../channel";
import type { JobReport } from "../outbox";
import type { PlannedItem } from "../plan";
import { outboxOf } from "../storage";
import { accountForCard, type TapSettings } from "./settings";
import { type Tap, tapItem } from "./tap";

/** The tap's job, and the account its transaction is in. */
export async function sendTap(
  env: Env,
  connectionId: string,
  settings: TapSettings,
  tap: Tap,
): Promise<{ report: JobReport; manualAccountId: number | null }> {
  const planned = tapItem(tap);
  const report = await sendTapItem(env, connectionId, "tap", accountForCard(settings, tap.card), planned);
  if (report.counts.duplicates === 0) return { report, manualAccountId: report.manual_account_id };
  // The same tap again, after the bank's row took its transaction over: that transaction is in the bank row's account
  // (a tap in cash moved to its card's), not the one the settings name; the Outbox settled the repeat as it appended it.
  const taken = await outboxOf(env).takenOver(connectionId, planned.item.external_id);
  return { report, manualAccountId: taken ? taken.manualAccountId : report.manual_account_id };
}

/** A tap's item, or an alert's, into `wanted` (null: cash). */
export async function sendTapItem(
  env: Env,
  connectionId: string,
  channel: "tap" | "alert",
  wanted: number | null,
  item: PlannedItem,
): Promise<JobReport> {
  // Cash is "no account named", not a lookup: only an account id is resolved (and refused when unknown).
  const manualAccountId = wanted === null ? null : (await resolveTarget(env, connectionId, wanted)).manualAccountId;
  // A tap looks for its bank row first, as a receipt does (one already in the budget is enriched, not doubled), and
  // carries the phone's own id: only its external_id dedupes it, never the service's payee/amount/date check (two
  // coffees at one shop and price on one day are two taps).
  const spec = {
    connectionId,
    channel,
    kind: "match_or_insert" as const,
    manualAccountId,
    applyRules: true,
    skipDuplicates: false,
    fileName: null,
  };
  return deliverWhole(env, spec, { items: [item], rows: [{ row: 1, outcome: "planned" }] });
}
