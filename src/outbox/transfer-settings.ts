// A connection's transfer settings (KV `transfers:<connection>`, storage-layout.md): the budget's category a transfer
// between the person's own accounts gets (kinds/transfers.ts), as the person picked it on the Connection page or by
// PUT /transfers/settings. Kept beside the other per-connection settings (taps:, mailbox:) and deleted on disconnect.

/** The category a transfer gets: one of the budget's (its id), "auto" (transferCategory's rule) or "none". */
export type TransferCategoryChoice = number | "auto" | "none";

export interface TransferSettings {
  category: TransferCategoryChoice;
  /**
   * Whether a row that says it is a move between the person's own accounts, whose other account is not in the budget,
   * gets the transfer category and a note naming that account (kinds/transfers.ts). Off unless the person turns it on:
   * it changes a transaction no pair vouches for.
   */
  oneSide: boolean;
}

/** Nothing stored: the rule chooses, one side alone is left as it is (as before there were settings). */
export const DEFAULT_TRANSFER_SETTINGS: TransferSettings = { category: "auto", oneSide: false };

const key = (connectionId: string) => `transfers:${connectionId}`;

export async function transferSettingsOf(kv: KVNamespace, connectionId: string): Promise<TransferSettings> {
  const stored = await kv.get<Partial<TransferSettings>>(key(connectionId), "json");
  return { ...DEFAULT_TRANSFER_SETTINGS, ...(stored ?? {}) };
}

export async function saveTransferSettings(
  kv: KVNamespace,
  connectionId: string,
  change: Partial<TransferSettings>,
): Promise<TransferSettings> {
  const next = { ...(await transferSettingsOf(kv, connectionId)), ...change };
  await kv.put(key(connectionId), JSON.stringify(next));
  return next;
}

export async function deleteTransferSettings(kv: KVNamespace, connectionId: string): Promise<void> {
  await kv.delete(key(connectionId));
}

/** A form's or a query's value as a choice: "auto", "none" or a category's id; null when it is none of them. */
export function categoryChoiceOf(value: unknown): TransferCategoryChoice | null {
  if (value === "auto" || value === "none") return value;
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
