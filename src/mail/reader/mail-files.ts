// The files a receipt mail carries that are worth keeping: PDFs and photos, the types the budgeting service
// accepts as a transaction's attachment (its OpenAPI: image/jpeg, image/png, application/pdf, image/heic,
// image/heif; at most 10 MB). A PDF invoice is read when the mail's own text names no total, and either kind
// is what attaching the receipt to its transaction sends. A file that may be a bank's export or statement (CSV, OFX,
// QIF, CAMT, MT940, a spreadsheet) is kept too, for the upload's reading to judge (mail/mailed-statement.ts).
// Every other attachment stays undecoded (mail-parser.ts).
import { mailedBankFiles } from "../../formats/file-kinds";

/** The service's limit on an attachment, and so on what a part is decoded for. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The service's types, and the other names mailers give them. */
const TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "application/pdf",
  "application/x-pdf": "application/pdf",
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/png": "image/png",
  "image/heic": "image/heic",
  "image/heif": "image/heif",
};
const EXTENSIONS: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
  heif: "image/heif",
};
/** Types that say nothing of the content: the file's name then tells (phones and webmail send these). */
const GENERIC = new Set(["application/octet-stream", "application/binary", "application/download", "binary/octet-stream"]);

/**
 * The service's type of a part, or null when it is not a file to keep: its own type, or for a generic type
 * the extension of its name ("Rechnung.PDF" sent as application/octet-stream is a PDF).
 */
export function fileType(mimeType: string, filename: string | null | undefined): string | null {
  const type = TYPES[mimeType.toLowerCase()];
  if (type) return type;
  if (!GENERIC.has(mimeType.toLowerCase()) || !filename) return null;
  return EXTENSIONS[filename.match(/\.([a-z]+)\s*$/i)?.[1]?.toLowerCase() ?? ""] ?? null;
}

/**
 * Whether a part's headers, before its body is read, may name a file to keep. The name may still be
 * MIME-encoded here ("=?utf-8?Q?Rechnung=2Epdf?="), so a generic part is kept when any of the extensions
 * appears in it; the listing (`fileType` on the decoded name) drops those that are not.
 */
export function mayBeFile(mimeType: string, rawName: string | undefined): boolean {
  if (TYPES[mimeType.toLowerCase()]) return true;
  return GENERIC.has(mimeType.toLowerCase()) && rawName !== undefined && /pdf|jpe?g|png|hei[cf]/i.test(rawName);
}

/**
 * The names and types a bank's export or statement goes by in a mail (formats/file-kinds.ts, from the registry): an XML or text one is
 * still only a candidate, its own first bytes decide.
 */
const BANK_FILES = mailedBankFiles();
/** Any of those extensions after a dot or its quoted-printable "=2E", in a name that may still be MIME-encoded. */
const BANK_EXTENSION_IN_RAW_NAME = new RegExp(`(?:\\.|=2E)(?:${[...BANK_FILES.extensions].join("|")})(?![a-z0-9])`, "i");

const extensionOf = (name: string | null | undefined) => name?.match(/\.([a-z0-9]+)\s*$/i)?.[1]?.toLowerCase() ?? "";

/** Whether a part, by its type or its name's extension, may be a bank's export or statement. */
export function isBankFile(mimeType: string, filename: string | null | undefined): boolean {
  return BANK_FILES.mediaTypes.has(mimeType.toLowerCase()) || BANK_FILES.extensions.has(extensionOf(filename));
}

/** The same before the part's name is decoded (it may still be MIME-encoded: any of the extensions in it keeps it). */
export function mayBeBankFile(mimeType: string, rawName: string | undefined): boolean {
  if (BANK_FILES.mediaTypes.has(mimeType.toLowerCase())) return true;
  if (rawName === undefined) return false;
  // A base64-encoded name cannot be read here: kept.
  return BANK_EXTENSION_IN_RAW_NAME.test(rawName) || /\?b\?/i.test(rawName);
}
