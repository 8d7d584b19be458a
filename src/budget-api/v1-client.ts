// The service's legacy v1 interface (spec/budget-api-v1.md), for connections whose tools and tokens are set
// up for it. What differs from v2 is handled here, not papered over: most failures come as HTTP 200 with
// `{error}` (a message, or a list of them for inserts) and are thrown as the same BudgetApiError as v2's,
// their kind told from their words; an insert answers only the ids it inserted.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import type { BudgetApiOptions } from "./client";
import { BudgetApiError } from "./errors";
import { readRateLimit, readRetryAfter } from "./rate-limit";

/** The same patience as v2's client: a batch of 500 can take a while on the service's side. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** Words of a 200-with-error that mean "try again later" rather than "this request is wrong". */
const RETRYABLE_WORDS = /\b(try again|temporar|timed? ?out|unavailable|internal|rate limit|too many)/i;

const int = onFirstUse(() => z.number().int());
const amount = onFirstUse(() => z.string());

export const V1UserSchema = onFirstUse(() =>
  z.looseObject({
    user_id: int,
    user_name: z.string(),
    user_email: z.string(),
    account_id: int,
    budget_name: z.string(),
  }),
);
export const V1AssetSchema = onFirstUse(() =>
  z.looseObject({
    id: int,
    name: z.string(),
    display_name: z.string().nullable(),
    balance: amount,
    balance_as_of: z.string(),
    currency: z.string(),
    closed_on: z.string().nullable(),
    // Not in the v1 spec's excerpt (it shows no asset object), but in the service's v1 documentation.
    type_name: z.string().optional(),
    institution_name: z.string().nullable().optional(),
  }),
);
export const V1TransactionSchema = onFirstUse(() =>
  z.looseObject({
    id: int,
    date: z.string(),
    payee: z.string(),
    amount,
    currency: z.string(),
    notes: z.string().nullable(),
    asset_id: int.nullable(),
    // Read back to tell cash (neither account) from a synced account's transactions, and to find the
    // transaction the payee/date/amount check compared with (the raw payee, before rules renamed it).
    linked_account_id: int.nullable().optional(),
    original_name: z.string().nullable().optional(),
    external_id: z.string().nullable(),
    // Read back to tell an item already there before an unanswered request from one that request inserted.
    created_at: z.string().nullable().optional(),
  }),
);
export type V1Asset = z.infer<typeof V1AssetSchema>;
export type V1Transaction = z.infer<typeof V1TransactionSchema>;

/** `{error: "…"}` or, for inserts, `{error: ["…", …]}`: a failure whatever the HTTP status. */
const V1ErrorSchema = onFirstUse(() => z.object({ error: z.union([z.string(), z.array(z.string())]) }));

export interface V1InsertItem {
  date: string;
  /** Positive = money out, as sent with `debit_as_negative: false`. */
  amount: string;
  payee?: string;
  currency?: string;
  notes?: string;
  asset_id?: number;
  category_id?: number;
  /** Tag ids. */
  tags?: number[];
  external_id?: string;
  status?: "cleared" | "uncleared";
}

export interface V1TransactionQuery {
  asset_id?: number;
  start_date: string;
  end_date: string;
  offset?: number;
  limit?: number;
}

export class BudgetApiV1 {
  private readonly baseUrl: string;
  constructor(private readonly options: BudgetApiOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
  }

  me() {
    return this.call("GET", "/me", V1UserSchema);
  }
  async assets() {
    return (await this.call("GET", "/assets", z.object({ assets: z.array(V1AssetSchema) }))).assets;
  }
  /** Sets an asset's balance; the day it holds for goes with it (alone it would be ignored). */
  updateAsset(id: number, body: { balance: string; balance_as_of: string }) {
    return this.call("PUT", `/assets/${id}`, V1AssetSchema, body);
  }
  /**
   * Inserts with v1's options: amounts as Intake writes them (`debit_as_negative: false`), the asset's
   * balance left alone (`skip_balance_update`: balances are written by their own jobs). Only inserted ids
   * come back: which items were duplicates must be read back (listTransactions).
   */
  insertTransactions(body: { transactions: V1InsertItem[]; apply_rules: boolean; skip_duplicates: boolean }) {
    return this.call("POST", "/transactions", z.object({ ids: z.array(int) }), {
      ...body,
      // v2's apply_rules also matches recurring items; v1 asks for that separately.
      check_for_recurring: body.apply_rules,
      debit_as_negative: false,
      skip_balance_update: true,
    });
  }
  /** One page of an asset's transactions between two days (v1 needs both ends of the range). */
  listTransactions(query: V1TransactionQuery) {
    return this.call(
      "GET",
      "/transactions",
      z.object({ transactions: z.array(V1TransactionSchema), has_more: z.boolean().optional() }),
      undefined,
      { ...query, debit_as_negative: false },
    );
  }

  private async call<T>(
    method: "GET" | "POST" | "PUT",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    query: Record<string, string | number | boolean | undefined> = {},
  ): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    let response: Response;
    let text: string;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      this.options.onRateLimit?.(readRateLimit(response.headers));
      text = await response.text();
    } catch (error) {
      throw BudgetApiError.network(error);
    }
    const json = parseJson(text);
    const failure = V1ErrorSchema.safeParse(json);
    if (failure.success) throw v1Failure(response, failure.data.error, `${method} ${path}`);
    if (!response.ok) throw BudgetApiError.fromBody(response, json, readRetryAfter(response.headers));
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new BudgetApiError("unexpected_response", `${method} ${path}: the response does not match the v1 spec`, response.status);
    }
    return parsed.data;
  }
}

/** A v1 failure: by its status when it has one, else (HTTP 200) by its words. */
function v1Failure(response: Response, error: string | string[], what: string): BudgetApiError {
  const messages = Array.isArray(error) ? error : [error];
  // An error status leads the message, as in v2's (a 500 reads as a 500 in reports).
  const message = `${response.ok ? "" : `${response.status} `}${what}: ${messages.join("; ")}`;
  const errors = messages.map((errMsg) => ({ errMsg }));
  if (!response.ok) {
    const base = BudgetApiError.fromBody(response, undefined, readRetryAfter(response.headers));
    return new BudgetApiError(base.kind, message, response.status, errors, base.retryAfterMs);
  }
  const kind = messages.some((m) => RETRYABLE_WORDS.test(m)) ? "server" : "invalid";
  return new BudgetApiError(kind, message, response.status, errors);
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
