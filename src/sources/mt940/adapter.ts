// The MT940 adapter: `:61:` transaction lines with their `:86:` details, structured subfields (`?20`…`?29`
// purpose, `?32`/`?33` counterparty, as German banks write them; `/NAME/`, `/REMI/` as Dutch and SEPA banks
// do), several statements in one file. D is money out for the holder (the service's positive), C money in;
// a reversal (RD, RC) flips it. The bank's reference, when it has one, is the id in external_id.
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import type { SourceAdapter } from "../contract";
import { SourceInputError } from "../errors";
import { accountsByCurrency, chooseAccount, identityKey } from "../file-accounts";
import { occurrences, plannedFromOneReading } from "../statement-chunks";
import { type Mt940Field, statementsOf } from "./fields";
import { utf8OrWindows1252 } from "../whole-text";

/** With at most MAX_STATEMENT_TRANSACTIONS, what a statement of this format fits in (bench/upload/heap.mjs). */
const MAX_MT940_BYTES = 6 * 1024 * 1024;
const MT940_FILE = {
  what: "an MT940 file",
  maxBytes: MAX_MT940_BYTES,
  countTransactions: (bytes: Uint8Array) => occurrences(bytes, ":61:"),
};

export interface Mt940Settings {
  /** The account (`:25:` as written) to import when the file holds several; absent: every statement. */
  account?: string;
}

export interface Mt940Profile {
  format: "mt940";
  accounts: string[];
  /** The account imported, or null: every statement of the file. */
  account: string | null;
  closing_balances: { account: string; balance: string; date: string | null; currency: string }[];
  warnings?: string[];
}

/** `:61:` value date, entry date, mark, funds code, amount, type, owner's reference, `//` bank reference. */
const LINE_61 = /^(\d{6})(\d{4})?(R?[DC])([A-Z])?(\d+,\d*)([A-Z][A-Z0-9]{3})([^/\n]*)(?:\/\/([^\n]*))?/;

export const mt940Adapter: SourceAdapter<Mt940Settings, Mt940Profile> = {
  format: "mt940",
  whole: MT940_FILE,
  recognizes: (head) => {
    const text = new TextDecoder("utf-8").decode(head.subarray(0, 4096));
    return /(^|\n)(\{1:[^}]*\}\s*)?(\{2:[^}]*\}\s*)?(\{4:\s*)?:20:/.test(text) && /(^|\n):25:/.test(text);
  },
  ...plannedFromOneReading(MT940_FILE, readMt940, (statements, options) => planMt940(statements, options.settings?.account)),
  fileAccounts: (profile) => profile.accounts,
  importedAccount: (profile) => profile.account,
  // The imported account's last closing balance (a file of several accounts is read one account at a time).
  statementBalance: (profile) => {
    const account = profile.account ?? (profile.accounts.length === 1 ? profile.accounts[0] : undefined);
    const last = profile.closing_balances.findLast((b) => b.account === account);
    return last ? { amount: last.balance, date: last.date, currency: last.currency.toLowerCase() } : null;
  },
};

/** Every statement of the file as its fields, read once (planning one account reads, never changes, them). */
function readMt940(bytes: Uint8Array): Mt940Field[][] {
  // MT940 files are Latin-1 in practice (SWIFT's character set), UTF-8 from newer exports.
  const statements = statementsOf(utf8OrWindows1252(bytes)).filter((s) => s.some((f) => f.tag === "61" || f.tag === "25"));
  if (statements.length === 0) throw new SourceInputError("not an MT940 file: no statement (:20: and :25: fields)");
  // A statement holds transactions or at least its balances: fields with neither (bytes that are not MT940 after a
  // :20: and a :25:) are no statement read as an empty one.
  const readable = statements.some((fields) => fields.some((f) => f.tag === "61" || (BALANCE_TAGS.has(f.tag) && balanceOf(f.value))));
  if (!readable)
    throw new SourceInputError(
      "this MT940 file has no readable :61: transaction and no readable balance (:60F:, :62F:) after its :20: and :25:",
    );
  return statements;
}

