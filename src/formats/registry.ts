// The one place a bank's file is recognised and listed: every format (asked in order, CSV last: it claims any text) and
// every container of a table (a PDF, a spreadsheet: asked first), each told by its first bytes, with the extensions and
// media types its files go by (the page's picker, the mail's attachments: file-kinds.ts). Nothing else looks at a file's
// bytes or name to say what it is. A format's signature is in the main module; its reader is a lazy module reached
// through it (the statement readers, formats/statements.ts; the CSV reader). Adding a format is its folder and a line
// here; every adapter's plans pass plausible.ts on their way out.
import { recognizesCamt } from "./camt/signature";
import type { AnyProfile, SourceAdapter, SourceOptions } from "./contract";
import { SAMPLE_BYTES } from "./csv/read/sample";
import { importCsvReader, importStatementReaders } from "../lazy-modules";
import { recognizesMt940 } from "./mt940/signature";
import { recognizesOfx } from "./ofx/signature";
import { isPdf, MAX_PDF_STATEMENT_BYTES, pdfStatementAsText } from "./pdf";
import { latestDate, plausibleOnly } from "./plausible";
import { recognizesQif } from "./qif/signature";
import { MAX_SPREADSHEET_BYTES, SPREADSHEET_NAMES, spreadsheetAsText, spreadsheetKind, type SpreadsheetKind } from "./sheets";
import { fitsWhole } from "./statement-chunks";

/** A kind of file as a person and a mailer name it: its extensions and media types. */
export interface FileKind {
  /** How a person calls it: "CSV", "PDF statement". */
  readonly name: string;
  /** Its extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** The media types browsers and mailers give it (text/plain is every mail's body: never listed). */
  readonly mediaTypes: readonly string[];
  /**
   * Whether a mail's attachment of this kind is taken as a bank's file by its name or type alone. A mailed PDF is
   * most often a receipt: it is read to know (mail/mailed-statement.ts), never taken as a statement by its name.
   */
  readonly mailedAsBankFile: boolean;
  /**
   * Its extensions and media types that other files go by too (an XML, a text; text/plain, every mail's body): a
   * mailed file so named, or so typed without a name, is a bank's file only when its first bytes say so.
   */
  readonly sharedNames?: readonly string[];
}

/** A format as the registry lists it: told by its first bytes, its adapter reached when a file of it comes. */
export interface RegisteredFormat {
  /** Named in plans and reports: "csv", "ofx"… */
  readonly format: string;
  /** How the pages name it: "CSV", "OFX"… */
  readonly name: string;
  /** Its files' names and types. */
  readonly file: FileKind;
  recognizes(head: Uint8Array): boolean;
  adapter(): Promise<SourceAdapter>;
}

/** A format whose adapter is at hand (a test's), listed with its files' names. */
export function registered(adapter: SourceAdapter, file: FileKind): RegisteredFormat {
  return { format: adapter.format, name: adapter.name, file, recognizes: (head) => adapter.recognizes(head), adapter: async () => adapter };
}

/** CSV has no signature: it reads what no other format claims, with the reader loaded on first use. */
export const CSV_FORMAT: RegisteredFormat = {
  format: "csv",
  name: "CSV",
  file: {
    name: "CSV",
    extensions: ["csv", "tsv", "txt"],
    mediaTypes: ["text/csv", "text/comma-separated-values", "text/tab-separated-values", "application/csv"],
    mailedAsBankFile: true,
    sharedNames: ["txt", "text/plain"],
  },
  recognizes: () => true,
  adapter: async () => (await importCsvReader()).csvAdapter,
};

type StatementReaders = Awaited<ReturnType<typeof importStatementReaders>>;

/** A statement format: told by its signature here, read by the statement readers' module, loaded on the first statement. */
function statement(
  format: string,
  name: string,
  recognizes: (head: Uint8Array) => boolean,
  reader: (readers: StatementReaders) => SourceAdapter,
  file: FileKind,
): RegisteredFormat {
  return { format, name, file, recognizes, adapter: async () => reader(await importStatementReaders()) };
}

/** The formats with a signature, in the order they are asked (a statement is read whole). */
export const STATEMENT_FORMATS: readonly RegisteredFormat[] = [
  statement("ofx", "OFX", recognizesOfx, (r) => r.ofxAdapter, {
    name: "OFX/QFX",
    extensions: ["ofx", "qfx"],
    mediaTypes: ["application/x-ofx", "application/ofx", "application/vnd.intu.qfx", "application/x-qfx"],
    mailedAsBankFile: true,
  }),
  statement("qif", "QIF", recognizesQif, (r) => r.qifAdapter, {
    name: "QIF",
    extensions: ["qif"],
    mediaTypes: ["application/qif", "application/x-qif"],
    mailedAsBankFile: true,
  }),
  statement("mt940", "MT940", recognizesMt940, (r) => r.mt940Adapter, {
    name: "MT940",
    extensions: ["sta", "mt940", "940"],
    mediaTypes: [],
    mailedAsBankFile: true,
  }),
  statement("camt", "CAMT", recognizesCamt, (r) => r.camtAdapter, {
    name: "CAMT",
    extensions: ["xml", "camt", "052", "053", "054"],
    mediaTypes: ["application/xml", "text/xml"],
    mailedAsBankFile: true,
    sharedNames: ["xml", "application/xml", "text/xml"],
  }),
];

/** The formats, CSV last. */
export const FORMATS: RegisteredFormat[] = [...STATEMENT_FORMATS, CSV_FORMAT];

