// A file of several accounts read as sections and routed to the budget's accounts: a module of its own (lazy-modules.ts),
// loaded only when an upload may hold several accounts, so the main module carries none of it.
export { accountsIn, csvSections } from "./csv-sections";
export { routeSections } from "./sections";
