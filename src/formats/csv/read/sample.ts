// What detection reads: the start of the file with every overlong cell shortened. A cell of thousands of
// characters (a memo pasted whole, a value meant to break the import) says no more about delimiter, dates or
// amounts than its first characters, but in a fixed 64 KB sample it would leave no row to detect from: so
// the sample reaches further into the file, up to a bound, until it holds 32 KB of detectable text. Blank
// lines (nothing but spaces and delimiters) are no evidence either: a table under 800,000 of them is found.

/** Bytes read before deciding the format: enough for a long preamble and ~500 rows of a wide export. */
export const SAMPLE_BYTES = 64 * 1024;
/** A cell's first characters are all detection reads of it. */
const DETECTION_CELL_CHARS = 256;
/** A run without a delimiter, quote or line break longer than a cell detection reads. */
const LONG_RUN = new RegExp(`[^,;\\t|"\\r\\n]{${DETECTION_CELL_CHARS + 1},}`, "g");
/** What is not evidence: line breaks, spaces, delimiters and quotes (a blank line is made only of these). */
const NO_EVIDENCE = /[\s,;|"]+/g;
/** Detectable text that is enough: half the usual sample, so one long cell does not send the reading on. */
export const DETECTABLE_CHARS = 32 * 1024;
/** How far into a file the sample may reach: cells of a few megabytes before the table still leave rows. */
export const MAX_SAMPLE_CHARS = 4 * 1024 * 1024;

/** The text with every overlong cell cut to the characters detection reads: records and fields stay as they are. */
export function forDetection(text: string): string {
  return hasLongRun(text) ? text.replace(LONG_RUN, (run) => run.slice(0, DETECTION_CELL_CHARS)) : text;
}

/** Whether LONG_RUN is in the text, found in one pass (the pattern tries again from every character of a run). */
function hasLongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 59 || c === 9 || c === 124 || c === 34 || c === 13 || c === 10) run = 0;
    else if (++run > DETECTION_CELL_CHARS) return true;
  }
  return false;
}

/** Characters of the text that say something about the table (its values' own characters). */
export function evidenceIn(text: string): number {
  return text.replace(NO_EVIDENCE, "").length;
}

/**
 * What detection reads of a whole text of `length` characters, whose first characters `start` gives: from its first
 * `first` characters on, doubling until enough is detectable; `end` is where the sample stops in the text,
 * `detectable` the sample as detection reads it.
 */
export function detectionSample(start: (chars: number) => string, length: number, first: number): { end: number; detectable: string } {
  let end = Math.min(length, first);
  let detectable = forDetection(start(end));
  while (end < length && end < MAX_SAMPLE_CHARS && evidenceIn(detectable) < DETECTABLE_CHARS) {
    end = Math.min(length, MAX_SAMPLE_CHARS, end * 2);
    detectable = forDetection(start(end));
  }
  return { end, detectable };
}
