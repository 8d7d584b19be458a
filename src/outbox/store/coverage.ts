// Coverage and agreement per account (tables `coverage_spans`, `bank_balances`, `agreement_checks`, `agreements`;
// agreement/ and kinds/agreement.ts): the days each import of the bank's rows covered, the balances the bank stated,
// the checks asked for, and the last answer of each account. Spans and balances outlive the imports' reports (a year
// and a month): they are what later checks stand on.
import { firstRow, integer, json, nullable, oneOf, rows, text } from "../../storage";
import type { Agreement } from "../agreement/agreement";
import type { Anchor, AnchorKind } from "../agreement/anchors";
import type { FileRow } from "../agreement/agreement";
import type { Span } from "../agreement/coverage";
import { unitsOfDecimal, fromUnits } from "../../formats/verification";
import type { JobsStore } from "./jobs";

/** What an account's last check answered, and when. */
export interface StoredAgreement {
  agreement: Agreement;
  checked_at: number;
  /** When it turned to "differs" (null: it does not differ). */
  differs_at: number | null;
}

/** An account that turned to "differs": what the person is told, once. */
export interface TurnedToDiffer extends StoredAgreement {
  connection_id: string;
  account_id: number;
}

const result = json<Agreement>();
const KINDS: readonly AnchorKind[] = ["opening", "closing", "pull"];
const AgreementShape = { result: text, checked_at: integer, differs_at: nullable(integer) };

/** Items that stand for a row of the bank's: those of an import of the bank's rows not being removed. */
const BANK_ROWS = `j.bank_rows = 1 AND j.kind = 'transactions' AND j.removal_requested_at IS NULL`;

