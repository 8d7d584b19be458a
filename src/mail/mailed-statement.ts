// A bank's statement mailed to the connection's address (the bank's monthly mail forwarded by a filter, or a person
// sending an export): imported as an upload is (uploads/statement-file.ts), into the account the statement names,
// else the mailbox's. Whether an attachment is a statement is the upload's reading's to say — a recognised bank
// format with rows — never the sender's name: a receipt's PDF the reading refuses goes on the receipt way. A file
// sent as a statement (its type or name says CSV, OFX, a spreadsheet…) that cannot be read is told, not dropped.
import { fail } from "../result";
import { outboxOf } from "../storage";
import { mailedToRead, namedLikeOthers } from "../formats/file-kinds";
import { HEAD_BYTES, signed } from "../formats/registry";
import type { ListedAccount } from "../uploads/named-account";
import { importStatementFile, readStatementFile, type StatementFile } from "../uploads/statement-file";
import type { InboxEntry } from "./inbox";
import type { MailboxSettings } from "./mailbox";
import type { MailFile, MailMessage } from "./reader/message";
import { holdStatement, statementSeen, type SeenStatement, noteStatement } from "./held-statement";
import { type Placement, placementsOf } from "./statement-placement";

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

/**
 * Every statement of the mail imported (or held, or told why not), each recorded as its own entry, as an upload of
 * each would be; none when the mail carries no statement and goes on as a receipt.
 */
export async function receiveStatement(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  original: MailMessage,
  record: Recorder,
): Promise<InboxEntry[]> {
  const entries: InboxEntry[] = [];
  const mail: MailSoFar = { accounts: null, imported: [] };
  for (const candidate of candidatesOf(original)) {
    // One statement that cannot be read or imported is told; the mail's others still land.
    entries.push(...(await receiveOne(env, connectionId, mailbox, candidate, mail, record)));
  }
  return entries;
}

/** What one mail's statements share: the budget's accounts (listed once), and the statements imported so far. */
interface MailSoFar {
  accounts: ListedAccount[] | null;
  imported: { name: string; accountId: number | null; rowsKey: string; jobIds: string[] }[];
}

async function receiveOne(
  env: Env,
  connectionId: string,
  mailbox: MailboxSettings,
  { file, name, sentAsStatement }: Candidate,
  mail: MailSoFar,
  record: Recorder,
): Promise<InboxEntry[]> {
  const bytes = file.content;
  if (!bytes) {
    if (!sentAsStatement) return [];
    return [await record(told(name, "it is larger than 10 MB, the most Intake reads from a mail: upload it on the Upload page instead"))];
  }
  // Whatever goes wrong in the reading, the mail is still listed: a PDF goes on as a receipt, a statement is told.
  const read = await readStatementFile(env, connectionId, bytes, name, mailbox.accountId).catch(() => fail(NOT_NOW));
  if (!read.ok || read.value.rows === 0) {
    if (!sentAsStatement) return [];
    return [await record(told(name, read.ok ? "it holds no transactions" : read.reason))];
  }
  // A file of several accounts some of which named none of the budget's: those are placed again, the rest not twice.
  const seen = await statementSeen(env.CONNECTIONS, connectionId, bytes);
  if (seen && !(seen.left?.length && read.value.accounts)) return [await record(again(name, seen))];
  if (mail.accounts === null) {
    const listed = await outboxOf(env).accountList(connectionId);
    mail.accounts = listed.ok ? listed.accounts : [];
  }
  const placed = placementsOf(read.value, mail.accounts, mailbox.accountId, seen?.left);
  const mailed = { bytes, name, statement: read.value, seen };
  return placedAll(env, connectionId, mailed, placed, mail, record);
}

/**
 * The mail's candidates in order: its bank files (by type or name; one named as other files are too, an XML or a text,
 * only when its first bytes say what it is), then the files it carries that are read to know (its PDFs). The
 * registry says which names and bytes are which (formats/registry.ts).
 */
function candidatesOf(original: MailMessage): Candidate[] {
  const bank = (original.bankFiles ?? []).flatMap((file) => {
    const name = file.filename ?? "statement";
    const head = file.content?.subarray(0, HEAD_BYTES);
    if (namedLikeOthers(file.mimeType, file.filename) && !(head !== undefined && signed(head))) return [];
    return [{ file, name, sentAsStatement: true }];
  });
  const read = (original.attachments ?? [])
    .filter((f) => mailedToRead(f.mimeType) && !f.inline)
    .map((file) => ({ file, name: file.filename ?? "statement.pdf", sentAsStatement: false }));
  return [...bank, ...read];
}

/**
 * The statement's accounts where they were placed: those into an account imported together (a job each), each one
 * held or unnamed its own entry; the file noted as seen, with the accounts left to place. The same rows into the same
 * account as a statement before it in the mail (a bank's OFX and PDF of one month) are that statement again.
 */
