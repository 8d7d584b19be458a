// The rest of the budgeting service's v2 API, beside the endpoints Intake calls (src/budget-api/client.ts):
// settings, categories, tags, linked accounts, single deletes, balance history reads, synced crypto. Only the
// sandbox's own tests call them, so they live here, on a subclass of the production client.
import * as z from "zod";
import { BudgetApi } from "../../src/budget-api/client";
import type { CategoryCreate, ManualAccountCreate, TagCreate } from "../../src/budget-api/requests";
import {
  AccountSettingsSchema,
  BalanceHistorySchema,
  CategoryDependentsSchema,
  CategorySchema,
  LinkedAccountSchema,
  ManualAccountSchema,
  SyncedCryptoSchema,
  TagDependentsSchema,
  TagSchema,
  UserAccountSettingsSchema,
  UserSettingsSchema,
} from "../../src/budget-api/schemas";

export class FullBudgetApi extends BudgetApi {
  updateAccountSettings(update: Partial<z.input<typeof AccountSettingsSchema>>) {
    return this.call("PUT", "/me/account/settings", AccountSettingsSchema, update);
  }
  updateUserSettings(update: Partial<z.input<typeof UserSettingsSchema>>) {
    return this.call("PUT", "/me/user/settings", UserSettingsSchema, update);
  }
  updateUserAccountSettings(update: Partial<z.input<typeof UserAccountSettingsSchema>>) {
    return this.call("PUT", "/me/user/account/settings", UserAccountSettingsSchema, update);
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

  manualAccount(id: number) {
    return this.call("GET", `/manual_accounts/${id}`, ManualAccountSchema);
  }
  createManualAccount(body: ManualAccountCreate) {
    return this.call("POST", "/manual_accounts", ManualAccountSchema, body);
  }
  /** A balance update is `{balance, balance_as_of}`; `balance_as_of` alone is ignored by the service. */
  deleteManualAccount(id: number, options: { delete_items?: boolean; delete_balance_history?: boolean } = {}) {
    return this.call("DELETE", `/manual_accounts/${id}`, z.unknown(), undefined, options);
  }
  async linkedAccounts() {
    return (await this.call("GET", "/linked_accounts", z.object({ linked_accounts: z.array(LinkedAccountSchema) }))).linked_accounts;
  }
  linkedAccount(id: number) {
    return this.call("GET", `/linked_accounts/${id}`, LinkedAccountSchema);
  }

  deleteTransaction(id: number) {
    return this.call("DELETE", `/transactions/${id}`, z.unknown());
  }
  /** Deletes 1 to 500 transactions, all or none: an unknown, repeated, split or grouped id refuses the request. */
  fileUrl(fileId: number) {
    return this.call("GET", `/transactions/attachments/${fileId}`, z.object({ url: z.string(), expires_at: z.string() }));
  }

  balanceHistory() {
    return this.call("GET", "/balance_history", BalanceHistorySchema);
  }
  accountBalanceHistory(accountType: "manual" | "linked", accountId: number) {
    return this.call("GET", `/balance_history/${accountType}/${accountId}`, BalanceHistorySchema);
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
}
