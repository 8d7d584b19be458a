// Which column plays which role: booking and value date, amount (signed, debit + credit, or amount +
// indicator), balance, currency, bank id, category, payee and notes — by header words where there is a
// header, by the shape of the values where there is none.
import { isCheckNumberColumn, isTypeColumn } from "../words/booking-types";
import { isStatusColumn } from "../words/row-state";
import { headerScore, indicatorDirection, type Role } from "../words/columns";
import { mayBeMoney, type ColumnStats } from "./column-stats";
import { headerNames } from "../words/header-vocabulary";
import type { ColumnRef, CsvColumns } from "../words/profile";
import { amountAndBalance, rowsExplained } from "./running-balance";
import { isNoAmount } from "../../../locale/numbers";
import { balanceOf, complementary, hasDecimals, moneyByValues, moneyIn, openingOf, pairMoneyIn } from "./money-by-values";
import { namesWithNumbers } from "./names-with-numbers";
import { earlierDayColumn } from "./earlier-day";

/**
 * Whether a header names the day of the purchase (a transaction date: "Transaction Date", "Belegdatum", "Дата
 * операции", "利用日"), as opposed to its booking or value date.
 */
export function isTransactionDateHeader(header: string): boolean {
  return headerNames(header, "transactionDate");
}

/** Share of a column's cells that must read as dates for it to be a date column. */
const DATE_SHARE = 0.9;
/** Share of non-empty cells that must read as numbers for an amount-like column. */
const NUMBER_SHARE = 0.9;
/** …for a money column its header names: a stray mark in a cell ("26.851,95|") is reported on its row, not a reason to drop it. */
const NAMED_NUMBER_SHARE = 0.5;

interface Detected {
  columns: CsvColumns;
  /** Two date columns nothing but their order told apart (no header word ranks one over the other). */
  datesByPosition?: true;
}

function ref(s: ColumnStats, withHeader: boolean): ColumnRef {
  return withHeader && s.header !== "" ? { index: s.index, header: s.header } : { index: s.index };
}

/** What every step of role assignment shares: the columns, whether a header names them, and the ones taken. */
interface Picking {
  cols: ColumnStats[];
  hasHeader: boolean;
  /** Columns already given a role: no column plays two. */
  used: Set<number>;
  /** The header's score for a role (0 without a header). */
  score: (s: ColumnStats, r: Role) => number;
  /** The free candidate whose header scores highest for the role (with `needHeader`, only a positive score). */
  best: (candidates: ColumnStats[], r: Role, needHeader: boolean) => ColumnStats | undefined;
}

interface Money {
  amount?: ColumnStats | undefined;
  debit?: ColumnStats | undefined;
  credit?: ColumnStats | undefined;
  balance?: ColumnStats | undefined;
}

interface TextRoles {
  currency?: ColumnStats | undefined;
  transactionId?: ColumnStats | undefined;
  category?: ColumnStats | undefined;
  payee?: ColumnStats | undefined;
  notes: ColumnStats[];
}