/** Opening and closing balances: a statement has both, even one without transactions. */
const BALANCE_TAGS = new Set(["60F", "60M", "62F", "62M"]);
const CLOSING_TAGS = new Set(["62F", "62M"]);

/**
 * Where the file was cut: its last statement ends without the closing balance every statement ends with (SWIFT's
 * :62F: or :62M:), after a transaction. That transaction's :61: or :86: may be cut, so the :61: line that starts
 * it is returned (its line number); null when the file is whole.
 */
function cutTransaction(statements: Mt940Field[][]): number | null {
  const last = statements.at(-1) ?? [];
  if (last.some((f) => CLOSING_TAGS.has(f.tag))) return null;
  const tail = last.at(-1)?.tag === "86" ? last.at(-2) : last.at(-1);
  return tail?.tag === "61" ? tail.line : null;
}

function planMt940(statements: Mt940Field[][], wanted: string | undefined): ImportPlan<Mt940Profile> & { profile: Mt940Profile } {
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const { named, keys } = accountsOf(statements);
  // Several accounts' statements in one manual account would mix their money: the user says which (or maps each).
  const chosen = chooseAccount(named, wanted, "MT940");
  const profile: Mt940Profile = {
    format: "mt940",
    accounts: named.map((a) => a.label),
    account: wanted === undefined ? null : chosen.label,
    closing_balances: [],
  };
  const seen = new Map<string, number>();
  const cut = cutTransaction(statements);
  for (const fields of statements) {
    if (keys.get(fields) !== identityKey(chosen)) continue;
    const account = chosen.seed;
    const closing = fields.find((f) => f.tag === "62F" || f.tag === "62M");
    const balance = closing ? balanceOf(closing.value) : null;
    if (balance) profile.closing_balances.push({ account: chosen.label, ...balance });
    fields.forEach((f, i) => {
      if (f.tag !== "61") return;
      if (f.line === cut) {
        rows.push({ row: f.line, outcome: "error", reason: `the file ends inside this transaction (${CUT_SHORT})` });
        return;
      }
      const details = fields[i + 1]?.tag === "86" ? fields[i + 1]!.value : "";
      const planned = transaction(f, details, account, seen);
      if ("error" in planned) rows.push({ row: f.line, outcome: "error", reason: planned.error });
      else {
        items.push(planned);
        rows.push({ row: f.line, outcome: "planned" });
      }
    });
  }
  if (cut !== null && rows.some((r) => r.row === cut))
    profile.warnings = [`The file ended early: ${CUT_SHORT}. Import the complete file from the bank.`];
  return { items, rows, profile };
}

/**
 * An account is its `:25:` and its currency: a `:25:` without a currency suffix may be kept in several
 * currencies, a statement each (its balances say which), and those are two accounts to the service. A statement
 * without a readable balance is of its `:25:`'s first currency in the file.
 */
function accountsOf(statements: Mt940Field[][]): ReturnType<typeof accountsByCurrency<Mt940Field[]>> {
  return accountsByCurrency(
    statements.map((fields) => ({
      statement: fields,
      number: fields.find((f) => f.tag === "25")?.value.trim() ?? "",
      currency: fields.map((f) => (BALANCE_TAGS.has(f.tag) ? balanceOf(f.value)?.currency.toUpperCase() : undefined)).find(Boolean),
    })),
  );
}

const CUT_SHORT = "its last statement stops after a transaction, without the closing balance (:62F:) that ends a statement";

