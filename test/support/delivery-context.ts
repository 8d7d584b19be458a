// A delivery context over a fresh Outbox's store, for tests that drive a kind's steps by hand: the service is the
// `target` the test gives, and the hooks the Outbox lends answer nothing of their own (no accounts, default settings)
// unless the test gives its own.
import { AttachmentFiles } from "../../src/outbox/store/attachment-files";
import type { DeliveryTarget } from "../../src/outbox/delivery-target";
import { DeliveryContext, type DeliveryHooks } from "../../src/outbox/kinds/context";
import type { OutboxStore } from "../../src/outbox/store";
import { AccountDirectory } from "../../src/outbox/targets";
import { DEFAULT_TRANSFER_SETTINGS } from "../../src/outbox/transfer-settings";

export function deliveryContext(
  store: OutboxStore,
  sql: SqlStorage,
  target: Partial<DeliveryTarget>,
  overrides: Partial<DeliveryHooks> = {},
): DeliveryContext {
  const source = { accounts: async () => new Map(), defaultAccount: async () => null, showDebitsAsNegative: async () => false };
  const hooks: DeliveryHooks = {
    forgetToken() {},
    accounts: new AccountDirectory(source),
    baseCurrencies: new Map(),
    files: new AttachmentFiles(sql),
    importEnded: () => {},
    transactionKinds: [],
    transferSettings: async () => DEFAULT_TRANSFER_SETTINGS,
    ...overrides,
  };
  return new DeliveryContext(store, { version: "v2", ...target } as DeliveryTarget, hooks);
}
