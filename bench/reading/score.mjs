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

/** How many planned rows meet a truth row of their amount on one of its days; each truth row once. */
export function matchedRows(transactions, items) {
  const pool = new Map();
  for (const t of transactions) {
    const key = canon(t.amount);
    pool.set(key, [...(pool.get(key) ?? []), new Set([t.date, t.other_date].filter(Boolean))]);
  }
  let matched = 0;
  for (const item of items) {
    const rows = pool.get(canon(item.amount)) ?? [];
    const day = String(item.date).slice(0, 10);
    const hit = rows.findIndex((days) => days.has(day));
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
  const profile = answer.profile ?? {};
  const status = answer.verification?.status;
  return (
    (answer.warnings?.length ?? 0) > 0 ||
    (profile.warnings?.length ?? 0) > 0 ||
    (answer.questions?.length ?? 0) > 0 ||
    (answer.rows?.error ?? 0) > 0 ||
    profile.signUnproven === true ||
    (status !== undefined && status !== null && status !== "balanced")
  );
}

/**
 * One file's verdict: "exact", "refused" (a 4xx or 5xx: not exact, and it says why), "warned" (wrong, and the
 * answer says something is amiss) or "silent" (wrong without a word); `balancedWrong` when not exact yet the
 * answer's verification says the rows balance.
 */
export function judge(truth, httpStatus, answer) {
  const expected = truth.transactions.length;
  const ok = httpStatus >= 200 && httpStatus < 300;
  const items = ok ? itemsOf(answer) : [];
  const matched = matchedRows(truth.transactions, items);
  const exact = ok && matched === expected && items.length === expected;
  const balanced = ok && answer.verification?.status === "balanced";
  const verdict = exact ? "exact" : !ok ? "refused" : saidSomething(answer) ? "warned" : "silent";
  return { verdict, balancedWrong: balanced && !exact, expected, planned: items.length, matched };
}