function transaction(f: Mt940Field, details: string, account: string, seen: Map<string, number>): PlannedItem | { error: string } {
  const m = LINE_61.exec(f.value);
  if (!m) return { error: `the :61: line "${f.value.split("\n")[0]!.slice(0, 40)}" is not readable` };
  const [, valueDate, entryDate, mark, , amountText, , ownerRef, bankRef] = m;
  const date = dateOf(valueDate!, entryDate);
  if (!date) return { error: `the date ${valueDate} is not a date` };
  // D (money out for the holder) is the service's positive; a reversal flips the mark.
  const moneyOut = mark === "D" || mark === "RC";
  const [whole, fraction = ""] = amountText!.split(",");
  const cents = `${whole}.${fraction.padEnd(2, "0")}`;
  const amount = `${moneyOut ? "" : "-"}${Number(cents) === 0 ? "0.00" : cents}`.replace(/^-0\.00$/, "0.00");
  const info = readDetails(details);
  const reference = [bankRef, ownerRef].map((r) => r?.trim()).find((r) => r && r.toUpperCase() !== "NONREF");
  const key = reference ? `ref\u001f${reference}` : `${date}\u001f${amount}\u001f${details}`;
  const occurrence = (seen.get(`${account}\u001f${key}`) ?? 0) + 1;
  seen.set(`${account}\u001f${key}`, occurrence);
  const item: PlannedItem["item"] = {
    date,
    amount,
    external_id: statementExternalId("mt940", account, key, reference ? 1 : occurrence),
  };
  if (info.payee) item.payee = info.payee;
  if (info.notes) item.notes = info.notes;
  return { row: f.line, item, ...(reference ? { sourceId: reference } : { occurrence }) };
}

/** The booking (entry) date when written, in the value date's year or the one next to it; else the value date. */
function dateOf(valueDate: string, entryDate: string | undefined): string | null {
  const year = 2000 + Number(valueDate.slice(0, 2));
  let month = Number(valueDate.slice(2, 4));
  let day = Number(valueDate.slice(4, 6));
  let y = year;
  if (entryDate) {
    const em = Number(entryDate.slice(0, 2));
    // Booked in December for a January value date (or the other way round): the year differs.
    if (em === 12 && month === 1) y = year - 1;
    else if (em === 1 && month === 12) y = year + 1;
    month = em;
    day = Number(entryDate.slice(2, 4));
  }
  const d = new Date(Date.UTC(y, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d.toISOString().slice(0, 10) : null;
}

/** Payee and notes from `:86:`: German `?xx` subfields, SEPA `/KEY/value` pairs, or free text. */
function readDetails(details: string): { payee: string | null; notes: string | null } {
  const flat = details.replace(/\n/g, "");
  if (/\?\d{2}/.test(flat)) {
    const sub = new Map<string, string>();
    for (const m of flat.matchAll(/\?(\d{2})([^?]*)/g)) sub.set(m[1]!, `${sub.get(m[1]!) ?? ""}${m[2]!}`);
    const payee = `${sub.get("32") ?? ""}${sub.get("33") ?? ""}`.trim() || null;
    const purpose = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "60", "61", "62", "63"]
      .map((k) => sub.get(k) ?? "")
      .join("")
      .trim();
    return { payee, notes: [sub.get("00")?.trim(), purpose].filter(Boolean).join(" · ") || null };
  }
  if (/^\/[A-Z]{2,5}\//.test(flat)) {
    const pairs = new Map<string, string>();
    for (const m of flat.matchAll(/\/([A-Z]{2,5})\/([^/]*(?:\/(?![A-Z]{2,5}\/)[^/]*)*)/g))
      pairs.set(m[1]!, m[2]!.replace(/\/$/, "").trim());
    return { payee: pairs.get("NAME") || null, notes: pairs.get("REMI") || pairs.get("TRTP") || null };
  }
  const text = details.replace(/\s+/g, " ").trim();
  return { payee: text || null, notes: null };
}

function balanceOf(value: string): { balance: string; date: string | null; currency: string } | null {
  const m = /^([DC])(\d{6})([A-Z]{3})(\d+,\d*)/.exec(value.trim());
  if (!m) return null;
  const [whole, fraction = ""] = m[4]!.split(",");
  return {
    balance: `${m[1] === "D" ? "-" : ""}${whole}.${fraction.padEnd(2, "0")}`,
    date: dateOf(m[2]!, undefined),
    currency: m[3]!.toLowerCase(),
  };
}
