/**
 * The CSV source adapter: bank export bytes in, an import plan out. Pure (no network, no bindings, no
 * node: modules), so it runs in the Worker, in tests and in the benchmark alike.
 *
 * - `detectProfile(sample)` reads the first bytes and decides encoding, delimiter, preamble/header/footer,
 *   column roles, date format, number format and sign; the result is plain JSON (`CsvProfileSchema`) that a
 *   user can save per connection (matched by `fingerprint`) and send back as overrides.
 * - `planCsv(bytes, { accountId })` plans the whole file: one insert item per data row (service sign:
 *   positive = money out) and a report for every physical line (planned / ignored with reason / error).
 * - `streamCsvPlan(stream, options)` does the same in chunks for big uploads, holding a bounded number of rows.
 * Whole-file problems (empty, binary, not delimited, no date or amount column) throw `SourceInputError`.
 */
import { compactRows, type ImportPlan, type PlannedItem, type RowReport } from "../../plan";
import { readHead } from "../bytes";
import {
  assertLooksLikeText,
  countReplacements,
  decidedByBytes,
  decodeWholeInPieces,
  detectEncoding,
  makeDecoder,
  replacedWarning,
  replacementWarning,
  type EncodingGuess,
} from "./decode/decode";
import { learnBalanceCodes } from "./plan/balance-codes";
import { isLegacy } from "./words/encoding-names";
import { refuseGarbledHeader } from "./decode/encodings/readable";
import { detectFromText, resolveColumn, type DetectContext } from "./detect/detect";
import { type DaysApart, withWholeFileDays } from "./detect/date-columns";
import { RowPlanner } from "./plan/row-planner";
import type { BudgetEvidence } from "./words/budget-evidence";
import { detectWithBudget } from "./budget-readings";
import {
  CsvProfileOverridesSchema,
  CsvProfileSchema,
  DateFormatSchema,
  type CsvProfile,
  type CsvProfileOverrides,
  type OpenDecision,
} from "./words/profile";
import { DETECTABLE_CHARS, detectionSample, evidenceIn, forDetection, MAX_SAMPLE_CHARS, SAMPLE_BYTES } from "./read/sample";
import { CsvTokenizer, type RecordSpans } from "./read/structure";
import { FixedWidthText } from "./read/fixed-width";

export { SourceInputError } from "../errors";
export { CsvProfileSchema, CsvProfileOverridesSchema, DateFormatSchema, type CsvProfile, type CsvProfileOverrides };
export { ENCODINGS } from "./decode/decode";
export { SAMPLE_BYTES };
export { columnSamples, type ColumnSample } from "./detect/column-samples";

/** Row reports gathered before runs are merged: a piece of blank lines is folded as it arrives. */
const COMPACT_ROWS_AT = 4096;
/** Notes (after merging) that make a chunk due however few items it has: bounds one RPC to the Outbox. */
const MAX_NOTES_PER_CHUNK = 10_000;
/** Bytes decoded and tokenized at a time while streaming, which bounds the rows in flight. */
const STREAM_PIECE_BYTES = 64 * 1024;

export interface CsvPlanOptions {
  /** The manual account the rows go to (null for cash): part of the content hash of external_id. */
  accountId: number | null;
  /** A saved profile or any subset of it; what is given wins over detection. */
  profile?: CsvProfileOverrides | Partial<CsvProfile>;
  /** The upload's file name: a date in it is evidence for D/M vs M/D. */
  fileName?: string;
  /** The profile saved for this header: defaults that this file's own evidence may overrule (`profile` always wins). */
  saved?: CsvProfileOverrides | Partial<CsvProfile>;
  /** The target manual account's `type` ("credit": a card, whose purchases are most rows): evidence for the sign. */
  accountType?: string;
  /** What the budget says beside the file (words/budget-evidence.ts): weighed only where the file leaves a decision open. */
  budget?: BudgetEvidence;
  /** The file's head as an upload detected it already: a stream whose detection would read the same takes it instead. */
  detected?: DetectedHead;
}

