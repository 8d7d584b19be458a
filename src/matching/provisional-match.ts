// A bank row and a transaction Intake put in the budget before the bank's own row came (a receipt, a tap, a
// pending row) are one payment only with evidence that they are one purchase: the same merchant, or an identifier
// both carry (merchant-evidence.ts). The amount (equal, or apart by what the channel allows) and the bank's date in
// the channel's window narrow the candidates; they never decide alone. Each transaction is taken by one row;
// candidates of one day, amount and currency, all of the merchant (two coffees at one price, one transaction offered
// twice) are one choice; a choice between different ones the evidence cannot make is not guessed: the row is
// inserted and says why. Pure: reconcile.ts reads the open transactions and records what this decides.
import type { Provisional } from "../plan";
import { merchantEvidence, type MerchantEvidence, payeeLikeness } from "./merchant-evidence";
import { fitsStatedDay, statedPurchaseDay } from "./purchase-day";
import { dayNumber } from "../locale/days";

export interface ChannelRule {
  /** Days the bank's row may be dated before the provisional transaction… */
  daysBefore: number;
  /** …and after it. */
  daysAfter: number;
  /** How far the bank's amount may lie above and below the provisional one, as a share of it (with a payee to say so). */
  above: number;
  below: number;
}

export const CHANNEL_RULES: Record<Provisional, ChannelRule> = {
  // A receipt states what was charged. A card posts from the day before (the merchant's time zone) to 5 days after.
  receipt: { daysBefore: 1, daysAfter: 5, above: 0, below: 0 },
  // A tap is the authorisation: a tip added when the restaurant settles makes the booked amount larger.
  tap: { daysBefore: 1, daysAfter: 5, above: 0.3, below: 0 },
  // A hold books days later at what was really spent (a fuel station's pre-authorisation, a hotel's deposit).
  pending: { daysBefore: 3, daysAfter: 10, above: 0.2, below: 0.2 },
};

/**
 * A pending row is an authorisation, like a tap: the receipt of the same purchase states what was charged, a tip
 * included, so the pending row may lie below the receipt by the tip it states (the receipt's days; beforeTip).
 */
const AUTHORISED_RECEIPT: ChannelRule = { ...CHANNEL_RULES.receipt, below: 1 - 1 / (1 + CHANNEL_RULES.tap.above) };

/**
 * Whether `authorised` is a receipt's total (`charged`) before the tip the receipt states (`tip`, null: none): the
 * card's authorisation of that purchase (a tap, a pending row). A receipt that states no tip is met at its own total
 * only: a grocery's or a pharmacy's receipt above a card's payment there is another purchase, paid in cash perhaps.
 */
export function beforeTip(charged: number, authorised: number, tip: number | null): boolean {
  if (tip === null || Math.sign(charged) !== Math.sign(authorised)) return false;
  return Math.abs(Math.abs(charged) - tip - Math.abs(authorised)) < HALF_CENT;
}
const HALF_CENT = 0.005;

/** The tip a receipt's metadata says its total includes (receipt-plan.ts), or null. */
export function statedTip(metadata: Record<string, unknown> | null | undefined): number | null {
  const tip = Number((metadata?.receipt as { tip?: unknown } | undefined)?.tip);
  return Number.isFinite(tip) && tip > 0 ? tip : null;
}

/**
 * A deposit held before the purchase was final (a hotel's at check-in, a rental's at pick-up): the pending row lies
 * above what the receipt states, by what a hold may book lower, and is dated as a hold before its booked row (the
 * receipt stands where the booked row will): from 10 days before the receipt to 3 after.
 */
export const DEPOSIT: ChannelRule = {
  daysBefore: CHANNEL_RULES.pending.daysAfter,
  daysAfter: CHANNEL_RULES.pending.daysBefore,
  above: 1 / (1 - CHANNEL_RULES.pending.below) - 1,
  below: 0,
};

/** A deposit is an estimate: whole tens, where a purchase of the same shop is charged to the cent. */
const DEPOSIT_STEP = 10;

/**
 * A pending row (`held`, dated `days` from the receipt) that is the deposit of the receipt's purchase (`stated`). A
 * receipt kept in cash meets only a deposit in whole tens that is no pump's ceiling: a card's own purchase at that
 * shop, or its fuel, is another payment than the cash one.
 */
