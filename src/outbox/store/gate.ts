// The rate gate's one row (table `gate`), shared by every job of every connection (rate-gate.ts decides).
import { type GateState, initialGate } from "../rate-gate";

export class GateStore {
  constructor(private readonly sql: SqlStorage) {}

  get(now: number): GateState {
    const row = this.sql.exec<{ state: string }>(`SELECT state FROM gate WHERE id = 1`).toArray()[0];
    return row ? (JSON.parse(row.state) as GateState) : initialGate(now);
  }
  save(gate: GateState): void {
    this.sql.exec(`INSERT OR REPLACE INTO gate (id, state) VALUES (1, ?)`, JSON.stringify(gate));
  }
}