/** A profile `detectProfile` gave for a file's first bytes under some overrides and context (an upload's reading of its head). */
export interface DetectedHead {
  sample: Uint8Array;
  overrides: CsvProfileOverrides;
  context: DetectOptions;
  profile: CsvProfile;
  /** Told each time a plan takes the profile instead of detecting the head again. */
  taken?: () => void;
}

/** What detection may weigh besides the sample (see CsvPlanOptions). */
export type DetectOptions = Pick<CsvPlanOptions, "fileName" | "saved" | "accountType" | "budget">;

function contextOf(options: DetectOptions): DetectContext {
  return {
    ...(options.fileName !== undefined ? { fileName: options.fileName } : {}),
    ...(options.saved !== undefined ? { saved: options.saved } : {}),
    ...(options.accountType !== undefined ? { accountType: options.accountType } : {}),
    ...(options.budget !== undefined ? { budget: options.budget } : {}),
  };
}

/**
 * The overrides with a saved encoding as the default where the bytes cannot tell (a legacy encoding, decided
 * by what the text reads as), if the bytes are valid in it; a BOM or valid UTF-8 is evidence that wins over it.
 */
function withSavedEncoding(sample: Uint8Array, o: CsvProfileOverrides, saved: DetectOptions["saved"]): CsvProfileOverrides {
  const enc = saved?.encoding;
  if (o.encoding !== undefined || enc === undefined || !isLegacy(enc) || decidedByBytes(sample)) return o;
  try {
    new TextDecoder(enc, { fatal: true, ignoreBOM: false }).decode(sample, { stream: true });
  } catch {
    return o;
  }
  return { ...o, encoding: enc, encodingReason: "as saved for this format (the bytes read in it too)" };
}

/** What the upload says beside the bytes (see CsvPlanOptions). */
export type CsvDetectContext = Pick<CsvPlanOptions, "accountType">;

/** Decided once on the sample (the code page too), never per row; an encoding in the profile wins. */
function chooseEncoding(sample: Uint8Array, overrides: CsvProfileOverrides): EncodingGuess {
  return detectEncoding(sample, overrides.encoding); // also rejects empty files and PDF/ZIP/XLS magic
}

/** The decoding warning of a sample, naming the line of the first replaced sequence once the text is there. */
function sampleWarning(guess: EncodingGuess, text: string): string | undefined {
  if (guess.warning === undefined) return undefined;
  const n = countReplacements(text);
  return n > 0 ? replacementWarning(text, n) : guess.warning;
}

/** Rows the planner set aside that the user should know about (they are in the row report too), and the balances' word. */
function warnAboutPlan(profile: CsvProfile, planner: RowPlanner): void {
  let verification = planner.verification();
  // Whole amounts under whole balances add up at either scale: the balances prove neither units nor cents.
  if (profile.amountScaleUnproven && verification.status === "balanced")
    verification = { ...verification, status: "partial", not_proven: ["days", "scale"] };
  // What transactions already in the budget said of the reading, beside what the file's own balances say.
  if (profile.budgetRows) verification.budget_rows = profile.budgetRows;
  profile.verification = verification;
  sayOtherDays(profile, planner.otherDays);
  const broken = verification.first_break;
  const unsure = planner.unconfirmedCount;
  if (unsure > 0) {
    const named = planner.unconfirmedRows.join(", ");
    addWarning(
      profile,
      `${unsure === 1 ? `row ${named} has` : `${unsure} rows (${named}${unsure > planner.unconfirmedRows.length ? ", …" : ""}) have`} fewer cells than the header, and no reading of ${unsure === 1 ? "it" : "them"} adds up with the running balance: check ${unsure === 1 ? "its" : "their"} amount`,
    );
  }
  const reread = planner.rereadCount;
  if (reread > 0) {
    const named = planner.rereadRows.join(", ");
    addWarning(
      profile,
      `${reread === 1 ? `row ${named} has` : `${reread} rows (${named}${reread > planner.rereadRows.length ? ", …" : ""}) have`} fewer cells than the header: read with the missing ${reread === 1 ? "cell" : "cells"} put back where the running balance adds up`,
    );
  }
  if (broken) {
    addWarning(
      profile,
      `the file's own balances do not add up from row ${broken.row}: the balance should read ${broken.expected} there and reads ${broken.found}; check that row and the ones around it`,
    );
  }
  const n = planner.balanceRows;
  if (n > 0) {
    addWarning(
      profile,
      `${n} row${n === 1 ? " was" : "s were"} ignored as balance rows (opening or closing balance, turnover): check the row report that ${n === 1 ? "it is" : "they are"} not a transaction`,
    );
  }
}

