// What an upload says about reading its CSV: the overrides it sends (plain query parameters, overrides JSON
// in the query or the form's `profile` field), and what of a saved profile carries over as defaults (the
// saved profiles themselves are kept in src/profiles/). A bad setting is the sender's to fix: answered as `{ error }`, which the route makes a 400
// before anything else is asked.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { type CsvProfile, type CsvProfileOverrides, CsvProfileOverridesSchema } from "./words/profile";
import { fail, ok, type Result } from "../../result";

/** Overrides name only settings of the profile: a misspelt one is refused, never silently dropped. */
const OverridesJson = onFirstUse(() => CsvProfileOverridesSchema.strict());

/** Settings a saved profile carries into the next upload: decisions, not positions in one file. */
const CARRIED_OVER = [
  "encoding",
  "delimiter",
  "quote",
  "columns",
  "dateFormat",
  "decimalSeparator",
  "thousandsSeparator",
  "amountStyle",
  "sign",
  "indicatorOut",
  "indicatorIn",
  "balanceCodes",
  "currency",
  "amountScale",
] as const satisfies readonly (keyof CsvProfile)[];

/** The settings people flip most, as plain query parameters (validated by the route's schema). */
export interface PlainSettings {
  delimiter?: "," | ";" | "tab" | "|" | undefined;
  date_format?: string | undefined;
  decimal_separator?: "." | "," | undefined;
  sign?: "negative_is_money_out" | "positive_is_money_out" | undefined;
  encoding?: CsvProfile["encoding"] | undefined;
  /** Overrides JSON from the query. */
  overrides?: string | undefined;
}

/**
 * What of a saved profile carries into the next upload of its header: its decisions, as defaults. A decision its import
 * asked and nobody answered (the saved `questions`: the import took a reading meanwhile) is no answer: the next file
 * decides it again, and asks again.
 */
export function carriedOver(saved: CsvProfile): CsvProfileOverrides {
  const carried: CsvProfileOverrides = {};
  for (const field of CARRIED_OVER) {
    if (saved[field] !== undefined) Object.assign(carried, { [field]: saved[field] });
  }
  // A file whose rows all went one way named the words of that way only: the other way's are unknown, and a reading
  // that calls every other word an error would refuse each row of the next file. The next file decides again.
  if (saved.amountStyle === "indicator" && (!saved.indicatorOut?.length || !saved.indicatorIn?.length)) {
    delete carried.amountStyle;
    delete carried.indicatorOut;
    delete carried.indicatorIn;
  }
  // A decision nothing in its file proved (`open`: one card payment alone reads as spending) is a guess, not an
  // answer: carried over, it would overrule the next file's own evidence. The next file decides it again.
  for (const { decision } of [...(saved.questions ?? []), ...(saved.open ?? [])]) {
    if (decision === "date_order") delete carried.dateFormat;
    if (decision === "sign") {
      delete carried.sign;
      // Two unnamed money columns: which is money out was the question.
      if (carried.columns) {
        const { debit: _d, credit: _c, ...columns } = carried.columns;
        carried.columns = columns;
      }
    }
    if (decision === "amount" && carried.columns) {
      const { amount: _, ...columns } = carried.columns;
      carried.columns = columns;
    }
  }
  return carried;
}

/** The request's own overrides, from the plain parameters and the overrides JSON; else why not, for the sender. */
export function requestOverrides(plain: PlainSettings, profileJson: string | null): Result<CsvProfileOverrides> {
  let fromJson: CsvProfileOverrides = {};
  for (const json of [profileJson, plain.overrides]) {
    if (!json) continue;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return fail("The profile overrides are not valid JSON.");
    }
    const parsed = OverridesJson.safeParse(value);
    if (!parsed.success) return fail(`The profile overrides are not valid: ${describeOverridesError(parsed.error)}.`);
    fromJson = merge(fromJson, parsed.data);
  }
  const given: CsvProfileOverrides = {};
  if (plain.delimiter) given.delimiter = plain.delimiter === "tab" ? "\t" : plain.delimiter;
  if (plain.date_format) given.dateFormat = plain.date_format;
  if (plain.decimal_separator) given.decimalSeparator = plain.decimal_separator;
  if (plain.sign) given.sign = plain.sign;
  if (plain.encoding) given.encoding = plain.encoding;
  return ok(merge(fromJson, given));
}

function merge(base: CsvProfileOverrides, over: CsvProfileOverrides): CsvProfileOverrides {
  const merged = { ...base, ...over };
  if (base.columns || over.columns) merged.columns = { ...base.columns, ...over.columns };
  return merged;
}

/** The first problem, with what is accepted (zod lists an enum's values; the date format rule lists its own). */
function describeOverridesError(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.join(".") || "value";
  if (issue?.code === "unrecognized_keys") {
    const shape = issue.path[0] === "columns" ? CsvProfileOverridesSchema.shape.columns.unwrap().shape : CsvProfileOverridesSchema.shape;
    const known = Object.keys(shape).join(", ");
    return `${where}: ${issue.keys.map((k) => `"${k}"`).join(", ")} ${issue.keys.length === 1 ? "is not a setting" : "are not settings"} (the settings are ${known})`;
  }
  return `${where}: ${issue?.message ?? "invalid"}`;
}
