// The OFX/QFX adapter: 1.x SGML and 2.x XML, bank and credit-card statements, one account per import
// (`file_account` picks one of several, as accounts.ts names them), FITID as the bank's id in external_id, TRNAMT converted from the
// account holder's view (negative = money out) to the service's (positive = money out).
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import type { SourceAdapter, SourceOptions } from "../contract";
import { SourceInputError } from "../errors";
import { openingTags, plannedFromOneReading } from "../statement-chunks";
import { SERVICE_DECIMALS, serviceAmount } from "../../money";
import { chooseAccount } from "../file-accounts";
import { accountsOf, type OfxFileAccount } from "./accounts";
import { chainsVerification } from "./balance-lines";
import type { Verification } from "../verification";
import { type OfxAccount, type OfxTransaction, statementsOf } from "./statements";
import { parseOfxTree } from "./tree";
import { latin1, recognizesOfx } from "./signature";
import { decodeInSlices, utf8OrWindows1252 } from "../whole-text";

/** With at most MAX_STATEMENT_TRANSACTIONS, what a statement of this format fits in (bench/upload/heap.mjs). */
const MAX_OFX_BYTES = 8 * 1024 * 1024;
const OFX_FILE = {
  what: "an OFX statement",
  maxBytes: MAX_OFX_BYTES,
  countTransactions: (bytes: Uint8Array) => openingTags(bytes, "STMTTRN"),
};

export interface OfxSettings {
  /** The account to import when the file holds several: its name in the file's list, or its ACCTID alone when no other account has it. */
  account?: string;
}

export interface OfxProfile {
  format: "ofx";
  /** Every account in the file, with what the page needs to choose one. */
  accounts: {
    /** What `file_account` names: ACCTID, with what tells it apart when other accounts share it ("123 (SAVINGS)"). */
    id: string;
    /** ACCTID as written. */
    number: string;
    kind: OfxAccount["kind"];
    currency: string | null;
    transactions: number;
    ledger_balance: OfxAccount["ledgerBalance"];
  }[];
  /** The account imported. */
  account: string;
  /** The statement's closing balance, offered as the manual account's balance. */
  ledger_balance: OfxAccount["ledgerBalance"];
  /** What the balances the bank wrote as entries say of the rows (absent: nothing in the file checks them). */
  verification?: Verification;
  warnings?: string[];
}

export const ofxAdapter: SourceAdapter<OfxSettings, OfxProfile> = {
  format: "ofx",
  name: "OFX",
  whole: OFX_FILE,
  recognizes: recognizesOfx,
  ...plannedFromOneReading(OFX_FILE, readOfx, planOfx),
  verification: (profile) => profile.verification ?? null,
  fileAccounts: (profile) => profile.accounts.map((a) => a.id),
  importedAccount: (profile) => profile.account,
  statementBalance: (profile) => {
    const ledger = profile.ledger_balance;
    const currency = profile.accounts.find((a) => a.id === profile.account)?.currency ?? null;
    return ledger
      ? {
          amount: ledger.amount.trim().replace(/^\+/, ""),
          date: ledger.asOf?.slice(0, 10) ?? null,
          currency: currency?.toLowerCase() ?? null,
        }
      : null;
  },
};

/** Every account of the file, read once (planning one account reads, never changes, them). */
function readOfx(bytes: Uint8Array): OfxFileAccount[] {
  return accountsOf(statementsOf(parseOfxTree(decode(bytes))));
}