export function depositFits(days: number, held: number, stated: number, cash = false): boolean {
  const [hold, spent] = [Math.abs(held), Math.abs(stated)];
  if (Math.sign(held) !== Math.sign(stated) || days < -DEPOSIT.daysBefore || days > DEPOSIT.daysAfter) return false;
  if (cash && (hold % DEPOSIT_STEP !== 0 || holdBooks(held, stated))) return false;
  return hold > spent && hold <= spent * (1 + DEPOSIT.above);
}

/**
 * The round ceilings pumps authorise (100.00, 125.00, 150.00…): the payment books at what was spent below it. A
 * smaller round amount (a 50.00 dinner) is a price, not a ceiling.
 */
const CEILING = { from: 100, step: 25 };

/**
 * An authorisation's placeholder and the amount it books at: a pump's 1.00 check books at any amount, a round
 * ceiling (100.00, 150.00) at what was spent, no more. Only with the merchant's evidence, like any other amount.
 */
export function holdBooks(authorised: number, booked: number): boolean {
  const [held, spent] = [Math.abs(authorised), Math.abs(booked)];
  if (Math.sign(authorised) !== Math.sign(booked) || spent === 0) return false;
  return held === 1 || (held >= CEILING.from && held % CEILING.step === 0 && spent <= held);
}

/** The widest window of any channel: how far around a file's days the open transactions are looked up. */
export const WIDEST_WINDOW = {
  daysBefore: Math.max(...[...Object.values(CHANNEL_RULES), DEPOSIT].map((r) => r.daysBefore)),
  daysAfter: Math.max(...[...Object.values(CHANNEL_RULES), DEPOSIT].map((r) => r.daysAfter)),
};

/**
 * How far a bank row may lie from a receipt's unconfirmed total and correct it: a misread total is another figure of
 * the same bill (a subtotal, the sum before shipping or a discount); a row of that shop at several times it is another
 * purchase.
 */
const UNSURE_TOTAL_SPAN = 2;

/** A pending row that books at any other amount (a $1 fuel hold): only with the bank's own text nearly the same. */
const HOLD_ANY_AMOUNT_LIKENESS = 0.8;
/** Payees closer in likeness than this do not tell two candidates apart. */
const TIE = 0.1;

export interface BankRow {
  date: string;
  amount: string;
  payee: string;
  currency?: string | undefined;
  /** The rest of the bank's text (its purpose line, the original name), where an order number may be. */
  text?: string | undefined;
  /** The bank marks it pending: an authorisation, before a tip. */
  pending?: boolean | undefined;
}

export interface OpenProvisional {
  transactionId: number;
  channel: Provisional;
  date: string;
  amount: string;
  payee: string;
  currency: string | null;
  /** Its amount in the budget's primary currency, as the service converted it (null where not known: v1). */
  toBase: number | null;
  /** Its notes (a receipt's order number). */
  text?: string | undefined;
  /** Kept in cash: a card's pending row takes it at another amount (a tip) only on its own day. */
  cash?: boolean | undefined;
  /** A receipt whose total nothing else in the mail confirms: the bank's row of its shop corrects it. */
  amountUnsure?: boolean | undefined;
  /** A card alert's transaction (a tap, or a hold): reports say "your card alert". */
  alert?: boolean | undefined;
  /** What the receipt that joined it in match mode states was charged: a tap's tip included, all the bank books. */
  charged?: Charged | undefined;
  /** A receipt's: the tip its total includes (its authorisation was that much below it); undefined: none stated. */
  tip?: number | undefined;
}

/** A receipt's total, in its currency when it states one. */
export interface Charged {
  amount: string;
  currency: string | null;
}

/**
 * Comparing across currencies, as match mode does: a row's currency when it names none (the account's), and the
 * budget's primary currency, in which a row of that currency meets a provisional transaction of another (its
 * `toBase`) within `tolerance` (a card network's rate and fees are not the service's).
 */
export interface Exchange {
  rowCurrency: string;
  primary: string | null;
  tolerance: number;
}

export type RowMatch =
  | { kind: "matched"; open: OpenProvisional; amountChanged: boolean; acrossCurrencies: boolean }
  /** Two or more fit and nothing tells them apart: the row is inserted, saying so. */
  | { kind: "ambiguous"; candidates: OpenProvisional[] };

