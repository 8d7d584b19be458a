// One reading of an upload's head: its first bytes, what the registry says the file is (asked once, when the head is
// read: accounts.ts), and what the CSV reader's detection says of a delimited text's head (its profile: the fingerprint
// a saved profile is found by, the decisions its bytes leave open), made once for what it is asked with and handed to
// every step that asks: the saved profile's lookup (profiles/saved-defaults.ts) and the budget's evidence
// (budget-evidence.ts). No step detects the head itself.
import type { DetectedHead, DetectOptions, openDecisions } from "../formats/csv";
import type { CsvProfile, CsvProfileOverrides } from "../formats/csv/words/profile";
import type { IdentifiedFile } from "../formats/registry";
import type { importCsvReader } from "../lazy-modules";

/** The CSV reader's detection, as the reading asks it (the lazy module's, or a test's). */
export type HeadDetection = Pick<Awaited<ReturnType<typeof importCsvReader>>, "detectProfile" | "openDecisions">;

/** What a head leaves open, and the days its rows fall on under each reading of its dates (formats/csv `openDecisions`). */
export type OpenDecisions = ReturnType<typeof openDecisions>;

/**
 * What detection weighs beside the head, as every step asks it: the file's name, the target account's type and the
 * profile saved for the header (once it is found), always in this order, so that one question is one detection.
 */
export function headContext(fileName: string | null, accountType: string | null, saved?: CsvProfileOverrides): DetectOptions {
  return {
    ...(saved ? { saved } : {}),
    ...(fileName ? { fileName } : {}),
    ...(accountType ? { accountType } : {}),
  };
}

/** A detection's outcome, kept: its profile, or what it threw (thrown again to whoever asks). */
type Detected = { profile: CsvProfile } | { refused: unknown };

export class HeadReading {
  #detections = 0;
  #taken = 0;
  readonly #detected = new Map<string, Detected>();

  constructor(
    /** The upload's first bytes (a container's: its table's text). */
    readonly head: Uint8Array,
    /** What the registry said the file is by its first bytes: a container of a table, or a format. */
    readonly file: IdentifiedFile,
  ) {}

  /** How many times the head was detected: once for each distinct thing it was asked with, never again for the same. */
  get detections(): number {
    return this.#detections;
  }

  /** How many plans took the head's profile instead of detecting the head again (an import's stream). */
  get taken(): number {
    return this.#taken;
  }

  /**
   * The head's profile under these overrides and context, for the plan: a stream whose detection would read the same
   * bytes with the same takes it (formats/csv `DetectedHead`). Undefined when detection cannot read the head.
   */
  detectedHead(reader: HeadDetection, overrides: CsvProfileOverrides, context: DetectOptions): DetectedHead | undefined {
    const detected = this.#detect(reader, overrides, context);
    if (!("profile" in detected)) return undefined;
    return { sample: this.head, overrides, context, profile: detected.profile, taken: () => this.#taken++ };
  }

  /**
   * The header's fingerprint, a saved profile's key; null when detection cannot read the head (the adapter's 422 says
   * why later). Detected with what the upload says beside the bytes, as the profile's open decisions are: with no
   * saved profile found, the one detection serves both (the header, its width and delimiter, which the fingerprint
   * is made of, are read before the file name or the account's type is weighed).
   */
  fingerprint(reader: HeadDetection, overrides: CsvProfileOverrides, context: DetectOptions): string | null {
    const detected = this.#detect(reader, overrides, context);
    if ("profile" in detected) return detected.profile.fingerprint;
    // What the context adds is weighed after the header is read: without it, the head may still name its header.
    if (Object.keys(context).length === 0) return null;
    const bare = this.#detect(reader, overrides, {});
    return "profile" in bare ? bare.profile.fingerprint : null;
  }

  /** What the head leaves open under these overrides and context (undefined when detection cannot read it). */
  openDecisions(reader: HeadDetection, overrides: CsvProfileOverrides, context: DetectOptions): OpenDecisions | undefined {
    const detected = this.#detect(reader, overrides, context);
    if (!("profile" in detected)) return undefined;
    try {
      return reader.openDecisions(this.head, overrides, context, detected.profile);
    } catch {
      return undefined; // a head its readings cannot plan is the adapter's refusal to say, not the reading's
    }
  }

  #detect(reader: HeadDetection, overrides: CsvProfileOverrides, context: DetectOptions): Detected {
    const key = JSON.stringify([overrides, context]);
    const kept = this.#detected.get(key);
    if (kept) return kept;
    this.#detections++;
    let detected: Detected;
    try {
      detected = { profile: reader.detectProfile(this.head, overrides, context) };
    } catch (refused) {
      detected = { refused };
    }
    this.#detected.set(key, detected);
    return detected;
  }
}
