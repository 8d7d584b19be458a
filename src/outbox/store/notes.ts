// Row notes (table `row_notes`): the source's rows that produced no item (ignored or unreadable), a run of
// one reason kept as one note, for the report.
import type { RowReport } from "../../plan";
import { integer, nullable, oneOf, oneRow, rows, text } from "../../storage";

const NoteRow = { row: integer, to_row: nullable(integer), outcome: oneOf(["planned", "ignored", "error"]), reason: nullable(text) };

export class RowNotesStore {
  constructor(private readonly sql: SqlStorage) {}

  /** A note extends the job's last one when it continues its run (same outcome and reason, next row). */
  add(jobId: string, note: RowReport): void {
    const to = note.to_row ?? note.row;
    const extended = this.sql
      .exec(
        `UPDATE row_notes SET to_row = ? WHERE job_id = ? AND to_row = ? AND outcome = ? AND reason IS ?
           AND row = (SELECT MAX(row) FROM row_notes WHERE job_id = ?) RETURNING row`,
        to,
        jobId,
        note.row - 1,
        note.outcome,
        note.reason ?? null,
        jobId,
      )
      .toArray().length;
    if (extended > 0) return;
    this.sql.exec(
      `INSERT OR REPLACE INTO row_notes (job_id, row, to_row, outcome, reason) VALUES (?, ?, ?, ?, ?)`,
      jobId,
      note.row,
      to,
      note.outcome,
      note.reason ?? null,
    );
  }

  list(jobId: string, offset: number, limit: number, outcome?: "ignored" | "error"): RowReport[] {
    return rows(
      this.sql.exec(
        `SELECT row, to_row, outcome, reason FROM row_notes WHERE job_id = ? ${outcome ? "AND outcome = ?" : ""}
         ORDER BY row LIMIT ? OFFSET ?`,
        jobId,
        ...(outcome ? [outcome] : []),
        limit,
        offset,
      ),
      NoteRow,
    ).map((r) => {
      const note: RowReport = { row: r.row, outcome: r.outcome };
      if (r.to_row !== null && r.to_row !== r.row) note.to_row = r.to_row;
      if (r.reason !== null) note.reason = r.reason;
      return note;
    });
  }
  count(jobId: string, outcome?: "ignored" | "error"): number {
    return oneRow(
      this.sql.exec(
        `SELECT COUNT(*) AS n FROM row_notes WHERE job_id = ? ${outcome ? "AND outcome = ?" : ""}`,
        jobId,
        ...(outcome ? [outcome] : []),
      ),
      { n: integer },
    ).n;
  }
}
