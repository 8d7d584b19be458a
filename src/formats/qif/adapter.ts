// The QIF adapter: `!Type:Bank`, `CCard`, `Cash` (and other asset/liability accounts), dates in the forms QIF
// writers use with day/month order decided from the whole file, T/U amounts from the holder's view, payee,
// memo, category and split lines into notes. QIF has no transaction ids: external_id is the record's content
// and its occurrence (the second identical coffee of a day is its own transaction).
import { statementExternalId } from "../../ids";
import { type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import type { SourceAdapter } from "../contract";
import { SourceInputError } from "../errors";
import { qifHead } from "../heads";
import { linesStartingWith, readWholeThenChunk } from "../statement-chunks";
import { serviceAmount } from "../../money";
import { decideOrder, qifDate } from "./dates";
import { qifRecords, type QifRecord } from "./records";
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
  warnings?: string[];
}

export const qifAdapter: SourceAdapter<Record<string, never>, QifProfile> = {
  format: "qif",
  name: "QIF",
  whole: QIF_FILE,
  recognizes: (head) => /^\s*!(Type|Account|Option)/i.test(new TextDecoder("utf-8").decode(head.subarray(0, 256)).replace(/^\uFEFF/, "")),
  plan: (bytes, options) => planQif(bytes, options.accountId),
  stream: readWholeThenChunk(QIF_FILE, (bytes, options) => planQif(bytes, options.accountId)),
  headOf: qifHead,
};

function planQif(bytes: Uint8Array, accountId: number | null): ImportPlan<QifProfile> & { profile: QifProfile } {
  // QIF has no charset header: UTF-8 when it is valid, else the Windows code page Quicken writes.
  const records = qifRecords(utf8OrWindows1252(bytes));
  const order = decideOrder(records.map((r) => r.date ?? ""));
  const warnings: string[] = [];
  if (order.why === "guessed")
    warnings.push("No date in the file has a day over 12: dates were read month first, as Quicken writes them; check a few.");
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  const seen = new Map<string, number>();
  const dateOf = readOnce((written: string) => qifDate(written, order.order));
  for (const r of records) {
    if (r.cut) {
      rows.push({ row: r.line, outcome: "error", reason: "the file ends inside this transaction (no closing ^): it is not imported" });
      warnings.push("The file ended early, inside its last transaction. Import the complete file from the bank.");
      continue;
    }
    const date = r.date ? dateOf(r.date) : null;
    const amount = r.amount ? plainAmount(r.amount) : null;
    if (!date || amount === null) {
      rows.push({
        row: r.line,
        outcome: "error",
        reason: !date ? `date ${quoted(r.date ?? "")} is not readable` : `amount ${quoted(r.amount ?? "")} is not readable`,
      });
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
  return { items, rows, profile: { format: "qif", dateOrder: order.order, dateReason, ...(warnings.length ? { warnings } : {}) } };
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
