// An upload of a file of several sections (an OFX of several STMTRS, a CAMT of several accounts' Stmt, an MT940 of
// several :25:, a PDF of several accounts' tables) that the request does not map: each section is read as the upload of
// its own account would read it, goes to the account it names (sections.ts), and is imported as that upload would be
// (one job a section); a section that names none of the budget's, or that several could be, is held and said, and one
// call (file_account with account, or file_accounts) imports it later. A file of one section never comes here.
import { fail, ok } from "../result";
import { outboxOf } from "../storage";
import { CSV_FORMAT, HEAD_BYTES, identify } from "../formats/registry";
import { readHead, withHead } from "../formats/bytes";
import type { CsvProfileOverrides } from "../formats/csv/words/profile";
import { type AccountMapping, type AccountsQuery, openUpload, type UploadedFile } from "./accounts";
import { importFile, type ImportFileQuery } from "./import-file";
import { previewImport, type PreviewQuery } from "./preview";
import { listed, mergedPreview, type SectionListed } from "./merged-preview";
import { AccountRefused, UploadRefused } from "./refused";
import { rememberChoices, rememberedChoices } from "./section-choices";
import { type BudgetAccount, choiceKey, type FileSection, type RoutedSection } from "./sections";
import type { CsvSection } from "./csv-sections";
import { importFileSections } from "../lazy-modules";
import { fileOf } from "./statement-file";
import { fileCurrencies, inputOrThrow } from "./steps";

/**
 * The upload as received, its bytes when it is of a format that may hold sections and within that format's limit, and a
 * delimited export's sections when it holds several accounts.
 */
export interface KeptFile {
  file: UploadedFile;
  bytes: Uint8Array | null;
  split: CsvSection[] | null;
}

/**
 * A delimited export is kept whole up to this size to be split by account; a larger one is streamed as one account, and
 * refused when its first bytes name several.
 */
