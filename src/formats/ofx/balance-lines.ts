// Balances an OFX statement lists as transactions. Some banks (Brazil's above all: "SALDO ANTERIOR", "SALDO DO DIA",
// "SALDO FINAL"; elsewhere "BALANCE FORWARD", "Saldo") write the account's balance as a STMTTRN: booked, it would be a
// transaction of the whole balance. Such an entry is found by its words (balance-label.ts, a hint) and by what its
// amount does: from one balance to the next the entries between add up, and the last one meets LEDGERBAL. An entry
// whose words say balance but whose amount the balances show to be a transaction stays one; entries no words name
// whose amounts run as the balance does, at the ends of their days, are balances too. The balances found check the
// statement (opening plus entries is the next balance).
import { isBalanceLabel } from "../balance-label";
import { fromUnits, unitsOfDecimal, type Verification } from "../verification";
import type { OfxTransaction } from "./statements";

/** What the balances found say of the statement's entries. */
export interface BalanceChain {
  steps: number;
  breaks: number;
  /** Entries checked: those between two balances that meet. */
  checked: number;
  /** The first step that does not add up: the row after the earlier balance, and the balance expected and found. */
  firstBreak: { row: number; expected: number; found: number } | null;
}

export interface StatementBalances {
  /** By the entry's index in the statement: why it is the bank's balance, not a transaction. */
  lines: Map<number, string>;
  /** Balance-worded entries kept as transactions, each with why. */
  warnings: string[];
  /** Null: no entry is a balance, nothing checks the statement's entries. */
  chain: BalanceChain | null;
}

const NONE: StatementBalances = Object.freeze({ lines: new Map(), warnings: [], chain: null }) as StatementBalances;

/** How the bank signs a balance it writes as an entry: as the balance is, the other way, or by TRNTYPE. */
type Convention = 0 | 1 | 2;
const CONVENTIONS: readonly Convention[] = [0, 1, 2];

/** Labelled entries tried as transactions when the balances do not meet, at most: each try walks the statement again. */
const MAX_DEMOTIONS = 8;
/** Unlabelled texts tried as balances, at most (the most frequent first). */
const MAX_UNLABELLED_TEXTS = 4;
/** Steps over money that an unlabelled text's amounts must meet to be the balance (written three times at least). */
const MIN_MOVED_STEPS = 2;

/** A statement's entries as the walks read them: chronological order, amounts in units read as they are asked for. */
interface Entries {
  transactions: readonly OfxTransaction[];
  /** Read the other way round: the file lists its entries newest first. */
  newestFirst: boolean;
  /** Amounts in units, each read when first asked for (NaN: none); `read` marks those read (made at the first). */
  units: Float64Array | null;
  read: Uint8Array | null;
  /** LEDGERBAL in units, and whether it closes the entries (as of their last day, within the statement's period). */
  ledger: { units: number; firm: boolean } | null;
}

/** The index of the entry `k`-th in time. */
const at = (entries: Entries, k: number) => (entries.newestFirst ? entries.transactions.length - 1 - k : k);

/** An entry's amount in units (NaN: none), read once. */
function unitsOf(entries: Entries, i: number): number {
  const units = (entries.units ??= new Float64Array(entries.transactions.length));
  const read = (entries.read ??= new Uint8Array(entries.transactions.length));
  if (read[i] === 1) return units[i] as number;
  const t = entries.transactions[i] as OfxTransaction;
  const u = t.cut ? NaN : holderUnits(t.amount);
  units[i] = u;
  read[i] = 1;
  return u;
}

/** One walk's answer: its chain, and per entry whether a step to or from it met (1) or broke (2). */
interface Walk extends BalanceChain {
  met: Uint8Array;
  /** Per entry: its step from the balance before moved money (a step over nothing proves nothing). */
  moved: Uint8Array;
}

/**
 * The statement's balance entries and what they say. `ledger`: LEDGERBAL; `end`: DTEND (YYYY-MM-DD or null).
 */
