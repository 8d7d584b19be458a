// One payment, one transaction. As a bank file's rows arrive in the Outbox, each looks among the transactions Intake
// put in the budget before the bank's row came (a receipt, a tap, a pending row) for its own payment
// (provisional-match.ts) and claims it: delivery then updates that transaction (kinds/claim.ts) instead of
// inserting a second. A provisional item whose transaction a bank row already took over (the same receipt
// forwarded again) is that transaction; so is a row of another export that is that bank row. The preview asks the
// same questions without claiming.
import type { PlannedItem, Provisional } from "../plan";
import { isAlertId } from "../ids";
import {
  type BankRow,
  type Charged,
  type Exchange,
  matchRows,
  type OpenProvisional,
  type RowMatch,
  statedTip,
  WIDEST_WINDOW,
} from "../matching/provisional-match";
import { QUESTION_DAYS, receiptQuestions } from "../matching/receipt-question";
import { type JobRow, type OpenProvisionalRow, type OutboxStore, pairKey, type TakenBankRow } from "./store";
import { twinKey } from "../matching/twins";
import { addDays } from "../locale/days";

/** What a bank row of a preview would do: take over a provisional transaction, or insert because several fit. */
export type ProvisionalMatch =
  | { kind: "matched"; channel: Provisional; transaction_id: number; date: string; amount: string; payee: string; says: string }
  /** A question for the person: which of the candidates the row is (`take` of the import answers it). */
  | { kind: "ambiguous"; says: string; candidates: Candidate[] }
  /** The bank's row of another import that took a transaction over: already in the budget. */
  | { kind: "known"; transaction_id: number; says: string }
  /**
   * Inserted, and asked: a receipt of the shop and amount outside the takeover's window (receipt-question.ts). `take`
   * of the import, or the report's answer, makes it one payment.
   */
  | { kind: "question"; says: string; candidates: Candidate[] };

/** A transaction a bank row could take over, as the preview's question offers it. */
export interface Candidate {
  transaction_id: number;
  channel: Provisional;
  date: string;
  amount: string;
  payee: string;
  says: string;
}

/**
 * Reconciles a chunk just appended to `job` (its items from `firstSeq` on). Synchronous: one step of the Outbox.
 * `exchange` (the account's and the budget's currencies) lets a row meet a receipt in another currency.
 */
export function reconcileAppended(
  store: OutboxStore,
  job: JobRow,
  firstSeq: number,
  items: readonly PlannedItem[],
  now: number,
  exchange?: Exchange,
): void {
  const settled = new Set<number>();
  items.forEach((planned, i) => {
    if (!planned.provisional) return;
    const taken = store.reconciliations.takenOver(job.connection_id, planned.item.external_id);
    if (!taken) return;
    const why = "already in your budget: the bank's row took this transaction over";
    store.items.settle(job.id, firstSeq + i, "duplicate", taken.transactionId, why);
    settled.add(i);
  });
  if (job.bank_rows !== 1) return;
  settleTakenOverRows(store, job, firstSeq, items, settled);
  const { matches, open, questions } = matchBankRows(store, job.connection_id, job.manual_account_id, items, exchange, settled);
  for (const [i, receipts] of questions) {
    const { item } = plannedAt(items, i);
    const bank = { job: job.id, seq: firstSeq + i, externalId: item.external_id, body: JSON.stringify(item) };
    for (const receipt of receipts) {
      const row = open.get(receipt.transactionId);
      if (row) store.questions.ask(job.connection_id, bank, row, now);
    }
  }
  for (const [i, match] of matches) {
    const seq = firstSeq + i;
    if (match.kind === "ambiguous") {
      store.items.markReview(job.id, seq, ambiguity(match));
      continue;
    }
    const row = open.get(match.open.transactionId);
    if (!row) throw new Error(`transaction ${match.open.transactionId} matched but not open`);
    const { item } = plannedAt(items, i);
    // Across currencies the transaction becomes the bank's amount in the bank's currency.
    const currency = match.acrossCurrencies ? (item.currency ?? exchange?.rowCurrency ?? null) : null;
    const bank = { job: job.id, seq, externalId: item.external_id, accountId: job.manual_account_id, currency };
    store.reconciliations.claim(job.connection_id, bank, row, now);
  }
}

