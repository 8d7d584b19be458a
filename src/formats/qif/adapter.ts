// The QIF adapter: `!Type:Bank`, `CCard`, `Cash` (and other asset/liability accounts; records before any `!Type:`
// line a bank account's), dates in the forms QIF writers use with day/month order decided from the whole file, T/U
// amounts from the holder's view, payee, memo, category and split lines into notes (a split transaction is one
// transaction of its total, splits.ts). Quicken's opening balance is the account's balance, not a transaction: with
// the statement balance of its `!Account` block it checks the file. QIF has no transaction ids: external_id is the
// record's content and its occurrence (the second identical coffee of a day is its own transaction).
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import type { SourceAdapter } from "../contract";
import { SourceInputError } from "../errors";
import { qifHead } from "../heads";
import { recognizesQif } from "./signature";
import { linesStartingWith, readWholeThenChunk } from "../statement-chunks";
import { serviceAmount } from "../../money";
import { decideOrder, qifDate } from "./dates";
import { qifRecords, type QifRecord } from "./records";
import { openingBalanceOf } from "./opening-balance";
import { splitTotal } from "./splits";
import { statementCheck, statementsVerification, type Verification } from "../verification";
import { readOnce } from "../dates-read-once";
import { utf8OrWindows1252 } from "../whole-text";

/** With at most MAX_STATEMENT_TRANSACTIONS, what a statement of this format fits in (bench/upload/heap.mjs). */
const MAX_QIF_BYTES = 4 * 1024 * 1024;
// Every record ends with a line "^", after whatever line end the file writes (CR-only files too).
const QIF_FILE = { what: "a QIF file", maxBytes: MAX_QIF_BYTES, countTransactions: (bytes: Uint8Array) => linesStartingWith(bytes, "^") };

export interface QifProfile {
  format: "qif";
  dateOrder: "MDY" | "DMY";
  dateReason: string;
  /** Quicken's opening balance against the statement balance of its `!Account` block (absent: it states none). */
  verification?: Verification;
  warnings?: string[];
}

export const qifAdapter: SourceAdapter<Record<string, never>, QifProfile> = {
  format: "qif",
  name: "QIF",
  whole: QIF_FILE,
  recognizes: recognizesQif,
  plan: (bytes, options) => planQif(bytes, options.accountId),
  verification: (profile) => profile.verification ?? null,
  stream: readWholeThenChunk(QIF_FILE, (bytes, options) => planQif(bytes, options.accountId)),
  headOf: qifHead,
};