export function statementBalances(
  transactions: readonly OfxTransaction[],
  ledger: { amount: string; asOf: string | null } | null,
  end: string | null,
): StatementBalances {
  const labelled: number[] = [];
  for (let i = 0; i < transactions.length; i++) if (isLabelled(transactions[i] as OfxTransaction)) labelled.push(i);
  const entries = entriesOf(transactions, ledger, end);
  const notMoney = new Set(labelled);
  const unlabelled = runningTexts(entries, notMoney).filter((group) => mayRun(entries, group, notMoney));
  // Most statements have neither: their amounts are not read again.
  if (labelled.length === 0 && unlabelled.length === 0) return NONE;
  const isLine = new Uint8Array(transactions.length);
  for (const i of labelled) isLine[i] = 1;
  let { walk, convention } = bestWalk(entries, isLine);
  const warnings: string[] = [];
  walk = demoted(entries, isLine, convention, walk, labelled, warnings);
  const proven = new Set<number>();
  for (const group of unlabelled) {
    const tried = isLine.slice();
    for (const i of group) tried[i] = 1;
    const best = bestWalk(entries, tried);
    // Two steps that moved money, each meeting: one could meet by chance (a coffee of 12.00, then one of 15.50).
    if (!group.every((i) => best.walk.met[i] === 1) || group.filter((i) => best.walk.moved[i] === 1).length < MIN_MOVED_STEPS) continue;
    isLine.set(tried);
    for (const i of group) proven.add(i);
    ({ walk, convention } = best);
  }
  const lines = new Map<number, string>();
  for (let i = 0; i < transactions.length; i++) {
    if (isLine[i] !== 1) continue;
    const t = transactions[i] as OfxTransaction;
    lines.set(i, reasonFor(t, Number.isNaN(unitsOf(entries, i)), walk.met[i] ?? 0, proven.has(i)));
  }
  const { met: _met, moved: _moved, ...chain } = walk;
  return { lines, warnings, chain: chain.steps > 0 ? chain : null };
}

/** Every text the entry has (NAME, MEMO) is a balance label. */
function isLabelled(t: OfxTransaction): boolean {
  if (!t.name && !t.memo) return false;
  return (!t.name || isBalanceLabel(t.name)) && (!t.memo || t.memo === t.name || isBalanceLabel(t.memo));
}

function entriesOf(
  transactions: readonly OfxTransaction[],
  ledger: { amount: string; asOf: string | null } | null,
  end: string | null,
): Entries {
  const first = transactions.find((t) => t.date)?.date ?? null;
  const last = transactions.findLast((t) => t.date)?.date ?? null;
  // Newest first when the file's first day is after its last: read the other way round.
  const newestFirst = first !== null && last !== null && first > last;
  const lastDay = newestFirst ? first : last;
  const ledgerUnits = ledger ? holderUnits(ledger.amount) : NaN;
  const asOf = ledger?.asOf ?? null;
  // LEDGERBAL closes the entries when it holds for their last day and the statement's period: a balance as of the
  // download, months later, has moved since (it is evidence only where it meets).
  const firm = asOf !== null && lastDay !== null && asOf >= lastDay && (end === null ? asOf === lastDay : asOf <= end);
  return {
    transactions,
    newestFirst,
    units: null,
    read: null,
    ledger: Number.isNaN(ledgerUnits) ? null : { units: ledgerUnits, firm },
  };
}

/** TRNAMT (holder's view) in units, NaN when it is no amount. */
function holderUnits(amount: string | null): number {
  const plain = amount?.replace(/\s/g, "").replace(",", ".").replace(/^\+/, "") ?? "";
  return /^-?\d+(\.\d+)?$/.test(plain) ? unitsOfDecimal(plain) : NaN;
}

/** The balance an entry states under a convention. */
function stated(entries: Entries, i: number, convention: Convention): number {
  const u = unitsOf(entries, i);
  if (convention === 0) return u;
  if (convention === 1) return -u;
  const type = entries.transactions[i]?.type?.toUpperCase();
  return type === "DEBIT" ? -Math.abs(u) : type === "CREDIT" ? Math.abs(u) : u;
}

