// The budgeting service as the sandbox implements it (sandbox/src/transactions/), in memory: what a stream's
// inserts, updates and listings meet. An insert is skipped as a duplicate by its external_id in its account, and,
// when the request asks, by the same payee (or original name), amount, date and account; every duplicate is judged
// against what was there before the request. The sandbox world's payee rule renames what it inserts (when asked). An
// update may not give an account's external_id to a second transaction. Nothing here knows Intake: intake.ts speaks
// to it.

/** US dollars per unit: the sandbox's fixed table (sandbox/src/transactions/rates.ts), for `to_base`. */
export const RATES = { usd: 1, eur: 1.08 };
/** The rule every sandbox world is seeded with (sandbox/src/seed.ts): a payee containing STARBUCKS becomes "Starbucks". */
const RULES = [{ contains: "starbucks", payee: "Starbucks" }];

export class SimulatedBudget {
  #next = 1;
  /** By id, every transaction, as the service lists them. */
  transactions = new Map();

  /** `accounts`: manual account id → its currency; `infos`: id → how the budget names it (targets.ts `AccountInfo`). */
  constructor(primary, accounts, infos = new Map()) {
    this.primary = primary;
    this.accounts = accounts;
    this.infos = infos;
  }

  /** GET /categories: the seeded world's, one of them for transfers (left out of the totals). */
  categories() {
    return [
      { id: 1, name: "Groceries", is_group: false, archived: false, exclude_from_totals: false },
      { id: 2, name: "Transfers", is_group: false, archived: false, exclude_from_totals: true },
    ];
  }

  /**
   * POST /transactions/group: a new transaction of the members' sum (in the primary currency), the members carrying
   * its id and leaving the listing. Throws {status: 400} for a member already grouped, {status: 404} for none.
   */
  group({ ids, date, payee, category_id }) {
    const members = ids.map((id) => this.get(id));
    if (members.some((m) => m.group_parent_id !== null || m.is_group_parent))
      throw Object.assign(new Error("a transaction is in a transaction group already"), { status: 400 });
    const sum = members.reduce((total, m) => total + m.to_base, 0);
    const { id } = this.#add({ date, amount: sum, currency: this.primary, payee }, false);
    const group = this.transactions.get(id);
    Object.assign(group, { is_group_parent: true, category_id: category_id ?? null });
    for (const m of members) Object.assign(this.transactions.get(m.id), { group_parent_id: id });
    return { ...group };
  }

  /** DELETE /transactions/group/{id}: the members are listed again, the group is gone. */
  ungroup(groupId) {
    const group = this.get(groupId);
    if (!group.is_group_parent) throw Object.assign(new Error(`Transaction ${groupId} is not a transaction group`), { status: 404 });
    for (const tx of this.transactions.values()) if (tx.group_parent_id === groupId) tx.group_parent_id = null;
    this.transactions.delete(groupId);
  }

  /** POST /transactions: per item, {kind: "inserted", id, toBase} or {kind: "duplicate", reason, id}. */
  insert(items, skipDuplicates, applyRules) {
    const duplicates = items.map((item) => this.#duplicateOf(item, skipDuplicates));
    return items.map((item, i) => duplicates[i] ?? this.#add(item, applyRules));
  }

  /** PUT /transactions/{id}: throws {status: 404} for no such transaction, {status: 400} for an external_id taken. */
  /** The transaction as GET /transactions/{id} answers it; throws {status: 404}. */
  get(id) {
    const tx = this.transactions.get(id);
    if (!tx) throw Object.assign(new Error(`Transaction ${id} not found`), { status: 404 });
    return { ...tx };
  }

  update(id, update) {
    const tx = this.transactions.get(id);
    if (!tx) throw Object.assign(new Error(`Transaction ${id} not found`), { status: 404 });
    const next = { ...tx };
    for (const key of ["date", "currency", "payee", "notes", "external_id", "manual_account_id", "custom_metadata", "category_id"])
      if (update[key] !== undefined) next[key] = update[key];
    if (update.amount !== undefined) next.amount = Number(update.amount).toFixed(4);
    if (update.amount !== undefined || update.currency !== undefined) next.to_base = this.#toBase(next.amount, next.currency);
    if (next.external_id !== null && next.manual_account_id !== null && this.#byExternalId(next, id))
      throw Object.assign(new Error(`external_id "${next.external_id}" is already used`), { status: 400 });
    this.transactions.set(id, next);
    return next;
  }

  /** GET /transactions?start_date&end_date: oldest first, as the sandbox lists a date range (a group's members not). */
  list(from, to) {
    return [...this.transactions.values()]
      .filter((tx) => tx.date >= from && tx.date <= to && tx.group_parent_id === null)
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  }

  #duplicateOf(item, skipDuplicates) {
    const account = item.manual_account_id ?? null;
    const byId =
      account !== null && item.external_id ? this.#byExternalId({ manual_account_id: account, external_id: item.external_id }) : null;
    if (byId) return { kind: "duplicate", reason: "duplicate_external_id", id: byId.id };
    if (!skipDuplicates) return null;
    const payee = item.payee ?? "";
    for (const tx of this.transactions.values()) {
      if (
        tx.date === item.date &&
        Number(tx.amount) === Number(item.amount) &&
        (tx.payee === payee || tx.original_name === payee) &&
        tx.manual_account_id === account
      )
        return { kind: "duplicate", reason: "duplicate_payee_amount_date", id: tx.id };
    }
    return null;
  }

  #byExternalId(wanted, except) {
    for (const tx of this.transactions.values())
      if (tx.id !== except && tx.manual_account_id === wanted.manual_account_id && tx.external_id === wanted.external_id) return tx;
    return null;
  }

  #add(item, applyRules) {
    const id = this.#next++;
    const raw = item.payee ?? "";
    const rule = applyRules ? RULES.find((r) => raw.toLowerCase().includes(r.contains)) : undefined;
    const account = item.manual_account_id ?? null;
    const currency = item.currency ?? (account === null ? this.primary : this.accounts.get(account)) ?? this.primary;
    const amount = Number(item.amount).toFixed(4);
    const tx = {
      id,
      date: item.date,
      amount,
      currency,
      to_base: this.#toBase(amount, currency),
      recurring_id: null,
      payee: rule ? rule.payee : raw,
      original_name: item.original_name ?? raw,
      category_id: null,
      linked_account_id: null,
      manual_account_id: account,
      external_id: item.external_id ?? null,
      tag_ids: [],
      notes: item.notes ?? null,
      status: "unreviewed",
      // The sandbox inserts nothing pending: a bank's pending row is pending in its metadata only.
      is_pending: false,
      created_at: "2026-11-26T00:00:00Z",
      updated_at: "2026-11-26T00:00:00Z",
      is_split_parent: false,
      split_parent_id: null,
      is_group_parent: false,
      group_parent_id: null,
      source: "api",
      custom_metadata: item.custom_metadata ?? null,
    };
    this.transactions.set(id, tx);
    return { kind: "inserted", id, toBase: tx.to_base };
  }

  #toBase(amount, currency) {
    const rate = (RATES[currency] ?? 1) / (RATES[this.primary] ?? 1);
    return Math.round(Number(amount) * rate * 10_000) / 10_000;
  }
}
