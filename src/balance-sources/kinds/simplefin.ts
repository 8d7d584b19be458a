// Kind `simplefin`: an account of a claimed SimpleFIN connection, its balance read from the last Account Set (pulled
// at most as often as the Bridge's quota allows), and its transactions when asked for.
import { vaultOf } from "../../connections";
import { simplefinMisfit } from "../fit";
import { sideOf } from "../../account-side";
import { BalanceSourceError } from "../readings/fetch-source";
import { failedReading, type Reading } from "../reading";
import { SimplefinSettingsSchema, type SimplefinSettings } from "../settings";
import { pull, pullIsCurrent, readSimplefinAccount } from "../simplefin-pull";
import { pullTransactions } from "../simplefin-transactions";
import type { ReadContext, SourceKindDescriptor, SourceWith } from "./descriptor";

export const simplefin: SourceKindDescriptor<SimplefinSettings> = {
  name: "SimpleFIN",
  schema: SimplefinSettingsSchema,
  misfit: (settings, account, ctx) => simplefinMisfit(settings, account, ctx.simplefin),
  read: readSimplefin,
  // Balances the Bridge showed then stay what they were.
  rewritesHistory: false,
  statesBankBalance: true,
};

async function readSimplefin(
  source: SourceWith<SimplefinSettings>,
  { now, trigger, fetchOptions, store, env }: ReadContext,
): Promise<Reading> {
  const settings = source.settings;
  const conn = store.simplefin(settings.connection);
  if (!conn) return failedReading("its SimpleFIN connection was deleted", true, 0);
  let requests = 0;
  if (!pullIsCurrent(conn, source.schedule, trigger === "now" ? "now" : "schedule", now)) {
    // Access the Bridge refused waits for the person; "run now" is how they say they fixed it.
    if (conn.attention && trigger !== "now") return failedReading(conn.attention, true, 0);
    try {
      requests = 1;
      await pull(conn, vaultOf(env), fetchOptions, now);
    } catch (error) {
      if (!(error instanceof BalanceSourceError)) throw error;
      if (error.kind === "refused") requests = 0;
      return failedReading(error.message, !error.retryable, requests);
    } finally {
      store.saveSimplefin(conn);
    }
  }
  const side = sideOf(source.accountType);
  const reading = readSimplefinAccount(conn.lastSet, settings, { currency: source.currency, side }, now, requests);
  if (!reading.ok || !settings.transactions) return reading;
  const pulled = await pullTransactions(env, conn, source, vaultOf(env), fetchOptions, now);
  store.saveSimplefin(conn);
  reading.sourceRequests += pulled.requests;
  reading.note = pulled.problem ?? `${pulled.items} transactions handed to delivery`;
  return reading;
}