/** Roles in order, each step taking what the steps before left: dates, money, the indicator, then the text columns. */
export function assignRoles(cols: ColumnStats[], hasHeader: boolean, fallbackDate: number): Detected {
  const used = new Set<number>();
  const score = (s: ColumnStats, r: Role) => (hasHeader ? headerScore(s.header, r) : 0);
  const best = (candidates: ColumnStats[], r: Role, needHeader: boolean): ColumnStats | undefined => {
    let top: ColumnStats | undefined;
    let topScore = needHeader ? 0 : -1;
    for (const c of candidates) {
      if (used.has(c.index)) continue;
      const sc = score(c, r);
      if (sc > topScore) [top, topScore] = [c, sc];
    }
    return top;
  };
  const p: Picking = { cols, hasHeader, used, score, best };

  const dates = chooseDates(p, fallbackDate);
  if (!dates) return { columns: { date: { index: cols.find((c) => c.dateShare > 0)?.index ?? 0 }, notes: [] } };
  const money = hasHeader ? chooseMoneyByHeader(p) : chooseMoneyByShape(p);
  for (const c of [money.amount, money.debit, money.credit, money.balance]) if (c) used.add(c.index);
  const indicator = chooseIndicator(p, money.amount);
  const opening = chooseOpening(p, money, indicator);
  const text = chooseTextColumns(p, money.amount);

  const columns: CsvColumns = { date: ref(dates.date, hasHeader), notes: text.notes.map((c) => ref(c, hasHeader)) };
  const byPosition = dates.byPosition ? { datesByPosition: true as const } : {};
  if (dates.valueDate) columns.valueDate = ref(dates.valueDate, hasHeader);
  if (money.amount) columns.amount = ref(money.amount, hasHeader);
  if (money.debit && money.credit) {
    columns.debit = ref(money.debit, hasHeader);
    columns.credit = ref(money.credit, hasHeader);
  }
  if (indicator) columns.indicator = ref(indicator, hasHeader);
  if (text.payee) columns.payee = ref(text.payee, hasHeader);
  if (text.currency) columns.currency = ref(text.currency, hasHeader);
  if (money.balance) columns.balance = ref(money.balance, hasHeader);
  if (opening) columns.openingBalance = ref(opening, hasHeader);
  if (text.transactionId) columns.transactionId = ref(text.transactionId, hasHeader);
  if (text.category) columns.category = ref(text.category, hasHeader);
  // Whether the bank booked each row: a column of state words, which may also be read as a note (its text stays
  // where it was, and so does the external_id it is hashed into).
  const status = cols.find((c) => !used.has(c.index) && c.nonEmpty > 0 && isStatusColumn(c.values));
  if (status) columns.status = ref(status, hasHeader);
  const aside = asideColumns(p, text, status);
  if (aside.type.length > 0) columns.type = aside.type.map((c) => ref(c, hasHeader));
  if (aside.checkNumber) columns.checkNumber = ref(aside.checkNumber, hasHeader);
  return { columns, ...byPosition };
}

/**
 * The columns whose text is kept aside (custom_metadata, row-text.ts): the booking's type among the payee, the notes
 * and the text columns no role took, and the check number. Their roles take nothing from the others: a payee or
 * notes column stays one, so the external_id it is hashed into stays what it was.
 */
function asideColumns(p: Picking, text: TextRoles, status: ColumnStats | undefined): { type: ColumnStats[]; checkNumber?: ColumnStats } {
  const { cols, hasHeader, used } = p;
  // The payee too: a column of kinds taken for the payee ("Details": DEBIT, CREDIT) stays the payee, but is not shown.
  const free = cols.filter((c) => c !== status && c.nonEmpty > 0 && (c === text.payee || text.notes.includes(c) || !used.has(c.index)));
  const type = free.filter((c) => isTypeColumn(c.values, hasHeader && headerNames(c.header, "type")));
  const checkNumber = hasHeader
    ? cols.find((c) => !used.has(c.index) && !type.includes(c) && headerNames(c.header, "checkNumber") && isCheckNumberColumn(c.values))
    : undefined;
  return checkNumber ? { type, checkNumber } : { type };
}

/**
 * The date and the other day the row prints (its posting or value date, kept in custom_metadata: ../../other-date.ts).
 * The day the purchase happened (transaction date) beats the booking date, which beats a value date, wherever each is
 * printed; where the headers name neither kind of day, the column whose day is never later than the other's
 * (earlier-day.ts); where nothing tells which, the leftmost. A bare "Date" beside a named booking date ("Datum" beside "Bokfört",
 * "Date" beside "Posted date") is the purchase's day: the bank names the other because it differs. Null when no
 * column reads as dates.
 */
