// Receipts outside the takeover's window, asked about (table `receipt_questions`, receipt-question.ts): which bank item
// is asked about which receipt, and what the person answered. A question is open while its bank row is inserted, its
// receipt is open (no bank row took it over) and nobody answered; an answer "two payments" is kept for the pair (the
// bank row's id and the receipt's), so that no later import of that row asks it again.
import { integer, nullable, oneOf, rows, text } from "../../storage";
import type { OpenProvisionalRow } from "./reconciliations";

/** What the person answered: the bank row is that receipt's payment, or another payment. */
export type ReceiptAnswer = "one" | "apart";

/** An open question of a bank item, with the receipt it names as the budget holds it. */
export type OpenQuestion = {
  bank_seq: number;
  row: number;
  bank_transaction_id: number;
  bank_body: string;
  transaction_id: number;
  provisional_job: string;
  provisional_seq: number;
  date: string;
  amount: string;
  payee: string | null;
};

const OpenQuestionShape = {
  bank_seq: integer,
  row: integer,
  bank_transaction_id: integer,
  bank_body: text,
  transaction_id: integer,
  provisional_job: text,
  provisional_seq: integer,
  date: text,
  amount: text,
  payee: nullable(text),
};

/** Open: nobody answered, the bank's row is in the budget as inserted, the receipt is open (no takeover holds it). */
const OPEN = `q.answer IS NULL AND b.state = 'inserted' AND b.transaction_id IS NOT NULL AND p.state = 'inserted'
  AND NOT EXISTS (SELECT 1 FROM reconciliations r WHERE r.provisional_job = q.provisional_job AND r.provisional_seq = q.provisional_seq)`;

export class ReceiptQuestionsStore {
  constructor(private readonly sql: SqlStorage) {}

  /** The bank item `bank` is asked whether it is the receipt `receipt` (once per pair and job). */
  ask(
    connectionId: string,
    bank: { job: string; seq: number; externalId: string; body: string },
    receipt: OpenProvisionalRow,
    now: number,
  ): void {
    this.sql.exec(
      `INSERT OR IGNORE INTO receipt_questions (connection_id, bank_job, bank_seq, bank_external_id, bank_body, provisional_job,
         provisional_seq, provisional_external_id, transaction_id, answer, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
      connectionId,
      bank.job,
      bank.seq,
      bank.externalId,
      bank.body,
      receipt.job_id,
      receipt.seq,
      receipt.external_id,
      receipt.transaction_id,
      now,
    );
  }

  /** The pairs of `bankExternalIds` and receipts the person said are two payments, as "<bank id> <receipt id>". */
  apart(connectionId: string, bankExternalIds: readonly string[]): Set<string> {
    if (bankExternalIds.length === 0) return new Set();
    const found = rows(
      this.sql.exec(
        `SELECT bank_external_id, provisional_external_id FROM receipt_questions
         WHERE connection_id = ? AND answer = 'apart' AND bank_external_id IN (SELECT value FROM json_each(?))`,
        connectionId,
        JSON.stringify([...new Set(bankExternalIds)]),
      ),
      { bank_external_id: text, provisional_external_id: text },
    );
    return new Set(found.map((f) => pairKey(f.bank_external_id, f.provisional_external_id)));
  }

  /** The job's open questions, of its items `seqs` (all of them when omitted), oldest receipt first. */
  open(jobId: string, seqs?: readonly number[]): OpenQuestion[] {
    return rows(
      this.sql.exec(
        `SELECT q.bank_seq, b.row, b.transaction_id AS bank_transaction_id, q.bank_body, q.transaction_id, q.provisional_job,
           q.provisional_seq, p.date, p.amount, p.payee
         FROM receipt_questions q JOIN items b ON b.job_id = q.bank_job AND b.seq = q.bank_seq
           JOIN items p ON p.job_id = q.provisional_job AND p.seq = q.provisional_seq
         WHERE q.bank_job = ? AND ${OPEN} ${seqs ? `AND q.bank_seq IN (SELECT value FROM json_each(?))` : ""}
         ORDER BY q.bank_seq, p.date, q.transaction_id`,
        jobId,
        ...(seqs ? [JSON.stringify(seqs)] : []),
      ),
      OpenQuestionShape,
    );
  }

  /** Whether the job asks anything still (the report's page shows the question's buttons then). */
  anyOpen(jobId: string): boolean {
    return this.open(jobId).length > 0;
  }

  /** The person's answer to every question of the bank item: `one` for the receipt of `transactionId`, the rest `apart`. */
  answer(jobId: string, seq: number, answer: ReceiptAnswer, transactionId?: number): void {
    this.sql.exec(
      `UPDATE receipt_questions SET answer = CASE WHEN ? = 'one' AND transaction_id = ? THEN 'one' ELSE 'apart' END
       WHERE bank_job = ? AND bank_seq = ? AND answer IS NULL`,
      answer,
      transactionId ?? -1,
      jobId,
      seq,
    );
  }

  /** An answer "one payment" that could not be made (the bank's row cannot be deleted): asked again. */
  reopen(jobId: string, seq: number): void {
    this.sql.exec(`UPDATE receipt_questions SET answer = NULL WHERE bank_job = ? AND bank_seq = ? AND answer = 'one'`, jobId, seq);
  }

  /** What an answer of the bank item said, if any: `one` when the person made it one payment. */
  answered(jobId: string, seq: number): ReceiptAnswer | null {
    const [found] = rows(
      this.sql.exec(
        `SELECT answer FROM receipt_questions WHERE bank_job = ? AND bank_seq = ? AND answer IS NOT NULL
         ORDER BY answer = 'one' DESC LIMIT 1`,
        jobId,
        seq,
      ),
      { answer: oneOf(["one", "apart"] as const) },
    );
    return found?.answer ?? null;
  }
}

/** A pair of a bank row's id and a receipt's, as `apart` answers it. */
export const pairKey = (bankExternalId: string, receiptExternalId: string) => `${bankExternalId} ${receiptExternalId}`;
