// The learning room as a module of its own (src/lazy-modules.ts, built by scripts/vendor-modules.mjs): an import that
// learns loads it once, and the main module, which every request pays for, carries none of it.
export { forgetShopAnswers, keepShopAnswers, shopAnswersOf } from "./answers";
export { learner } from "./apply";
