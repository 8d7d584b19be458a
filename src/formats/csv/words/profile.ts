// The profile: every decision detection made, as plain JSON a user can save, edit and send back.
import { hash64 } from "../../../ids";
import * as z from "zod";
import { onFirstUse } from "../../../on-first-use";
import { normalizeHeader } from "./header-key";
import { DATE_FORMAT_RULE, isDateFormat } from "../../../locale/dates";
import { ENCODINGS } from "./encoding-names";
import { VerificationSchema } from "../../verification";

export const ColumnRefSchema = onFirstUse(() =>
  z
    .object({
      /** 0-based column index. */
      index: z.number().int().min(0).optional(),
      /** The header cell as written in the file (used when the index is absent or the header moved). */
      header: z.string().optional(),
    })
    .refine((c) => c.index !== undefined || c.header !== undefined, "a column needs an index or a header"),
);
export type ColumnRef = z.infer<typeof ColumnRefSchema>;

export const ColumnsSchema = onFirstUse(() =>
  z.object({
    date: ColumnRefSchema,
    valueDate: ColumnRefSchema.optional(),
    amount: ColumnRefSchema.optional(),
    debit: ColumnRefSchema.optional(),
    credit: ColumnRefSchema.optional(),
    indicator: ColumnRefSchema.optional(),
    payee: ColumnRefSchema.optional(),
    notes: z.array(ColumnRefSchema).default([]),
    currency: ColumnRefSchema.optional(),
    balance: ColumnRefSchema.optional(),
    /**
     * The balance before the rows that repeat it, beside `balance`, the one after them ("Opening Balance" and "Closing
     * Balance" on every row of a day): the rows of each run must take the one to the other (plan/ends-columns.ts).
     */
    openingBalance: ColumnRefSchema.optional(),
    transactionId: ColumnRefSchema.optional(),
    category: ColumnRefSchema.optional(),
    /** Whether the bank booked the row (row-state.ts): pending rows are imported marked pending, declined ones ignored. */
    status: ColumnRefSchema.optional(),
    /**
     * Columns that only say the booking's type ("Lastschrift", "DEBIT", "Virement"): kept in `custom_metadata.bank_type`,
     * never the payee or notes (row-text.ts). A notes column may be one: its text is still hashed into the external_id.
     */
    type: z.array(ColumnRefSchema).optional(),
    /**
     * A fee charged with the booking beside its amount ("Fee", "Gebühr"): money out of the same row, added to its amount
     * (detected only where the running balance moves by both: fee-column.ts).
     */
    fee: ColumnRefSchema.optional(),
    /** A check's number: the notes say "Check 1234" and `custom_metadata.check_number` keeps it. */
    checkNumber: ColumnRefSchema.optional(),
  }),
);
export type CsvColumns = z.infer<typeof ColumnsSchema>;

/** Only the formats of the one grammar in dates.ts: an unknown token must not be read as some order. */
export const DateFormatSchema = onFirstUse(() => z.string().refine(isDateFormat, { message: `not a date format: ${DATE_FORMAT_RULE}` }));

/** One way of reading a decision the file leaves open: the overrides that read it so. */
export const ReadingSchema = onFirstUse(() =>
  z.object({
    dateFormat: DateFormatSchema.optional(),
    sign: z.enum(["negative_is_money_out", "positive_is_money_out"]).optional(),
    columns: z
      .object({ amount: ColumnRefSchema.optional(), debit: ColumnRefSchema.optional(), credit: ColumnRefSchema.optional() })
      .optional(),
  }),
);
export type Reading = z.infer<typeof ReadingSchema>;

/**
 * A decision nothing in the file proves. `date_order`: every date reads day-first and month-first; `sign`: no running
 * balance, mark or named column says which way money goes; `amount`: two columns of amounts and no header says which is
 * the account's. `by`, what decided among what is no proof: the file's own signals (`file`), the budget's settings
 * (`budget`), transactions already in the budget (`budget_rows`), or nothing (a default, the majority of the amounts).
 */
export const OpenDecisionSchema = onFirstUse(() =>
  z.object({
    decision: z.enum(["date_order", "sign", "amount"]),
    by: z.enum(["file", "budget", "budget_rows", "nothing"]),
    /** Every way to read it, the one taken first. */
    readings: z.array(ReadingSchema).min(2),
    /** Why the first was taken, in words ("the budget's locale (en-US) writes dates month-first"). */
    because: z.string().optional(),
  }),
);
export type OpenDecision = z.infer<typeof OpenDecisionSchema>;

/**
 * A decision nothing decided (no proof, no signal of the file, no transaction already in the budget; for dates at most
 * the budget's settings): asked once, with every reading, the one taken first (questions.ts). Answered by sending the
 * reading's `answer` as overrides; saved with the profile, so the layout's next file asks nothing.
 */
