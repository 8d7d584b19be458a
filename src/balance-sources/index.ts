// Balance sources: manual accounts kept current by SimpleFIN, priced holdings and schedules.
import { BALANCE_SOURCES_NAME } from "./balance-sources";

export { BALANCE_SOURCES_NAME } from "./balance-sources";

/** The deployment's BalanceSources object (one: one alarm over every source, one quota per SimpleFIN connection). */
export function balanceSourcesOf(env: { BALANCE_SOURCES: Env["BALANCE_SOURCES"] }) {
  return env.BALANCE_SOURCES.get(env.BALANCE_SOURCES.idFromName(BALANCE_SOURCES_NAME));
}
