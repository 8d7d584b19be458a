// Statements (OFX, QIF, CAMT, MT940) are read whole — a tag pass or an XML parse over the file — but handed on
// as CSV's plans are: in chunks of at most `chunkSize` items, so each RPC to the Outbox stays bounded and the
// channel appends a large file piece by piece instead of in one message.
import { type ImportPlan, type RowReport, runOf } from "../plan";
import { readAtMost } from "./bytes";
import type { AnyProfile, PlanChunk, SourceAdapter, SourceOptions, WholeFile } from "./contract";
import { SourceInputError } from "./errors";

/**
 * A whole plan as chunks in file order: each chunk's rows run up to its last item's row (a run of reports across
 * that row is cut there); the last takes the rest.
 */
export function* chunksOf<Profile>(plan: ImportPlan<Profile> & { profile: Profile }, chunkSize: number): Generator<PlanChunk<Profile>> {
  let next = 0;
  let carried: RowReport | null = null; // the part of a cut run that belongs to the next chunk
  for (let i = 0; i === 0 || i < plan.items.length; i += chunkSize) {
    const items = plan.items.slice(i, i + chunkSize);
    const last = i + chunkSize >= plan.items.length;
    const upTo = last ? Infinity : (items.at(-1)?.row ?? Infinity);
    const rows: RowReport[] = [];
    for (;;) {
      const r = carried ?? plan.rows[next];
      if (r === undefined || r.row > upTo) break;
      if (carried === null) next++;
      carried = null;
      const to = r.to_row ?? r.row;
      if (to <= upTo) rows.push(r);
      else {
        rows.push(runOf(r, r.row, upTo));
        carried = runOf(r, upTo + 1, to);
      }
    }
    yield { profile: plan.profile, items, rows };
  }
}

/**
 * The most transactions a statement may hold. A statement is planned whole, and each of its transactions costs
 * about 1 KB of heap while it is (parsed, then planned: bench/upload/heap.mjs); 50,000 stay within the ~96 MB an
 * isolate of 128 MB has for one upload, whatever the file's size per transaction. Decades of a personal account.
 */
export const MAX_STATEMENT_TRANSACTIONS = 50_000;

/** The input of a format read whole, refused past its limits (fitsWhole) with a 422 that says them. */
export async function readWhole(input: ReadableStream<Uint8Array>, whole: WholeFile): Promise<Uint8Array> {
  const bytes = await readAtMost(input, whole.maxBytes, () => tooLarge(whole));
  fitsWhole(bytes, whole);
  return bytes;
}

/** Refuses a statement over `maxBytes` or MAX_STATEMENT_TRANSACTIONS (its transaction marks counted in the bytes). */
export function fitsWhole(bytes: Uint8Array, whole: WholeFile): void {
  if (bytes.length > whole.maxBytes) throw tooLarge(whole);
  const transactions = whole.countTransactions(bytes);
  if (transactions > MAX_STATEMENT_TRANSACTIONS)
    throw new SourceInputError(
      `${whole.what} of more than ${MAX_STATEMENT_TRANSACTIONS.toLocaleString("en")} transactions is not read (this one has about ${transactions.toLocaleString("en")}): export a shorter period`,
    );
}

const tooLarge = ({ what, maxBytes }: WholeFile) => new SourceInputError(`${what} over ${maxBytes / 1024 / 1024} MB is not read`);

/**
 * How often an element opens in the bytes, as a tolerant reader takes it: `<name` in any case, with a namespace
 * prefix or without, then `>`, `/` or a blank (`<NtryRef>` is another element). Any ASCII-compatible encoding.
 */
export function openingTags(bytes: Uint8Array, name: string): number {
  const wanted = Uint8Array.from(name.toLowerCase(), (c) => c.charCodeAt(0));
  let count = 0;
  for (let at = bytes.indexOf(LT); at >= 0; at = bytes.indexOf(LT, at + 1)) {
    let start = at + 1;
    let end = start;
    for (let byte = bytes[end]; byte !== undefined && isNameByte(byte); byte = bytes[end]) end++;
    if (bytes[end] === COLON) start = end + 1;
    let k = 0;
    // ASCII letters compared without case: name holds letters only.
    while (k < wanted.length && ((bytes[start + k] ?? 0) | 0x20) === wanted[k]) k++;
    const after = bytes[start + k];
    if (k === wanted.length && after !== undefined && ENDS_NAME.has(after)) count++;
  }
  return count;
}

/** How many lines begin with `mark` (after a line feed, a carriage return, or at the start: every line end a reader takes). */
export function linesStartingWith(bytes: Uint8Array, mark: string): number {
  const first = mark.charCodeAt(0);
  const rest = Uint8Array.from(mark.slice(1), (c) => c.charCodeAt(0));
  let count = 0;
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1)) {
    if (at > 0 && bytes[at - 1] !== LF && bytes[at - 1] !== CR) continue;
    let k = 0;
    while (k < rest.length && bytes[at + 1 + k] === rest[k]) k++;
    if (k === rest.length) count++;
  }
  return count;
}

const LT = 0x3c;
const COLON = 0x3a;
const LF = 0x0a;
const CR = 0x0d;
/** What may follow an element's name: `>`, `/`, a blank. */
const ENDS_NAME = new Set([0x3e, 0x2f, 0x20, 0x09, LF, CR]);
const isNameByte = (b: number) =>
  (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b === 0x2d || b === 0x2e;

/** How often an ASCII text occurs in the bytes (any ASCII-compatible encoding), without decoding them. */
export function occurrences(bytes: Uint8Array, text: string): number {
  const mark = Uint8Array.from(text, (c) => c.charCodeAt(0));
  const [first] = mark;
  if (first === undefined) return 0;
  let count = 0;
  for (let at = bytes.indexOf(first); at >= 0; at = bytes.indexOf(first, at + 1)) {
    let k = 1;
    while (k < mark.length && bytes[at + k] === mark[k]) k++;
    if (k === mark.length) count++;
  }
  return count;
}

/** A statement adapter's `stream`: the input read whole (`readWhole`), then its plan handed on in chunks. */
export function readWholeThenChunk<Settings, Profile extends AnyProfile>(
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
export function plannedFromOneReading<Statements, Settings, Profile extends AnyProfile>(
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
