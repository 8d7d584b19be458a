// A replayed stream against its truth: each payment should end as one transaction of its own. A transaction is the
// payment whose report last gave it its amount and date (inserted it, or was the bank row that took it over); the
// other reports it holds are payments it took in. Lost: a payment with no transaction of its own; merged: a
// transaction that took in a payment now lost; crossed: one that took in a report of a payment that kept its own;
// doubled: a payment with two or more; wrong payee: not its payment's name; wrong amount: a payment's one transaction
// at another amount than the bank took (in cash: the receipt's). Merges are pairs of reports in one transaction:
// right when both are one payment's; due: every pair of one payment's reports. Twins (two payments alike in everything
// any report of them says: account, shop, amount, day, the bank's date and text) are one payment's reports to every
// reader, so a report of one in the other's transaction is not crossed: nothing could have told them apart.

export function score(stream, { budget, joins }) {
  const txs = new Map();
  const names = new Map(stream.payments.map((p) => [p, new Set([p.shop?.name, p.tap?.name, p.booked?.text].filter(Boolean))]));
  for (const j of joins) {
    // The payee as Intake read the report (a bank file's row without its booking words).
    if (j.payee) names.get(j.payment).add(j.payee);
    if (j.tx === null) continue;
    const tx = txs.get(j.tx) ?? { id: j.tx, reports: new Map(), identity: null };
    tx.reports.set(`${j.payment.id}:${j.channel}`, j.payment);
    if (j.sets || tx.identity === null) tx.identity = j.payment;
    txs.set(j.tx, tx);
  }
  const groups = [...budget.transactions.values()].filter((tx) => tx.is_group_parent);
  if (txs.size !== budget.transactions.size - groups.length) throw new Error(`seed ${stream.seed}: a transaction no report became`);
  const own = new Map(stream.payments.map((p) => [p, []]));
  for (const tx of txs.values()) own.get(tx.identity).push(tx);
  const lost = new Set(stream.payments.filter((p) => own.get(p).length === 0));
  const flags = new Map(
    stream.payments.map((p) => [
      p,
      { lost: lost.has(p), doubled: own.get(p).length > 1, merged: false, crossed: false, wrongPayee: false, wrongAmount: false },
    ]),
  );
  const counts = { ...noCounts(), payments: stream.payments.length, transactions: txs.size, lost: lost.size };
  const pairs = { made: 0, right: 0, due: 0 };
  for (const tx of txs.values()) {
    const payments = new Set(tx.reports.values());
    const took = [...payments].filter((p) => p !== tx.identity && !(twins(p, tx.identity) && !lost.has(p)));
    const merged = took.some((p) => lost.has(p));
    counts.merged += merged ? 1 : 0;
    counts.crossed += took.length > 0 && !merged ? 1 : 0;
    if (took.length > 0) for (const p of payments) flags.get(p)[merged ? "merged" : "crossed"] = true;
    if (!names.get(tx.identity).has(budget.transactions.get(tx.id).payee)) {
      counts.wrongPayee++;
      flags.get(tx.identity).wrongPayee = true;
    }
    pairs.made += choose2(tx.reports.size);
    for (const p of payments) pairs.right += choose2([...tx.reports.values()].filter((q) => q === p).length);
  }
  for (const p of stream.payments) {
    const n = own.get(p).length;
    const [only] = own.get(p);
    if (n === 1 && Number(budget.transactions.get(only.id).amount) !== Number(p.booked?.amount ?? p.charged)) {
      counts.wrongAmount++;
      flags.get(p).wrongAmount = true;
    }
    counts.doubled += n > 1 ? 1 : 0;
    counts.extra += Math.max(0, n - 1);
    pairs.due += choose2(p.reports.length);
  }
  Object.assign(counts, movesScored(stream, budget, own, groups));
  return { counts, pairs, flags, own };
}

/**
 * Transfers between the person's accounts (transfers.mjs): found when each side is one transaction of its own and
 * the two are one group; a group is wrong unless its members are the two sides of one transfer. Look-alikes kept
 * apart: neither side in a group.
 */
function movesScored(stream, budget, own, groups) {
  const sides = new Map();
  for (const p of stream.payments) if (p.move) sides.set(p.move.id, [...(sides.get(p.move.id) ?? []), p]);
  const groupOf = (p) => {
    const txs = own.get(p);
    return txs.length === 1 ? budget.transactions.get(txs[0].id).group_parent_id : null;
  };
  const counts = { transfers: 0, transfersFound: 0, lookAlikes: 0, lookAlikesApart: 0, groupsWrong: 0 };
  for (const [a, b] of sides.values()) {
    if (a.move.real) {
      counts.transfers++;
      const group = groupOf(a);
      counts.transfersFound += group !== null && group === groupOf(b) ? 1 : 0;
    } else {
      counts.lookAlikes++;
      counts.lookAlikesApart += groupOf(a) === null && groupOf(b) === null ? 1 : 0;
    }
  }
  const paymentOf = new Map();
  for (const [p, txs] of own) for (const tx of txs) paymentOf.set(tx.id, p);
  for (const group of groups) {
    const members = [...budget.transactions.values()].filter((tx) => tx.group_parent_id === group.id).map((tx) => paymentOf.get(tx.id));
    const [a, b] = members;
    const right = members.length === 2 && a?.move?.real && a.move.id === b?.move?.id && a !== b;
    counts.groupsWrong += right ? 0 : 1;
  }
  return counts;
}

const choose2 = (n) => (n * (n - 1)) / 2;

/** Alike in every field a report carries: a receipt, a tap, the bank's rows of one could be the other's. */
const twins = (p, q) =>
  p.account === q.account &&
  p.shop?.name === q.shop?.name &&
  p.charged === q.charged &&
  p.authorised === q.authorised &&
  p.day === q.day &&
  p.booked?.date === q.booked?.date &&
  p.booked?.text === q.booked?.text;

/** Every count a score keeps, at zero (a stream's start; the totals' start). */
export function noCounts() {
  return {
    ...{ payments: 0, reports: 0, transactions: 0, lost: 0, merged: 0, crossed: 0, doubled: 0, extra: 0, wrongPayee: 0, wrongAmount: 0 },
    ...{ transfers: 0, transfersFound: 0, lookAlikes: 0, lookAlikesApart: 0, groupsWrong: 0 },
  };
}