interface Fit {
  row: number;
  open: number;
  exact: boolean;
  across: boolean;
  /** An identifier both carry outranks a merchant's name. */
  evidence: NonNullable<MerchantEvidence>;
  likeness: number;
  days: number;
}

/** By row index, the provisional transaction each row takes over, or why it takes none of several. */
export function matchRows(rows: readonly BankRow[], open: readonly OpenProvisional[], exchange?: Exchange): Map<number, RowMatch> {
  const fits = fitsOf(rows, open, exchange);
  // Best first (strongerFit), then source order.
  fits.sort((a, b) => strongerFit(a, b) || a.row - b.row || a.open - b.open);
  const byRow = groupBy(fits, (f) => f.row);
  const byOpen = groupBy(fits, (f) => f.open);
  const rowTaken = new Set<number>();
  const openTaken = new Set<number>();
  const result = new Map<number, RowMatch>();
  for (const fit of fits) {
    if (rowTaken.has(fit.row) || openTaken.has(fit.open)) continue;
    // A rival alike in every field (an identical row, the same transaction again) is no other choice.
    const rivals = [
      ...(byRow.get(fit.row) ?? []).filter(
        (other) => other !== fit && !openTaken.has(other.open) && tied(fit, other) && !sameOpen(open, fit.open, other.open),
      ),
      ...(byOpen.get(fit.open) ?? []).filter(
        (other) => other !== fit && !rowTaken.has(other.row) && tied(fit, other) && !sameRow(rows, fit.row, other.row),
      ),
    ];
    if (rivals.length === 0) {
      rowTaken.add(fit.row);
      openTaken.add(fit.open);
      const candidate = open[fit.open];
      if (!candidate) throw new Error(`no open transaction ${fit.open} of ${open.length}`);
      result.set(fit.row, matchedBy(fit, candidate));
      continue;
    }
    // Not guessed: every row and transaction of the tie stays apart from the others (the rows are inserted).
    const tiedRows = new Set([fit.row, ...rivals.map((r) => r.row)]);
    const tiedOpen = new Set([fit.open, ...rivals.map((r) => r.open)]);
    const candidates = [...tiedOpen].flatMap((i) => open[i] ?? []);
    for (const row of tiedRows) {
      rowTaken.add(row);
      result.set(row, { kind: "ambiguous", candidates });
    }
    for (const i of tiedOpen) openTaken.add(i);
  }
  everyRowItsOwn(result, takenFits(result, byRow, open), byRow, open);
  inPurchaseOrder(result, takenFits(result, byRow, open), byRow, rows, open);
  return result;
}

const matchedBy = (fit: Fit, candidate: OpenProvisional): RowMatch => ({
  kind: "matched",
  open: candidate,
  amountChanged: !fit.exact,
  acrossCurrencies: fit.across,
});

/** By row, the fit each matched row took. */
function takenFits(result: ReadonlyMap<number, RowMatch>, byRow: ReadonlyMap<number, Fit[]>, open: readonly OpenProvisional[]) {
  const taken = new Map<number, Fit>();
  for (const [row, match] of result) {
    const fit = match.kind === "matched" ? byRow.get(row)?.find((f) => open[f.open] === match.open) : undefined;
    if (fit) taken.set(row, fit);
  }
  return taken;
}

/**
 * A row left with nothing because a row that fits two transactions alike took the one it fits (the nearer day, the
 * pending row's tap): that row takes its other one, as strongly, and the row left over takes the one freed. Both are
 * fits of their own evidence; taken nearest first, one row would be inserted beside its own tap.
 */
function everyRowItsOwn(
  result: Map<number, RowMatch>,
  taken: ReadonlyMap<number, Fit>,
  byRow: ReadonlyMap<number, Fit[]>,
  open: readonly OpenProvisional[],
): void {
  const holder = new Map([...taken].map(([row, fit]) => [fit.open, { row, fit }]));
  for (const [row, mine] of byRow) {
    if (result.has(row)) continue;
    for (const fit of mine) {
      const taker = holder.get(fit.open);
      const other = taker && byRow.get(taker.row)?.find((f) => !holder.has(f.open) && asStrong(f, taker.fit));
      if (!taker || !other) continue;
      for (const move of [
        { row: taker.row, fit: other },
        { row, fit },
      ]) {
        holder.set(move.fit.open, move);
        const candidate = open[move.fit.open];
        if (candidate) result.set(move.row, matchedBy(move.fit, candidate));
      }
      break;
    }
  }
}

