// A statement that prints its amounts as whole numbers ("1 030-", "1.596.370 Nợ", "266278"): in which units. The
// statement's arithmetic holds in either (its balances move by its rows whatever the unit), so its words decide: a
// header that names the currency's hundredths ("Veloitus (senttiä)", "Գումար (լումա)") makes them cents; else they
// are whole units, as forint, dong and yen are printed, said in a warning unless the statement names such a currency.
import { minorUnitsNamed, namesMinorUnits, THOUSANDTHS_CURRENCIES, WHOLE_CURRENCIES } from "../csv/words/minor-units";
import type { Entry } from "./entries";

/** How the whole numbers read become cents, and what the person should know of it. */
export interface WholeUnits {
  /** Cents per unit printed: 1 for amounts printed in cents, 100 for whole units. */
  cents: 1 | 100;
  /** The decimal places of the minor unit printed: 3 for a dinar's fils, a rial's baisa, millimes; else 2. */
  places?: 3;
  warning?: string;
}

/** A currency printed without decimals, as its code or its sign ("Deviza: HUF", "₫", "Ft"). */
const WHOLE_CURRENCY = new RegExp(`(?<![\\p{L}\\p{N}])(${[...WHOLE_CURRENCIES].join("|")}|Ft|₫|₩|円|원)(?![\\p{L}\\p{N}])`, "u");
/** A currency of a thousand minor units to one, as its code ("Currency: KWD"). */
const THOUSANDTHS_CURRENCY = new RegExp(`(?<![\\p{L}\\p{N}])(${[...THOUSANDTHS_CURRENCIES].join("|")})(?![\\p{L}\\p{N}])`, "u");

/** The units of a statement read in whole numbers, from its headings (its title lines, its table's header). */
export function wholeUnits(entries: readonly Entry[]): WholeUnits {
  const headings = entries.filter((e) => e.kind === "heading").map((e) => e.text);
  const minor = headings.find(namesMinorUnits);
  if (minor !== undefined) return minorUnits(minor, headings);
  if (headings.some((text) => WHOLE_CURRENCY.test(text))) return { cents: 100 };
  return {
    cents: 100,
    warning:
      "the PDF prints its amounts as whole numbers and names no currency printed so, nor cents: they were read as whole units (1234 as 1234.00); check them against the statement before importing",
  };
}

/**
 * Amounts printed in the minor unit a heading names: thousandths where the unit is one (millimes, baisa) or the
 * statement names a dinar or the rial; fils with no currency named are read as hundredths (the dirham's), said.
 */
function minorUnits(header: string, headings: readonly string[]): WholeUnits {
  const size = minorUnitsNamed(header);
  if (size === "thousandths" || headings.some((text) => THOUSANDTHS_CURRENCY.test(text))) return { cents: 1, places: 3 };
  if (size === "hundredths" || headings.some((text) => /(?<![\p{L}\p{N}])(AED|YER|SAR|QAR)(?![\p{L}\p{N}])/u.test(text)))
    return { cents: 1 };
  return {
    cents: 1,
    warning: `"${header}" names fils, a hundredth of a dirham but a thousandth of a dinar, and the statement names no currency: read as hundredths (1234 as 12.34); check them against the statement before importing`,
  };
}
