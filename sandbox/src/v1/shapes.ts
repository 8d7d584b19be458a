// v1's objects, built from the same rows as v2's. v1 names manual accounts "assets" (type_name,
// subtype_name, exclude_transactions), calls the review status cleared/uncleared, and hydrates a
// transaction with the names of its category, account and tags instead of bare ids.
import { type Db, type Row, bool, json, num, str } from "../db";
import { manualAccountObject } from "../routes/manual-accounts";
import { findLinkedAccount } from "../routes/linked-accounts";
import type { currentUser } from "../routes/me";
import { canonicalAmount } from "../validate";

/** GET /v1/me: the spec's User table. */
export function userObject(user: ReturnType<typeof currentUser>) {
  return {
    user_id: user.id,
    user_name: user.name,
    user_email: user.email,
    account_id: user.account_id,
    budget_name: user.budget_name,
    api_key_label: user.api_key_label,
  };
}

/**
 * An asset. The v1 spec does not show its fields; these are the v1 asset object's as the service's
 * public v1 documentation lists them (with display_name and closed_on, which the change log adds).
 */
export function assetObject(row: Row) {
  const account = manualAccountObject(row);
  return {
    id: account.id,
    type_name: account.type,
    subtype_name: account.subtype,
    name: account.name,
    display_name: account.display_name,
    // "to 4 decimal places" in v1 (seeded balances are stored as written, e.g. 2500.00).
    balance: canonicalAmount(account.balance),
    balance_as_of: account.balance_as_of,
    closed_on: account.closed_on,
    currency: account.currency,
    institution_name: account.institution_name,
    exclude_transactions: account.exclude_from_transactions,
    created_at: account.created_at,
  };
}

/** v1's review status: v2's reviewed is v1's cleared. */
export const V1_STATUS = { reviewed: "cleared", unreviewed: "uncleared" } as const;
export const V2_STATUS = { cleared: "reviewed", uncleared: "unreviewed" } as const;

/** `debit_as_negative`: v1 may show (and take) expenses as negative amounts; v2 and the store never do. */
export const negate = (amount: string) => (amount.startsWith("-") ? amount.slice(1) : canonicalAmount(`-${amount}`));

interface CategoryFacts {
  name: string;
  groupId: number | null;
  groupName: string | null;
  is_income: boolean;
  exclude_from_budget: boolean;
  exclude_from_totals: boolean;
}

/** Hydrates transaction rows; lookups are cached for one answer (a page names the same few records). */
export class TransactionShaper {
  private readonly categories = new Map<number, CategoryFacts | null>();
  private readonly assets = new Map<number, ReturnType<typeof manualAccountObject> | null>();
  private readonly tags = new Map<number, { id: number; name: string; description: string | null; archived: boolean } | null>();

  constructor(
    private readonly db: Db,
    private readonly debitAsNegative: boolean,
  ) {}

  shape(row: Row) {
    const amount = this.debitAsNegative ? negate(String(row.amount)) : String(row.amount);
    const category = this.category(num(row.category_id));
    const asset = this.asset(num(row.manual_account_id));
    const linkedId = num(row.linked_account_id);
    const linked = linkedId === null ? undefined : findLinkedAccount(this.db, linkedId);
    const linkedDisplayName = linked ? (linked.display_name ?? `${linked.institution_name} ${linked.name}`) : null;
    const payee = String(row.payee);
    const notes = str(row.notes);
    return {
      id: Number(row.id),
      date: String(row.date),
      payee,
      amount,
      currency: String(row.currency),
      // The stored conversion (transactions/rates.ts), with the same sign convention as the amount.
      to_base: this.debitAsNegative ? -Number(row.to_base) : Number(row.to_base),
      category_id: num(row.category_id),
      category_name: category?.name ?? null,
      category_group_id: category?.groupId ?? null,
      category_group_name: category?.groupName ?? null,
      is_income: category?.is_income ?? false,
      exclude_from_budget: category?.exclude_from_budget ?? false,
      exclude_from_totals: category?.exclude_from_totals ?? false,
      created_at: String(row.created_at),
      updated_at: String(row.updated_at),
      status: V1_STATUS[String(row.status) as keyof typeof V1_STATUS] ?? "uncleared",
      is_pending: bool(row.is_pending),
      notes,
      original_name: str(row.original_name),
      // The sandbox has no recurring items, splits or groups.
      recurring_id: num(row.recurring_id),
      recurring_payee: null,
      recurring_description: null,
      recurring_cadence: null,
      recurring_type: null,
      recurring_amount: null,
      recurring_currency: null,
      parent_id: null,
      has_children: false,
      group_id: null,
      is_group: false,
      asset_id: asset?.id ?? null,
      asset_institution_name: asset?.institution_name ?? null,
      asset_name: asset?.name ?? null,
      asset_display_name: asset?.display_name ?? null,
      asset_status: asset?.status ?? null,
      linked_account_id: linkedId,
      linked_account_name: linked?.name ?? null,
      linked_account_mask: linked?.mask ?? null,
      institution_name: linked?.institution_name ?? null,
      linked_account_display_name: linkedDisplayName,
      linked_metadata: null,
      source: str(row.source),
      display_name: payee,
      display_notes: notes,
      account_display_name: asset?.display_name ?? linkedDisplayName ?? "",
      tags: json<number[]>(row.tag_ids, []).flatMap((id) => this.tag(id) ?? []),
      children: [],
      external_id: str(row.external_id),
    };
  }

  private category(id: number | null): CategoryFacts | null {
    if (id === null) return null;
    let hit = this.categories.get(id);
    if (hit === undefined) {
      const row = this.db.get("SELECT * FROM categories WHERE id = ?", id);
      const group = row?.group_id != null ? this.db.get("SELECT * FROM categories WHERE id = ?", row.group_id) : undefined;
      // A category in a group inherits is_income and the exclusions from the group.
      const flags = group ?? row;
      hit = row
        ? {
            name: String(row.name),
            groupId: group ? Number(group.id) : null,
            groupName: group ? String(group.name) : null,
            is_income: bool(flags?.is_income),
            exclude_from_budget: bool(flags?.exclude_from_budget),
            exclude_from_totals: bool(flags?.exclude_from_totals),
          }
        : null;
      this.categories.set(id, hit);
    }
    return hit;
  }

  private asset(id: number | null) {
    if (id === null) return null;
    let hit = this.assets.get(id);
    if (hit === undefined) {
      const row = this.db.get("SELECT * FROM manual_accounts WHERE id = ?", id);
      this.assets.set(id, (hit = row ? manualAccountObject(row) : null));
    }
    return hit;
  }

  private tag(id: number) {
    let hit = this.tags.get(id);
    if (hit === undefined) {
      const row = this.db.get("SELECT id, name, description, archived FROM tags WHERE id = ?", id);
      hit = row ? { id: Number(row.id), name: String(row.name), description: str(row.description), archived: bool(row.archived) } : null;
      this.tags.set(id, hit);
    }
    return hit;
  }
}