/**
 * A bank books a shop's payments in the order they were made: two rows that took two of its transactions crosswise
 * (the earlier row the later purchase: two pump holds, two coffees days apart, taken nearest day first) swap when
 * the swap keeps the evidence the pairs stand on, the days aside: each fits the other's transaction as strongly, or
 * the two fits trade places (a station's number in one hold's alert is evidence for both rows alike). The days summed
 * never grow by it (on a line, the assignment that keeps the order is the nearest in all), and a payee or an amount
 * that tells one row from the other stays.
 */
function inPurchaseOrder(
  result: Map<number, RowMatch>,
  takenBy: ReadonlyMap<number, Fit>,
  byRow: ReadonlyMap<number, Fit[]>,
  rows: readonly BankRow[],
  open: readonly OpenProvisional[],
): void {
  const fitOf = (row: number, o: number) => byRow.get(row)?.find((f) => f.open === o);
  // Only a row with another fit can swap.
  const taken = [...takenBy].flatMap(([row, fit]) => ((byRow.get(row)?.length ?? 0) > 1 ? [{ row, fit }] : []));
  const day = (date: string | undefined) => (date === undefined ? Number.NaN : dayNumber(date));
  for (let pass = 0, swapped = true; swapped && pass <= taken.length; pass++) {
    swapped = false;
    for (const [i, a] of taken.entries()) {
      for (const b of taken.slice(i + 1)) {
        const crosswise = (day(rows[a.row]?.date) - day(rows[b.row]?.date)) * (day(open[a.fit.open]?.date) - day(open[b.fit.open]?.date));
        if (!(crosswise < 0)) continue;
        const ay = fitOf(a.row, b.fit.open);
        const bx = fitOf(b.row, a.fit.open);
        if (!ay || !bx || (!(asStrong(ay, a.fit) && asStrong(bx, b.fit)) && !(asStrong(ay, b.fit) && asStrong(bx, a.fit)))) continue;
        [a.fit, b.fit] = [ay, bx];
        swapped = true;
      }
    }
  }
  for (const { row, fit } of taken) {
    const candidate = open[fit.open];
    if (candidate) result.set(row, matchedBy(fit, candidate));
  }
}

/** Two fits of one row the amount, the evidence and the payee rank alike (their days aside). */
const asStrong = (a: Fit, b: Fit): boolean => tied({ ...a, days: 0 }, { ...b, days: 0 });

/**
 * Every pair of a row and an open transaction that may be one payment. A channel that takes only the same amount
 * (receipts) is looked up by amount: a month's file against hundreds of receipts costs a lookup per row.
 */