function chooseDates(
  p: Picking,
  fallbackDate: number,
): { date: ColumnStats; valueDate: ColumnStats | undefined; byPosition: boolean } | null {
  const { cols, hasHeader, used } = p;
  let dates = cols.filter((c) => c.nonEmpty > 0 && c.dateShare >= DATE_SHARE * (c.nonEmpty / Math.max(1, c.values.length)));
  // A few unreadable dates (reported per row) must not hide the column.
  if (dates.length === 0) dates = cols.filter((c) => c.index === fallbackDate);
  const kindOf = (c: ColumnStats): number => (isTransactionDateHeader(c.header) ? 1.5 : headerNames(c.header, "bookingDate") ? 1 : 0);
  const bareIsPurchase = hasHeader && dates.some((c) => kindOf(c) === 1) && !dates.some((c) => kindOf(c) === 1.5);
  const rank = (c: ColumnStats): number => {
    // A mostly empty date column (value dates of pending rows) is never the booking date.
    const sparse = c.nonEmpty < c.values.length * 0.8 ? -2 : 0;
    if (!hasHeader) return 1 + sparse;
    const primary = headerScore(c.header, "date");
    const value = headerScore(c.header, "valueDate");
    // A value date is the other day wherever the bank prints it (issue 80 §1): the row's own day is the date beside it.
    if (value > 0 && value >= primary) return 1 + sparse;
    const kind = kindOf(c);
    return (primary > 0 || kind > 0 ? 2 + (kind === 0 && primary > 0 && bareIsPurchase ? 1.5 : kind) : 1.5) + sparse;
  };
  let date: ColumnStats | undefined;
  for (const c of dates) if (!date || rank(c) > rank(date)) date = c;
  if (!date) return null;
  let valueDate = dates.find((c) => c !== date);
  let byPosition = valueDate !== undefined && rank(valueDate) === rank(date);
  // Headers that name neither day leave it to the days: the one never later is the purchase's (earlier-day.ts).
  // Without a header the first printed stays: headerless card exports print the posting day first, and are read so.
  const unnamed = (c: ColumnStats) => kindOf(c) === 0 && headerScore(c.header, "valueDate") === 0;
  const earlier = byPosition && hasHeader && valueDate && unnamed(date) && unnamed(valueDate) ? earlierDayColumn(date, valueDate) : null;
  if (earlier && valueDate) {
    if (earlier === valueDate) [date, valueDate] = [valueDate, date];
    byPosition = false;
  }
  used.add(date.index);
  if (valueDate) used.add(valueDate.index);
  return { date, valueDate, byPosition };
}

/** Money columns: numbers, but never dates or account/card/reference numbers (whatever the header says). */
function numericColumns(p: Picking): ColumnStats[] {
  const { cols, used } = p;
  return cols.filter((c) => !used.has(c.index) && c.numberShare >= NUMBER_SHARE && c.nonEmpty > 0 && mayBeMoney(c));
}

/** With a header: the balance, a debit + credit pair, or a signed amount column, by their header words. */
function chooseMoneyByHeader(p: Picking): Money {
  const { cols, used, score, best } = p;
  const numeric = numericColumns(p);
  // Named columns may hold a few unreadable cells (reported per row), as a named amount column may; unnamed ones must be clean.
  const named = cols.filter((c) => !used.has(c.index) && (c.nonEmpty === 0 || c.numberShare >= NAMED_NUMBER_SHARE) && mayBeMoney(c));
  let balance = best(named, "balance", true);
  if (balance) used.add(balance.index);
  // A debit or credit column holds one direction; one that carries both signs is the signed amount, whatever
  // its header says ("Soll/Haben", "Debit/Credit" over -45,12 and 2.731,55).
  // Unless each row fills it or another named column, and a minus is on few of its cells: a pair whose minus is a
  // reversal ("Withdrawal" −119.97 beside "Deposit", "Haben" −40,00 beside "Soll"), planned so (pairReversals).
  const minusIsRare = (c: ColumnStats) => c.numbers.negative * 2 < c.numbers.numeric;
  const paired = (c: ColumnStats) =>
    minusIsRare(c) && named.some((o) => o !== c && o.nonEmpty > 0 && minusIsRare(o) && complementary(c, o));
  const oneDirection = named.filter((c) => !carriesBothSigns(c) || paired(c));
  let debit = best(oneDirection, "debit", true);
  if (debit) used.add(debit.index);
  let credit = best(oneDirection, "credit", true);
  if (credit) used.add(credit.index);
  // One side named alone (a card's "Refund" beside its "Amount"): the amount may be the other side (below).
  const lone = debit && credit ? undefined : (debit ?? credit);
  if (!debit || !credit) {
    if (debit) used.delete(debit.index);
    if (credit) used.delete(credit.index);
    debit = credit = undefined;
  }
  if (debit && credit) [debit, credit] = [besideItsName(p, debit), besideItsName(p, credit)];
  // A column of zeros (a card's foreign amount beside domestic purchases) moves no money: a named one that does wins.
  const filled = named.filter((c) => !used.has(c.index) && c.nonEmpty > 0);
  const moving = filled.filter((c) => c.values.some((v) => NONZERO_DIGIT.test(v)));
  let amount = best(moving, "amount", true) ?? best(filled, "amount", true);
  // A signed amount column with negatives beats a debit/credit pair (Belgian exports carry both).
  if (amount && debit && credit) {
    if (amount.numbers.negative > 0) {
      used.delete(debit.index);
      used.delete(credit.index);
      debit = credit = undefined;
    } else amount = undefined;
  }
  if (lone && !(debit && credit)) {
    const other =
      amount === lone
        ? best(
            moving.filter((c) => c !== lone),
            "amount",
            true,
          )
        : amount;
    if (other && otherSide(other, lone)) {
      [debit, credit] = score(lone, "debit") > score(lone, "credit") ? [lone, other] : [other, lone];
      used.add(debit.index);
      used.add(credit.index);
      amount = undefined;
    }
  }
  if (!amount && !(debit && credit)) {
    // A column named as debit, credit or indicator that holds signed amounts is the amount; else, a header
    // we do not know: the money is typed by its values (money-by-values.ts).
    const named = (c: ColumnStats) => score(c, "debit") + score(c, "credit") + score(c, "indicator");
    amount = numeric.filter((c) => !used.has(c.index) && carriesBothSigns(c) && named(c) > 0).sort((a, b) => named(b) - named(a))[0];
    if (!amount) {
      const typed = moneyByValues(
        numeric.filter((c) => !used.has(c.index)),
        balance,
        cols.filter((c) => !used.has(c.index)),
      );
      ({ amount, debit, credit } = typed);
      balance ??= typed.balance;
    }
  }
  // A balance no word names: the full column that moves by the amount, or by a named pair's money.
  if (amount && !balance)
    balance = balanceOf(
      numeric.filter((c) => !used.has(c.index) && c !== amount),
      amount,
    );
  else if (debit && credit && !balance)
    balance = balanceByValues(
      numeric.filter((c) => !used.has(c.index) && c !== debit && c !== credit),
      eitherOf(debit, credit),
    );
  return { amount, debit, credit, balance };
}

