// The typed client of the budgeting service's v2 API, the endpoints Intake calls (any other endpoint goes through
// `call` with its schema). It sends one request and reports
// what came back; it never retries (the Outbox decides when to send again, from the error's kind).
import * as z from "zod";
import { BudgetApiError } from "./errors";
import { type RateLimitState, readRateLimit, readRetryAfter } from "./rate-limit";
import type {
  BalanceUpsert,
  InsertTransactionsRequest,
  ManualAccountUpdate,
  TransactionGroupCreate,
  TransactionQuery,
  TransactionUpdate,
} from "./requests";
import {
  AccountSettingsSchema,
  BalanceHistorySchema,
  CategorySchema,
  InsertResponseSchema,
  ManualAccountSchema,
  TransactionFileSchema,
  TransactionPageSchema,
  TransactionSchema,
  UserAccountSettingsSchema,
  UserSchema,
  UserSettingsSchema,
} from "./schemas";

/** Give up on a request after this long: the service answers 500 items well within it. */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface BudgetApiOptions {
  /** Base URL including the version segment, e.g. `https://…/v2`. */
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called with the rate-limit headers of every response, errors included (for the rate gate). */
  onRateLimit?: (state: RateLimitState) => void;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";
type Query = Record<string, string | number | boolean | undefined>;

/** A file to attach: its name, MIME type and bytes. */
export interface FileUpload {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export class BudgetApi {
  private readonly baseUrl: string;

  constructor(private readonly options: BudgetApiOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
  }

  // --- me and settings ---
  me() {
    return this.call("GET", "/me", UserSchema);
  }
  userSettings() {
    return this.call("GET", "/me/user/settings", UserSettingsSchema);
  }
  accountSettings() {
    return this.call("GET", "/me/account/settings", AccountSettingsSchema);
  }
  userAccountSettings() {
    return this.call("GET", "/me/user/account/settings", UserAccountSettingsSchema);
  }

  // --- accounts ---
  async manualAccounts() {
    return (await this.call("GET", "/manual_accounts", z.object({ manual_accounts: z.array(ManualAccountSchema) }))).manual_accounts;
  }
  updateManualAccount(id: number, body: ManualAccountUpdate) {
    return this.call("PUT", `/manual_accounts/${id}`, ManualAccountSchema, body);
  }

  // --- categories ---
  /** `is_group: false`: the categories a transaction can have, without their groups. */
  async categories(query: { format?: "nested" | "flattened"; is_group?: boolean } = {}) {
    return (await this.call("GET", "/categories", z.object({ categories: z.array(CategorySchema) }), undefined, query)).categories;
  }

  // --- transactions ---
  insertTransactions(body: InsertTransactionsRequest) {
    return this.call("POST", "/transactions", InsertResponseSchema, body);
  }
  listTransactions(query: TransactionQuery = {}) {
    return this.call("GET", "/transactions", TransactionPageSchema, undefined, { ...query });
  }
  transaction(id: number) {
    return this.call("GET", `/transactions/${id}`, TransactionSchema);
  }
  /** `update_balance: false` leaves the account's balance as it is (the spec's default moves it by the change). */
  updateTransaction(id: number, update: TransactionUpdate, query: { update_balance?: boolean } = {}) {
    return this.call("PUT", `/transactions/${id}`, TransactionSchema, update, query);
  }
  deleteTransactions(ids: number[]) {
    return this.call("DELETE", "/transactions", z.unknown(), { ids });
  }
  /** Groups transactions into one (its amount is theirs summed): a transfer's two sides, one movement. */
  groupTransactions(body: TransactionGroupCreate) {
    return this.call("POST", "/transactions/group", TransactionSchema, body);
  }
  /** Ungroups: the members are ordinary transactions again, the group is gone. */
  ungroupTransactions(groupId: number) {
    return this.call("DELETE", `/transactions/group/${groupId}`, z.unknown());
  }

  // --- files of transactions ---
  /** The transaction's files (GET /transactions/{id} sends them by default). */
  async transactionFiles(transactionId: number) {
    return (await this.transaction(transactionId)).files ?? [];
  }
  /** Attaches one file (multipart `file` + `notes`); the service takes jpeg, png, pdf, heic, heif up to 10 MB. */
  attachFile(transactionId: number, file: FileUpload, notes?: string) {
    const form = new FormData();
    form.set("file", new File([file.bytes], file.name, { type: file.type }));
    if (notes !== undefined) form.set("notes", notes);
    return this.call("POST", `/transactions/${transactionId}/attachments`, TransactionFileSchema, form);
  }

  // --- balance history ---
  upsertBalanceHistory(accountType: "manual" | "linked", accountId: number, balances: BalanceUpsert[]) {
    return this.call("PUT", `/balance_history/${accountType}/${accountId}`, BalanceHistorySchema, { balances });
  }

  /**
   * Sends one request; throws a BudgetApiError for anything but a 2xx that matches the schema, or a
   * non-2xx whose body matches `answer` (an answer the service sends with an error status).
   */
  async call<T, A = never>(
    method: Method,
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    query?: Query,
    answer?: z.ZodType<A>,
  ): Promise<T | A> {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) {
      // `false` is sent: `is_group=false` means "no groups", not "either".
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          Accept: "application/json",
          // A form sets its own multipart boundary.
          ...(body === undefined || body instanceof FormData ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      this.options.onRateLimit?.(readRateLimit(response.headers));
      if (!response.ok) {
        // The status is known even when the error body is cut off: keep the kind the status says.
        const errorBody = parseJson(await response.text().catch(() => ""));
        const answered = answer?.safeParse(errorBody);
        if (answered?.success) return answered.data;
        throw BudgetApiError.fromBody(response, errorBody, readRetryAfter(response.headers));
      }
      // Read the whole body inside the try: a connection dropped mid-body is a network error.
      text = await response.text();
    } catch (error) {
      if (error instanceof BudgetApiError) throw error;
      throw BudgetApiError.network(error);
    }
    let json: unknown;
    try {
      json = text === "" ? undefined : JSON.parse(text);
    } catch {
      throw new BudgetApiError("unexpected_response", `${method} ${path}: the response is not JSON`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid";
      throw new BudgetApiError(
        "unexpected_response",
        `${method} ${path}: the response does not match the spec (${where})`,
        response.status,
      );
    }
    return parsed.data;
  }
}

function parseJson(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
