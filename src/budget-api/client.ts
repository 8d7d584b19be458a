// The typed client of the budgeting service's v2 API. It sends one request and reports what came
// back; it never retries (the Outbox decides when to send again, from the error's kind).
import * as z from "zod";
import { BudgetApiError } from "./errors";
import { type RateLimitState, readRateLimit, readRetryAfter } from "./rate-limit";
import type {
  BalanceUpsert,
  CategoryCreate,
  InsertTransactionsRequest,
  ManualAccountCreate,
  ManualAccountUpdate,
  TagCreate,
  TransactionQuery,
  TransactionUpdate,
} from "./requests";
import {
  AccountSettingsSchema,
  BalanceHistorySchema,
  CategoryDependentsSchema,
  CategorySchema,
  InsertResponseSchema,
  LinkedAccountSchema,
  ManualAccountSchema,
  SyncedCryptoSchema,
  TagDependentsSchema,
  TagSchema,
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
  accountSettings() {
    return this.call("GET", "/me/account/settings", AccountSettingsSchema);
  }
  updateAccountSettings(update: Partial<z.input<typeof AccountSettingsSchema>>) {
    return this.call("PUT", "/me/account/settings", AccountSettingsSchema, update);
  }
  userSettings() {
    return this.call("GET", "/me/user/settings", UserSettingsSchema);
  }
  updateUserSettings(update: Partial<z.input<typeof UserSettingsSchema>>) {
    return this.call("PUT", "/me/user/settings", UserSettingsSchema, update);
  }
  userAccountSettings() {
    return this.call("GET", "/me/user/account/settings", UserAccountSettingsSchema);
  }
  updateUserAccountSettings(update: Partial<z.input<typeof UserAccountSettingsSchema>>) {
    return this.call("PUT", "/me/user/account/settings", UserAccountSettingsSchema, update);
  }

  // --- categories and tags ---
  async categories(query: { format?: "nested" | "flattened"; is_group?: boolean } = {}) {
    return (await this.call("GET", "/categories", z.object({ categories: z.array(CategorySchema) }), undefined, query)).categories;
  }
  category(id: number) {
    return this.call("GET", `/categories/${id}`, CategorySchema);
  }
  createCategory(body: CategoryCreate) {
    return this.call("POST", "/categories", CategorySchema, body);
  }
  updateCategory(id: number, body: Partial<CategoryCreate>) {
    return this.call("PUT", `/categories/${id}`, CategorySchema, body);
  }
  /**
   * Resolves to undefined once deleted, or to the dependents (the category is kept) when it has some and
   * `force` was not set. The service sends that answer with a 4xx (422), so it is read from error statuses too.
   */
  deleteCategory(id: number, force = false) {
    const dependents = CategoryDependentsSchema;
    return this.call("DELETE", `/categories/${id}`, dependents.optional(), undefined, force ? { force } : {}, dependents);
  }
  async tags() {
    return this.call("GET", "/tags", z.union([z.array(TagSchema), z.object({ tags: z.array(TagSchema) })])).then((body) =>
      Array.isArray(body) ? body : body.tags,
    );
  }
  tag(id: number) {
    return this.call("GET", `/tags/${id}`, TagSchema);
  }
  createTag(body: TagCreate) {
    return this.call("POST", "/tags", TagSchema, body);
  }
  updateTag(id: number, body: Partial<TagCreate>) {
    return this.call("PUT", `/tags/${id}`, TagSchema, body);
  }
  /** Like deleteCategory: undefined once deleted, else the dependents that kept the tag. */
  deleteTag(id: number, force = false) {
    const dependents = TagDependentsSchema;
    return this.call("DELETE", `/tags/${id}`, dependents.optional(), undefined, force ? { force } : {}, dependents);
  }

  // --- accounts ---
  async manualAccounts() {
    return (await this.call("GET", "/manual_accounts", z.object({ manual_accounts: z.array(ManualAccountSchema) }))).manual_accounts;
  }
  manualAccount(id: number) {
    return this.call("GET", `/manual_accounts/${id}`, ManualAccountSchema);
  }
  createManualAccount(body: ManualAccountCreate) {
    return this.call("POST", "/manual_accounts", ManualAccountSchema, body);
  }
  /** A balance update is `{balance, balance_as_of}`; `balance_as_of` alone is ignored by the service. */
  updateManualAccount(id: number, body: ManualAccountUpdate) {
    return this.call("PUT", `/manual_accounts/${id}`, ManualAccountSchema, body);
  }
  deleteManualAccount(id: number, options: { delete_items?: boolean; delete_balance_history?: boolean } = {}) {
    return this.call("DELETE", `/manual_accounts/${id}`, z.unknown(), undefined, options);
  }
  async linkedAccounts() {
    return (await this.call("GET", "/linked_accounts", z.object({ linked_accounts: z.array(LinkedAccountSchema) }))).linked_accounts;
  }
  linkedAccount(id: number) {
    return this.call("GET", `/linked_accounts/${id}`, LinkedAccountSchema);
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
  updateTransaction(id: number, update: TransactionUpdate) {
    return this.call("PUT", `/transactions/${id}`, TransactionSchema, update);
  }
  deleteTransaction(id: number) {
    return this.call("DELETE", `/transactions/${id}`, z.unknown());
  }
  /** Deletes 1 to 500 transactions, all or none: an unknown, repeated, split or grouped id refuses the request. */
  deleteTransactions(ids: number[]) {
    return this.call("DELETE", "/transactions", z.unknown(), { ids });
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
  fileUrl(fileId: number) {
    return this.call("GET", `/transactions/attachments/${fileId}`, z.object({ url: z.string(), expires_at: z.string() }));
  }

  // --- balance history and crypto ---
  balanceHistory() {
    return this.call("GET", "/balance_history", BalanceHistorySchema);
  }
  accountBalanceHistory(accountType: "manual" | "linked", accountId: number) {
    return this.call("GET", `/balance_history/${accountType}/${accountId}`, BalanceHistorySchema);
  }
  upsertBalanceHistory(accountType: "manual" | "linked", accountId: number, balances: BalanceUpsert[]) {
    return this.call("PUT", `/balance_history/${accountType}/${accountId}`, BalanceHistorySchema, { balances });
  }
  deleteBalanceHistoryEntry(entryId: number) {
    return this.call("DELETE", `/balance_history/entries/${entryId}`, z.unknown());
  }
  async syncedCrypto() {
    return (await this.call("GET", "/crypto/synced", z.object({ crypto_synced: z.array(SyncedCryptoSchema) }))).crypto_synced;
  }
  refreshSyncedCrypto(id: number) {
    return this.call("POST", `/crypto/synced/${id}/refresh`, SyncedCryptoSchema);
  }

  /**
   * Sends one request; throws a BudgetApiError for anything but a 2xx that matches the schema, or a
   * non-2xx whose body matches `answer` (an answer the service sends with an error status).
   */
  private async call<T, A = never>(
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
