// The Outbox: the one place where Intake talks to the budgeting service. Channels hand it import plans over RPC; one
// alarm, multiplexed over the jobs' due times and the rate gate, delivers them batch by batch, exactly once, and the
// report says what happened to every item. This class holds the parts (rpc/parts.ts): the store (store/), the
// receipts' files, the credentials (held-credentials.ts), the account lists (targets.ts); its RPC methods are the
// table of rpc/index.ts (the plans received, the reports, what a person does to an import, what is asked of the
// budget, the delivery outside the alarm), each a function of its module installed here once, with the parts. Each
// job kind is delivered by its module under kinds/.
import { DurableObject } from "cloudflare:workers";
import type { ApiVersion } from "../budget-api";
import { configOf } from "../config";
import { KeptCredentials } from "../connections";
import { ask } from "./ask";
import { AttachmentFiles } from "./store/attachment-files";
import type { DeliveryTarget } from "./delivery-target";
import { HeldCredentials } from "./held-credentials";
import { importEnded } from "./import-ended";
import { kindsWhere } from "./kinds/index";
import { observe } from "./rate-gate";
import { Delivery } from "./rpc/delivery";
import { OUTBOX_RPC, type OutboxMethods } from "./rpc/index";
import type { OutboxParts } from "./rpc/parts";
import { OutboxStore } from "./store";
import { deliveryTarget } from "./target-for-version";
import { AccountDirectory } from "./targets";
import { transferSettingsOf } from "./transfer-settings";

export type { BalanceAnswer, CategoryListAnswer } from "./rpc/budget";
export type { ReceiptAnswerResult, RemovalAnswer } from "./rpc/imports";
export type { BudgetReading } from "./rpc/parts";
export type { JobSpec } from "./rpc/plans";

/** The methods the table serves, typed for the compiler (a stub's callers see them); installed below. */
export interface Outbox extends OutboxMethods {}

export class Outbox extends DurableObject<Env> {
  readonly #parts: OutboxParts;
  readonly #delivery: Delivery;

  // Each served function becomes a method of the prototype (workers RPC serves what the class declares, not an
  // instance's own properties), called with the object's parts; the parts stay JavaScript-private.
  static {
    for (const [name, answer] of Object.entries(OUTBOX_RPC) as [string, (parts: OutboxParts, ...args: unknown[]) => unknown][]) {
      Object.defineProperty(this.prototype, name, {
        value: function (this: Outbox, ...args: unknown[]) {
          return answer(this.#parts, ...args);
        },
        writable: true,
        configurable: true,
      });
    }
  }

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const store = new OutboxStore(ctx.storage);
    const files = new AttachmentFiles(ctx.storage.sql);
    const tokens = new HeldCredentials(new KeptCredentials(env), (connectionId) => store.connections.authFailures(connectionId) >= 1);
    const target = (version: ApiVersion, token: string): DeliveryTarget =>
      deliveryTarget(version, {
        api: configOf(env).budgetApi,
        token,
        onRateLimit: (seen) => {
          const now = Date.now();
          store.gate.save(observe(store.gate.get(now), seen, now));
        },
      });
    const targetOf = async (connectionId: string): Promise<DeliveryTarget | null> => {
      const token = await tokens.token(connectionId);
      return token ? target(await tokens.version(connectionId), token) : null;
    };
    const asking = {
      store,
      targetOf,
      refused: (connectionId: string) => {
        tokens.refused(connectionId);
        accounts.forget(connectionId);
      },
    };
    const askOf = <T>(connectionId: string, request: (target: DeliveryTarget) => Promise<T>) => ask(asking, connectionId, request);
    const accounts = new AccountDirectory(
      {
        accounts: (connectionId) => askOf(connectionId, (t) => t.accounts()),
        defaultAccount: (connectionId) => askOf(connectionId, (t) => t.defaultAccount()),
        showDebitsAsNegative: (connectionId) => askOf(connectionId, (t) => t.showDebitsAsNegative()),
      },
      () => store.settings.accountCachePolicy(),
    );
    const baseCurrencies = new Map<string, { currency: string; at: number }>();
    this.#parts = {
      env,
      store,
      files,
      tokens,
      accounts,
      hooks: {
        forgetToken: (connectionId) => tokens.refused(connectionId),
        accounts,
        baseCurrencies,
        files,
        importEnded: (job, now) => importEnded(store, job, now),
        transactionKinds: kindsWhere((kind) => kind.removal !== null),
        transferSettings: (connectionId) => transferSettingsOf(env.CONNECTIONS, connectionId),
      },
      readings: new Map(),
      baseCurrencies,
      ask: askOf,
      targetOf,
      target,
      schedule: () => this.#delivery.schedule(),
    };
    this.#delivery = new Delivery(this.#parts, (at) => ctx.storage.setAlarm(at));
  }

  // --- delivery (rpc/delivery.ts): the runtime's alarm ---

  override alarm(): Promise<void> {
    return this.#delivery.alarm();
  }
}