/**
 * The column that holds a named money column's values: the named one, unless it is empty in every row and a
 * column beside it without a name holds money (the header's cell one off its values, as a spreadsheet's merged
 * cells export: "Debit" over an empty column, the debits in the unnamed one to its left). The values decide.
 */
function besideItsName(p: Picking, c: ColumnStats): ColumnStats {
  if (c.nonEmpty > 0) return c;
  for (const k of [c.index - 1, c.index + 1]) {
    const n = p.cols[k];
    if (!n || n.header.trim() !== "" || p.used.has(k) || n.nonEmpty === 0 || n.numberShare < NUMBER_SHARE || !mayBeMoney(n)) continue;
    p.used.delete(c.index);
    p.used.add(k);
    return n;
  }
  return c;
}

/**
 * Whether a column named as one side of the money (a refund, a deposit) holds the rows an amount column leaves
 * without money: some money of its own, never money on a row where the amount has some, and one direction. The
 * amount is then the other side (a card's "ご利用額" beside "払戻額", "Amount" beside "Refund"), whatever the empty
 * side is written as ("", "-", "0", "0.00").
 */
function otherSide(amount: ColumnStats, side: ColumnStats): boolean {
  if (side.numbers.negative > 0 || !side.values.some(holdsMoney)) return false;
  return side.values.every((v, i) => !holdsMoney(v) || !holdsMoney(amount.values[i] ?? ""));
}

/** A cell with money in it: a digit other than zero (neither empty, a dash nor a zero placeholder). */
function holdsMoney(v: string): boolean {
  return NONZERO_DIGIT.test(v);
}

/** A pair's amounts as one column: each row's filled cell. */
function eitherOf(debit: ColumnStats, credit: ColumnStats): ColumnStats {
  return { ...debit, values: debit.values.map((v, i) => (isNoAmount(v) ? (credit.values[i] ?? "") : v)) };
}

/** Rows of a sample, beyond the first, the balance must move by the amounts in (a share of them). */
const BALANCE_EXPLAINED = 0.6;

/** A digit other than zero: a column with none moves no money. */
const NONZERO_DIGIT = /[1-9]/;

