// The sections of a delimited export of several accounts, each as the text of one account's export: a column of the
// account's own number on every row (a bank's "all accounts" download: "Auftragskonto", "Account", "Rekening"), or a
// heading line naming each account above its rows ("Account: DE89 …", "Konto 0532013000"). The CSV reader reads one
// account a file; each section's text is read by it alone, so no two accounts' rows are ever one account's. The text is
// split by its bytes (lines end in LF in every encoding but UTF-16's), never decoded and written again.
import { ibansIn } from "../locale/iban";
import { numbersInLine } from "./statement-numbers";
import { addTo } from "../lists";

/** A section: the account number it names (as the file writes it, compacted), and its text as bytes. */
export interface CsvSection {
  label: string;
  bytes: Uint8Array;
}

/** More accounts than this in one column is a counterparty's column, not the file's own accounts. */
const MAX_SECTIONS = 20;
/** A day in any of the usual orders and separators, or as eight digits (20261001): a row of transactions has one. */
const DAY = /(?<!\d)(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))(?!\d)/;
/** The header of the account's own number ("Auftragskonto", "Account number", "Compte", "Rekening", "Счёт"…). */
const OWN_ACCOUNT =
  /(?<!\p{L})(?:account|acct|konto|auftragskonto|kontonummer|compte|cuenta|conta|rekening|conto|rachunek|účet|számla|tili|счёт|счет|рахунок)(?!\p{L})|iban/iu;
/**
 * …and never the other party's ("Gegenkonto", "Tegenrekening", "Counterparty account", "IBAN Zahlungsbeteiligter"), nor
 * one side of a movement ("Til konto", "Fra konto", "From account", "Auf Konto"): such a column names the account
 * only on the rows that move money its way.
 */
const DIRECTION = /(?<!\p{L})(?:til|fra|to|from|von|nach|auf|från|till|naar|vers|para|desde|от|на|do|od)(?!\p{L})/iu;
const OTHER_PARTY =
  /gegen|tegen|contra|counter|beneficiar|benefici|empf|zahlungsbeteiligt|payee|recipient|partner|destinat|ordenante|other|opposite|корреспондент|получател|destinatario|bénéficiaire|kontrahent|vastapuoli|motpart|modtager/iu;
/** An account's number alone in a cell: an IBAN, or digits (spaces, dashes, slashes between) or a masked card number. */
const NUMBER_CELL = /^(?:[*xX•.]{2,}\s?)?\d[\d \-/]{3,32}\d$/;

/** The file's sections, or null when it holds one account (or its text cannot be split by lines: UTF-16). */
export function csvSections(bytes: Uint8Array): CsvSection[] | null {
  if (utf16(bytes)) return null;
  // Each byte one character and back: the sections' bytes are the file's own.
  const text = binaryText(bytes);
  const lines = text.split(/(?<=\n)/);
  const delimiter = delimiterOf(lines);
  if (!delimiter) return null;
  const sections = byColumn(lines, delimiter) ?? byHeadings(lines, delimiter);
  return sections && sections.length > 1 ? sections : null;
}

function utf16(bytes: Uint8Array): boolean {
  const [a, b] = bytes;
  return (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || bytes.subarray(0, 200).includes(0);
}

/** The lines' characters (each 0–255, binaryText's) as the bytes they were. */
function asBytes(lines: readonly string[]): Uint8Array {
  let length = 0;
  for (const line of lines) length += line.length;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const line of lines) for (let i = 0; i < line.length; i++) bytes[at++] = line.charCodeAt(i);
  return bytes;
}

/**
 * The bytes as characters of their own codes (0–255). Not TextDecoder("latin1"): that is windows-1252, which turns
 * 0x80–0x9F into other characters (0x98 into "˜", U+02DC), so UTF-8's "Ø" (C3 98) or "Ö" (C3 96) came back other bytes.
 * Each piece is widened to 16-bit code units and read as UTF-16, in which every code unit below 0x100 is its character:
 * spread into String.fromCharCode, a 12 MB export took half a second.
 */
function binaryText(bytes: Uint8Array): string {
  let text = "";
  const wide = new Uint16Array(BINARY_PIECE);
  for (let at = 0; at < bytes.length; at += BINARY_PIECE) {
    const piece = bytes.subarray(at, at + BINARY_PIECE);
    wide.set(piece);
    text += UTF16.decode(wide.subarray(0, piece.length));
  }
  return text;
}

const BINARY_PIECE = 0x8000;
const UTF16 = new TextDecoder("utf-16le");

