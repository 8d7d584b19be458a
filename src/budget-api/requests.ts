// What the client sends: request bodies typed after spec/budget-api-v2.md (and the YAML where the
// reference is silent). The service rejects unknown properties on creates, so these stay exact.
import type { InsertItem } from "../plan";

/** One item of `POST /transactions`; neither account id = a cash transaction. */
export interface InsertTransaction extends InsertItem {
  manual_account_id?: number;
  linked_account_id?: number;
  recurring_id?: number;
}

export interface InsertTransactionsRequest {
  transactions: InsertTransaction[]; // 1 to 500 items
  apply_rules?: boolean;
  skip_duplicates?: boolean;
  skip_balance_update?: boolean;
}

export interface TransactionQuery {
  start_date?: string;
  end_date?: string;
  created_since?: string;
  updated_since?: string;
  manual_account_id?: number;
  category_id?: number;
  /** Split parents and group members are not listed unless asked. */
  include_split_parents?: boolean;
  include_group_children?: boolean;
  /** Sends each transaction's `custom_metadata` (and `linked_metadata`), which the list leaves out by default. */
  include_metadata?: boolean;
  limit?: number; // default 1000, max 2000
  offset?: number;
}

/** `POST /transactions/group`: 2 to 500 ungrouped transactions, and the group's own date and payee. */
export interface TransactionGroupCreate {
  ids: number[];
  date: string;
  payee: string;
  category_id?: number | null;
  notes?: string | null;
}

export interface TransactionUpdate {
  date?: string;
  amount?: string | number;
  currency?: string;
  payee?: string;
  category_id?: number | null;
  notes?: string | null;
  status?: "reviewed" | "unreviewed";
  tag_ids?: number[];
  external_id?: string | null;
  /** Moves the transaction to this manual account (null: cash). */
  manual_account_id?: number | null;
  custom_metadata?: Record<string, unknown> | null;
}

export interface ManualAccountCreate {
  name: string;
  institution_name?: string | null;
  display_name?: string | null;
  type?: string;
  subtype?: string | null;
  balance?: string | number;
  balance_as_of?: string;
  currency?: string;
}

export interface ManualAccountUpdate extends Partial<ManualAccountCreate> {
  status?: "active" | "closed";
  closed_on?: string | null;
  external_id?: string | null;
  exclude_from_transactions?: boolean;
}

/** A balance-history upsert item: `month` is `YYYY-MM`, past months only. */
export interface BalanceUpsert {
  month: string;
  balance: string | number;
  currency?: string;
}

export interface CategoryCreate {
  name: string;
  description?: string | null;
  is_income?: boolean;
  exclude_from_budget?: boolean;
  exclude_from_totals?: boolean;
  is_group?: boolean;
  group_id?: number | null;
  archived?: boolean;
}

export interface TagCreate {
  name: string;
  description?: string | null;
  text_color?: string | null;
  background_color?: string | null;
  archived?: boolean;
}
