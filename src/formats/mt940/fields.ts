// MT940 as statements of tagged fields: a field starts with `:tag:` at the start of a line and runs until the next
// one (multi-line `:86:` and `:61:` lines included). `:20:` starts a statement, and so does the first field after a
// `-` line or a SWIFT envelope's end (banks that write no `:20:` on later pages still separate them). Envelopes and
// control characters around them are skipped; lines end with CR LF, LF, CR or `@@` (FinTS). Whether the last
// statement ends with its end mark (`-`, `-}`, or the ETX closing an SOH block) tells a whole file from a cut one
// where a statement has no closing balance (adapter.ts).

export interface Mt940Field {
  /** `20`, `25`, `28C`, `60F`, `61`, `86`, `NS` (a non-SWIFT field of the bank's own)… */
  tag: string;
  value: string;
  /** 1-based line where the field starts. */
  line: number;
}

/** Every line end a writer of MT940 uses; `@@` stands for CR LF in files from the BTX era (SWIFT user handbook). */
const LINE_END = /\r\n|\n|\r|@@/;
/** SOH and ETX open and close a statement block in some exports (mBank); other C0 controls are noise. */
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;
/** A SWIFT block `{n:…}`, one level of nested blocks included (`{3:{108:REF}}`). */
const BLOCK = /^\{[1-35]:(?:[^{}]|\{[^{}]*\})*\}/;
const TAG = /^:(\d{2}[A-Z]?|NS):(.*)$/;
/** The line between two statements. */
const SEPARATOR = /^-\s*$/;

export function statementsOf(text: string): Mt940Field[][] {
  return readStatements(text).statements;
}

/**
 * The file's statements as their fields, and whether the last field of the file is followed by a statement's end
 * mark (`ended`): a `-` line, an envelope's `-}`, an ETX with nothing after it on its line.
 */
export function readStatements(text: string): { statements: Mt940Field[][]; ended: boolean } {
  const statements: Mt940Field[][] = [];
  let ended = false;
  let current: Mt940Field[] | null = null;
  let field: Mt940Field | null = null;
  // A field's further lines, joined once it ends: a string grown line by line is a chain of a million pieces for
  // a field of a million lines, which cost the collector several times the reading of a typical file of its size.
  // Most fields are one line: no list is made for them.
  let more: string[] | null = null;
  const end = () => {
    if (field && more) field.value = more.join("\n");
    more = null;
  };
  // Each line is looked at only as far as its first characters say (most are a field's or its continuation, with
  // no envelope in them): a file of a million short lines costs per line what a typical file does per transaction.
  const controls = text.search(CONTROLS) >= 0;
  const raws = text.split(LINE_END);
  for (let index = 0; index < raws.length; index++) {
    const raw = raws[index] ?? "";
    const clean = controls ? raw.replace(CONTROLS, "") : raw;
    const { line, before, after, closed } = clean.charCodeAt(0) !== OPEN_BRACE && !clean.includes("-}") ? bare(clean) : unwrapped(clean);
    if (before) {
      end();
      current = field = null;
      ended ||= closed;
    }
    const separator = line.charCodeAt(0) === DASH && SEPARATOR.test(line);
    const [, tag, value = ""] = (line.charCodeAt(0) === COLON && TAG.exec(line)) || [];
    if (tag !== undefined) {
      end();
      ended = false;
      field = { tag, value, line: index + 1 };
      if (tag === "20" || !current) {
        current = [];
        statements.push(current);
      }
      current.push(field);
    } else if (field && !separator && line.trim() !== "") {
      (more ??= [field.value]).push(line);
    }
    if (after || separator) {
      end();
      current = field = null;
      ended = true;
    } else if (controls && closesBlock(raw)) ended = true;
  }
  end();
  return { statements, ended };
}

const ETX = "\u0003";

/** An ETX after the line's text (or alone on it), closing the SOH block it ends (mBank): nothing written after it. */
function closesBlock(raw: string): boolean {
  const at = raw.lastIndexOf(ETX);
  return (
    at >= 0 &&
    raw
      .slice(at + 1)
      .replace(CONTROLS, "")
      .trim() === ""
  );
}

const COLON = 0x3a;
const DASH = 0x2d;
const OPEN_BRACE = 0x7b;

/** A line as it is: no envelope starts or ends in it (what almost every line of a file is). */
const bare = (line: string) => ({ line, before: false, after: false, closed: false });

/**
 * A line without its envelope: a leading `-}` (the last message's end), blocks `{1:…}{2:…}`, a `{4:` opening
 * the text, a trailing `-}` and `{5:…}` trailer. `before`: the line starts another message, so the statement
 * read so far ends before it; `after`: it ends one; `closed`: a `-}` ends the message before it.
 */
function unwrapped(raw: string): { line: string; before: boolean; after: boolean; closed: boolean } {
  let line = raw;
  let before = false;
  const closed = line.startsWith("-}");
  if (closed) {
    line = line.slice(2);
    before = true;
  }
  for (let m = BLOCK.exec(line); m; m = BLOCK.exec(line)) {
    if (m[0].startsWith("{1:")) before = true;
    line = line.slice(m[0].length);
  }
  if (line.startsWith("{4:")) line = line.slice(3);
  const close = /-\}(?:\{5:(?:[^{}]|\{[^{}]*\})*\})?\s*$/.exec(line);
  if (close) line = line.slice(0, close.index);
  return { line, before, after: close !== null, closed };
}
