// Balance sources: manual accounts kept current by SimpleFIN, priced holdings and schedules. The object that runs
// them (balance-sources.ts, its store and runs) and, under readings/, the pure computations of each kind of
// reading and the URL policy its fetches go by.
export { BalanceSources } from "./balance-sources";