/** The full money column with decimals that moves, row to row, by the amounts in most rows: the running balance. */
function balanceByValues(cols: readonly ColumnStats[], amount: ColumnStats | undefined): ColumnStats | undefined {
  if (!amount) return undefined;
  let best: ColumnStats | undefined;
  let most = 0;
  for (const c of cols) {
    if (c.filled < c.values.length || !hasDecimals(c)) continue;
    const n = rowsExplained(c, amount);
    if (n > most && n >= Math.max(2, (c.values.length - 1) * BALANCE_EXPLAINED)) [best, most] = [c, n];
  }
  return best;
}

/** Without a header: a pair of columns each row fills one of, or the first money column; a full one after it is the balance. */
function chooseMoneyByShape(p: Picking): Money {
  const { cols, used } = p;
  const numeric = numericColumns(p);
  let amount: ColumnStats | undefined;
  let debit: ColumnStats | undefined;
  let credit: ColumnStats | undefined;
  const money = numeric.filter(hasDecimals);
  const pair = complementaryPair(
    cols.filter(
      (c) => !used.has(c.index) && (c.filled === 0 || c.numberShare >= NUMBER_SHARE) && mayBeMoney(c) && c.filled < c.values.length,
    ),
  );
  if (
    pair &&
    !money.some((c) => c.filled === c.values.length && c !== pair[0] && c !== pair[1] && money.indexOf(c) < money.indexOf(pair[0]))
  ) {
    [debit, credit] = pair;
  } else amount = money[0] ?? numeric[0];
  const full = (c: ColumnStats) => c.filled === c.values.length;
  let balance = money.find((c) => c !== amount && c !== debit && c !== credit && full(c));
  // The running balance moves by the amount: it says which full column is which, whichever comes first.
  if (amount && balance && full(amount)) [amount, balance] = amountAndBalance(amount, balance);
  if (amount) used.add(amount.index);
  return { amount, debit, credit, balance };
}

/**
 * The balance before each run of rows, where the balance column is the one after it (money-by-values.ts): the rows'
 * money is read as the amount and the indicator, or the pair, say.
 */
function chooseOpening(p: Picking, money: Money, indicator: ColumnStats | undefined): ColumnStats | undefined {
  const { cols, used } = p;
  const rowsMoney = money.amount
    ? moneyIn(money.amount, indicator)
    : money.debit && money.credit
      ? pairMoneyIn(money.debit, money.credit)
      : null;
  const free = cols.filter((c) => !used.has(c.index) && c.nonEmpty > 0 && c.numberShare >= NUMBER_SHARE && mayBeMoney(c));
  const ends = openingOf(free, money.balance, rowsMoney);
  if (!ends) return undefined;
  used.add(ends.opening.index);
  used.add(ends.closing.index);
  // The header may have named the opening one the balance: the balance is the one after the rows.
  money.balance = ends.closing;
  return ends.opening;
}

/** One character that is a word ("借", "贷", "入"), not a letter that could be a status code. */
const IDEOGRAPH = /^\p{Script=Han}$/u;

/** An indicator column only makes sense next to an unsigned amount. */
function chooseIndicator(p: Picking, amount: ColumnStats | undefined): ColumnStats | undefined {
  const { cols, hasHeader, used, score } = p;
  if (!amount || amount.numbers.negative !== 0) return undefined;
  // A column named as the indicator may hold a few odd values (each an error with its reason); others must be clean.
  const wordsOf = (c: ColumnStats) => (score(c, "indicator") > 0 ? c.indicatorMostly : c.indicator);
  const candidates = cols.filter((c) => !used.has(c.index) && (wordsOf(c)?.length ?? 0) > 0);
  const indicator = candidates.sort((a, b) => score(b, "indicator") - score(a, "indicator"))[0];
  if (!indicator) return undefined;
  const vals = wordsOf(indicator) ?? [];
  const known = vals.filter((v) => indicatorDirection(v) !== null);
  // Single letters are weak evidence on their own where a header could have named the column (a status
  // column of "C" for cleared): there, require a header hint or both directions seen. Without a header
  // nothing else can say the direction of unsigned amounts, and a column of nothing but D/C, S/H or +/-
  // next to them is the indicator.
  const strong =
    !hasHeader ||
    score(indicator, "indicator") > 0 ||
    // A header that names both directions ("Debet Credit", "Debit/Credit") names the column that says which.
    (score(indicator, "debit") > 0 && score(indicator, "credit") > 0) ||
    vals.some((v) => v.length > 1 || IDEOGRAPH.test(v)) ||
    (vals.some((v) => indicatorDirection(v) === "out") && vals.some((v) => indicatorDirection(v) === "in"));
  if (known.length === 0 || !strong) return undefined;
  used.add(indicator.index);
  return indicator;
}

