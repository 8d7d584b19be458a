// The account a person chose for a section of a file of several (`file_accounts`, or `file_account` with `account`),
// remembered by the section's name: the next file naming it goes there by itself (sections.ts). KV keeps one key a
// section, with no expiry: a choice holds until the person makes another. Layout: storage-layout.md.
import { choiceKey } from "./sections";

const keyOf = (connectionId: string, label: string) => `section-account:${connectionId}:${choiceKey(label)}`;

/** The accounts chosen before for these sections, by `choiceKey`. */
export async function rememberedChoices(kv: KVNamespace, connectionId: string, labels: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const label of labels) {
    const id = await kv.get<{ account_id: number }>(keyOf(connectionId, label), "json");
    if (id && Number.isInteger(id.account_id)) found.set(choiceKey(label), id.account_id);
  }
  return found;
}

/** The person's choices of an import that was accepted, each section's manual account. */
export async function rememberChoices(
  kv: KVNamespace,
  connectionId: string,
  choices: readonly { label: string; accountId: number | null }[],
): Promise<void> {
  for (const { label, accountId } of choices) {
    if (accountId === null) continue;
    await kv.put(keyOf(connectionId, label), JSON.stringify({ account_id: accountId, at: new Date().toISOString() }));
  }
}
