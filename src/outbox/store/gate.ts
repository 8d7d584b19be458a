// The rate gate's one row (table `gate`), shared by every job of every connection (rate-gate.ts decides).
import { type GateState, initialGate, nextSendAt, take } from "../rate-gate";
import { firstRow, json, text } from "../../storage";

const STATE = json<GateState>();

export class GateStore {
  constructor(private readonly sql: SqlStorage) {}

  get(now: number): GateState {
    const row = firstRow(this.sql.exec(`SELECT state FROM gate WHERE id = 1`), { state: text });
    return row ? STATE.read(row.state) : initialGate(now);
  }
  save(gate: GateState): void {
    this.sql.exec(`INSERT OR REPLACE INTO gate (id, state) VALUES (1, ?)`, STATE.write(gate));
  }

  /** One request's slot at `now`: spent, 0; or how long until the gate opens, nothing spent. Every request takes it here. */
  takeSlot(now: number): number {
    const gate = this.get(now);
    const openAt = nextSendAt(gate, now);
    if (openAt > now) return openAt - now;
    this.save(take(gate, now));
    return 0;
  }
}