/** The rows of each account of an own-account column, under the file's lines above its first row. */
function byColumn(lines: readonly string[], delimiter: string): CsvSection[] | null {
  const first = lines.findIndex((l) => isRow(l, delimiter));
  if (first < 1) return null;
  // The header's words as UTF-8 (the bytes' own, most often): "Счёт" is no word in Latin-1.
  const header = cellsOf(new TextDecoder().decode(asBytes([lines[first - 1] ?? ""])), delimiter);
  const rows = lines.slice(first).filter((l) => l.trim() !== "");
  const column = header.findIndex(
    (h, i) => OWN_ACCOUNT.test(h) && !OTHER_PARTY.test(h) && !DIRECTION.test(h) && everyRowNamesAnAccount(rows, delimiter, i),
  );
  if (column === -1) return null;
  // Each row's account read once; a row is added to its account's list in place (a list copied at every row made a
  // one-account export of 80,000 rows, whose account is named on every row, take 50 s).
  const labels = rows.map((r) => compact(cellsOf(r, delimiter)[column] ?? ""));
  const byAccount = new Map<string, string[]>();
  rows.forEach((row, i) => addTo(byAccount, labels[i] ?? "", row));
  // One account's export names it on every row: it is the file as it is, and no section's bytes are made.
  if (byAccount.size < 2 || byAccount.size > MAX_SECTIONS || !ownAccounts(labels, byAccount)) return null;
  const above = lines.slice(0, first);
  return [...byAccount].map(([label, own]) => ({ label, bytes: asBytes([...above, ...own]) }));
}

/**
 * A file's own accounts: each account's rows together (an account after account), or each account on two rows or
 * more; a column of other parties' accounts names many once each, in no order.
 */
function ownAccounts(values: readonly string[], byAccount: ReadonlyMap<string, readonly string[]>): boolean {
  const runs = values.filter((v, i) => i === 0 || values[i - 1] !== v).length;
  return runs === byAccount.size || [...byAccount.values()].every((rows) => rows.length >= 2);
}

function everyRowNamesAnAccount(rows: readonly string[], delimiter: string, column: number): boolean {
  return rows.every((row) => {
    const cell = (cellsOf(row, delimiter)[column] ?? "").trim();
    return ibansIn(cell).length === 1 || NUMBER_CELL.test(cell);
  });
}

/**
 * Blocks of rows each under a heading line naming another account, each block repeating the table's header (so a
 * record's second line naming the other party's IBAN, between rows, heads nothing); the lines above the first heading
 * head each block.
 */
function byHeadings(lines: readonly string[], delimiter: string): CsvSection[] | null {
  const headings: { at: number; number: string }[] = [];
  for (const [at, line] of lines.entries()) {
    if (isRow(line, delimiter)) continue;
    const [number] = numbersInLine(line);
    if (number && headings.at(-1)?.number !== compact(number)) headings.push({ at, number: compact(number) });
  }
  // Each heading heads the lines up to the next; a block is an account's when the table starts again in it.
  const blocks = headings.map((h, i) => ({ ...h, lines: lines.slice(h.at, headings[i + 1]?.at ?? lines.length) }));
  const headerOf = (block: string[]) => block[block.findIndex((l) => isRow(l, delimiter)) - 1];
  const withRows = blocks.filter((b) => b.lines.some((l) => isRow(l, delimiter)));
  const [first] = withRows;
  const header = first ? headerOf(first.lines) : undefined;
  if (!first || header === undefined || header.trim() === "" || header === first.lines[0]) return null;
  if (!withRows.every((b) => headerOf(b.lines) === header)) return null;
  if (new Set(withRows.map((b) => b.number)).size < 2) return null;
  const above = lines.slice(0, first.at);
  const merged = new Map<string, string[]>();
  for (const block of withRows) for (const line of block.lines) addTo(merged, block.number, line);
  if (merged.size > MAX_SECTIONS) return null;
  return [...merged].map(([label, own]) => ({ label, bytes: asBytes([...above, ...own]) }));
}

/** The delimiter most rows split by into three cells or more. */
function delimiterOf(lines: readonly string[]): string | null {
  const rows = DELIMITERS.map(() => 0);
  for (const line of lines) {
    if (!DAY.test(line)) continue;
    DELIMITERS.forEach((delimiter, d) => {
      if (cellCount(line, delimiter) >= 3) rows[d] = (rows[d] ?? 0) + 1;
    });
  }
  // The first of the most, as DELIMITERS order them; none when no line is a row.
  const most = Math.max(...rows);
  return most > 0 ? (DELIMITERS[rows.indexOf(most)] ?? null) : null;
}