const CSV_SECTIONS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * A statement or PDF kept whole (each is read whole anyway, within its format's limit), so that its sections can be
 * read one by one; any other file, or one past its limit (refused as before), stays a stream.
 */
export async function keptWhole(file: UploadedFile): Promise<KeptFile> {
  const reader = file.stream.getReader();
  const { head, done } = await readHead(reader, HEAD_BYTES).catch((error: unknown) => {
    throw file.refusalOf(error) ?? error;
  });
  const kind = await sectionedKind(head);
  if (kind === null) return { file: { ...file, stream: withHead(head, reader, done) }, bytes: null, split: null };
  const read = await readUpTo(reader, head, done, kind.max + 1);
  // Past the format's limit, or cut by the upload's own error: read on as before, which says so in its own words (and
  // imports what arrived of a CSV, or streams a large one whole). A CSV too large to split must be one account's.
  if (!read.whole) {
    if (kind.csv && read.first) refuseSeveralAccounts((await importFileSections()).accountsIn(read.first));
    return { file: { ...file, stream: read.stream }, bytes: null, split: null };
  }
  const split = kind.csv ? (await importFileSections()).csvSections(read.whole) : null;
  return { file: { ...fileOf(read.whole, file.fileName), refusalOf: file.refusalOf }, bytes: read.whole, split };
}

/** The stream read to its end within `max` bytes (`whole`), or the stream again as it came, its error included. */
async function readUpTo(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  head: Uint8Array,
  done: boolean,
  max: number,
): Promise<
  | { whole: Uint8Array; stream?: never; first?: never }
  | { whole?: never; stream: ReadableStream<Uint8Array>; first: readonly Uint8Array[] | null }
> {
  const parts = [head];
  let size = head.length;
  let ended = done;
  // The upload's own error, when it broke off: handed on once what arrived before it is.
  let broke = false;
  let why: unknown;
  while (!ended && size < max) {
    try {
      const next = await reader.read();
      if (next.done) ended = true;
      else (parts.push(next.value), (size += next.value.length));
    } catch (error) {
      broke = true;
      why = error;
      break;
    }
  }
  if (ended && size < max) {
    const whole = new Uint8Array(size);
    let at = 0;
    for (const part of parts) (whole.set(part, at), (at += part.length));
    return { whole };
  }
  // Part by part as asked for: an error given at once would drop what arrived before it.
  let next = 0;
  const again = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts[next++];
      if (part) return controller.enqueue(part);
      if (broke) return controller.error(why);
      const read = await reader.read();
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  // The bytes read up to the limit, when the upload did not break off: what a file too large to keep is judged by.
  return { stream: again, first: broke ? null : parts };
}

/**
 * A 422 for an export too large to split by account whose first bytes name several accounts: streamed as one, every
 * account's rows would go into one account.
 */
function refuseSeveralAccounts(accounts: string[] | null): void {
  if (accounts === null) return;
  throw new UploadRefused(
    422,
    `this CSV file's rows name ${accounts.length} accounts (${accounts.join(", ")}), and a file over ${CSV_SECTIONS_MAX_BYTES / (1024 * 1024)} MB is not split by account: export each account on its own, or a shorter period`,
    { file_accounts: accounts },
  );
}

/**
 * A file that may hold sections (a container of several accounts' tables, a PDF; a statement whose adapter names its
 * accounts; a delimited export) and its limit, as the registry says what it is.
 */
async function sectionedKind(head: Uint8Array): Promise<{ max: number; csv: boolean } | null> {
  const { container, format } = identify(head);
  if (container) return container.sections ? { max: container.maxBytes, csv: false } : null;
  if (format === CSV_FORMAT) return { max: CSV_SECTIONS_MAX_BYTES, csv: true };
  const adapter = await format.adapter();
  return adapter.fileAccounts && adapter.whole ? { max: adapter.whole.maxBytes, csv: false } : null;
}

/** The section of a delimited export that `file_account` names, as a file of its own; a 422 naming them when none is. */
export function sectionFile(split: readonly CsvSection[], named: string, fileName: string | null): UploadedFile {
  const wanted = choiceKey(named.replace(/[^\p{L}\p{N}*]/gu, ""));
  const found = split.find((s) => choiceKey(s.label) === wanted);
  const labels = split.map((s) => s.label);
  if (!found)
    throw new UploadRefused(422, `this CSV file has no account "${named}" (it has ${labels.join(", ")})`, { file_accounts: labels });
  return fileOf(found.bytes, fileName);
}

/**
 * A file split by its own text into accounts (a delimited export of several, `keptWhole`), when the request chooses
 * none: its sections. Null for any other file, or one the request chose in.
 */
export function splitSections(
  kept: KeptFile,
  named: string | undefined,
): { bytes: Uint8Array; labels: string[]; split: CsvSection[] } | null {
  if (!kept.bytes || !kept.split || named !== undefined) return null;
  return { bytes: kept.bytes, labels: kept.split.map((s) => s.label), split: kept.split };
}

/** The file an upload of one account reads: the section of a split file `file_account` names, else the file as kept. */
export function fileToRead(kept: KeptFile, named: string | undefined): UploadedFile {
  return kept.split && named !== undefined ? sectionFile(kept.split, named, kept.file.fileName) : kept.file;
}

/** The file's sections when a reading of one account refused it for holding several ("choose one"); else null. */
export function severalSections(error: unknown): string[] | null {
  if (!(error instanceof UploadRefused) || error.status !== 422) return null;
  const named = error.details?.file_accounts;
  if (!Array.isArray(named) || named.length < 2 || !named.every((n): n is string => typeof n === "string")) return null;
  return named;
}

/** What a file of sections is read and imported with: the request's own, and the file kept whole. */
export interface SectionsRequest {
  env: Env;
  connectionId: string;
  query: AccountsQuery & ImportFileQuery & PreviewQuery;
  overrides: CsvProfileOverrides;
  fileName: string | null;
  bytes: Uint8Array;
  labels: string[];
  /** A delimited export's sections, each its own text; null for a format that chooses its section itself (file_account). */
  split: CsvSection[] | null;
}

/** A section as the answer lists it (merged-preview.ts), with the import of its rows when it was imported. */
export interface SectionShown extends SectionListed {
  /** The import of its rows, when it was imported. */
  job?: string;
}

/** Every section imported into the account it names, each as its own upload would be; the others held and said. */
export async function importSections(request: SectionsRequest) {
  const { format, routed } = await routedSections(request);
  const imported = [];
  const sections: SectionShown[] = [];
  for (const section of routed) {
    if (section.accountId === null) {
      sections.push(listed(section));
      continue;
    }
    const done = await importedSection(request, section, section.accountId);
    if (done.ok) {
      imported.push({ file_account: section.label, ...done.value });
      sections.push({ ...listed(section), job: done.value.id });
    } else sections.push(listed({ ...section, accountId: null, how: null, held: done.reason }));
  }
  const held = sections.filter((s) => s.held !== null);
  return {
    format,
    file_name: request.fileName,
    file_accounts: request.labels,
    imported,
    not_imported: held.map((s) => ({ file_account: s.file_account, reason: `${s.held ?? ""}; ${importLater(s.file_account)}` })),
    sections,
  };
}

/**
 * A dry run of a file of several sections: each section previewed as its own upload would be, into the account it
 * goes to (none when held), and the previews as one answer (merged-preview.ts): every section's rows among the items,
 * each saying its section, and every section listed with its account or why it is held. Never a refusal of the whole
 * file for holding several.
 */
export async function previewSections(request: SectionsRequest) {
  const { routed } = await routedSections(request);
  const previews = [];
  for (const section of routed) previews.push(await previewedSection(request, section));
  return mergedPreview(previews);
}

/** One section's preview in the account it goes to; an account that cannot take it (refused) holds it instead. */
async function previewedSection(request: SectionsRequest, section: RoutedSection) {
  const { env, connectionId, query } = request;
  const preview = async (accountId: number | null) => {
    const opened = await openSection(request, { fileAccount: section.label, manualAccountId: accountId });
    return opened.use((one) => previewImport(env, connectionId, query, one));
  };
  if (section.accountId === null) return { section, preview: await preview(null) };
  try {
    return { section, preview: await preview(section.accountId) };
  } catch (error) {
    if (!(error instanceof AccountRefused)) throw error;
    const held = `the account ${section.accountId} could not be used (${error.refusal.reason.replace(/_/g, " ")})`;
    return { section: { ...section, accountId: null, how: null, held }, preview: await preview(null) };
  }
}

/** The person's choice of each section's account on an import they sent (`file_accounts`, or `file_account` with `account`). */
export async function rememberChosen(env: Env, connectionId: string, accounts: readonly AccountMapping[], chosen: boolean): Promise<void> {
  if (!chosen) return;
  const choices = accounts.flatMap((a) => (a.fileAccount === undefined ? [] : [{ label: a.fileAccount, accountId: a.manualAccountId }]));
  await rememberChoices(env.CONNECTIONS, connectionId, choices);
}

/** Each section read as its own upload (its rows, its currency), then routed among the budget's accounts. */
async function routedSections(request: SectionsRequest): Promise<{ format: string; routed: RoutedSection[] }> {
  const { env, connectionId, labels } = request;
  const read = [];
  for (const label of labels) read.push(await readSection(request, label));
  const sections = read.map((r) => r.section);
  const listed = await outboxOf(env).accountList(connectionId);
  const format = read[0]?.format ?? "unknown";
  if (!listed.ok) {
    const why = "your budget's accounts could not be listed just now: upload it again, or choose each section's account";
    return { format, routed: sections.map((s) => ({ ...s, accountId: null, how: null, held: why, choices: [] })) };
  }
  const accounts: BudgetAccount[] = listed.accounts.map((a) => ({
    id: a.id,
    name: a.name,
    display_name: a.display_name,
    currency: a.currency,
  }));
  const remembered = await rememberedChoices(env.CONNECTIONS, connectionId, labels);
  return { format, routed: (await importFileSections()).routeSections(sections, accounts, remembered) };
}

/** One section read as the upload of it alone reads it (into no account yet): its rows and the currency they are in. */
async function readSection(request: SectionsRequest, label: string): Promise<{ format: string; section: FileSection }> {
  const opened = await openSection(request, { fileAccount: label, manualAccountId: null });
  return opened.use(async ({ adapter, rest, accounts: [account] }) => {
    if (!account) throw new Error("an upload of one section has its account (accounts.ts)");
    const whole = new Uint8Array(await new Response(rest).arrayBuffer());
    const plan = await inputOrThrow(() => adapter.plan(whole, account.options));
    const currencies = fileCurrencies(plan, adapter.statementBalance?.(plan.profile) ?? null);
    const [only] = currencies;
    const currency = currencies.length === 1 && only ? only : currencyTrait(label);
    return { format: adapter.format, section: { label, number: numberOf(label), currency, rows: plan.items.length } };
  });
}

function openSection(request: SectionsRequest, mapping: AccountMapping) {
  const { env, connectionId, query, overrides, bytes, fileName, split } = request;
  // A delimited export's section is its own text, read as one account; a statement's is chosen by its name.
  const own = split?.find((s) => s.label === mapping.fileAccount);
  const file = fileOf(own ? own.bytes : bytes, fileName);
  return openUpload(env, connectionId, query, file, overrides, [own ? { ...mapping, fileAccount: undefined } : mapping]);
}

/** One section imported into its account as its own upload; a refusal (its currency, the account) holds it instead. */
async function importedSection(request: SectionsRequest, section: RoutedSection, accountId: number) {
  try {
    const opened = await openSection(request, { fileAccount: section.label, manualAccountId: accountId });
    const answer = await opened.use((one) => importFile(request.env, request.connectionId, request.query, one, false));
    if ("imported" in answer) throw new Error("an upload of one section answers its one job (import-file.ts)");
    const { format: _format, file_name: _name, profile: _profile, ...job } = answer;
    return ok(job);
  } catch (error) {
    if (error instanceof UploadRefused) return fail(`not imported: ${error.message}`);
    if (error instanceof AccountRefused)
      return fail(`the account ${accountId} could not be used (${error.refusal.reason.replace(/_/g, " ")})`);
    throw error;
  }
}

/** The number a section's label names: the label without what tells accounts of one number apart ("1234 (USD)"). */
function numberOf(label: string): string {
  return /^(.*?)\s*\([^()]*\)\s*$/.exec(label)?.[1] ?? label;
}

/** A currency among the label's traits ("DE89… (USD)"), lowercase, or null. */
function currencyTrait(label: string): string | null {
  const traits = /\(([^()]*)\)\s*$/.exec(label)?.[1]?.split(",") ?? [];
  const codes = traits.map((t) => t.trim()).filter((t) => /^[A-Z]{3}$/.test(t));
  const [only] = codes;
  return codes.length === 1 && only ? only.toLowerCase() : null;
}

function importLater(label: string): string {
  return `import it with file_account=${label}&account=<id>, or file_accounts={"${label}": <id>}`;
}
