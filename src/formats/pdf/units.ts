// A statement that prints its amounts as whole numbers ("1 030-", "1.596.370 Nợ", "266278"): in which units. The
// statement's arithmetic holds in either (its balances move by its rows whatever the unit), so its words decide: a
// header that names the currency's hundredths ("Veloitus (senttiä)", "Գումար (լումա)") makes them cents; else they
// are whole units, as forint, dong and yen are printed, said in a warning unless the statement names such a currency.
import { namesMinorUnits, WHOLE_CURRENCIES } from "../csv/words/minor-units";
import type { Entry } from "./entries";

/** How the whole numbers read become cents, and what the person should know of it. */
export interface WholeUnits {
  /** Cents per unit printed: 1 for amounts printed in cents, 100 for whole units. */
  cents: 1 | 100;
  warning?: string;
}

/** A currency printed without decimals, as its code or its sign ("Deviza: HUF", "₫", "Ft"). */
const WHOLE_CURRENCY = new RegExp(`(?<![\\p{L}\\p{N}])(${[...WHOLE_CURRENCIES].join("|")}|Ft|₫|₩|円|원)(?![\\p{L}\\p{N}])`, "u");

/** The units of a statement read in whole numbers, from its headings (its title lines, its table's header). */
export function wholeUnits(entries: readonly Entry[]): WholeUnits {
  const headings = entries.filter((e) => e.kind === "heading").map((e) => e.text);
  const minor = headings.find(namesMinorUnits);
  if (minor !== undefined) return { cents: 1 };
  if (headings.some((text) => WHOLE_CURRENCY.test(text))) return { cents: 100 };
  return {
    cents: 100,
    warning:
      "the PDF prints its amounts as whole numbers and names no currency printed so, nor cents: they were read as whole units (1234 as 1234.00); check them against the statement before importing",
  };
}
