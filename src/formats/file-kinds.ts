// The files Intake reads as a person and a mailer name them, said from the registry's kinds (registry.ts: each format
// and container with its extensions and media types): the upload page's picker and its hint, and the mail's list of
// attachments that may be a bank's file. A format added to the registry is offered everywhere at once. What a file
// *is* is still decided by its first bytes (registry.ts `identify`); a name only says it may be one.
import { type FileKind, fileKinds } from "./registry";

export type { FileKind } from "./registry";

/** The picker's `accept`: every extension, then every media type. */
export function acceptList(kinds: readonly FileKind[] = fileKinds()): string {
  return [...kinds.flatMap((k) => k.extensions.map((e) => `.${e}`)), ...kinds.flatMap((k) => k.mediaTypes)].join(",");
}

/** The kinds in a sentence: "CSV, OFX/QFX, QIF, MT940, CAMT, PDF statement or spreadsheet (XLSX, XLS, ODS)". */
export function kindsInWords(kinds: readonly FileKind[] = fileKinds()): string {
  const names = kinds.map((k) => k.name);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** The extensions and media types of a mail's attachment taken as a bank's file by its name or type. */
export function mailedBankFiles(kinds: readonly FileKind[] = fileKinds()): { extensions: Set<string>; mediaTypes: Set<string> } {
  const mailed = kinds.filter((k) => k.mailedAsBankFile);
  return { extensions: new Set(mailed.flatMap((k) => k.extensions)), mediaTypes: new Set(mailed.flatMap((k) => k.mediaTypes)) };
}

/** A mailed file read to know whether it is a bank's (a PDF: most often a receipt), by its media type. */
export function mailedToRead(mediaType: string, kinds: readonly FileKind[] = fileKinds()): boolean {
  return kinds.some((k) => !k.mailedAsBankFile && k.mediaTypes.includes(mediaType.toLowerCase()));
}

/**
 * Whether a mailed file goes by a name other files share (its extension, or its media type when it has no name: an
 * XML, a text): then only its first bytes make it a bank's file.
 */
export function namedLikeOthers(mediaType: string, fileName: string | null | undefined, kinds: readonly FileKind[] = fileKinds()): boolean {
  const shared = new Set(kinds.flatMap((k) => k.sharedNames ?? []));
  if (fileName) return shared.has(fileName.match(/\.([a-z0-9]+)\s*$/i)?.[1]?.toLowerCase() ?? "");
  return shared.has(mediaType.toLowerCase());
}
