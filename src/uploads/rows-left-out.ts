// The rows the person left out of an import (the preview's checkbox on each row, `skip_rows=<row>,…` by API): taken
// from the plan before anything is sent, each reported as left out by the person, so the report says which and why.
import type { PlanChunk } from "../formats/contract";
import { type RowReport, runOf } from "../plan";

export const LEFT_OUT_BY_YOU = "left out of the import by you";

/** The chunks with the chosen rows taken out and reported so; every other row as it was. */
export function withoutRowsLeftOut<Profile>(
  rows: ReadonlySet<number>,
  first: PlanChunk<Profile>,
  rest: AsyncIterator<PlanChunk<Profile>>,
): { first: PlanChunk<Profile>; rest: AsyncIterator<PlanChunk<Profile>> } {
  const leave = (chunk: PlanChunk<Profile>): PlanChunk<Profile> =>
    chunk.items.some((p) => rows.has(p.row))
      ? {
          ...chunk,
          items: chunk.items.filter((p) => !rows.has(p.row)),
          rows: chunk.rows.flatMap((report) => reportedLeftOut(report, (row) => (rows.has(row) ? LEFT_OUT_BY_YOU : undefined))),
        }
      : chunk;
  return {
    first: leave(first),
    rest: {
      next: async () => {
        const step = await rest.next();
        return step.done ? step : { done: false, value: leave(step.value) };
      },
    },
  };
}

/**
 * A planned run with the rows left out cut from it, each said as left out with its reason (`reasonOf` answers
 * undefined for a row that stays); other reports as they are.
 */
export function reportedLeftOut(report: RowReport, reasonOf: (row: number) => string | undefined): RowReport[] {
  if (report.outcome !== "planned") return [report];
  const last = report.to_row ?? report.row;
  const out: RowReport[] = [];
  let start = report.row;
  for (let row = report.row; row <= last; row++) {
    const reason = reasonOf(row);
    if (reason === undefined) continue;
    if (row > start) out.push(runOf(report, start, row - 1));
    out.push({ row, outcome: "ignored", reason });
    start = row + 1;
  }
  if (start <= last) out.push(runOf(report, start, last));
  return out;
}
