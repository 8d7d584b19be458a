// A dry run's answer judged against a file's truth, as shared/scorers/statements.py judges a statement: the planned
// (date, amount) pairs against the truth's rows, each row matched once, on either day it prints; a file is exact when
// every row is matched and nothing else is planned.

/** The planned rows: the longest array of objects with a date and an amount, one under an "item(s)" key first. */
export function itemsOf(answer) {
  let best = [];
  let bestPreferred = false;
  const walk = (value, key) => {
    if (Array.isArray(value)) {
      const rows = value.filter((x) => x && typeof x === "object" && "date" in x && "amount" in x);
      const preferred = /item|insert/i.test(key);
      if (rows.length > 0 && ((preferred && !bestPreferred) || (rows.length > best.length && (preferred || !bestPreferred)))) {
        best = rows;
        bestPreferred = preferred;
      }
      for (const x of value) walk(x, key);
    } else if (value && typeof value === "object") for (const [k, x] of Object.entries(value)) walk(x, k);
  };
  walk(answer, "");
  return best;
}

/** A decimal as one text per value ("12.50" and "12.5" alike, "-0" as "0"). */
export function canon(value) {
  const n = Number(String(value).replace(",", "."));
  if (!Number.isFinite(n)) return null;
  const text = String(Math.round(n * 1e6) / 1e6);
  return text === "-0" ? "0" : text;
}

/**
 * How many planned rows meet a truth row of their amount on one of its days; each truth row once. Rows are taken in
 * day order, and a row whose own day it is before one whose other printed day it is (as statements.py means to).
 */
export function matchedRows(transactions, items) {
  const pool = new Map();
  for (const t of transactions) {
    const key = canon(t.amount);
    pool.set(key, [...(pool.get(key) ?? []), t]);
  }
  let matched = 0;
  const days = items.map((item) => ({ day: String(item.date).slice(0, 10), amount: canon(item.amount) }));
  for (const { day, amount } of days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    const rows = pool.get(amount) ?? [];
    let hit = rows.findIndex((t) => t.date === day);
    if (hit < 0) hit = rows.findIndex((t) => t.other_date === day);
    if (hit < 0) continue;
    rows.splice(hit, 1);
    matched++;
  }
  return matched;
}

/**
 * Whether the answer says anything is amiss: a warning (its own or its reading's), a question, a row it could
 * not read, a sign nothing proved, or a verification other than balanced. (statements.py also counts any
 * "warning" in the answer's text; an answer's empty `warnings` would count there, not here.)
 */
export function saidSomething(answer) {
  const status = answer.verification?.status;
  return warnedInWords(answer) || (status !== undefined && status !== null && status !== "balanced");
}

/** A warning, a question, a row not read or a sign nothing proved: what the answer says beyond its verification. */
function warnedInWords(answer) {
  const profile = answer.profile ?? {};
  return (
    (answer.warnings?.length ?? 0) > 0 ||
    (profile.warnings?.length ?? 0) > 0 ||
    (answer.questions?.length ?? 0) > 0 ||
    (answer.rows?.error ?? 0) > 0 ||
    profile.signUnproven === true
  );
}

/**
 * One file's verdict: "exact", "refused" (a 4xx or 5xx: not exact, and it says why), "warned" (wrong, and the
 * answer says something is amiss) or "silent" (wrong without a word); `balancedWrong` when not exact yet the
 * answer's verification says the rows balance; `statusOnly` when warned by the verification's status alone.
 */
export function judge(truth, httpStatus, answer) {
  const expected = truth.transactions.length;
  const ok = httpStatus >= 200 && httpStatus < 300;
  const items = ok ? itemsOf(answer) : [];
  const matched = matchedRows(truth.transactions, items);
  const exact = ok && matched === expected && items.length === expected;
  const balanced = ok && answer.verification?.status === "balanced";
  const verdict = exact ? "exact" : !ok ? "refused" : saidSomething(answer) ? "warned" : "silent";
  // Wrong, and only the verification's status ("no_balances", "unbalanced") says anything: the scorer's "warned".
  const statusOnly = verdict === "warned" && !warnedInWords(answer);
  return { verdict, balancedWrong: balanced && !exact, statusOnly, expected, planned: items.length, matched };
}
