// Every answer's schema by the name a route's declaration gives it (http/route.ts `answers`): the document reads a
// route's answer here, and the routes type theirs by these names (as types only).
export * from "./accounts";
export * from "./balance-sources";
export * from "./imports";
export * from "./payments";
export * from "./reports";
export * from "./settings";
export { ErrorAnswer } from "./schema";
