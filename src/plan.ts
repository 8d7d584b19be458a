// The import plan: what every source adapter (CSV, email, balances) produces and the Outbox consumes.
// Adapters are pure (bytes in, plan out); nothing here touches the network or a binding.

/**
 * One transaction to insert, in the shape of the service's insert item (`POST /transactions`).
 * `amount` follows the service's sign: positive = debit (money out), negative = credit (money in).
 * The target account (`manual_account_id`) is set by the Outbox from the job, not by the adapter.
 */
export interface InsertItem {
  date: string; // YYYY-MM-DD
  amount: string; // decimal string, up to 4 decimals, "." as separator
  external_id: string; // ≤ EXTERNAL_ID_MAX (ids.ts); a pure function of the source record
  currency?: string; // lowercase ISO 4217
  payee?: string;
  original_name?: string;
  notes?: string;
  category_id?: number;
  tag_ids?: number[];
  status?: "reviewed" | "unreviewed";
  custom_metadata?: Record<string, unknown>;
}

/** An insert item together with where it came from, so outcomes map back to the source row. */
export interface PlannedItem {
  /** 1-based line (CSV row) or record number in the source. */
  row: number;
  item: InsertItem;
  /**
   * 1-based index of this item among identical records of the source (same date, amount, payee…).
   * The Outbox sends repeats (> 1) without the service's payee/date/amount duplicate check, which
   * would otherwise take the second coffee of the day for the first.
   */
  occurrence?: number;
  /**
   * The source's own id for this record (an OFX FITID, an MT940 or CAMT bank reference, a CSV transaction-id
   * column's value), which its external_id is made from: another record with another such id is another
   * transaction, whatever the service's payee/date/amount check says (the Outbox sends it again without the
   * check); the same id under another external_id (the account named otherwise) is the same transaction.
   */
  recordId?: string;
  /**
   * What the item stands for until the bank's own row of the payment comes: a receipt, a tap, a row the bank
   * marks pending. A bank row of a later import takes that transaction over (outbox/reconcile.ts) instead of
   * inserting a second one.
   */
  provisional?: Provisional;
  /**
   * What the person should check of the item, whatever becomes of it: a receipt whose total nothing else in the
   * mail confirms. The job's report says it as the item's `review`.
   */
  review?: string;
  /**
   * A receipt whose total nothing else in the mail confirms: a bank row of the same shop in the receipt's days, at
   * another amount no other receipt has, corrects it (matching/provisional-match.ts).
   */
  amountUnsure?: true;
  /**
   * A bank row's answer to "which of these is it?": the transaction the person chose for it to take over, among the
   * provisional ones it could be that the evidence could not tell apart (the preview's question).
   */
  takes?: number;
}

/** The channels whose transactions a bank row may take over (matching/provisional-match.ts says each one's window). */
export type Provisional = "receipt" | "tap" | "pending";

/** What happened to one source row while planning (before anything is sent). */
export interface RowReport {
  row: number;
  /**
   * The last row of a run of rows with the same outcome and reason (800,000 blank lines are one note). A run of
   * planned rows planned one item each (the items carry their rows).
   */
  to_row?: number;
  outcome: "planned" | "ignored" | "error";
  /** Why a row was ignored (preamble, header, footer, blank) or could not be read. */
  reason?: string;
}

export interface ImportPlan<Profile = unknown> {
  items: PlannedItem[];
  rows: RowReport[];
  /** The detected (or supplied) settings the adapter used, as JSON the user can save and send back. */
  profile?: Profile;
}

/** Source rows one report stands for (a merged run counts every row in it). */
export function rowsOf(report: RowReport): number {
  return (report.to_row ?? report.row) - report.row + 1;
}

/** The rows `from`…`to` of a report's run, with its outcome and reason (one row: no `to_row`). */
export function runOf(report: RowReport, from: number, to: number): RowReport {
  const { row: _row, to_row: _to, ...rest } = report;
  return from === to ? { row: from, ...rest } : { row: from, to_row: to, ...rest };
}

/**
 * Row reports with runs merged: consecutive ignored or unreadable rows with the same reason become one
 * report (`row`…`to_row`), so a file of a million blank lines costs one note, not a million. Planned reports
 * pass as they are (an adapter may give them as runs).
 */
export function compactRows(rows: RowReport[]): RowReport[] {
  const out: RowReport[] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (
      last &&
      r.outcome !== "planned" &&
      last.outcome === r.outcome &&
      last.reason === r.reason &&
      (last.to_row ?? last.row) + 1 === r.row
    ) {
      last.to_row = r.to_row ?? r.row;
    } else out.push(r.outcome === "planned" ? r : { ...r });
  }
  return out;
}

/**
 * A payee or note a spreadsheet would run as a formula when the budget's CSV export is opened ("=HYPERLINK(…)",
 * "@SUM(…)", "+cmd|…", "-A1", "+1+1"): it begins, after blanks, with "=" or "@", or with "+" or "-" that a number or a
 * space does not follow, or that a number and then an operator follow ("-12.50", "+49 30 1234" and "- a note" stay
 * as written). Such a text goes with a leading
 * apostrophe, which spreadsheets read as "this is text" and hide; nothing else of the item changes (its
 * external_id was made from the text as the source wrote it).
 */
export function spreadsheetSafe(item: InsertItem): { item: InsertItem; neutralized: boolean } {
  const payee = item.payee === undefined ? undefined : asText(item.payee);
  const notes = item.notes === undefined ? undefined : asText(item.notes);
  if (payee === item.payee && notes === item.notes) return { item, neutralized: false };
  return {
    item: { ...item, ...(payee === undefined ? {} : { payee }), ...(notes === undefined ? {} : { notes }) },
    neutralized: true,
  };
}

/**
 * Would run as a formula: see spreadsheetSafe. A sign and a number run too when an operator follows the number with no
 * space ("+1+1", "-2+3+cmd|' /C calc'!A0", "+49(0)30…"): a spreadsheet reads the whole cell as one expression.
 */
const FORMULA = /^\s*(?:[=@]|[+-](?![\d\s.,])|[+-][\d.,]*\d[\d.,]*%?[-+*/^&=<>(!:|])/;

const asText = (text: string) => (FORMULA.test(text) ? `'${text.trimStart()}` : text);