/**
 * The day-columns warning of detection's sample, said again of the whole file: how many of the rows planned print
 * another day in the other date column (an export whose first rows agree on both days may differ further down). With
 * none apart the warnings stay as they are: an other day the plan could not read is no proof that the two agree.
 */
function sayOtherDays(profile: CsvProfile, days: DaysApart): void {
  const rule = profile.dayColumns;
  const headers = profile.headers ?? null;
  const date = resolveColumn(profile.columns.date, headers);
  const other = resolveColumn(profile.columns.valueDate, headers);
  if (rule === undefined || date === undefined || other === undefined || days.apart === 0) return;
  profile.warnings = withWholeFileDays(profile.warnings ?? [], { rule, headers, date, other }, days);
}

/** Old Mac exports end lines with a lone CR. */
function fixLoneCr(text: string, loneCr: boolean): string {
  return loneCr ? text.replace(/\r/g, "\n") : text;
}

function hasLoneCr(text: string): boolean {
  return text.indexOf("\n") < 0 && text.indexOf("\r") >= 0;
}

/**
 * What detection left to settle once it is done: a given amountScale, the balance codes of a record-type column (given
 * or learned from the sample), and the warnings of decoding. Detection's own warnings come first.
 */
function completeProfile(
  profile: CsvProfile,
  overrides: CsvProfileOverrides,
  warning: string | undefined,
  sample: string,
  isWholeFile: boolean,
): CsvProfile {
  // Applied by the planner; detection sets it only where the file says so, and what the user gives wins.
  if (overrides.amountScale !== undefined) profile.amountScale = overrides.amountScale;
  const codes = overrides.balanceCodes ?? learnBalanceCodes(sample, isWholeFile, profile);
  if (codes !== undefined) profile.balanceCodes = codes;
  if (warning !== undefined) addWarning(profile, warning);
  // A detected legacy encoding must read the header detection found, wherever in the file it is.
  if (overrides.encoding === undefined) refuseGarbledHeader(profile.headers, profile.encoding);
  return profile;
}

function addWarning(profile: CsvProfile, warning: string): void {
  profile.warnings = [...(profile.warnings ?? []), warning];
}

/**
 * What a file's first bytes leave open (the profile's `open`), and the days its rows fall on under every reading of its
 * dates: what an upload asks the budget for (uploads/budget-evidence.ts). No days when nothing is open.
 */
export function openDecisions(
  sample: Uint8Array,
  overrides: CsvProfileOverrides,
  context: DetectOptions = {},
  // The sample's profile under these overrides and context, when the upload has read its head already (uploads/reading.ts).
  detected: CsvProfile = detectProfile(sample, overrides, context),
): { open: OpenDecision[]; days: { from: string; to: string } | null } {
  const open = detected.open ?? [];
  if (open.length === 0) return { open, days: null };
  let from: string | null = null;
  let to: string | null = null;
  // With the order decided (a sign or an amount column left open), the days are planned with the sample's profile:
  // the same question, not detected again.
  const head: DetectedHead = { sample, overrides, context, profile: detected };
  for (const reading of open.find((d) => d.decision === "date_order")?.readings ?? [{}]) {
    const given = reading.dateFormat === undefined ? overrides : { ...overrides, dateFormat: reading.dateFormat };
    const asked = given === overrides ? { detected: head } : {};
    for (const { item } of planCsv(sample, { ...context, accountId: null, profile: given, ...asked }).items) {
      if (from === null || item.date < from) from = item.date;
      if (to === null || item.date > to) to = item.date;
    }
  }
  return { open, days: from === null || to === null ? null : { from, to } };
}