/** A container's file as its first bytes say it is: what it is called, how large it may be, how its table is read. */
export interface ContainerFile {
  /** How the person is told what the file is: "a PDF", "an Excel workbook (XLSX)". */
  readonly what: string;
  /** The largest one read (it is read whole). */
  readonly maxBytes: number;
  /** Whether it may hold several accounts' tables, read one at a time (`fileAccount`). */
  readonly sections: boolean;
  /** Its table (of the account `fileAccount` names) as delimited text; a SourceInputError when it gives none. */
  asText(bytes: Uint8Array, fileAccount?: string): Promise<ContainerTable>;
}

/** A container's table as delimited text, what its reading said, the account it names, and where the table was read. */
export interface ContainerTable {
  text: Uint8Array;
  warnings: string[];
  account: string | null;
  source: TableSource;
}

/** Where a container's table was read, for a page to name it in the file's own terms (not lines and delimiters). */
export type TableSource =
  { kind: "pdf"; pages: { first: number; last: number } | null } | { kind: "spreadsheet"; format: SpreadsheetKind; sheet: string };

/** A container of a bank's table: its files' names, and what its first bytes open it as (null: not this container). */
export interface RegisteredContainer {
  readonly file: FileKind;
  open(head: Uint8Array): ContainerFile | null;
}

const PDF_FILE: ContainerFile = {
  what: "a PDF",
  maxBytes: MAX_PDF_STATEMENT_BYTES,
  sections: true,
  asText: async (bytes, fileAccount) => {
    const { text, warnings, account, pages } = await pdfStatementAsText(bytes, fileAccount);
    return { text, warnings, account, source: { kind: "pdf", pages } };
  },
};

/** The containers, asked before the formats: a PDF statement, a spreadsheet (or the HTML table a bank names ".xls"). */
export const CONTAINERS: readonly RegisteredContainer[] = [
  {
    file: { name: "PDF statement", extensions: ["pdf"], mediaTypes: ["application/pdf"], mailedAsBankFile: false },
    open: (head) => (isPdf(head) ? PDF_FILE : null),
  },
  {
    file: {
      name: "spreadsheet (XLSX, XLS, ODS)",
      extensions: ["xlsx", "xls", "ods"],
      mediaTypes: [
        "application/vnd.ms-excel",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.oasis.opendocument.spreadsheet",
      ],
      mailedAsBankFile: true,
    },
    open: (head) => {
      const kind = spreadsheetKind(head);
      if (kind === null) return null;
      return {
        what: SPREADSHEET_NAMES[kind],
        maxBytes: MAX_SPREADSHEET_BYTES[kind],
        sections: false,
        asText: async (bytes) => {
          const { text, warnings, sheet } = await spreadsheetAsText(bytes, kind);
          return { text, warnings, account: null, source: { kind: "spreadsheet", format: kind, sheet } };
        },
      };
    },
  },
];

/**
 * How much of an input is read before its adapter is chosen: every signature lies within its first bytes, and
 * CSV, which has none, detects its delimiter, header and formats from this much.
 */
export const HEAD_BYTES = SAMPLE_BYTES;

/** The format of an input, by its first bytes, as listed; CSV, the last, judges what no other claims. */
export function recognize(head: Uint8Array): RegisteredFormat {
  return FORMATS.find((f) => f.recognizes(head)) ?? CSV_FORMAT;
}

/** What a file is by its first bytes: a container of a table (asked first), else a format. */
export type IdentifiedFile = { container: ContainerFile; format?: never } | { format: RegisteredFormat; container?: never };

export function identify(head: Uint8Array): IdentifiedFile {
  for (const c of CONTAINERS) {
    const container = c.open(head);
    if (container) return { container };
  }
  return { format: recognize(head) };
}

/** Whether the first bytes say what the file is: a container, or a format with a signature (CSV claims any text). */
export function signed(head: Uint8Array): boolean {
  const what = identify(head);
  return what.container !== undefined || what.format !== CSV_FORMAT;
}

/** The adapter for an input, by its first bytes, its plans checked (`plausible`). */
export async function adapterFor(head: Uint8Array): Promise<SourceAdapter> {
  return plausible(await recognize(head).adapter());
}

/** How the pages name each format, by the name plans and reports carry ("csv": "CSV"). */
export function formatNames(): Record<string, string> {
  return Object.fromEntries(FORMATS.map((f) => [f.format, f.name]));
}

/** Every kind of file read, as the pages list them: CSV, the statements as asked, then the containers. */
export function fileKinds(): FileKind[] {
  const statements = FORMATS.filter((f) => f !== CSV_FORMAT);
  return [CSV_FORMAT, ...statements, ...CONTAINERS].map((f) => f.file);
}

/** The adapter with implausible items (absurd amounts, dates) turned into row errors in every plan it gives. */
export function plausible<Settings, Profile extends AnyProfile>(
  adapter: SourceAdapter<Settings, Profile>,
): SourceAdapter<Settings, Profile> {
  const latest = (options: SourceOptions<Settings> | undefined) => latestDate(new Date(), options?.futureDates);
  // A statement is refused past its limits on every path, not only when streamed (readWhole): dry runs, mapped imports.
  const fits = (bytes: Uint8Array) => adapter.whole && fitsWhole(bytes, adapter.whole);
  const planAccounts = adapter.planAccounts?.bind(adapter);
  return {
    ...adapter,
    plan: (bytes, options) => {
      fits(bytes);
      return plausibleOnly(adapter.plan(bytes, options), latest(options));
    },
    stream: async function* (input, options, chunkSize) {
      for await (const chunk of adapter.stream(input, options, chunkSize)) yield plausibleOnly(chunk, latest(options));
    },
    ...(planAccounts
      ? {
          planAccounts: (bytes, each) => {
            fits(bytes);
            return planAccounts(bytes, each).map((plan, i) => plausibleOnly(plan, latest(each[i])));
          },
        }
      : {}),
  };
}
