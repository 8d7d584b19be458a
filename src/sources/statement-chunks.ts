// Statements (OFX, QIF, CAMT, MT940) are read whole — a tag pass or an XML parse over the file — but handed on
// as CSV's plans are: in chunks of at most `chunkSize` items, so each RPC to the Outbox stays bounded and the
// channel appends a large file piece by piece instead of in one message.
import type { ImportPlan } from "../plan";
import { readAtMost } from "./bytes";
import type { PlanChunk, SourceAdapter, SourceOptions, WholeFile } from "./contract";
import { SourceInputError } from "./errors";

/** A whole plan as chunks in file order: each chunk's rows run up to its last item's row; the last takes the rest. */
export function* chunksOf<Profile>(plan: ImportPlan<Profile> & { profile: Profile }, chunkSize: number): Generator<PlanChunk<Profile>> {
  let next = 0;
  for (let i = 0; i === 0 || i < plan.items.length; i += chunkSize) {
    const items = plan.items.slice(i, i + chunkSize);
    const last = i + chunkSize >= plan.items.length;
    const upTo = last ? Infinity : items.at(-1)!.row;
    const start = next;
    while (next < plan.rows.length && plan.rows[next]!.row <= upTo) next++;
    yield { profile: plan.profile, items, rows: plan.rows.slice(start, next) };
  }
}

/** The input of a format read whole, refused past its `maxBytes` as "`what` over N MB is not read" (a 422). */
export function readWhole(input: ReadableStream<Uint8Array>, { what, maxBytes }: WholeFile): Promise<Uint8Array> {
  return readAtMost(input, maxBytes, () => new SourceInputError(`${what} over ${maxBytes / 1024 / 1024} MB is not read`));
}

/** A statement adapter's `stream`: the input read whole (`readWhole`), then its plan handed on in chunks. */
export function readWholeThenChunk<Settings, Profile>(
  whole: WholeFile,
  plan: SourceAdapter<Settings, Profile>["plan"],
): SourceAdapter<Settings, Profile>["stream"] {
  return async function* (input, options, chunkSize) {
    yield* chunksOf(plan(await readWhole(input, whole), options), chunkSize);
  };
}

/**
 * A statement format that may hold several accounts, planned in two steps: the file read once (`read`), then one
 * account planned from what was read (`planOne`, which reads and never changes it). Gives the adapter's `plan`,
 * its `planAccounts` (every mapped account from one reading) and its `stream`.
 */
export function plannedFromOneReading<Statements, Settings, Profile>(
  whole: WholeFile,
  read: (bytes: Uint8Array) => Statements,
  planOne: (statements: Statements, options: SourceOptions<Settings>) => ImportPlan<Profile> & { profile: Profile },
): Pick<Required<SourceAdapter<Settings, Profile>>, "plan" | "planAccounts" | "stream"> {
  const plan = (bytes: Uint8Array, options: SourceOptions<Settings>) => planOne(read(bytes), options);
  return {
    plan,
    planAccounts(bytes, each) {
      const statements = read(bytes);
      return each.map((options) => planOne(statements, options));
    },
    stream: readWholeThenChunk(whole, plan),
  };
}