export const QuestionSchema = onFirstUse(() =>
  z.object({
    decision: OpenDecisionSchema.shape.decision,
    asks: z.string(),
    /** Why the first reading was taken meanwhile: what an import that is not answered goes by. */
    taken: z.string(),
    readings: z
      .array(
        z.object({
          answer: ReadingSchema,
          says: z.string(),
          /** The dry run's: the first rows as this reading reads them. */
          rows: z.array(z.object({ row: z.number().int(), date: z.string(), amount: z.string(), payee: z.string().optional() })).optional(),
        }),
      )
      .min(2),
  }),
);
export type Question = z.infer<typeof QuestionSchema>;

export const CsvProfileSchema = onFirstUse(() =>
  z.object({
    version: z.literal(1).default(1),
    encoding: z.enum(ENCODINGS),
    /** Why this encoding: a BOM, valid UTF-8, or for the one-byte code pages the header cells and letters that decided. */
    encodingReason: z.string().optional(),
    delimiter: z.enum([",", ";", "\t", "|"]),
    /**
     * A fixed-width text (no delimiter, columns padded with spaces): where each column starts, the first at 0. Each
     * line is cut into these columns (a run of text goes to the column most of it lies in) and read as `delimiter`
     * ("\t") text, one cell a column.
     */
    fixedWidth: z.array(z.number().int().min(0)).min(2).max(64).optional(),
    quote: z.enum(['"', "'"]).default('"'),
    /** Records before the table (before the header, or before the first data row without one). */
    preambleRows: z.number().int().min(0),
    /** 0-based record index of the header row; null when the file has none. */
    headerRow: z.number().int().min(0).nullable(),
    /** Non-data records after the table seen while detecting (footers are also recognized row by row). */
    footerRows: z.number().int().min(0).default(0),
    columnCount: z.number().int().min(1),
    columns: ColumnsSchema,
    /** "DD.MM.YYYY", "MM/DD/YY", "YYYY-MM-DD", "D MMM YYYY"...: the order of D, M and Y is what counts. */
    dateFormat: DateFormatSchema,
    /** No value told day from month; `dateReason` says what decided. */
    dateAmbiguous: z.boolean().default(false),
    dateReason: z.string().optional(),
    /**
     * YYYY-MM-DD: dates written without their year ("15.03.", "Mar 15") are read in the latest year that puts
     * them on or before this day (a week later at most): the end of the statement period the file states, else
     * the export date (the file name's, else the upload's). Recomputed on every file; `warnings` says which.
     */
    yearAnchor: z.iso.date().optional(),
    decimalSeparator: z.enum([".", ","]),
    thousandsSeparator: z.enum(["", ",", ".", "'", " "]).default(""),
    /**
     * How money out is written: "signed" (one amount column; `sign` tells which sign is money out),
     * "debit_credit" (separate columns; debit = money out), "indicator" (amount + a column whose values are
     * in `indicatorOut` (money out) or `indicatorIn` (money in)).
     */
    amountStyle: z.enum(["signed", "debit_credit", "indicator"]),
    sign: z.enum(["negative_is_money_out", "positive_is_money_out"]).default("negative_is_money_out"),
    signReason: z.string().optional(),
    indicatorOut: z.array(z.string()).optional(),
    indicatorIn: z.array(z.string()).optional(),
    /**
     * Signed style, amounts written without a sign whose rows say their own direction ("退货", "REFUND", "还款"):
     * the columns whose words are read row by row (row-direction.ts). A row whose words say money in or out is read
     * so, the others by `sign`; a repayment is money in where `sign` makes those money out (a card's statement), else
     * money out. Recomputed on every file; an empty list turns it off.
     */
    rowWords: z.array(ColumnRefSchema).optional(),
    /**
     * Values of the status column that no row with a running balance carries, where one value stands on every row with
     * one, in words row-state.ts does not know (detect/status-by-balance.ts): those rows moved no money and are ignored
     * as not booked. Recomputed on every file.
     */
    statusNotBooked: z.array(z.string().min(1).max(40)).max(8).optional(),
    /**
     * Amounts are written in 1/10^amountScale units (2: cents, as some apps export integers). 0 = as
     * written. Detection sets it only where the file says so; the user can always set it.
     */
    amountScale: z.number().int().min(0).max(4).optional(),
    /** Why detection set `amountScale` (the header that names minor units). */
    amountScaleReason: z.string().optional(),
    /**
     * Every amount and balance is a whole number and nothing says whether they are units or cents: the balances add up
     * at either scale, so they prove no row's amount (never `balanced`). Recomputed on every file, never carried over.
     */
    amountScaleUnproven: z.boolean().optional(),
    /**
     * A record-type column whose codes mark opening/closing balance and turnover rows (Swedbank's Baltic
     * exports: 10 opening, 82 turnover, 86 closing; 20 is a transaction): rows with these codes are ignored as
     * `balance row` even without a label. Learned from the sample's rows whose label says so, or set by the user.
     */
    balanceCodes: z.object({ column: ColumnRefSchema, codes: z.array(z.string().trim().min(1).max(8)).min(1).max(16) }).optional(),
    /** Where Intake is not sure (dates decided by a weak signal, sign without evidence, rows ignored as
     *  balances…): plain sentences the dry run and the page show. Recomputed on every file, never carried over. */
    warnings: z.array(z.string()).optional(),
    /**
     * The sign was decided without any evidence (the majority of the amounts, warned of; the left-hand money column):
     * the upload page asks the person to confirm it before importing. Recomputed on every file, never carried over.
     */
    signUnproven: z.boolean().optional(),
    /**
     * Debit and credit columns written without a sign, where a value with a minus is the other way round (a reversal:
     * a withdrawal of −119.97 is money in); unset, a minus in either column is the bank's way of writing it and
     * dropped. Decided by each column's values (a minus on fewer than half of them); recomputed on every file.
     */
    pairReversals: z.boolean().optional(),
    /**
     * The decisions nothing in the file proves, which the budget's evidence may decide (budget-evidence.ts): the date
     * order, the sign, which of two amount columns. Recomputed on every file, never carried over.
     */
    open: z.array(OpenDecisionSchema).optional(),
    /** What nothing decided, asked once (QuestionSchema). Recomputed on every file; a saved one was not answered. */
    questions: z.array(QuestionSchema).optional(),
    /** Why this amount column, where two are named alike (amount-alternatives.ts). Recomputed on every file. */
    amountReason: z.string().optional(),
    /** How many of the rows read met a transaction already in the budget (amount, sign and day). Recomputed on every file. */
    budgetRows: z.object({ met: z.number().int(), read: z.number().int() }).optional(),
    /** What the file's own balances say of the rows as read (verification.ts). Recomputed on every file, never carried over. */
    verification: VerificationSchema.optional(),
    /**
     * The rows' day is read from one of two date columns by a rule nothing in the file proves: the first of two that
     * only their order tells apart (`by_position`), or the payment's day printed after the other (`later`). The plan
     * counts the rows whose other day differs over the whole file and says so (date-columns.ts). Recomputed on every file.
     */
    dayColumns: z.enum(["by_position", "later"]).optional(),
    /** Lowercase ISO 4217 when the amounts name it and no currency column does. */
    currency: z.string().optional(),
    /**
     * Lowercase ISO 4217 when the money columns' header names it ("bedrag in EUR"): every item's currency, over a
     * currency column's (there the purchase's own). Recomputed on every file. The external_id still hashes the
     * currency read as before, so ids stay what they were.
     */
    amountCurrency: z.string().optional(),
    /** Stable hash of the normalized header cells: match saved profiles to the next upload. */
    fingerprint: z.string(),
    /** The header cells as read (for the user; not used to parse). */
    headers: z.array(z.string()).optional(),
  }),
);
export type CsvProfile = z.infer<typeof CsvProfileSchema>;