/** Whether a header names the purchase's own currency and not the account's ("Валюта операции", "Amount (transaction currency)"). */
function namesForeign(header: string): boolean {
  return headerNames(header, "foreign") && !headerNames(header, "account");
}

/** Currency, bank id, category, payee and notes among the columns of words. */
function chooseTextColumns(p: Picking, amount: ColumnStats | undefined): TextRoles {
  const { cols, hasHeader, used, score, best } = p;
  // Text: words, not numbers, dates or identifiers (an IBAN column names an account, not the counterparty). Shops'
  // names that carry a number ("BP 1234", "GAP 12") read as numbers: no money role took them, and their words are names.
  const text = cols.filter(
    (c) =>
      !used.has(c.index) &&
      c.nonEmpty > 0 &&
      (c.numberShare < 0.5 || namesWithNumbers(c)) &&
      c.dateShare < 0.5 &&
      c.identifiers < c.nonEmpty * 0.5,
  );
  // The purchase's own currency goes with the purchase's own amount: where the account's amount was taken over
  // it ("Сумма платежа" over "Сумма операции", "円換算額" over "現地通貨額"), only a currency column named for the
  // account ("Валюта платежа") says what was imported; "Валюта операции", a bare "通貨" beside them, do not.
  const foreignLeft =
    hasHeader &&
    amount !== undefined &&
    !namesForeign(amount.header) &&
    cols.some((c) => c !== amount && namesForeign(c.header) && score(c, "amount") > 0);
  const currency =
    best(
      text.filter((c) => c.currencyCodes >= c.nonEmpty * 0.9 && (!foreignLeft || headerNames(c.header, "account"))),
      "currency",
      hasHeader,
    ) ?? (hasHeader ? undefined : text.find((c) => c.currencyCodes === c.nonEmpty && c.nonEmpty > 0));
  if (currency) used.add(currency.index);
  const transactionId = hasHeader
    ? best(
        cols.filter((c) => !used.has(c.index) && c.nonEmpty >= c.values.length * 0.95 && c.distinct === c.nonEmpty && c.nonEmpty > 0),
        "transactionId",
        true,
      )
    : undefined;
  if (transactionId) used.add(transactionId.index);
  const category = hasHeader ? best(text, "category", true) : undefined;
  if (category) used.add(category.index);

  let payee = hasHeader ? best(text, "payee", true) : undefined;
  if (payee) used.add(payee.index);
  // A column named as notes is one even when the sample leaves it empty (Monzo's "notes", a "Zusatz" line):
  // the next export fills it, and the saved profile should already read it.
  // Whole words only (4+): an empty "BAR-Entgelt+Buchungsreferenz" is not a note.
  const namedEmpty = (c: ColumnStats) => c.nonEmpty === 0 && !used.has(c.index) && score(c, "notes") >= 4;
  let notes = hasHeader ? cols.filter((c) => (text.includes(c) && !used.has(c.index) && score(c, "notes") > 0) || namedEmpty(c)) : [];
  if (!payee) {
    // No counterparty column: the free-text description names it. A transaction-type column ("Umsatzart:
    // Lastschrift") is text too but never the counterparty.
    const filled = notes.filter((c) => c.nonEmpty > 0);
    const free = filled.filter((c) => !headerNames(c.header, "type") && !headerNames(c.header, "status") && !isCodeColumn(c));
    // Descriptions that are only codes ("POS", "ICT", "GIRO" under "Reference") leave the counterparty to the
    // unnamed text column that reads most like one ("Transaction Ref1": "NTUC FP-BEDOK MALL").
    const unnamed = free.length === 0 && hasHeader ? text.filter((c) => !used.has(c.index) && !notes.includes(c) && isWordyColumn(c)) : [];
    payee = unnamed.length > 0 ? mostDescriptive(unnamed) : leadingDescription(free.length > 0 ? free : filled);
    if (payee) notes = notes.filter((c) => c !== payee);
    else if (!hasHeader) {
      // No header at all: the counterparty is the text column that varies most (see mostDescriptive); the
      // other text columns that vary from row to row (booking text, extra lines) are the notes.
      const rest = text.filter((c) => !used.has(c.index));
      payee = mostDescriptive(rest);
      // Not a constant ("Visa" on every row); with fewer than 3 rows, only text with several words.
      const varies = (c: ColumnStats) =>
        c.values.length >= 3 ? c.distinct > 1 || c.nonEmpty < c.values.length : c.values.some((v) => /\S\s+\S/.test(v));
      notes = rest.filter((c) => c !== payee && varies(c));
    } else payee = mostDescriptive(text.filter((c) => !used.has(c.index)));
  }
  return { currency, transactionId, category, payee, notes };
}