function fitsOf(rows: readonly BankRow[], open: readonly OpenProvisional[], exchange: Exchange | undefined): Fit[] {
  const openDays = open.map((o) => dayNumber(o.date));
  const openAmounts = open.map((o) => Number(o.amount));
  const byAmount = new Map<number, number[]>();
  const loose: number[] = [];
  const rowsCurrency = exchange?.rowCurrency.toLowerCase();
  open.forEach((candidate, o) => {
    // In another currency than the rows': compared in the primary currency, not by its own amount.
    const foreign = candidate.currency !== null && rowsCurrency !== undefined && candidate.currency.toLowerCase() !== rowsCurrency;
    if (foreign || !sameAmountOnly(candidate.channel) || candidate.amountUnsure) return void loose.push(o);
    const theirs = Number(candidate.amount);
    const same = byAmount.get(theirs);
    if (same) same.push(o);
    else byAmount.set(theirs, [o]);
  });
  const fits: Fit[] = [];
  rows.forEach((row, r) => {
    const day = dayNumber(row.date);
    // Amounts have at most 4 decimals and far fewer than 15 digits: as numbers, equal decimals are equal.
    const amount = Number(row.amount);
    const currency = (row.currency ?? exchange?.rowCurrency)?.toLowerCase();
    const stated = statedPurchaseDay(`${row.payee} ${row.text ?? ""}`, row.date);
    const consider = (o: number) => {
      const candidate = open[o];
      const openDay = openDays[o];
      const theirs = openAmounts[o];
      if (!candidate || openDay === undefined || theirs === undefined) throw new Error(`no open transaction ${o} of ${open.length}`);
      const rule =
        row.pending && candidate.channel === "receipt" && (!candidate.cash || row.date === candidate.date)
          ? AUTHORISED_RECEIPT
          : CHANNEL_RULES[candidate.channel];
      const days = day - openDay;
      const across = currency !== undefined && candidate.currency !== null && currency !== candidate.currency.toLowerCase();
      const deposit =
        row.pending === true && candidate.channel === "receipt" && !across && depositFits(days, amount, theirs, candidate.cash);
      if (!deposit && (days < -rule.daysBefore || days > rule.daysAfter)) return;
      if (anotherAuthorisation(row, candidate, days)) return;
      // The bank's text says which day the card was used: a tap or a hold of another day is another purchase. Not a
      // receipt: it may be dated at a stay's check-out, or an order's day before the shop charged the card.
      if (candidate.channel !== "receipt" && !fitsStatedDay(stated, candidate.date)) return;
      if (across && !acrossCurrencies(amount, currency, candidate, exchange)) return;
      if (!across && Math.sign(amount) !== Math.sign(theirs)) return;
      const charged = row.pending ? null : chargedIn(candidate.charged, currency);
      // Its receipt states what the card was charged: the booked row of that purchase is that amount, not another tip.
      if (!across && charged !== null && amount !== charged) return;
      const exact = !across && (amount === theirs || amount === charged);
      const likeness = payeeLikeness(candidate.payee, row.payee);
      // An authorisation's placeholder: the tap's (or the hold's) against what booked, the pending row's against a receipt.
      const placeholder =
        (candidate.channel !== "receipt" && holdBooks(theirs, amount)) ||
        (row.pending === true && (!candidate.cash || row.date === candidate.date) && holdBooks(amount, theirs));
      // A pending row below a receipt: its authorisation before the tip the receipt states, and no other amount.
      const loose =
        rule === AUTHORISED_RECEIPT
          ? beforeTip(theirs, amount, candidate.tip ?? null)
          : looseFits(rule, candidate.channel, Math.abs(amount), Math.abs(theirs), likeness);
      if (
        !exact &&
        !across &&
        !placeholder &&
        !deposit &&
        !loose &&
        !(candidate.amountUnsure && correctsTotal(amount, theirs, candidate.cash === true))
      )
        return;
      // Asked last: the amount and the day have narrowed the candidates to a few.
      const evidence = merchantEvidence({ payee: candidate.payee, text: candidate.text }, { payee: row.payee, text: row.text });
      if (evidence === null) return;
      // Nearness is counted from the day the card was used, where the bank's text says it, not from the posting.
      const apart = stated === null ? Math.abs(days) : Math.abs(dayNumber(stated) - openDay);
      fits.push({ row: r, open: o, exact, across, evidence, likeness, days: apart });
    };
    // A pending row meets receipts of other amounts too (a tip): pending rows are few.
    if (row.pending) open.forEach((_, o) => consider(o));
    else {
      for (const o of byAmount.get(amount) ?? []) consider(o);
      for (const o of loose) consider(o);
    }
  });
  return fits;
}

/** Days two records of one authorisation may lie apart: a purchase near midnight, the bank's own time zone. */
const AUTHORISATION_SLIP_DAYS = 1;

/**
 * A pending row and an authorisation's transaction (a tap, a card alert, another pending row) days apart: two
 * authorisations. The bank dates a pending row on the day the card was used, as a phone, an alert and the pending row
 * of an earlier export do (two holds at one pump, the second day's dinner are two); only the booked row, dated at
 * its posting, takes a hold over days later. A receipt is no authorisation: its own window.
 */
function anotherAuthorisation(row: BankRow, candidate: OpenProvisional, days: number): boolean {
  return row.pending === true && candidate.channel !== "receipt" && Math.abs(days) > AUTHORISATION_SLIP_DAYS;
}

/** The total a receipt states, as a number, when it is in the row's currency (or names none); else null. */
function chargedIn(charged: Charged | undefined, currency: string | undefined): number | null {
  if (!charged || (charged.currency && currency && charged.currency.toLowerCase() !== currency)) return null;
  const amount = Number(charged.amount);
  return Number.isFinite(amount) && amount !== 0 ? amount : null;
}

