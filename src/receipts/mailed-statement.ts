// A bank's statement mailed to the connection's address (the bank's monthly mail forwarded by a filter, or a person
// sending an export): imported as an upload is (uploads/statement-file.ts), into the account the statement names,
// else the mailbox's. Whether an attachment is a statement is the upload's reading's to say — a recognised bank
// format with rows — never the sender's name: a receipt's PDF the reading refuses goes on the receipt way. A file
// sent as a statement (its type or name says CSV, OFX, a spreadsheet…) that cannot be read is told, not dropped.
import { fail } from "../result";
import { outboxOf } from "../storage";
import { HEAD_BYTES, recognize } from "../formats/registry";
import { spreadsheetKind } from "../formats/sheets/recognize";
import { accountsNamedBy } from "../uploads/named-account";
import { importStatementFile, readStatementFile, type StatementFile } from "../uploads/statement-file";
import type { InboxEntry } from "./inbox";
import type { MailboxSettings } from "./mailbox";
import type { MailFile, MailMessage } from "./reader/message";
import { holdStatement, statementSeen, type SeenStatement, noteStatement } from "./held-statement";

/** What the step records in the inbox: the mail's own fields (sender, subject, time) are the caller's. */
export type StatementEntry = Omit<InboxEntry, "id" | "received_at" | "from" | "subject">;
type Recorder = (entry: StatementEntry) => Promise<InboxEntry>;

/** A file that may be a statement: the mail's bank files, then its PDFs (a statement or a receipt: read to know). */
interface Candidate {
  file: MailFile;
  name: string;
  /** Sent as a bank's file (its type, its name, or its first bytes say so): a reading that fails is told. */
  sentAsStatement: boolean;
}

/** What an unexpected failure (storage, the service) is told as: nothing was imported, and mailing it again is safe. */
const NOT_NOW = "Intake could not read or import it just now (nothing was imported): mail it again later";

/** Extensions that are only candidates: an XML or text file is a statement only when its first bytes say so. */
const WEAK_EXTENSIONS = /\.(xml|txt)\s*$/i;
const WEAK_TYPES = new Set(["application/xml", "text/xml", "text/plain"]);

/**
 * The mail's statement imported (or held, or told why not), its entry recorded; null when the mail carries no
 * statement and goes on as a receipt.
 */
export async function receiveStatement(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  original: MailMessage,
  record: Recorder,
): Promise<InboxEntry | null> {
  for (const candidate of candidatesOf(original)) {
    const { file, name, sentAsStatement } = candidate;
    const bytes = file.content;
    if (!bytes) {
      if (!sentAsStatement) continue;
      return record(told(name, "it is larger than 10 MB, the most Intake reads from a mail: upload it on the Upload page instead"));
    }
    // Whatever goes wrong in the reading, the mail is still listed: a PDF goes on as a receipt, a statement is told.
    const read = await readStatementFile(env, connectionId, bytes, name, mailbox.accountId).catch(() => fail(NOT_NOW));
    if (!read.ok || read.value.rows === 0) {
      if (!sentAsStatement) continue;
      return record(told(name, read.ok ? "it holds no transactions" : read.reason));
    }
    const seen = await statementSeen(env.CONNECTIONS, connectionId, bytes);
    if (seen) return record(again(name, seen));
    return imported(env, connectionId, mailbox, { bytes, name, statement: read.value }, record);
  }
  return null;
}

/** The mail's candidates in order: its bank files (decided by type, name or first bytes), then its attached PDFs. */
function candidatesOf(original: MailMessage): Candidate[] {
  const bank = (original.bankFiles ?? []).flatMap((file) => {
    const name = file.filename ?? "statement";
    const head = file.content?.subarray(0, HEAD_BYTES);
    const signed = head !== undefined && (recognize(head).format !== "csv" || spreadsheetKind(head) !== null);
    const weak = WEAK_TYPES.has(file.mimeType) && (!file.filename || WEAK_EXTENSIONS.test(file.filename));
    if (weak || (file.filename && WEAK_EXTENSIONS.test(file.filename))) return signed ? [{ file, name, sentAsStatement: true }] : [];
    return [{ file, name, sentAsStatement: true }];
  });
  const pdfs = (original.attachments ?? [])
    .filter((f) => f.mimeType === "application/pdf" && !f.inline)
    .map((file) => ({ file, name: file.filename ?? "statement.pdf", sentAsStatement: false }));
  return [...bank, ...pdfs];
}