/** A code of a few capitals ("POS", "ICT", "GIRO", "UPI"): the kind of a booking, never who was paid. */
const CODE = /^[A-Z]{2,5}$/;

/** A column whose every value is such a code. */
function isCodeColumn(c: ColumnStats): boolean {
  return c.nonEmpty > 0 && c.values.every((v) => v === "" || CODE.test(v.trim()));
}

/** A column most of whose values are several words, as a counterparty's name or a purpose is. */
function isWordyColumn(c: ColumnStats): boolean {
  return c.nonEmpty >= c.values.length * 0.5 && textShape(c).multiWord >= 0.5;
}

interface TextShape {
  c: ColumnStats;
  /** Different values. */
  distinct: number;
  /** Different first words: a booking-text column repeats "POS", "SEPA", "Lastschrift" at the start. */
  firstWords: number;
  /** Share of values with more than one word (a code like "UMC-" or "expenses:snacks" has one). */
  multiWord: number;
  meanLength: number;
}

function textShape(c: ColumnStats): TextShape {
  const first = new Set<string>();
  let len = 0;
  let n = 0;
  let multi = 0;
  for (const v of c.values) {
    if (v === "") continue;
    n++;
    len += v.length;
    if (/\S\s+\S/.test(v)) multi++;
    first.add((v.split(/[\s,;:/]+/)[0] ?? "").toLowerCase());
  }
  return { c, distinct: c.distinct, firstWords: first.size, multiWord: n > 0 ? multi / n : 0, meanLength: n > 0 ? len / n : 0 };
}

/**
 * The text column of a headerless file that most reads like the counterparty: among the columns about as
 * varied as the most varied one (a column of two account names is not), the one whose values begin with
 * the most different words (a name column does not repeat "POS" or "SEPA" at the start), then the one
 * whose values are words rather than one code, then the longer values, then the leftmost.
 */
function mostDescriptive(cands: readonly ColumnStats[]): ColumnStats | undefined {
  const shapes = cands.map(textShape);
  const most = Math.max(0, ...shapes.map((s) => s.distinct));
  let top: TextShape | undefined;
  for (const s of shapes) {
    if (s.distinct < most * 0.8) continue;
    if (
      !top ||
      s.firstWords > top.firstWords ||
      (s.firstWords === top.firstWords && (s.multiWord > top.multiWord || (s.multiWord === top.multiWord && s.meanLength > top.meanLength)))
    ) {
      top = s;
    }
  }
  return top?.c;
}

/**
 * The description column that names the counterparty when no header says payee: the leftmost one (banks put
 * the main description first: "Description" before "Original Description"), unless its values begin with
 * fewer than half as many different words as another's (a booking text of "LASTSCHRIFT"/"GUTSCHRIFT" next
 * to the purpose text).
 */
function leadingDescription(cands: readonly ColumnStats[]): ColumnStats | undefined {
  const shapes = cands.map(textShape);
  const most = Math.max(0, ...shapes.map((s) => s.firstWords));
  return shapes.filter((s) => s.firstWords >= most / 2).sort((a, b) => a.c.index - b.c.index)[0]?.c;
}

/** Negative and positive values both: a signed amount column, never a debit or credit column. */
function carriesBothSigns(c: ColumnStats): boolean {
  return c.numbers.negative > 0 && c.numbers.negative < c.numbers.numeric;
}

/** Two numeric columns where each row fills exactly one (the other blank or a dash): withdrawals and deposits of a headerless file. */
function complementaryPair(cols: ColumnStats[]): [ColumnStats, ColumnStats] | null {
  for (const [a, x] of cols.entries()) {
    for (const y of cols.slice(a + 1)) {
      if (x.nonEmpty === 0 && y.nonEmpty === 0) continue;
      if (complementary(x, y)) return [x, y];
    }
  }
  return null;
}
