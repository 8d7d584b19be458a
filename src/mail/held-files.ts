// A held receipt's own file — the photo or scan it is, or its PDF — kept beside its inbox entry until the
// person books it ("needs your amount" → Add), then attached to the transaction like any receipt's. KV holds
// it (a value of up to 25 MiB; the service takes 10 MB) and forgets it with the entry. Layout: storage-layout.md.
import type { MailMessage } from "./reader/message";
import { mailFiles } from "./attach";
import { INBOX_TTL_SECONDS } from "./inbox";
import { type AttachedFile, receiptFile } from "./receipt-file";

const heldFileKey = (connectionId: string, entryId: string) => `held-file:${connectionId}:${entryId}`;

interface HeldFileMeta {
  name: string;
  type: string;
}

/** Keeps the mail's own receipt file for a held entry; a mail without one keeps nothing (its page is drawn later). */
export async function keepHeldFile(kv: KVNamespace, connectionId: string, entryId: string, message: MailMessage): Promise<void> {
  const file = receiptFile(mailFiles(message));
  if (!file) return;
  await kv.put(heldFileKey(connectionId, entryId), file.bytes, {
    // As long as the inbox keeps the entry the file belongs to.
    expirationTtl: INBOX_TTL_SECONDS,
    metadata: { name: file.name, type: file.type } satisfies HeldFileMeta,
  });
}

/** The held entry's file, as the attachment steps take the mail's files: none, or the one kept. */
export async function heldFiles(kv: KVNamespace, connectionId: string, entryId: string): Promise<AttachedFile[]> {
  const { value, metadata } = await kv.getWithMetadata<HeldFileMeta>(heldFileKey(connectionId, entryId), "arrayBuffer");
  return value && metadata ? [{ name: metadata.name, type: metadata.type, bytes: new Uint8Array(value) }] : [];
}

/** Once the file is handed to the Outbox (which keeps its own copy until it is sent). */
export function forgetHeldFile(kv: KVNamespace, connectionId: string, entryId: string): Promise<void> {
  return kv.delete(heldFileKey(connectionId, entryId));
}
