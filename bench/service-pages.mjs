// What the service sends for GET /transactions, as the benches that read an account's or a window's pages need it:
// a transaction in the service's shape (budget-api-v2.md), its pages as JSON text, and CPU time of a step.

/** A transaction as the service lists it, from the few fields a bench varies. */
export const serviceTransaction = ({ id, date, amount, currency, toBase, payee, accountId }) => ({
  id,
  date,
  amount,
  currency,
  to_base: toBase,
  payee,
  original_name: null,
  notes: null,
  manual_account_id: accountId,
  linked_account_id: null,
  category_id: null,
  external_id: null,
  tag_ids: [],
  status: "reviewed",
  is_pending: false,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  is_split_parent: false,
  split_parent_id: null,
  is_group_parent: false,
  group_parent_id: null,
  source: "api",
  recurring_id: null,
});

/** The transactions as the service's pages of `size`, JSON text each (what a read parses). */
export function servicePages(transactions, size) {
  const pages = [];
  for (let i = 0; i < transactions.length; i += size)
    pages.push(JSON.stringify({ transactions: transactions.slice(i, i + size), has_more: i + size < transactions.length }));
  return pages;
}

/** CPU milliseconds (user + system) `run` takes. */
export function cpuMs(run) {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