/** Walks the entries in time, from each balance entry to the next (and the last to LEDGERBAL). */
function walk(entries: Entries, isLine: Uint8Array, convention: Convention): Walk {
  const { transactions, ledger } = entries;
  const n = transactions.length;
  const result: Walk = { steps: 0, breaks: 0, checked: 0, firstBreak: null, met: new Uint8Array(n), moved: new Uint8Array(n) };
  let previous = -1;
  let balance = 0;
  let since = 0;
  let rows = 0;
  let firstRow = -1;
  const step = (found: number, row: number, at: number) => {
    result.steps++;
    const expected = balance + since;
    if (expected === found) {
      result.checked += rows;
      if (at >= 0) result.met[at] = 1;
      result.met[previous] = 1;
    } else {
      result.breaks++;
      if (at >= 0) result.met[at] ||= 2;
      result.met[previous] ||= 2;
      result.firstBreak ??= { row: firstRow >= 0 ? firstRow : row, expected, found };
    }
  };
  for (let k = 0; k < n; k++) {
    const i = at(entries, k);
    const u = unitsOf(entries, i);
    if (isLine[i] === 1) {
      if (Number.isNaN(u)) continue;
      const value = stated(entries, i, convention);
      if (previous >= 0) {
        step(value, (transactions[i] as OfxTransaction).line, i);
        if (since !== 0) result.moved[i] = 1;
      }
      previous = i;
      balance = value;
      since = 0;
      rows = 0;
      firstRow = -1;
    } else if (!Number.isNaN(u) && u !== 0) {
      since += u;
      rows++;
      if (firstRow < 0) firstRow = (transactions[i] as OfxTransaction).line;
    }
  }
  // LEDGERBAL after the last balance entry: a step when it closes the entries, else only when it meets.
  const lastRow = n > 0 ? (transactions[at(entries, n - 1)] as OfxTransaction).line : 0;
  if (ledger && previous >= 0 && (ledger.firm || balance + since === ledger.units)) step(ledger.units, lastRow, -1);
  return result;
}

/** The walk under the convention that meets most (ties: fewer breaks, then the earlier convention). */
function bestWalk(entries: Entries, isLine: Uint8Array): { walk: Walk; convention: Convention } {
  let best: { walk: Walk; convention: Convention } | null = null;
  for (const convention of CONVENTIONS) {
    const w = walk(entries, isLine, convention);
    if (best === null || score(w) > score(best.walk) || (score(w) === score(best.walk) && w.breaks < best.walk.breaks))
      best = { walk: w, convention };
  }
  return best as { walk: Walk; convention: Convention };
}

const score = (w: BalanceChain) => w.steps - w.breaks;

/**
 * Labelled entries whose steps break, tried as transactions: one is a transaction when, taken as one, a step over it
 * meets that did not (its words said balance; its amount says it moved the balance). Kept so, and said.
 */
function demoted(
  entries: Entries,
  isLine: Uint8Array,
  convention: Convention,
  current: Walk,
  labelled: number[],
  warnings: string[],
): Walk {
  let walked = current;
  let tries = 0;
  for (const i of labelled) {
    if (walked.breaks === 0 || tries >= MAX_DEMOTIONS) break;
    if (walked.met[i] !== 2) continue;
    tries++;
    isLine[i] = 0;
    const without = walk(entries, isLine, convention);
    if (score(without) > score(walked) && without.breaks < walked.breaks) {
      walked = without;
      const t = entries.transactions[i] as OfxTransaction;
      warnings.push(
        `line ${t.line}: "${t.memo ?? t.name}" reads as a balance, but the balances around it add up only with it as a transaction: imported as one`,
      );
    } else isLine[i] = 1;
  }
  return walked;
}

/**
 * Whether a text's first two entries step as a balance does under some convention: the money between them (the
 * entries of other texts, balance-worded ones left out) is the difference of their amounts. Read before walking the whole statement, so that a
 * text that is no balance (most of those written at the ends of days) costs only the amounts between its first two.
 */
function mayRun(entries: Entries, group: readonly number[], labelled: ReadonlySet<number>): boolean {
  const [a, b] = group;
  if (a === undefined || b === undefined) return false;
  const members = new Set([...group, ...labelled]);
  const [from, to] = entries.newestFirst ? [b, a] : [a, b];
  let since = 0;
  for (let i = Math.min(from, to) + 1; i < Math.max(from, to); i++) {
    const u = unitsOf(entries, i);
    if (!members.has(i) && !Number.isNaN(u)) since += u;
  }
  return CONVENTIONS.some((c) => stated(entries, a, c) + since === stated(entries, b, c));
}

/**
 * Texts no label names that may be the bank's balance: written at least three times, each first or last of its day
 * and never twice in a day. Entries by text (its letters, hashed), the most frequent first (at most
 * MAX_UNLABELLED_TEXTS).
 */
