// The CSV reader as a module of its own (src/lazy-modules.ts, built by scripts/vendor-modules.mjs): detection, its
// word tables in many languages and the row planner are a third of the worker's code, so the main module carries
// none of it and loads it on the first delimited text an upload, a spreadsheet or a mail brings.
export { csvAdapter } from "./adapter";
export { columnSamples, detectProfile, openDecisions } from "./index";
export { questionsWithRows } from "./question-rows";