/**
 * A field that is absent stays absent: `.partial()` alone keeps each field's default, so `{}` would come
 * back as `{ thousandsSeparator: "", sign: …, notes: [] … }` and reset what detection decided.
 */
function withoutDefaults<T extends z.ZodRawShape>(shape: T): { [K in keyof T]: z.ZodOptional<z.ZodType<z.output<T[K]>, z.input<T[K]>>> } {
  const out: Record<string, z.ZodType> = {};
  for (const [k, v] of Object.entries(shape))
    out[k] = (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional();
  return out as never;
}

/** What a user may send to override detection: any subset, and only what it names; `columns` merges role by role. */
export const CsvProfileOverridesSchema = onFirstUse(() =>
  z.object({
    ...withoutDefaults(CsvProfileSchema.shape),
    // A misspelt role is refused, not dropped (the top level is made strict where JSON comes in). `null`
    // takes a role away from the column detection gave it to (every role but the date can be absent).
    columns: z
      .object(removableRoles(withoutDefaults(ColumnsSchema.shape)))
      .strict()
      .optional(),
  }),
);

function removableRoles<T extends Record<string, z.ZodType>>(shape: T): { [K in keyof T]: K extends "date" ? T[K] : z.ZodNullable<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([role, v]) => [role, role === "date" ? v : v.nullable()])) as never;
}
export type CsvProfileOverrides = z.infer<typeof CsvProfileOverridesSchema>;

/** Same bank export, same fingerprint: case, accents and spacing of header cells do not matter. */
export function headerFingerprint(headers: readonly string[] | null, width: number, delimiter: string): string {
  if (!headers) return `n:${hash64(`${width}\u001f${delimiter}`)}`;
  return `h:${hash64(headers.map(normalizeHeader).join("\u001f"))}`;
}