const DELIMITERS = [";", ",", "\t", "|"];

/** A row of transactions: a day among three cells or more. */
function isRow(line: string, delimiter: string): boolean {
  return DAY.test(line) && cellCount(line, delimiter) >= 3;
}

/**
 * Where each cell of a line ends: the delimiters outside quotes, and the line's end. A quote opens or closes a quoted
 * stretch, and two inside one are a quote; so a cell always starts outside quotes.
 */
function cellEnds(line: string, delimiter: string, each: (end: number) => void): number {
  let quoted = false;
  const end = line.endsWith("\r\n") ? line.length - 2 : line.endsWith("\n") ? line.length - 1 : line.length;
  for (let i = 0; i < end; i++) {
    const c = line[i];
    if (c === '"') {
      if (quoted && line[i + 1] === '"') i++;
      else quoted = !quoted;
    } else if (c === delimiter && !quoted) each(i);
  }
  each(end);
  return end;
}

function cellCount(line: string, delimiter: string): number {
  let n = 0;
  cellEnds(line, delimiter, () => n++);
  return n;
}

/** A line's cells, a quoted cell's delimiters and doubled quotes kept in it. */
function cellsOf(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let start = 0;
  cellEnds(line, delimiter, (end) => {
    const raw = line.slice(start, end);
    cells.push((raw.includes('"') ? unquoted(raw) : raw).trim());
    start = end + 1;
  });
  return cells;
}

/** A cell without its quotes, a doubled quote inside them one. */
function unquoted(raw: string): string {
  let cell = "";
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '"') {
      if (quoted && raw[i + 1] === '"') ((cell += '"'), i++);
      else quoted = !quoted;
    } else cell += c;
  }
  return cell;
}

/** An account number as one key: its letters and digits, upper case. */
function compact(number: string): string {
  return number.replace(/[^\p{L}\p{N}*]/gu, "").toUpperCase();
}

/** How much of an export too large to split is read as one window: a few thousand rows, under its first lines. */
const WINDOW_BYTES = 1024 * 1024;
/** Rows of the first window kept above every later one: the first account's, so a later window shows the change. */
const ROWS_ABOVE = 20;

/**
 * The accounts an export too large to split names in its first bytes (`parts`, read up to the split's limit), or null
 * when it names one. Read a window at a time, each under the file's first lines (its title, header and first rows), so
 * no copy of the whole is made: a second account's column value or heading shows in the window it begins in.
 */
export function accountsIn(parts: readonly Uint8Array[]): string[] | null {
  if (parts.length === 0 || utf16(parts[0] ?? new Uint8Array())) return null;
  const labels = new Set<string>();
  let above: string[] | null = null;
  for (const window of windowsOf(parts)) {
    const lines = binaryText(window).split(/(?<=\n)/);
    let read = lines;
    if (above === null) {
      above = firstLines(lines);
      if (above === null) return null;
    } else read = [...above, ...lines];
    const delimiter = delimiterOf(read);
    if (!delimiter) continue;
    for (const section of byColumn(read, delimiter) ?? byHeadings(read, delimiter) ?? []) labels.add(section.label);
  }
  return labels.size > 1 ? [...labels] : null;
}

/** The lines up to the first row and a few rows under it, or null when the text has no row. */
function firstLines(lines: string[]): string[] | null {
  const delimiter = delimiterOf(lines);
  const first = delimiter ? lines.findIndex((l) => isRow(l, delimiter)) : -1;
  return first < 0 ? null : lines.slice(0, first + ROWS_ABOVE);
}

/** The parts' bytes in windows of about WINDOW_BYTES, each ending after a line feed (the last with the bytes left). */
function* windowsOf(parts: readonly Uint8Array[]): Generator<Uint8Array> {
  let held: Uint8Array[] = [];
  let size = 0;
  for (const part of parts) {
    held.push(part);
    size += part.length;
    if (size < WINDOW_BYTES) continue;
    const joined = joinedBytes(held, size);
    const end = joined.lastIndexOf(LF) + 1;
    if (end === 0) continue;
    yield joined.subarray(0, end);
    held = end < size ? [joined.subarray(end)] : [];
    size -= end;
  }
  if (size > 0) yield joinedBytes(held, size);
}

const LF = 0x0a;

function joinedBytes(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const joined = new Uint8Array(size);
  let at = 0;
  for (const part of parts) (joined.set(part, at), (at += part.length));
  return joined;
}
