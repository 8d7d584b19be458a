// Request validation: zod schemas for the shapes the spec states, and the mapping of zod's issues to
// the service's error items (errMsg + code + where in the request it happened).
import { z } from "zod";
import { type ErrorItem, invalid, validationError } from "./errors";

/** `transactions[3].amount` from zod's path. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), "");
}

export function issueToError(issue: z.core.$ZodIssue): ErrorItem {
  const path = formatPath(issue.path);
  const item: ErrorItem = { errMsg: path ? `${path}: ${issue.message}` : issue.message, code: "VALIDATION_ERROR" };
  if (path) item.path = path;
  // A client splitting a rejected batch needs the index of the offending insert item.
  if (issue.path[0] === "transactions" && typeof issue.path[1] === "number") {
    item.request_transactions_index = issue.path[1];
  }
  return item;
}

/** Parses or throws the 400 "Request Validation Failure" listing every issue. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues.map(issueToError));
  return result.data;
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid("Request body is not valid JSON");
  }
}

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date in YYYY-MM-DD format")
  .refine(isCalendarDate, "must be a valid calendar date");

export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month in YYYY-MM format");

export const dateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 date-time");

/** A date (midnight UTC) or a date-time, as an ISO instant. */
export const instant = z.union([date, dateTime]).transform((s) => new Date(s.length === 10 ? `${s}T00:00:00Z` : s).toISOString());

export const currency = z.string().regex(/^[a-z]{3}$/, "must be a lowercase three-letter currency code");

const DECIMAL4 = /^-?\d+(\.\d{1,4})?$/;

/** Number or numeric string with at most 4 decimals, normalized to the 4-decimal string the API returns. */
export const amount4 = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const s = typeof v === "number" ? String(v) : v;
  if (!DECIMAL4.test(s)) {
    ctx.addIssue({ code: "custom", message: "must be a number or numeric string with at most 4 decimal places" });
    return z.NEVER;
  }
  return canonicalAmount(s);
});

export function canonicalAmount(s: string): string {
  const negative = s.startsWith("-");
  const [int = "0", frac = ""] = (negative ? s.slice(1) : s).split(".");
  const digits = `${BigInt(int)}.${frac.padEnd(4, "0")}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

export const id = z.number().int().positive();

/** Query-string integer, e.g. `limit=50`. */
export const queryInt = z
  .string()
  .regex(/^-?\d+$/, "must be an integer")
  .transform(Number);
export const queryBool = z.enum(["true", "false"]).transform((s) => s === "true");

export function pathId(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) throw invalid(`Invalid id: ${raw ?? ""}`, { path: "id" });
  return Number(raw);
}