export class CoverageStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly jobs: JobsStore,
  ) {}

  /** An import of the bank's rows ended: the days it covered and the balances its file stated (once per import). */
  recordImport(
    importJobId: string,
    connectionId: string,
    accountId: number,
    span: Omit<Span, "import_id">,
    anchors: readonly Omit<Anchor, "importId" | "at">[],
    now: number,
  ): void {
    this.forgetImport(importJobId);
    this.sql.exec(
      `INSERT INTO coverage_spans (import_job_id, connection_id, account_id, kind, from_date, to_date, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      importJobId,
      connectionId,
      accountId,
      span.kind,
      span.from,
      span.to,
      now,
    );
    for (const a of anchors) this.#addBalance(connectionId, accountId, a, importJobId, now);
  }

  /** A pull's balance replaces the account's previous pull: an instant of a day, only the newest is worth checking to. */
  notePull(connectionId: string, accountId: number, date: string, units: number, now: number): void {
    this.sql.exec(`DELETE FROM bank_balances WHERE connection_id = ? AND account_id = ? AND kind = 'pull'`, connectionId, accountId);
    this.#addBalance(connectionId, accountId, { date, units, kind: "pull" }, null, now);
  }

  #addBalance(connectionId: string, accountId: number, a: Omit<Anchor, "importId" | "at">, importJobId: string | null, now: number): void {
    this.sql.exec(
      `INSERT INTO bank_balances (connection_id, account_id, date, balance, kind, import_job_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      connectionId,
      accountId,
      a.date,
      fromUnits(a.units),
      a.kind,
      importJobId,
      now,
    );
  }

  /** A removed import covers nothing and states nothing any more. */
  forgetImport(importJobId: string): void {
    this.sql.exec(`DELETE FROM coverage_spans WHERE import_job_id = ?`, importJobId);
    this.sql.exec(`DELETE FROM bank_balances WHERE import_job_id = ?`, importJobId);
  }

  spans(connectionId: string, accountId: number): Span[] {
    return rows(
      this.sql.exec(
        `SELECT import_job_id, kind, from_date, to_date FROM coverage_spans WHERE connection_id = ? AND account_id = ? ORDER BY from_date, to_date`,
        connectionId,
        accountId,
      ),
      { import_job_id: text, kind: text, from_date: text, to_date: text },
    ).map((r) => ({ from: r.from_date, to: r.to_date, import_id: r.import_job_id, kind: r.kind }));
  }

  /** The days of the imports whose rows are still kept (their report is), as spans. */
  spansWithRows(connectionId: string, accountId: number): { from: string; to: string }[] {
    return rows(
      this.sql.exec(
        `SELECT s.from_date, s.to_date FROM coverage_spans s JOIN jobs j ON j.id = s.import_job_id
          WHERE s.connection_id = ? AND s.account_id = ? AND ${BANK_ROWS}`,
        connectionId,
        accountId,
      ),
      { from_date: text, to_date: text },
    ).map((r) => ({ from: r.from_date, to: r.to_date }));
  }

  anchors(connectionId: string, accountId: number): Anchor[] {
    return rows(
      this.sql.exec(
        `SELECT date, balance, kind, import_job_id, at FROM bank_balances WHERE connection_id = ? AND account_id = ? ORDER BY date, id`,
        connectionId,
        accountId,
      ),
      { date: text, balance: text, kind: oneOf(KINDS), import_job_id: nullable(text), at: integer },
    ).map((r) => ({ date: r.date, units: unitsOfDecimal(r.balance), kind: r.kind, importId: r.import_job_id, at: r.at }));
  }

  /** The rows of the account's imports of the bank's rows dated `from`…`to`, and what became of each. */
  rows(connectionId: string, accountId: number, from: string, to: string): FileRow[] {
    return rows(
      this.sql.exec(
        `SELECT i.job_id, i.row, i.date, i.amount, i.payee, i.transaction_id, i.state FROM items i JOIN jobs j ON j.id = i.job_id
          WHERE j.connection_id = ? AND j.manual_account_id = ? AND ${BANK_ROWS}
            AND i.date >= ? AND i.date <= ? AND (i.provisional IS NULL OR i.provisional <> 'pending')`,
        connectionId,
        accountId,
        from,
        to,
      ),
      {
        job_id: text,
        row: integer,
        date: nullable(text),
        amount: nullable(text),
        payee: nullable(text),
        transaction_id: nullable(integer),
        state: text,
      },
    ).flatMap((r) =>
      r.date === null || r.amount === null
        ? []
        : [
            {
              importId: r.job_id,
              row: r.row,
              date: r.date,
              amount: r.amount,
              payee: r.payee,
              transactionId: r.transaction_id,
              state: r.state,
            },
          ],
    );
  }

  /** An import's rows as its anchors read them: day, amount, and whether the bank marks the row pending. */
  importRows(importJobId: string): { date: string; amount: string; pending: boolean }[] {
    return rows(this.sql.exec(`SELECT date, amount, provisional FROM items WHERE job_id = ?`, importJobId), {
      date: nullable(text),
      amount: nullable(text),
      provisional: nullable(text),
    }).flatMap((r) =>
      r.date === null || r.amount === null ? [] : [{ date: r.date, amount: r.amount, pending: r.provisional === "pending" }],
    );
  }

  /** Opens a check of the account (a job of kind `agreement`, due now) unless one waits already. */
  openCheck(connectionId: string, accountId: number, now: number): void {
    const waiting = firstRow(
      this.sql.exec(
        `SELECT job_id FROM agreement_checks WHERE connection_id = ? AND account_id = ? AND checked_at IS NULL`,
        connectionId,
        accountId,
      ),
      { job_id: text },
    );
    if (waiting) return;
    const id = `imp_${crypto.randomUUID().replaceAll("-", "")}`;
    this.jobs.create({
      id,
      connection_id: connectionId,
      source: "agreement",
      manual_account_id: accountId,
      apply_rules: 0,
      skip_duplicates: 0,
      sealed: 1,
      created_at: now,
      file_name: null,
      kind: "agreement",
    });
    this.sql.exec(`INSERT INTO agreement_checks (job_id, connection_id, account_id) VALUES (?, ?, ?)`, id, connectionId, accountId);
  }

  /** The account a check job is for, while it has not been made. */
  pendingCheck(jobId: string): { connection_id: string; account_id: number } | null {
    return firstRow(
      this.sql.exec(`SELECT connection_id, account_id FROM agreement_checks WHERE job_id = ? AND checked_at IS NULL`, jobId),
      {
        connection_id: text,
        account_id: integer,
      },
    );
  }

  /** Keeps the answer; a check job that made it has nothing left to do. Says whether the account just turned to "differs". */
  saveAgreement(connectionId: string, accountId: number, agreement: Agreement, now: number, jobId: string | null = null): boolean {
    const before = this.agreement(connectionId, accountId);
    const turned = agreement.status === "differs" && before?.agreement.status !== "differs";
    const differsAt = agreement.status !== "differs" ? null : turned ? now : (before?.differs_at ?? now);
    this.sql.exec(
      `INSERT INTO agreements (connection_id, account_id, status, result, checked_at, differs_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (connection_id, account_id) DO UPDATE SET status = excluded.status, result = excluded.result,
         checked_at = excluded.checked_at, differs_at = excluded.differs_at`,
      connectionId,
      accountId,
      agreement.status,
      result.write(agreement),
      now,
      differsAt,
    );
    if (jobId !== null) this.sql.exec(`UPDATE agreement_checks SET checked_at = ? WHERE job_id = ?`, now, jobId);
    return turned;
  }

  agreement(connectionId: string, accountId: number): StoredAgreement | null {
    const row = firstRow(
      this.sql.exec(
        `SELECT result, checked_at, differs_at FROM agreements WHERE connection_id = ? AND account_id = ?`,
        connectionId,
        accountId,
      ),
      AgreementShape,
    );
    return row ? { agreement: result.read(row.result), checked_at: row.checked_at, differs_at: row.differs_at } : null;
  }

  /** Accounts that turned to "differs" since `since` (ms) and still differ: each is told once (its `differs_at`). */
  turnedToDiffer(since: number): TurnedToDiffer[] {
    return rows(
      this.sql.exec(
        `SELECT connection_id, account_id, result, checked_at, differs_at FROM agreements WHERE status = 'differs' AND differs_at >= ?`,
        since,
      ),
      { connection_id: text, account_id: integer, ...AgreementShape },
    ).map((r) => ({
      connection_id: r.connection_id,
      account_id: r.account_id,
      agreement: result.read(r.result),
      checked_at: r.checked_at,
      differs_at: r.differs_at,
    }));
  }

  /** Forgets spans and balances whose days ended before `beforeDay` (a check job goes with the jobs: jobs.ts). */
  purge(beforeDay: string): void {
    this.sql.exec(`DELETE FROM coverage_spans WHERE to_date < ?`, beforeDay);
    this.sql.exec(`DELETE FROM bank_balances WHERE date < ?`, beforeDay);
  }
}