function planOfx(accounts: OfxFileAccount[], options: SourceOptions<OfxSettings>): ImportPlan<OfxProfile> & { profile: OfxProfile } {
  const { value: chosen, seed, label } = chooseAccount(accounts, options.settings?.account, "OFX");
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const warnings: string[] = [];
  const seen = new Map<string, number>();
  if (chosen.endedEarly) warnings.push(`The file ended early: ${chosen.endedEarly}. Import the complete file from the bank.`);
  warnings.push(...chosen.warnings);
  // A row is the transaction's place in its statement (1, 2, …), not its line: a file written on one line puts every
  // transaction on line 1, and the preview and the report would show one row where the file holds several.
  for (const [index, t] of chosen.transactions.entries()) {
    const row = index + 1;
    if (t.balanceLine) {
      rows.push({ row, outcome: "ignored", reason: t.balanceLine });
      continue;
    }
    const read = readable(t);
    if (typeof read === "string") {
      rows.push({ row, outcome: "error", reason: read });
      continue;
    }
    const amount = serviceAmount(read.amount);
    if (amount.value === ZERO) {
      rows.push({ row, outcome: "ignored", reason: `amount 0: a notice, not a transaction ("${t.memo ?? t.name ?? ""}")` });
      continue;
    }
    if (amount.rounded) warnings.push(`line ${t.line}: ${t.amount} has more than ${SERVICE_DECIMALS} decimals; it was rounded`);
    const key = t.fitId ?? `${t.date}\u001f${t.amount}\u001f${t.name ?? ""}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const externalId = statementExternalId("ofx", seed, key, t.fitId ? 1 : occurrence);
    const item: PlannedItem["item"] = { date: read.date, amount: amount.value, external_id: externalId };
    const payee = t.name ?? t.memo;
    if (payee) item.payee = payee;
    const notes = [t.memo && t.memo !== payee ? t.memo : null, t.checkNumber ? `check ${t.checkNumber}` : null].filter(Boolean).join(" · ");
    if (notes) item.notes = notes;
    const currency = t.currency ?? chosen.currency;
    if (currency) item.currency = currency;
    items.push({ row, item, ...(t.fitId ? { recordId: t.fitId } : { occurrence }) });
    rows.push({ row, outcome: "planned" });
  }
  const profile: OfxProfile = {
    format: "ofx",
    accounts: accounts.map(({ label: id, value: a }) => ({
      id,
      number: a.id,
      kind: a.kind,
      currency: a.currency,
      transactions: a.transactions.length,
      ledger_balance: a.ledgerBalance,
    })),
    account: label,
    ledger_balance: chosen.ledgerBalance,
    ...verified(chainsVerification(chosen.chains, items.length, chosen.ledgerBalance)),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  return { items, rows, profile };
}

const ZERO = serviceAmount("0").value;

const verified = (verification: Verification | null) => (verification ? { verification } : {});

/** The transaction's date and amount, or why it is not imported. */
function readable(t: OfxTransaction): { date: string; amount: string } | string {
  // Whatever it holds, a cut transaction is not the bank's transaction: imported, it would land again,
  // whole and with its FITID, from the complete file.
  if (t.cut) return "the file ends inside this transaction (cut short): it is not imported";
  if (!t.date) return "no readable DTPOSTED";
  if (!t.amount || !/^[+-]?\d+([.,]\d+)?$/.test(t.amount.replace(/\s/g, ""))) return `TRNAMT "${t.amount ?? ""}" is not an amount`;
  return { date: t.date, amount: t.amount };
}

/** CHARSET:1252 (or an XML encoding) says the code page; SGML files without one are Latin-1 in practice. */
function decode(bytes: Uint8Array): string {
  const head = latin1(bytes.subarray(0, 1024));
  const charset = /CHARSET:\s*(\S+)/i.exec(head)?.[1] ?? /encoding="([^"]+)"/i.exec(head)?.[1] ?? "";
  const utf8 = /^(utf-?8|65001)$/i.test(charset) || (!/^OFXHEADER/i.test(head.trimStart()) && !/1252|8859|latin/i.test(charset));
  // Declared UTF-8 but written in a code page: read as the usual one.
  return utf8 ? utf8OrWindows1252(bytes) : decodeInSlices(new TextDecoder("windows-1252"), bytes);
}
