// The one module of the learning bench that calls Intake (bundled by run.mjs for Node): the pure learning room as
// an import plans with it. When its functions change, this is the module to adapt.
export { emptyMemory, memoryOf, remember, type HistoryRow } from "../../src/learning/history";
export { suggest, suggestions } from "../../src/learning/suggest";
export { sayWhy } from "../../src/learning/why";
export { HistoryCacheStore } from "../../src/outbox/store/history-cache";
export { MIGRATIONS } from "../../src/outbox/schema";
