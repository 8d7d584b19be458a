// What is kept of mailed statements (mailed-statement.ts): each statement's fingerprint (SHA-256 of its bytes), so the
// same statement mailed again is said to be imported already, not a new job; and a statement held until the person
// chooses its account (several of the budget's could be the one it names), its bytes beside its inbox entry until
// the answer imports it. KV holds both and forgets them with the inbox (INBOX_TTL_SECONDS). Layout: storage-layout.md.
import { fail, ok, type Result } from "../result";
import { importStatementFile } from "../uploads/statement-file";
import { INBOX_TTL_SECONDS, type InboxEntry, receiptOf, replaceReceipt } from "./inbox";

/** A statement received before: the jobs that imported it, or the entry that holds it. */
export interface SeenStatement {
  job_ids: string[];
  at: string;
  held_entry?: string;
  /** Accounts of a file of several that named none of the budget's: a later mail of the file places them again. */
  left?: string[];
}

const seenKey = (connectionId: string, hash: string) => `mailed-statement:${connectionId}:${hash}`;
const heldKey = (connectionId: string, entryId: string) => `held-statement:${connectionId}:${entryId}`;

async function fingerprint(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The statement as received before (imported, or held), or null. */
export async function statementSeen(kv: KVNamespace, connectionId: string, bytes: Uint8Array): Promise<SeenStatement | null> {
  return kv.get<SeenStatement>(seenKey(connectionId, await fingerprint(bytes)), "json");
}

export async function noteStatement(kv: KVNamespace, connectionId: string, bytes: Uint8Array, seen: SeenStatement): Promise<void> {
  await kv.put(seenKey(connectionId, await fingerprint(bytes)), JSON.stringify(seen), { expirationTtl: INBOX_TTL_SECONDS });
}

/** What the held entry shows: the file, its format, the accounts to choose from and why they are the ones. */
export interface HeldStatementFields {
  statement: string;
  format: string;
  account_choices: string[];
  account_names: string[];
  how: string;
  /** The account of a file of several that the choice is for (the file's own name for it). */
  file_account?: string;
}

/** Recorded as needing its account, its bytes kept beside the entry for the answer (the caller notes the file seen). */
export async function holdStatement(
  kv: KVNamespace,
  connectionId: string,
  bytes: Uint8Array,
  record: (entry: Omit<InboxEntry, "id" | "received_at" | "from" | "subject">) => Promise<InboxEntry>,
  fields: HeldStatementFields,
): Promise<InboxEntry> {
  const { how, ...shown } = fields;
  const which = fields.file_account === undefined ? "the statement" : `the account ${fields.file_account} of the statement`;
  const entry = await record({
    verdict: "needs_account",
    reason: `${which} could be any of ${fields.account_names.length} of your accounts (${how}): choose one to import it`,
    fields: shown,
  });
  await kv.put(heldKey(connectionId, entry.id), bytes, { expirationTtl: INBOX_TTL_SECONDS });
  return entry;
}

/** Why an answer imported nothing. */
export type HeldStatementRefusal = { kind: "unknown" } | { kind: "not_held"; entry: InboxEntry } | { kind: "failed"; reason: string };

/** The person's answer: the held statement imported into the account chosen, its entry now queued with its job. */
export async function importHeldStatement(
  env: Env,
  connectionId: string,
  entryId: string,
  accountId: number,
): Promise<Result<InboxEntry, HeldStatementRefusal>> {
  const kv = env.CONNECTIONS;
  const entry = await receiptOf(kv, connectionId, entryId);
  if (!entry) return fail({ kind: "unknown" });
  const bytes = entry.verdict === "needs_account" ? await kv.get(heldKey(connectionId, entry.id), "arrayBuffer") : null;
  if (!bytes) return fail({ kind: "not_held", entry });
  const name = typeof entry.fields?.statement === "string" ? entry.fields.statement : null;
  const file = new Uint8Array(bytes);
  const fileAccount = typeof entry.fields?.file_account === "string" ? entry.fields.file_account : undefined;
  const done = await importStatementFile(env, connectionId, file, name, [{ fileAccount, manualAccountId: accountId }]);
  if (!done.ok) return fail({ kind: "failed", reason: done.reason });
  const [jobId] = done.value.jobIds;
  const queued: InboxEntry = {
    ...entry,
    verdict: "queued",
    reason: `imported into the account you chose`,
    fields: { ...entry.fields, account_id: accountId },
    ...(jobId ? { job_id: jobId } : {}),
  };
  await replaceReceipt(kv, connectionId, queued);
  // The file's other accounts (imported, or told) stay as the mail left them.
  const seen = await statementSeen(kv, connectionId, file);
  const job_ids = [...(seen?.job_ids ?? []), ...done.value.jobIds];
  await noteStatement(kv, connectionId, file, { job_ids, at: new Date().toISOString(), ...(seen?.left ? { left: seen.left } : {}) });
  await kv.delete(heldKey(connectionId, entry.id));
  return ok(queued);
}