function planQif(bytes: Uint8Array, accountId: number | null): ImportPlan<QifProfile> & { profile: QifProfile } {
  // QIF has no charset header: UTF-8 when it is valid, else the Windows code page Quicken writes.
  const { records, accounts } = qifRecords(utf8OrWindows1252(bytes));
  const order = decideOrder(records.map((r) => r.date ?? ""));
  const warnings: string[] = [];
  if (order.why === "guessed")
    warnings.push("No date in the file has a day over 12: dates were read month first, as Quicken writes them; check a few.");
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const seen = new Map<string, number>();
  const dateOf = readOnce((written: string) => qifDate(written, order.order));
  let opening: { amount: string; row: number } | null = null;
  for (const r of records) {
    if (r.cut) {
      rows.push({ row: r.line, outcome: "error", reason: "the file ends inside this transaction (no closing ^): it is not imported" });
      warnings.push("The file ended early, inside its last transaction. Import the complete file from the bank.");
      continue;
    }
    const date = r.date ? dateOf(r.date) : null;
    const total = splitTotal(r, plainAmount);
    if (total.warning) warnings.push(`line ${r.line}: ${total.warning}`);
    const amount = total.amount;
    if (!date || amount === null) {
      rows.push({
        row: r.line,
        outcome: "error",
        reason: !date ? `date ${quoted(r.date ?? "")} is not readable` : `amount ${quoted(r.amount ?? "")} is not readable`,
      });
      continue;
    }
    const openingBalance = opening === null ? openingBalanceOf(r) : null;
    if (openingBalance) {
      opening = { amount, row: r.line };
      rows.push({ row: r.line, outcome: "ignored", reason: openingBalance });
      continue;
    }
    const { value, rounded } = serviceAmount(amount);
    if (rounded) warnings.push(`line ${r.line}: ${r.amount} has more than 4 decimals; it was rounded`);
    const key = `${date}\u001f${value}\u001f${r.payee ?? ""}\u001f${r.number ?? ""}\u001f${r.memo ?? ""}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const item: PlannedItem["item"] = {
      date,
      amount: value,
      external_id: statementExternalId("qif", String(accountId ?? "cash"), key, occurrence),
    };
    const payee = r.payee ?? r.memo;
    if (payee) item.payee = payee;
    const notes = notesOf(r, payee);
    if (notes) item.notes = notes;
    items.push({ row: r.line, item, occurrence });
    rows.push({ row: r.line, outcome: "planned" });
  }
  const dateReason = {
    told: "a date in the file has a number over 12 in its place",
    "no date reads two ways": "every date reads the same day first or month first",
    guessed: "no date tells day from month; QIF is month first",
  }[order.why];
  const verification = checked(opening, accounts.at(-1), items, (written) => dateOf(written));
  return {
    items,
    rows,
    profile: {
      format: "qif",
      dateOrder: order.order,
      dateReason,
      ...(verification ? { verification } : {}),
      ...(warnings.length ? { warnings } : {}),
    },
  };
}

/**
 * The opening balance plus the transactions against the statement balance Quicken keeps for the account (`$`, as of
 * `/`): the transactions after that day are not in it. Null when the file states either not.
 */
function checked(
  opening: { amount: string; row: number } | null,
  account: { balance: string | null; balanceDate: string | null } | undefined,
  items: PlannedItem[],
  dateOf: (written: string) => string | null,
): Verification | null {
  const balance = account?.balance ? plainAmount(account.balance) : null;
  if (opening === null || balance === null) return null;
  const day = account?.balanceDate ? dateOf(account.balanceDate) : null;
  const within = day ? items.filter((i) => i.item.date <= day) : items;
  const verification = statementsVerification([statementCheck(opening, { amount: balance, date: day }, within, opening.row)]);
  // Transactions after the statement's day are not in its balance: nothing checks them.
  if (within.length === items.length) return verification;
  return { ...verification, rows_total: items.length, ...(verification.status === "balanced" ? { status: "partial" } : {}) };
}

/** Longest value a row's reason repeats: enough to recognise it, never a whole field of a hostile file. */
const QUOTED_MAX = 40;
const quoted = (value: string) => `"${value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value}"`;

/** Memo (when it is not the payee), check number, category and split lines, as the notes of the one transaction. */
function notesOf(r: QifRecord, payee: string | null): string {
  const parts: string[] = [];
  if (r.memo && r.memo !== payee) parts.push(r.memo);
  if (r.number) parts.push(`no. ${r.number}`);
  if (r.category) parts.push(`category: ${r.category}`);
  for (const s of r.splits) parts.push(`split: ${[s.category, s.memo, s.amount].filter(Boolean).join(" ")}`);
  return parts.join(" · ");
}

/** `-1,234.56`, `-1.234,56`, `1234` → `-1234.56`; null when it is not an amount. */
function plainAmount(written: string): string | null {
  const v = written.replace(/[\s$€£]/g, "");
  if (!/^[+-]?[\d.,]+$/.test(v)) return null;
  const lastDot = v.lastIndexOf(".");
  const lastComma = v.lastIndexOf(",");
  const decimal = lastDot > lastComma ? "." : lastComma >= 0 && v.length - lastComma - 1 !== 3 ? "," : lastDot >= 0 ? "." : "";
  const thousands = decimal === "." ? "," : decimal === "," ? "." : ",";
  const plain = v
    .split(thousands)
    .join("")
    .replace(decimal || "\u0000", ".");
  return /^[+-]?\d+(\.\d+)?$/.test(plain) ? plain : null;
}
