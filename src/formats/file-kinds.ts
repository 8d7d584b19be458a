// The files Intake reads, as a person and a mailer name them: each format and container (PDF, spreadsheets) with its
// extensions and media types. The upload page's picker and its hint, and the mail's list of attachments that may be a
// bank's file, are derived from this table: a format added here is offered everywhere at once. What a file *is* is
// still decided by its first bytes (registry.ts, the containers' own checks); a name only says it may be one.

export interface FileKind {
  /** How a person calls it: "CSV", "PDF statement". */
  readonly name: string;
  /** Its extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** The media types browsers and mailers give it (text/plain is every mail's body: never listed). */
  readonly mediaTypes: readonly string[];
  /**
   * Whether a mail's attachment of this kind is taken as a bank's file by its name or type alone. A mailed PDF is
   * most often a receipt: it is read to know (receipts/mailed-statement.ts), never taken as a statement by its name.
   */
  readonly mailedAsBankFile: boolean;
}

export const FILE_KINDS: readonly FileKind[] = [
  {
    name: "CSV",
    extensions: ["csv", "tsv", "txt"],
    mediaTypes: ["text/csv", "text/comma-separated-values", "text/tab-separated-values", "application/csv"],
    mailedAsBankFile: true,
  },
  {
    name: "OFX/QFX",
    extensions: ["ofx", "qfx"],
    mediaTypes: ["application/x-ofx", "application/ofx", "application/vnd.intu.qfx", "application/x-qfx"],
    mailedAsBankFile: true,
  },
  { name: "QIF", extensions: ["qif"], mediaTypes: ["application/qif", "application/x-qif"], mailedAsBankFile: true },
  {
    name: "CAMT",
    extensions: ["xml", "camt", "052", "053", "054"],
    mediaTypes: ["application/xml", "text/xml"],
    mailedAsBankFile: true,
  },
  { name: "MT940", extensions: ["sta", "mt940", "940"], mediaTypes: [], mailedAsBankFile: true },
  { name: "PDF statement", extensions: ["pdf"], mediaTypes: ["application/pdf"], mailedAsBankFile: false },
  {
    name: "spreadsheet (XLSX, XLS, ODS)",
    extensions: ["xlsx", "xls", "ods"],
    mediaTypes: [
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.oasis.opendocument.spreadsheet",
    ],
    mailedAsBankFile: true,
  },
];

/** The picker's `accept`: every extension, then every media type. */
export function acceptList(kinds: readonly FileKind[] = FILE_KINDS): string {
  return [...kinds.flatMap((k) => k.extensions.map((e) => `.${e}`)), ...kinds.flatMap((k) => k.mediaTypes)].join(",");
}

/** The kinds in a sentence: "CSV, OFX/QFX, QIF, CAMT, MT940, PDF statement or spreadsheet (XLSX, XLS, ODS)". */
export function kindsInWords(kinds: readonly FileKind[] = FILE_KINDS): string {
  const names = kinds.map((k) => k.name);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** The extensions and media types of a mail's attachment taken as a bank's file by its name or type. */
export function mailedBankFiles(kinds: readonly FileKind[] = FILE_KINDS): { extensions: Set<string>; mediaTypes: Set<string> } {
  const mailed = kinds.filter((k) => k.mailedAsBankFile);
  return { extensions: new Set(mailed.flatMap((k) => k.extensions)), mediaTypes: new Set(mailed.flatMap((k) => k.mediaTypes)) };
}
