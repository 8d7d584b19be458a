// Balance sources: manual accounts kept current by SimpleFIN, priced holdings and schedules. The object that runs
// them (balance-sources.ts, its store and runs) and, under readings/, the pure computations of each kind of
// reading and the URL policy its fetches go by.
import { BALANCE_SOURCES_NAME } from "./balance-sources";

export { BALANCE_SOURCES_NAME } from "./balance-sources";

/** The deployment's BalanceSources object (one: one alarm over every source, one quota per SimpleFIN connection). */
export function balanceSourcesOf(env: { BALANCE_SOURCES: Env["BALANCE_SOURCES"] }) {
  return env.BALANCE_SOURCES.get(env.BALANCE_SOURCES.idFromName(BALANCE_SOURCES_NAME));
}