/**
 * A row of another export of the same account (an OFX after the CSV) that is a bank row which took a transaction
 * over: the service's payee/amount/date check cannot see it (the transaction kept the receipt's payee), Intake's own
 * record of that row can. Each such row stands for one row of this chunk; two records with their own ids of one
 * kind (two fees of a day) stay two.
 */
function settleTakenOverRows(store: OutboxStore, job: JobRow, firstSeq: number, items: readonly PlannedItem[], settled: Set<number>): void {
  for (const [i, row] of knownBankRows(store, job.connection_id, job.manual_account_id, items, settled, job.id)) {
    store.items.settle(job.id, firstSeq + i, "duplicate", row.transaction_id, KNOWN_ROW);
    settled.add(i);
  }
}

/** Why a row of another export is the bank's row that took a transaction over already. */
const KNOWN_ROW = "already in your budget: this row of the bank took over a transaction of yours (another export of the account)";

/** By item index, the rows of `items` that are a bank row of another import which took a transaction over. */
function knownBankRows(
  store: OutboxStore,
  connectionId: string,
  account: number | null,
  items: readonly PlannedItem[],
  settled: ReadonlySet<number>,
  exceptJob: string,
): Map<number, TakenBankRow> {
  const found = new Map<number, TakenBankRow>();
  if (account === null) return found;
  const rowsOfBank = items.flatMap((planned, i) => (planned.provisional || settled.has(i) ? [] : [i]));
  const dates = rowsOfBank.map((i) => plannedAt(items, i).item.date).sort();
  const [from, to] = [dates[0], dates[dates.length - 1]];
  if (from === undefined || to === undefined) return found;
  const known = store.reconciliations.bankRowsTakenOver(connectionId, account, from, to, exceptJob);
  if (known.length === 0) return found;
  // Each row under the bank's wording and under the names its transaction took from the tap it took over and the
  // receipts matched to it (another export may write the shop as they did: "dm-drogerie markt" where the giro wrote
  // "DM FIL.5967 BERLIN"); each answers for one row.
  const matched = new Map<number, string[]>();
  for (const p of store.matches.provisionalsIn(
    connectionId,
    known.map((row) => row.transaction_id),
  ))
    if (p.state === "matched" && p.payee !== null) matched.set(p.transaction_id, [...(matched.get(p.transaction_id) ?? []), p.payee]);
  const byKey = new Map<string, TakenBankRow[]>();
  for (const row of known) {
    const names = [row.payee, row.kept_payee, ...(matched.get(row.transaction_id) ?? [])];
    const payees = new Set(names.flatMap((p) => (p === null ? [] : [p.trim().toLowerCase()])));
    for (const payee of payees) {
      const key = twinKey({ date: row.date, amount: row.amount, payee });
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
  }
  const used = new Set<TakenBankRow>();
  for (const i of rowsOfBank) {
    const planned = plannedAt(items, i);
    const alike = byKey.get(twinKey(planned.item)) ?? [];
    // The row itself, under its own id, is the service's to skip: no other row it looks like stands for it.
    if (alike.some((row) => row.external_id === planned.item.external_id)) continue;
    const row = alike.find((row) => !used.has(row) && sameRecord(row, planned));
    if (!row) continue;
    used.add(row);
    found.set(i, row);
  }
  return found;
}

/** Whether a row and a taken-over bank row may be one record: not two of the bank's own ids of one kind that differ. */
function sameRecord(row: TakenBankRow, planned: PlannedItem): boolean {
  if (row.source_id === null || planned.recordId === undefined) return true;
  const kind = (id: string) => id.slice(0, id.indexOf(":") + 1);
  return kind(row.external_id) !== kind(planned.item.external_id) || row.source_id === planned.recordId;
}

/** By item index, what each bank row of a preview would take over (nothing is claimed). */
export function previewMatches(
  store: OutboxStore,
  connectionId: string,
  accountId: number | null,
  items: readonly PlannedItem[],
  exchange?: Exchange,
): Map<number, ProvisionalMatch> {
  const answer = new Map<number, ProvisionalMatch>();
  // A preview is no job: every import's takeovers count.
  const known = knownBankRows(store, connectionId, accountId, items, new Set(), "");
  for (const [i, row] of known) answer.set(i, { kind: "known", transaction_id: row.transaction_id, says: KNOWN_ROW });
  const { matches, questions } = matchBankRows(store, connectionId, accountId, items, exchange, new Set(known.keys()));
  for (const [i, receipts] of questions)
    answer.set(i, { kind: "question", says: questionWords(receipts), candidates: receipts.map(candidateOf) });
  for (const [i, match] of matches) {
    if (match.kind === "ambiguous")
      answer.set(i, { kind: "ambiguous", says: ambiguity(match), candidates: match.candidates.map(candidateOf) });
    else {
      const { channel, transactionId, date, amount, payee } = match.open;
      const { item } = plannedAt(items, i);
      const says = match.acrossCurrencies
        ? matchedWords(match.open, item, item.currency ?? exchange?.rowCurrency)
        : matchedWords(match.open);
      answer.set(i, { kind: "matched", channel, transaction_id: transactionId, date, amount, payee, says });
    }
  }
  return answer;
}

/**
 * How a takeover is told in the bank row's report: "matches your receipt "Corner Books" of 2026-10-03"; a booked
 * row over a pending one, "booked: was pending 2026-11-25, 29.90 → 31.40".
 */
export function matchedWords(
  open: Pick<OpenProvisional, "channel" | "payee" | "date" | "amount" | "currency" | "alert">,
  bank?: Pick<PlannedItem["item"], "amount" | "custom_metadata">,
  /** The bank row's currency, when it was matched across currencies. */
  bankCurrency?: string | null,
): string {
  const changed = bank !== undefined && Number(bank.amount) !== Number(open.amount);
  const stillPending = bank?.custom_metadata?.pending === true ? " (still pending at the bank)" : "";
  if (bankCurrency && open.currency && bank)
    return `matches ${nameOf(open)} across currencies: ${open.amount} ${open.currency.toUpperCase()} ≈ ${bank.amount} ${bankCurrency.toUpperCase()}${stillPending}`;
  if (open.channel === "pending" && !open.alert && !stillPending)
    return `booked: was pending ${open.date}${changed && bank ? `, ${open.amount} → ${bank.amount}` : ""}`;
  // The bank's amount is what was paid: a receipt's own figure is said beside it, for the person to see which.
  if (open.channel === "receipt" && changed && bank)
    return `matches ${nameOf(open)}: ${receiptAndBank(open.amount, bank.amount, stillPending !== "")}${stillPending}`;
  return `matches ${nameOf(open)}${changed && bank ? `; amount ${open.amount} → ${bank.amount}` : ""}${stillPending}`;
}

/** A receipt's own figure beside the bank's, which is what was paid (or is held, while pending). */
export function receiptAndBank(stated: string, bank: string, held = false): string {
  return `your receipt said ${stated}; the bank ${held ? "holds" : "charged"} ${bank}`;
}

function nameOf(open: Pick<OpenProvisional, "channel" | "payee" | "date" | "alert">): string {
  const what = open.alert
    ? "your card alert"
    : open.channel === "receipt"
      ? "your receipt"
      : open.channel === "tap"
        ? "your tap"
        : "the pending row";
  return `${what} ${open.payee ? `"${open.payee}" ` : ""}of ${open.date}`;
}

/** A transaction the row could be, as a question's button offers it. */
function candidateOf(c: OpenProvisional): Candidate {
  const { transactionId: transaction_id, channel, date, amount, payee } = c;
  return { transaction_id, channel, date, amount, payee, says: `it is ${nameOf(c)} (${c.amount})` };
}

/** The question of a row outside the takeover's window: "is this your receipt "Corner Books" of 2026-10-03?". */
export function questionWords(receipts: readonly Pick<OpenProvisional, "channel" | "payee" | "date" | "alert">[]): string {
  return `is this ${receipts.map(nameOf).join(" or ")}? Same shop and amount, more days apart than a card posts: one payment, or two?`;
}

function ambiguity(match: Extract<RowMatch, { kind: "ambiguous" }>): string {
  const named = match.candidates.slice(0, 3).map((c) => `${nameOf(c)} (${c.amount})`);
  return `not matched: it could be ${named.join(" or ")}, and nothing tells which; check it in your budget`;
}

/**
 * The bank rows of `items` (not taken over before) matched with the open transactions around their days. A pending
 * row exported again under its own id is already there: it takes nothing over (the booked row will).
 */
function matchBankRows(
  store: OutboxStore,
  connectionId: string,
  accountId: number | null,
  items: readonly PlannedItem[],
  exchange: Exchange | undefined,
  settled: ReadonlySet<number> = new Set(),
) {
  const none = {
    matches: new Map<number, RowMatch>(),
    open: new Map<number, OpenProvisionalRow>(),
    questions: new Map<number, OpenProvisional[]>(),
  };
  const rowsOfBank = items.flatMap((planned, i) =>
    (planned.provisional && planned.provisional !== "pending") || settled.has(i) ? [] : [i],
  );
  if (rowsOfBank.length === 0) return none;
  let from = plannedAt(items, rowsOfBank[0] ?? 0).item.date;
  let to = from;
  for (const i of rowsOfBank) {
    const { date } = plannedAt(items, i).item;
    if (date < from) from = date;
    if (date > to) to = date;
  }
  // The open transactions first: a connection with none (most uploads) costs this one indexed query per chunk.
  // A bank row dated d takes over what is dated from d − daysAfter to d + daysBefore, and asks about receipts up to
  // QUESTION_DAYS away.
  const found = store.reconciliations.open(
    connectionId,
    accountId,
    addDays(from, -Math.max(WIDEST_WINDOW.daysAfter, QUESTION_DAYS)),
    addDays(to, Math.max(WIDEST_WINDOW.daysBefore, QUESTION_DAYS)),
  );
  if (found.length === 0) return none;
  const taken = store.reconciliations.bankIdsTaken(
    connectionId,
    accountId,
    rowsOfBank.map((i) => plannedAt(items, i).item.external_id),
  );
  const candidates = rowsOfBank.filter((i) => !taken.has(plannedAt(items, i).item.external_id));
  const pendingIds = new Set(found.filter((row) => row.provisional === "pending").map((row) => row.external_id));
  const indexes = candidates.filter((i) => {
    const planned = plannedAt(items, i);
    return !(planned.provisional === "pending" && pendingIds.has(planned.item.external_id));
  });
  const rows: BankRow[] = indexes.map((i) => {
    const { item } = plannedAt(items, i);
    const payee = item.payee ?? item.original_name ?? item.notes ?? "";
    const text = [item.original_name, item.notes].filter((t) => t !== undefined && t !== payee).join(" ");
    const pending = item.custom_metadata?.pending === true;
    return { date: item.date, amount: item.amount, payee, currency: item.currency, text, pending };
  });
  const open = new Map(found.map((row) => [row.transaction_id, row]));
  const openOnes = found.map(openOf);
  const matched = matchRows(rows, openOnes, exchange);
  const matches = new Map<number, RowMatch>();
  for (const [r, match] of matched) {
    const index = indexes[r];
    if (index === undefined) throw new Error(`a match for bank row ${r} of ${indexes.length}`);
    matches.set(index, answered(match, plannedAt(items, index).takes, rows[r], exchange));
  }
  const questions = new Map<number, OpenProvisional[]>();
  const held = new Set(
    [...matched.values()].flatMap((m) => (m.kind === "matched" ? [m.open.transactionId] : m.candidates.map((c) => c.transactionId))),
  );
  const bankIds = indexes.map((i) => plannedAt(items, i).item.external_id);
  const apart = store.questions.apart(connectionId, bankIds);
  const asked = receiptQuestions(
    rows,
    openOnes.filter((o) => !held.has(o.transactionId)),
    (r) => matched.has(r),
    (r, receipt) => apart.has(pairKey(bankIds[r] ?? "", open.get(receipt.transactionId)?.external_id ?? "")),
    exchange?.rowCurrency,
  );
  for (const [r, receipts] of asked) {
    const index = indexes[r];
    if (index === undefined) throw new Error(`a question for bank row ${r} of ${indexes.length}`);
    // Answered on the preview (`take`): the row takes that receipt over, as in the window.
    const chosen = receipts.find((c) => c.transactionId === plannedAt(items, index).takes);
    if (chosen) matches.set(index, { kind: "matched", open: chosen, amountChanged: false, acrossCurrencies: false });
    else questions.set(index, receipts);
  }
  return { matches: oncePerTransaction(matches), open, questions };
}

/** A question the person answered: the candidate they chose, when it is one of the row's (else still the question). */
function answered(match: RowMatch, takes: number | undefined, row: BankRow | undefined, exchange: Exchange | undefined): RowMatch {
  if (match.kind !== "ambiguous" || takes === undefined || !row) return match;
  const chosen = match.candidates.find((c) => c.transactionId === takes);
  if (!chosen) return match;
  const rowCurrency = (row.currency ?? exchange?.rowCurrency)?.toLowerCase();
  const across = chosen.currency !== null && rowCurrency !== undefined && chosen.currency.toLowerCase() !== rowCurrency;
  return { kind: "matched", open: chosen, amountChanged: Number(chosen.amount) !== Number(row.amount), acrossCurrencies: across };
}

/** Each transaction taken by one row: a second answer naming one already taken stays a question. */
function oncePerTransaction(matches: Map<number, RowMatch>): Map<number, RowMatch> {
  const taken = new Set<number>();
  for (const [index, match] of matches) {
    if (match.kind !== "matched") continue;
    if (taken.has(match.open.transactionId)) matches.set(index, { kind: "ambiguous", candidates: [match.open] });
    taken.add(match.open.transactionId);
  }
  return matches;
}

function openOf(row: OpenProvisionalRow): OpenProvisional {
  const body = row.body ? (JSON.parse(row.body) as { currency?: string; notes?: string; custom_metadata?: Record<string, unknown> }) : {};
  const tip = statedTip(body.custom_metadata);
  return {
    transactionId: row.transaction_id,
    channel: row.provisional,
    date: row.date,
    amount: row.amount,
    payee: row.payee ?? "",
    currency: body.currency ?? null,
    toBase: row.to_base,
    text: body.notes,
    cash: row.manual_account_id === null,
    amountUnsure: row.amount_unsure === 1,
    alert: isAlertId(row.external_id),
    ...(row.charged ? { charged: JSON.parse(row.charged) as Charged } : {}),
    ...(tip !== null ? { tip } : {}),
  };
}

/** The plan's item at an index this module found in the same plan. */
function plannedAt(items: readonly PlannedItem[], i: number): PlannedItem {
  const planned = items[i];
  if (!planned) throw new Error(`no item ${i} in a plan of ${items.length}`);
  return planned;
}