async function placedAll(
  env: Env,
  connectionId: string,
  mailed: { bytes: Uint8Array; name: string; statement: StatementFile; seen: SeenStatement | null },
  placed: Placement[],
  mail: MailSoFar,
  record: Recorder,
): Promise<InboxEntry[]> {
  const { bytes, name, statement, seen } = mailed;
  const fields = { statement: name, format: statement.format };
  const entries: InboxEntry[] = [];
  const into = placed.filter((p) => p.kind === "into");
  const twin = statement.accounts
    ? undefined
    : mail.imported.find((m) => m.rowsKey === statement.rowsKey && into.some((p) => p.accountId === m.accountId));
  let jobIds: string[] = [];
  if (twin) {
    // Noted as that statement's: the mail again imports neither.
    entries.push(await record(sameAs(name, twin.name, statement.rows)));
    await noteStatement(env.CONNECTIONS, connectionId, bytes, { job_ids: twin.jobIds, at: new Date().toISOString() });
    return entries;
  }
  if (into.length > 0) {
    const how = statement.accounts ? "each account of the statement names its own" : (into[0]?.how ?? "");
    const mapping = into.map((p) => ({ fileAccount: p.fileAccount, manualAccountId: p.accountId }));
    const done = await sent(env, connectionId, bytes, fields, mapping, { account: how });
    jobIds = done.jobIds;
    entries.push(await record(done.entry));
    if (done.jobIds.length > 0)
      mail.imported.push({ name, accountId: into[0]?.accountId ?? null, rowsKey: statement.accounts ? "" : statement.rowsKey, jobIds });
  }
  let held: string | undefined;
  for (const p of placed) {
    if (p.kind === "held") {
      const entry = await holdStatement(env.CONNECTIONS, connectionId, bytes, record, {
        ...fields,
        account_choices: p.choices.map((a) => String(a.id)),
        account_names: p.choices.map((a) => a.display_name ?? a.name),
        how: p.how,
        ...(p.fileAccount === undefined ? {} : { file_account: p.fileAccount }),
      });
      held ??= entry.id;
      entries.push(entry);
    }
    if (p.kind === "unnamed") entries.push(await record(unnamed(name, statement, p.fileAccount, p.why, jobIds.length > 0)));
  }
  const left = placed.flatMap((p) => (p.kind === "unnamed" ? [p.fileAccount] : []));
  if (jobIds.length === 0 && held === undefined && left.length === 0) return entries;
  await noteStatement(env.CONNECTIONS, connectionId, bytes, {
    job_ids: [...(seen?.job_ids ?? []), ...jobIds],
    at: new Date().toISOString(),
    ...((held ?? seen?.held_entry) ? { held_entry: held ?? seen?.held_entry } : {}),
    ...(left.length > 0 ? { left } : {}),
  });
  return entries;
}

/** Imported as an upload: the entry that says so, and the jobs it made (none when it failed). */
async function sent(
  env: Env,
  connectionId: string,
  bytes: Uint8Array,
  fields: { statement: string; format: string },
  into: { fileAccount: string | undefined; manualAccountId: number | null }[],
  how: { account: string },
): Promise<{ entry: StatementEntry; jobIds: string[] }> {
  const done = await importStatementFile(env, connectionId, bytes, fields.statement, into).catch(() => fail(NOT_NOW));
  if (!done.ok) return { entry: told(fields.statement, done.reason), jobIds: [] };
  const [jobId] = done.value.jobIds;
  const entry: StatementEntry = {
    verdict: "queued",
    fields: {
      ...fields,
      account_id: done.value.accountIds[0] ?? null,
      ...(done.value.jobIds.length > 1 ? { job_ids: done.value.jobIds } : {}),
    },
    how,
    ...(jobId ? { job_id: jobId } : {}),
  };
  return { entry, jobIds: done.value.jobIds };
}

/** A statement that cannot be imported: the person is told why (the inbox, and a notice). */
function told(name: string, reason: string): StatementEntry {
  return { verdict: "failed", reason: `the attached statement "${name}" was not imported: ${reason}`, fields: { statement: name } };
}

/**
 * An account of a file of several that no account of the budget names: told, which account and why; naming it in an
 * account's name and mailing the file again imports it (and nothing of the file twice).
 */
function unnamed(name: string, statement: StatementFile, fileAccount: string, why: string, othersImported: boolean): StatementEntry {
  const others = othersImported ? ` (its other accounts were imported)` : "";
  const fix = "add the number to an account's name and mail it again, or upload the file on the Upload page to choose";
  return {
    verdict: "failed",
    reason: `the account ${fileAccount} of the attached statement "${name}" was not imported${others}: ${why}; ${fix}`,
    fields: { statement: name, format: statement.format, file_account: fileAccount },
  };
}

/** A statement the mail carries twice (two formats of one month): its rows are imported once. */
function sameAs(name: string, first: string, rows: number): StatementEntry {
  return {
    verdict: "already_imported",
    reason: `the attached statement "${name}" holds the same ${rows} transactions (days and amounts) as "${first}" of this mail, into the same account: imported once`,
    fields: { statement: name, same_as: first },
  };
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
