// Why a payee or a category was given, or none, in the person's words: what the preview, the report and the dry run
// show beside the row ("Groceries: 3 of your 3 transactions at Whole Foods").
import type { Why } from "./suggest";

/** `categoryName` names a category by its id (the budget's categories); an unknown id is said as its number. */
export function sayWhy(why: Why, categoryName: (id: number) => string | undefined = () => undefined): string {
  const named = (id: number) => categoryName(id) ?? `category ${id}`;
  switch (why.kind) {
    case "payee-answer":
      return `${why.payee}: your name for this shop since ${why.on}`;
    case "payee-history":
      return `${why.payee}: ${why.agreeing} of your ${why.of} renamed transactions of this shop`;
    case "category-answer":
      return `${named(why.category)}: you filed ${why.shop} there on ${why.on}`;
    case "category-declined":
      return `No category: your choice for ${why.shop} on ${why.on}`;
    case "category-history":
      return `${named(why.category)}: ${why.agreeing} of your ${why.of} transactions at ${why.shop}`;
    case "category-split":
      return `No category: your transactions at ${why.shop} are in several (at most ${why.agreeing} of ${why.of} in one)`;
    case "category-changed-lately":
      return `No category: your latest transactions at ${why.shop} are filed otherwise`;
    case "category-too-few":
      return `No category: ${why.of === 0 ? "none" : `only ${why.of}`} of your transactions at ${why.shop} ${why.of === 1 ? "is" : "are"} filed`;
    case "rule":
      return `Left to your budget's rules: they named or filed ${why.rows} of your transactions at ${why.shop}`;
    case "new-shop":
      return "As the bank writes it: a shop your budget has not seen";
  }
}