/** Detects the profile from the first bytes of a file (say the first 64 KB). */
export function detectProfile(
  sample: Uint8Array,
  overrides: CsvProfileOverrides | Partial<CsvProfile> = {},
  context: DetectOptions = {},
): CsvProfile {
  const o = withSavedEncoding(sample, overrides, context.saved);
  const { encoding, reason, text, whole, warning } = sampleRead(sample, o);
  assertLooksLikeText(text);
  const detected = detectWithBudget((given, ctx) => detectFromText(text, encoding, whole, given, reason, ctx), text, o, contextOf(context));
  return completeProfile(detected, o, warning, text, whole);
}

/** What `detectProfile` reads of a file's first bytes: the text, its encoding and why, whether it is the whole file. */
interface SampleRead {
  encoding: EncodingGuess["encoding"];
  reason: string;
  text: string;
  whole: boolean;
  warning: string | undefined;
}

function sampleRead(sample: Uint8Array, o: CsvProfileOverrides): SampleRead {
  const guess = chooseEncoding(sample, o);
  const decoded = makeDecoder(guess.encoding).decode(sample, { stream: sample.length >= SAMPLE_BYTES });
  const text = fixLoneCr(decoded, hasLoneCr(decoded));
  return { encoding: guess.encoding, reason: guess.reason, text, whole: sample.length < SAMPLE_BYTES, warning: sampleWarning(guess, text) };
}

/** The head's detection in a stream (see streamCsvPlan). */
function streamProfile(
  detectable: string,
  encoding: EncodingGuess["encoding"],
  done: boolean,
  o: CsvProfileOverrides,
  reason: string,
  options: CsvPlanOptions,
  warning: string | undefined,
): CsvProfile {
  const detected = detectWithBudget(
    (given, ctx) => detectFromText(detectable, encoding, done, given, reason, ctx),
    detectable,
    o,
    contextOf(options),
  );
  return completeProfile(detected, o, warning, detectable, done);
}

/**
 * The profile an upload detected on these same first bytes with these same overrides and context (`detectProfile`,
 * whose sample a stream reads alike when no cell is shortened and none is read on), as a copy: the plan adds to it.
 * `readsAlike`: whether the plan's detection would read what `detectProfile` read of the sample (a whole file's plan).
 */