function runningTexts(entries: Entries, labelled: ReadonlySet<number>): number[][] {
  const { transactions } = entries;
  const n = transactions.length;
  // The entries first or last of their day (inside a day, the same day before and after: no day's balance), with the
  // hashes of their texts, in time.
  const edges = new Int32Array(n);
  const hashes = new Int32Array(n);
  let m = 0;
  let before: string | null = null;
  for (let k = 0; k < n; k++) {
    const t = transactions[at(entries, k)] as OfxTransaction;
    const date = t.date;
    const after = k < n - 1 ? (transactions[at(entries, k + 1)] as OfxTransaction).date : null;
    const inside = date !== null && before === date && after === date;
    before = date;
    if (inside || date === null || t.amount === null || t.cut) continue;
    const i = at(entries, k);
    if (labelled.has(i)) continue;
    edges[m] = i;
    hashes[m++] = textHash(t.name, textHash(t.memo, 0x811c9dc5));
  }
  // How often a text is written is a search in its hashes sorted; the texts written often enough are grouped by their
  // hashes too (a statement of 50,000 entries makes no string per entry). In time, a text's entries of one day follow
  // each other: the second is that day's too.
  const counted = hashes.slice(0, m).sort();
  const byText = new Map<number, { entries: number[]; last: string } | null>();
  for (let e = 0; e < m; e++) {
    const h = hashes[e] as number;
    if (upperBound(counted, h) - lowerBound(counted, h) <= MIN_MOVED_STEPS) continue;
    const i = edges[e] as number;
    const date = (transactions[i] as OfxTransaction).date as string;
    const group = byText.get(h);
    if (group === null) continue;
    if (group === undefined) byText.set(h, { entries: [i], last: date });
    else if (group.last === date) byText.set(h, null);
    else {
      group.entries.push(i);
      group.last = date;
    }
  }
  const groups: number[][] = [];
  for (const group of byText.values()) if (group && group.entries.length > MIN_MOVED_STEPS) groups.push(group.entries);
  return groups.sort((a, b) => b.length - a.length).slice(0, MAX_UNLABELLED_TEXTS);
}

/** The first place in sorted `a` whose value is not below `v`, and the first above it. */
function lowerBound(a: Int32Array, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(a: Int32Array, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** FNV-1a of a text's characters but its digits and blanks, ASCII letters in lower case: the key's hash, made in place. */
function textHash(text: string | null, seed: number): number {
  let h = seed;
  if (text === null) return Math.imul(h ^ 0x1f, 0x01000193);
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (c >= 65 && c <= 90) c |= 32;
    h = Math.imul(h ^ c, 0x01000193);
  }
  return Math.imul(h ^ 0x1f, 0x01000193);
}

function reasonFor(t: OfxTransaction, noAmount: boolean, met: number, proven: boolean): string {
  const what = `the bank's balance written as an entry ("${t.memo ?? t.name}"${noAmount ? "" : ` ${t.amount}`})`;
  if (noAmount) return `${what}, with no amount`;
  if (proven) return `${what}: its amount is the running balance here, as on the other days it is written`;
  if (met === 1) return `${what}: its amount is the running balance here`;
  if (met === 2) return `${what}, by its words; the balances around it do not add up (see the verification)`;
  return `${what}, by its words: nothing else in the file checks its amount`;
}

/**
 * What an account's statements' balance entries say of its `planned` entries; null when no statement has two of its
 * balances to check between (LEDGERBAL alone checks nothing). `ledger`: the account's closing balance.
 */
export function chainsVerification(
  chains: readonly BalanceChain[],
  planned: number,
  ledger: { amount: string; asOf: string | null } | null,
): Verification | null {
  if (chains.length === 0) return null;
  let steps = 0;
  let breaks = 0;
  let checked = 0;
  let firstBreak: BalanceChain["firstBreak"] = null;
  for (const c of chains) {
    steps += c.steps;
    breaks += c.breaks;
    checked += c.checked;
    firstBreak ??= c.firstBreak;
  }
  const closingUnits = ledger?.asOf ? holderUnits(ledger.amount) : NaN;
  const closing = ledger?.asOf && !Number.isNaN(closingUnits) ? { closing: { date: ledger.asOf, balance: fromUnits(closingUnits) } } : {};
  const broken = firstBreak
    ? { first_break: { row: firstBreak.row, expected: fromUnits(firstBreak.expected), found: fromUnits(firstBreak.found) } }
    : {};
  const rows = Math.min(checked, planned);
  const status = steps === 0 ? "no_balances" : breaks > 0 ? "unbalanced" : rows >= planned ? "balanced" : "partial";
  return { status, rows_checked: rows, rows_total: planned, ...broken, ...closing };
}