/** A row in the primary currency and a provisional transaction in another, within the tolerance once both are in it. */
function acrossCurrencies(amount: number, currency: string, candidate: OpenProvisional, exchange: Exchange | undefined): boolean {
  if (!exchange?.primary || candidate.toBase === null || currency !== exchange.primary.toLowerCase()) return false;
  if (Math.sign(amount) !== Math.sign(candidate.toBase) || amount === 0) return false;
  const [bank, converted] = [Math.abs(amount), Math.abs(candidate.toBase)];
  if (Math.abs(bank - converted) <= exchange.tolerance * bank) return true;
  // A tap abroad: the tip grows the bank's amount as at home, on top of the rate's tolerance.
  const tip = CHANNEL_RULES[candidate.channel].above;
  return candidate.channel === "tap" && bank >= converted && bank <= converted * (1 + tip) * (1 + exchange.tolerance);
}

/** A channel whose bank row has the provisional transaction's own amount (a receipt states what was charged). */
function sameAmountOnly(channel: Provisional): boolean {
  const rule = CHANNEL_RULES[channel];
  return rule.above === 0 && rule.below === 0 && channel !== "pending";
}

/** An amount other than the provisional one: within the channel's share (a pending row: any, with its own text). */
function looseFits(rule: ChannelRule, channel: Provisional, bank: number, provisional: number, likeness: number): boolean {
  if (channel === "pending" && likeness >= HOLD_ANY_AMOUNT_LIKENESS) return true;
  return bank <= provisional * (1 + rule.above) && bank >= provisional * (1 - rule.below);
}

/**
 * A bank amount that may be what a receipt whose total is unconfirmed really charged (UNSURE_TOTAL_SPAN), in both
 * orders of matching. A receipt kept in cash may have been paid in cash: a card's payment at that shop is another.
 */
export function correctsTotal(bank: number, stated: number, cash: boolean): boolean {
  if (cash || Math.sign(bank) !== Math.sign(stated) || stated === 0) return false;
  const [charged, said] = [Math.abs(bank), Math.abs(stated)];
  return charged * UNSURE_TOTAL_SPAN >= said && charged <= said * UNSURE_TOTAL_SPAN;
}

/**
 * How two candidates of one purchase rank, in both directions of matching: the same amount first, then a shared
 * identifier, the payee most alike, the nearest day. Negative: `a` first.
 */
export function strongerFit(a: RankedFit, b: RankedFit): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(b.evidence === "identifier") - Number(a.evidence === "identifier") ||
    b.likeness - a.likeness ||
    a.days - b.days
  );
}

/** What ranks a candidate: its amount, its evidence, its payee's likeness and its distance in days. */
export type RankedFit = Pick<Fit, "exact" | "evidence" | "likeness" | "days">;

/** Two fits the amount, the evidence and the day do not tell apart. */
function tied(a: Fit, b: Fit): boolean {
  return (
    a.exact === b.exact &&
    a.across === b.across &&
    a.evidence === b.evidence &&
    Math.abs(a.likeness - b.likeness) < TIE &&
    a.days === b.days
  );
}

/**
 * One transaction offered twice, or two provisional records of one day, amount and currency that the row's merchant
 * names alike (two coffees at one shop and price): either is the choice, the other waits for its own row.
 */
function sameOpen(open: readonly OpenProvisional[], a: number, b: number): boolean {
  const x = open[a];
  const y = open[b];
  if (!x || !y) return false;
  return x.transactionId === y.transactionId || (x.date === y.date && Number(x.amount) === Number(y.amount) && x.currency === y.currency);
}

/** Two bank rows of one day, amount and currency, both of the transaction's merchant: either takes it. */
function sameRow(rows: readonly BankRow[], a: number, b: number): boolean {
  const x = rows[a];
  const y = rows[b];
  if (!x || !y) return false;
  return x.date === y.date && Number(x.amount) === Number(y.amount) && x.currency === y.currency;
}

function groupBy(fits: Fit[], key: (fit: Fit) => number): Map<number, Fit[]> {
  const groups = new Map<number, Fit[]>();
  for (const fit of fits) {
    const group = groups.get(key(fit));
    if (group) group.push(fit);
    else groups.set(key(fit), [fit]);
  }
  return groups;
}