function sameDetection(
  options: CsvPlanOptions,
  first: Uint8Array,
  readsAlike: (sample: Uint8Array) => boolean = () => true,
): CsvProfile | null {
  const head = options.detected;
  if (head === undefined || !sameBytes(head.sample, first)) return null;
  const given = JSON.stringify([options.profile ?? {}, contextOf(options)]);
  if (given !== JSON.stringify([head.overrides, contextOf(head.context)])) return null;
  if (!readsAlike(head.sample)) return null;
  head.taken?.();
  return structuredClone(head.profile);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Plans a whole file. */
export function planCsv(bytes: Uint8Array, options: CsvPlanOptions): ImportPlan<CsvProfile> & { profile: CsvProfile } {
  const o = withSavedEncoding(bytes.subarray(0, SAMPLE_BYTES), options.profile ?? {}, options.saved);
  const decoded = decodeWholeInPieces(bytes, o.encoding);
  const { encoding, pieces } = decoded;
  // Detection reads the start of the text (sample.ts), joined from the first pieces; the rest never is joined.
  const head = leadingText(pieces, SAMPLE_BYTES);
  const loneCr = hasLoneCr(head);
  assertLooksLikeText(fixLoneCr(head, loneCr));
  const length = lengthOf(pieces);
  const { end, detectable } = detectionSample((chars) => fixLoneCr(leadingText(pieces, chars), loneCr), length, SAMPLE_BYTES);
  const whole = end >= length;
  // A dry run's upload detected these first bytes already: taken when detection here would read the very same text,
  // in the same encoding, as much of the file (no cell shortened, none read on, no sample cut apart).
  const readsAlike = (sample: Uint8Array): boolean => {
    const read = sampleRead(sample, o);
    return (
      read.text === detectable &&
      read.whole === whole &&
      read.encoding === encoding &&
      read.reason === decoded.reason &&
      read.warning === decoded.warning
    );
  };
  const profile =
    sameDetection(options, bytes.subarray(0, SAMPLE_BYTES), readsAlike) ??
    completeProfile(
      detectWithBudget(
        (given, ctx) => detectFromText(detectable, encoding, whole, given, decoded.reason, ctx),
        detectable,
        o,
        contextOf(options),
      ),
      o,
      decoded.warning,
      detectable,
      whole,
    );
  const tokenizer = new CsvTokenizer(profile.delimiter, profile.quote);
  const planner = new RowPlanner(profile, options.accountId, profile.headers ?? null, options.accountType === "credit");
  const items: PlannedItem[] = [];
  const rows: RowReport[] = [];
  // One pass over the pieces: the tokenizer hands each record over as spans of its piece (no per-record objects),
  // and the planner slices only the fields it reads.
  const accept = (rec: RecordSpans): void => planner.accept(rec, items, rows);
  const columns = fixedColumns(profile);
  for (let i = 0; i < pieces.length; i++) {
    const final = i === pieces.length - 1;
    const piece = fixLoneCr(pieces[i] ?? "", loneCr);
    tokenizer.scan(columns ? columns.next(piece, final) : piece, final, accept);
  }
  planner.finish(items, rows);
  warnAboutPlan(profile, planner);
  return { items, rows, profile };
}

/** A fixed-width text's lines cut into its columns as they come (fixed-width.ts); null for a delimited one. */
function fixedColumns(profile: CsvProfile): FixedWidthText | null {
  return profile.fixedWidth ? new FixedWidthText(profile.fixedWidth) : null;
}

/** The first `chars` characters of the pieces' text (all of it when shorter). */
function leadingText(pieces: readonly string[], chars: number): string {
  let n = 0;
  let length = 0;
  while (n < pieces.length && length < chars) length += (pieces[n++] ?? "").length;
  const text = pieces.slice(0, n).join("");
  return text.length > chars ? text.slice(0, chars) : text;
}

function lengthOf(pieces: readonly string[]): number {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  return length;
}

export interface CsvPlanChunk {
  profile: CsvProfile;
  items: PlannedItem[];
  rows: RowReport[];
  /** Most rows held in memory at once so far (records in flight + rows held back as a possible footer). */
  peakRowsHeld: number;
}

/**
 * Plans a stream in chunks of about `chunkSize` items. Detection runs on the first 64 KB; then the bytes are
 * decoded and tokenized piece by piece, so memory holds one piece of text, the items of the chunk being
 * filled and the rows held back as a possible footer, never the file. The occurrence counter keeps one entry per distinct dedupe key.
 */
export async function* streamCsvPlan(
  stream: ReadableStream<Uint8Array>,
  options: CsvPlanOptions,
  chunkSize = 500,
): AsyncGenerator<CsvPlanChunk> {
  const reader = stream.getReader();
  const head = await readHead(reader, SAMPLE_BYTES);
  const first = head.head;
  let done = head.done;
  const o = withSavedEncoding(first, options.profile ?? {}, options.saved);
  const guess = chooseEncoding(first, o);
  const { encoding, reason } = guess;
  const decoder = makeDecoder(encoding);
  const sampleText = decoder.decode(first, { stream: !done });
  const loneCr = hasLoneCr(sampleText);
  let text0 = fixLoneCr(sampleText, loneCr);
  const warning = sampleWarning(guess, text0);
  assertLooksLikeText(text0);
  // Overlong cells leave little to detect from: read on (sample.ts), each piece shortened as it comes.
  let detectable = forDetection(text0);
  let evidence = evidenceIn(detectable);
  // What detectProfile read of these same bytes is what detection would read here: no cell shortened, none read on.
  const asDetected = detectable === text0 && (done || evidence >= DETECTABLE_CHARS) ? sameDetection(options, first) : null;
  while (!done && evidence < DETECTABLE_CHARS && text0.length < MAX_SAMPLE_CHARS) {
    const r = await reader.read();
    if (r.done) {
      done = true;
      const rest = fixLoneCr(decoder.decode(), loneCr);
      text0 += rest;
      detectable += forDetection(rest);
      break;
    }
    const piece = fixLoneCr(decoder.decode(r.value, { stream: true }), loneCr);
    const readable = forDetection(piece);
    text0 += piece;
    detectable += readable;
    evidence += evidenceIn(readable);
  }
  const profile = asDetected ?? streamProfile(detectable, encoding, done, o, reason, options, warning);
  // Invalid bytes past the sample of a UTF-8 file are replaced by the decoder: counted, and warned about
  // with the line of the first (found once, when it comes).
  const countReplaced = encoding === "utf-8";
  let replaced = 0;
  let firstReplacedLine = 0;
  const tokenizer = new CsvTokenizer(profile.delimiter, profile.quote);
  const planner = new RowPlanner(profile, options.accountId, profile.headers ?? null, options.accountType === "credit", true);
  let items: PlannedItem[] = [];
  let rows: RowReport[] = [];
  let peak = 0;
  const accept = (rec: RecordSpans): void => planner.accept(rec, items, rows);
  const columns = fixedColumns(profile);
  const feed = (text: string, final: boolean): void => {
    tokenizer.scan(columns ? columns.next(text, final) : text, final, accept);
    // Rows held: the items not yet yielded, the rows held back as a possible footer, and the one record
    // being planned (records are spans of the current piece, handed over one at a time).
    peak = Math.max(peak, 1 + items.length + planner.peakPending);
    if (rows.length >= COMPACT_ROWS_AT) rows = compactRows(rows);
  };
  /** A chunk is due when it holds enough items, or enough notes (a file of blank lines has no items). */
  const due = (): boolean => items.length >= chunkSize || rows.length >= MAX_NOTES_PER_CHUNK;
  const take = (): CsvPlanChunk => {
    const chunk = { profile, items, rows: compactRows(rows), peakRowsHeld: peak };
    items = [];
    rows = [];
    return chunk;
  };
  feed(text0, done);
  if (due()) yield take();
  while (!done) {
    const r = await reader.read();
    if (r.done) break;
    for (let off = 0; off < r.value.length; off += STREAM_PIECE_BYTES) {
      const piece = r.value.subarray(off, Math.min(r.value.length, off + STREAM_PIECE_BYTES));
      const text = fixLoneCr(decoder.decode(piece, { stream: true }), loneCr);
      if (countReplaced && text.indexOf("\ufffd") >= 0) {
        if (replaced === 0) firstReplacedLine = tokenizer.lineIn(text, text.indexOf("\ufffd"));
        replaced += countReplacements(text);
      }
      feed(text, false);
      if (due()) yield take();
    }
  }
  if (!done) feed(fixLoneCr(decoder.decode(), loneCr), true);
  planner.finish(items, rows);
  // The profile object the first chunk carried: the caller's answer (after the last chunk) shows these.
  if (replaced > 0) {
    addWarning(profile, replacedWarning(replaced, `past the first ${SAMPLE_BYTES / 1024} KB, the first on line ${firstReplacedLine}`));
  }
  warnAboutPlan(profile, planner);
  if (items.length > 0 || rows.length > 0) yield take();
}