/** The statement into the account it names, else the mailbox's; several the statement could name: held, asked. */
async function imported(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  mailed: { bytes: Uint8Array; name: string; statement: StatementFile },
  record: Recorder,
): Promise<InboxEntry> {
  const { bytes, name, statement } = mailed;
  const listed = await outboxOf(env).accountList(connectionId);
  const accounts = listed.ok ? listed.accounts : [];
  const fields = { statement: name, format: statement.format };
  if (statement.accounts) {
    // Each account of the file into the one account it names; one it does not name is not guessed.
    const mapping = statement.accounts.map((fileAccount) => ({ fileAccount, ids: accountsNamedBy([fileAccount], accounts).ids }));
    const unnamed = mapping.filter((m) => m.ids.length !== 1).map((m) => m.fileAccount);
    if (unnamed.length > 0) {
      const why = `it holds ${statement.accounts.length} accounts and ${unnamed.join(", ")} names no one account of your budget`;
      return record(told(name, `${why}: upload it on the Upload page to choose`));
    }
    const into = mapping.map((m) => ({ fileAccount: m.fileAccount, manualAccountId: m.ids[0] ?? null }));
    return record(await sent(env, connectionId, bytes, fields, into, { account: "each account of the statement names its own" }));
  }
  const named = accountsNamedBy(statement.numbers, accounts);
  if (named.ids.length > 1) {
    const choices = accounts.filter((a) => named.ids.includes(a.id));
    return holdStatement(env.CONNECTIONS, connectionId, bytes, record, {
      ...fields,
      account_choices: choices.map((a) => String(a.id)),
      account_names: choices.map((a) => a.display_name ?? a.name),
      how: named.how ?? "",
    });
  }
  const [accountId = mailbox.accountId] = named.ids;
  const how =
    named.how ??
    (statement.numbers.length > 0
      ? "no account of your budget is named by the statement's account: the mailbox's account"
      : "the statement names no account: the mailbox's account");
  const into = [{ fileAccount: undefined, manualAccountId: accountId }];
  return record(await sent(env, connectionId, bytes, fields, into, { account: how }));
}

/** Imported as an upload; the mail is noted so that the same statement mailed again is not imported twice. */
async function sent(
  env: Env,
  connectionId: string,
  bytes: Uint8Array,
  fields: { statement: string; format: string },
  into: { fileAccount: string | undefined; manualAccountId: number | null }[],
  how: { account: string },
): Promise<StatementEntry> {
  const done = await importStatementFile(env, connectionId, bytes, fields.statement, into).catch(() => fail(NOT_NOW));
  if (!done.ok) return told(fields.statement, done.reason);
  const [jobId] = done.value.jobIds;
  await noteStatement(env.CONNECTIONS, connectionId, bytes, { job_ids: done.value.jobIds, at: new Date().toISOString() });
  return {
    verdict: "queued",
    fields: {
      ...fields,
      account_id: done.value.accountIds[0] ?? null,
      ...(done.value.jobIds.length > 1 ? { job_ids: done.value.jobIds } : {}),
    },
    how,
    ...(jobId ? { job_id: jobId } : {}),
  };
}

/** A statement that cannot be imported: the person is told why (the inbox, and a notice). */
function told(name: string, reason: string): StatementEntry {
  return { verdict: "failed", reason: `the attached statement "${name}" was not imported: ${reason}`, fields: { statement: name } };
}

function again(name: string, seen: SeenStatement): StatementEntry {
  // The earlier job is named, not taken as this entry's: its rows are that mail's.
  const fields: StatementEntry["fields"] = { statement: name };
  if (seen.job_ids.length > 0) fields.earlier_jobs = seen.job_ids;
  const when = seen.at.slice(0, 10);
  const reason = seen.held_entry
    ? `the same statement "${name}" arrived on ${when} and waits for you to choose its account: nothing was imported again`
    : `the same statement "${name}" was imported from a mail on ${when}: nothing was imported again`;
  return { verdict: "already_imported", reason, fields };
}
