// The statements of an OFX file: bank and credit-card statements, each an account with its currency,
// transactions and ledger balance. Investment statements are refused whole (not half-read).
import { SourceInputError } from "../errors";
import { type BalanceChain, statementBalances } from "./balance-lines";
import { find, findAll, leaf, type OfxNode } from "./tree";

export interface OfxTransaction {
  line: number;
  /** YYYY-MM-DD as written (the date in the account holder's time zone), or null when unreadable. */
  date: string | null;
  /** TRNAMT as written, in the account holder's view: negative is money out. */
  amount: string | null;
  fitId: string | null;
  type: string | null;
  name: string | null;
  memo: string | null;
  checkNumber: string | null;
  currency: string | null;
  /** The file ended inside this transaction: what it holds is not the whole transaction. */
  cut: boolean;
  /** The bank's balance written as an entry (balance-lines.ts), and why: not a transaction. */
  balanceLine: string | null;
}

export interface OfxAccount {
  /** ACCTID as written (a card statement's card number). */
  id: string;
  kind: "bank" | "credit_card";
  accountType: string | null;
  /** BANKID, BRANCHID, ACCTKEY: with ACCTID, what names a bank account (ACCTID alone may be shared). */
  bankId: string | null;
  branchId: string | null;
  accountKey: string | null;
  currency: string | null;
  ledgerBalance: { amount: string; asOf: string | null } | null;
  transactions: OfxTransaction[];
  /** The file ended inside this statement (its transaction list or the statement itself): what it lacks. */
  endedEarly: string | null;
  /** What the balances written as entries say of each statement's entries (none: nothing checks them). */
  chains: BalanceChain[];
  /** Entries worded as balances that the balances show to be transactions. */
  warnings: string[];
}

export function statementsOf(ofx: OfxNode): OfxAccount[] {
  if (find(ofx, "INVSTMTRS")) {
    throw new SourceInputError(
      "this OFX file is an investment statement (holdings, trades): Intake imports bank and credit-card statements only",
    );
  }
  const accounts: OfxAccount[] = [];
  for (const statement of findAll(ofx, "STMTRS")) accounts.push(account(statement, "bank", find(statement, "BANKACCTFROM")));
  for (const statement of findAll(ofx, "CCSTMTRS")) accounts.push(account(statement, "credit_card", find(statement, "CCACCTFROM")));
  if (accounts.length === 0) {
    const status = find(ofx, "STATUS");
    const message = leaf(status, "MESSAGE");
    throw new SourceInputError(
      `this OFX file holds no bank or credit-card statement${message ? ` (the bank says: ${message.slice(0, 200)})` : ""}`,
    );
  }
  return accounts;
}

function account(statement: OfxNode, kind: OfxAccount["kind"], from: OfxNode | undefined): OfxAccount {
  const id = leaf(from, "ACCTID") ?? `statement at line ${statement.line}`;
  const ledger = find(statement, "LEDGERBAL");
  const balance = leaf(ledger, "BALAMT");
  const currency = leaf(statement, "CURDEF");
  const ledgerBalance = balance ? { amount: balance, asOf: ofxDate(leaf(ledger, "DTASOF")) } : null;
  const transactions = findAll(statement, "STMTTRN").map(transaction);
  const balances = statementBalances(transactions, ledgerBalance, ofxDate(leaf(find(statement, "BANKTRANLIST"), "DTEND")));
  for (const [index, why] of balances.lines) (transactions[index] as OfxTransaction).balanceLine = why;
  return {
    id,
    kind,
    accountType: leaf(from, "ACCTTYPE"),
    bankId: leaf(from, "BANKID"),
    branchId: leaf(from, "BRANCHID"),
    accountKey: leaf(from, "ACCTKEY"),
    currency: currency ? currency.toLowerCase() : null,
    ledgerBalance,
    transactions,
    endedEarly: endedEarly(statement),
    chains: balances.chain ? [balances.chain] : [],
    warnings: balances.warnings,
  };
}

function endedEarly(statement: OfxNode): string | null {
  const list = find(statement, "BANKTRANLIST");
  if (list?.cut)
    return "the file ends inside the statement's transaction list: the transactions after the last whole one, and the closing balance, are missing";
  if (statement.cut) return "the file ends inside the statement, before its end tag: its closing balance may be missing";
  return null;
}

function transaction(node: OfxNode): OfxTransaction {
  const payee = find(node, "PAYEE");
  const currency = find(node, "CURRENCY") ?? find(node, "ORIGCURRENCY");
  return {
    line: node.line,
    date: ofxDate(leaf(node, "DTPOSTED")) ?? ofxDate(leaf(node, "DTUSER")),
    amount: leaf(node, "TRNAMT"),
    fitId: leaf(node, "FITID"),
    type: leaf(node, "TRNTYPE"),
    name: leaf(node, "NAME") ?? leaf(payee, "NAME"),
    memo: leaf(node, "MEMO"),
    checkNumber: leaf(node, "CHECKNUM"),
    currency: leaf(currency, "CURSYM")?.toLowerCase() ?? null,
    cut: node.cut === true,
    balanceLine: null,
  };
}

/**
 * `YYYYMMDD[HHMMSS[.XXX]][[+|-]h[.mm]:TZ]`: the date part as written. The offset says where the time was
 * taken; the day it names is the account holder's day, which is the one a statement shows.
 */
export function ofxDate(value: string | null): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value?.trim() ?? "");
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return date.getUTCMonth() + 1 === Number(mo) && date.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : null;
}
