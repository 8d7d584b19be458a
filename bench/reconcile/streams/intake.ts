// The one module of the streams bench that calls Intake (bundled by run.mjs for Node): a connection's Outbox
// reduced to what reconciling needs, over the Outbox's own store and its real delivery kinds, delivering into the
// simulated budget (budget.mjs). A tap, a receipt, a bank export each become the job their channel makes
// (taps/receive.ts, mail/deliver.ts, uploads/steps.ts), appended and reconciled as Outbox.#appendReconciled
// does, then delivered turn by turn until nothing of it is pending. When Intake's functions change, this is the
// module to adapt: `npx tsc --noEmit -p bench/reconcile/streams` says where.
import {
  BudgetApiError,
  type Category,
  type Transaction,
  type TransactionGroupCreate,
  type TransactionUpdate,
  type User,
} from "../../../src/budget-api";
import { adapterFor } from "../../../src/formats/registry";
import { type CsvProfile, detectProfile, openDecisions, SAMPLE_BYTES } from "../../../src/formats/csv";
import type { CsvSettings } from "../../../src/formats/csv/adapter";
import { savedDefaults } from "../../../src/profiles/saved-defaults";
import { addDays } from "../../../src/locale/days";
import { alreadyThere, dateSpan } from "../../../src/uploads/already-there";
import { mayStandForARow } from "../../../src/uploads/leave-out";
import { POSTING_WINDOW_DAYS, type ProbableDuplicate, probableDuplicates, takesOverOpen } from "../../../src/uploads/probable-duplicates";
import { saveProfile } from "../../../src/profiles/saved-profiles";
import type { DeliveryTarget, InsertRequest } from "../../../src/outbox/delivery-target";
import { kindOf, kindsWhere } from "../../../src/outbox/kinds/index";
import { DeliveryContext, type DeliveryHooks } from "../../../src/outbox/kinds/context";
import { importEnded } from "../../../src/outbox/import-ended";
import type { Exchange } from "../../../src/matching/provisional-match";
import { initialGate } from "../../../src/outbox/rate-gate";
import type { AccountDirectory, AccountInfo } from "../../../src/outbox/targets";
import { DEFAULT_TRANSFER_SETTINGS } from "../../../src/outbox/transfer-settings";
import { reconcileAppended } from "../../../src/outbox/reconcile";
import { type ItemState, type JobRow, OutboxStore } from "../../../src/outbox/store";
import type { PlannedItem } from "../../../src/plan";
import type { MatchMode } from "../../../src/mail/mailbox";
import { type ReadPurchase, receiptPlan } from "../../../src/mail/reader/receipt-plan";
import { alertItem } from "../../../src/mail/alert-item";
import { sentAt } from "../../../src/mail/sent-at";
import { alertFingerprint, type AlertRoute, externalIdAcrossRoutes } from "../../../src/mail/alert-routes";
import type { CardAlert } from "../../../src/mail/reader/alert";
import type { MigratingStorage } from "../../../src/storage";
import { accountForCard, type TapSettings } from "../../../src/taps/settings";
import { readTap, tapItem } from "../../../src/taps/tap";

/** What budget.mjs answers. */
export interface SimulatedBudget {
  primary: string;
  /** Manual account id → its currency. */
  accounts: Map<number, string>;
  insert(
    items: object[],
    skipDuplicates: boolean,
    applyRules: boolean,
  ): ({ kind: "inserted"; id: number; toBase: number } | { kind: "duplicate"; reason: string; id: number })[];
  /** Throws {status: 404}. */
  get(id: number): Transaction;
  /** Throws {status: 400 | 404}. */
  update(id: number, update: TransactionUpdate): Transaction;
  list(from: string, to: string): Transaction[];
  /** How the budget names its accounts (the digits in a name are its number to transfer evidence). */
  infos: Map<number, AccountInfo>;
  categories(): Category[];
  /** Throws {status: 400 | 404}. */
  group(body: TransactionGroupCreate): Transaction;
  /** Throws {status: 404}. */
  ungroup(groupId: number): void;
}

/** How the person set Intake up: where each card's taps go, the mailbox's account (null: cash) and match mode. */
export interface Person {
  taps: TapSettings;
  mailbox: { accountId: number | null; matchMode: MatchMode };
}

/** What became of one item of a job: its state, the transaction it is (inserted, matched, the duplicate of), its payee. */
export interface Settled {
  /** "left out": a row the person left out as probably there already (the preview's advice). */
  state: ItemState | "left out";
  transactionId: number | null;
  payee: string | null;
}

const CONNECTION = "c";
/** Turns a job may take to settle: one per takeover and per insert batch, one per receipt's look, and some spare. */
const TURNS_PER_ITEM = 3;

/** A gate that never closes (a bucket refilled within a millisecond): the bench measures matching, not pacing. */
const UNMETERED = initialGate(0, Number.MAX_SAFE_INTEGER, 1);

export class Intake {
  readonly #store: OutboxStore;
  readonly #target: DeliveryTarget;
  readonly #hooks: DeliveryHooks;
  #jobs = 0;
  /** The connection's KV: one alert's external_id per way it came (alert-routes.ts), the CSV readings kept. */
  readonly #kv = memoryKv();

  constructor(
    private readonly storage: MigratingStorage,
    private readonly budget: SimulatedBudget,
    private readonly person: Person,
  ) {
    this.#store = new OutboxStore(storage);
    this.#store.gate.save(UNMETERED);
    this.#target = targetOf(budget);
    this.#hooks = {
      // A stream's jobs insert, take over and match: no credential to refuse, no account to write, no file to attach.
      forgetToken: () => {},
      // Transfer evidence reads how the budget names its accounts; nothing else of the directory is used.
      accounts: { accounts: async () => budget.infos } as unknown as AccountDirectory,
      baseCurrencies: new Map(),
      files: null as never,
      importEnded: (job, now) => importEnded(this.#store, job, now),
      transactionKinds: kindsWhere((kind) => kind.removal !== null),
      transferSettings: async () => DEFAULT_TRANSFER_SETTINGS,
    };
  }

  /** A phone's tap (`POST /taps`): read, into the account its card maps to (taps/receive.ts). */
  async tap(fields: Record<string, unknown>, now: Date): Promise<Settled[]> {
    const reading = readTap(fields, now);
    if (!reading.ok) throw new Error(`a tap the phone would not have sent: ${reading.reason.join("; ")}`);
    const account = accountForCard(this.person.taps, reading.value.card);
    // As taps/receive.ts sends it: a match job that looks for its bank row, checked by its own id only.
    return this.#job({ source: "tap", account, kind: "match_or_insert", skipDuplicates: false }, [tapItem(reading.value)]);
  }

  /**
   * An issuer's card alert as the mail reader read it, the way it came (mail/alerts.ts): booked as a tap, under
   * the other way's external_id when the same alert came that way too, into the account the card table names.
   */
  async alert(alert: CardAlert, route: AlertRoute, messageId: string | null, receivedAt: Date, sender: string): Promise<Settled[]> {
    // The alert as the reader hands it on: no Date header of its own here, so sent when it arrived (sent-at.ts).
    const planned = alertItem({ alert, messageId, receivedAt, sentAt: sentAt(null, receivedAt) });
    if (!planned) throw new Error("an alert the bench draws is always one to book");
    const fingerprint = alertFingerprint(alert, sender);
    planned.item.external_id = await externalIdAcrossRoutes(this.#kv, CONNECTION, fingerprint, route, planned.item.external_id);
    const account = accountForCard(this.person.taps, alert.card ?? "");
    return this.#job({ source: "alert", account, kind: "match_or_insert", skipDuplicates: false }, [planned]);
  }

  /** A receipt as the mail reader read it, into the mailbox's account, in its match mode (mail/deliver.ts). */
  async receipt(purchase: ReadPurchase, messageId: string, receivedAt: Date): Promise<Settled[]> {
    const plan = receiptPlan({ purchase, messageId, receivedAt, sentAt: sentAt(null, receivedAt) });
    const order = purchase.orderNumber?.trim();
    const items = plan.items.map((planned) => ({
      ...planned,
      provisional: "receipt" as const,
      ...(order ? { recordId: `order ${order.toLowerCase()}` } : {}),
    }));
    const { accountId, matchMode } = this.person.mailbox;
    return this.#job({ source: "email", account: accountId, kind: matchMode === "off" ? "transactions" : matchMode }, items);
  }

  /** One account's export as the bank wrote the file, read by the format that recognises it (as an upload is). */
  async bankExport(accountId: number, accountType: string, file: string, leaveOutProbable = false): Promise<Settled[]> {
    const bytes = new TextEncoder().encode(file);
    const format = await adapterFor(bytes);
    const settings = format.format === "csv" ? await this.#csvSettings(bytes, accountId, accountType) : undefined;
    const plan = format.plan(bytes, { accountId, accountType, ...(settings ? { settings } : {}) });
    if (plan.rows.some((row) => row.outcome === "error"))
      throw new Error(`a row of the export could not be read: ${JSON.stringify(plan.rows)}\n${file}`);
    const layout = format.layout?.(plan.profile) ?? format.format;
    const datedByPurchase = format.datedByPurchase?.(plan.profile) ?? false;
    const left = leaveOutProbable
      ? this.#probablyThere(plan.items, accountId, layout, datedByPurchase)
      : new Map<number, ProbableDuplicate>();
    const sent = plan.items.filter((_, i) => !left.has(i));
    const jobId = `job-${this.#jobs + 1}`;
    const delivered = await this.#job({ source: format.format, account: accountId, kind: "transactions", bankRows: true, layout }, sent);
    // Each row's fate in the file's order: a row left out is in the transaction the preview named.
    const settled: Settled[] = [];
    plan.items.forEach((planned, i) => {
      const duplicate = left.get(i);
      settled.push(
        duplicate
          ? { state: "left out", transactionId: duplicate.transaction_id, payee: planned.item.payee ?? null }
          : (delivered.shift() as Settled),
      );
    });
    // As an upload keeps a CSV's reading for the header's next file, once the import delivered (uploads/formats.ts).
    if (format.format === "csv") await saveProfile(this.#kv, CONNECTION, plan.profile as CsvProfile, null, jobId);
    await this.#pairTransfers();
    return settled;
  }

  /**
   * The rows an import with `skip=probable_duplicates` leaves out (uploads/leave-out.ts): judged against the account's
   * transactions over the file's days and the posting window, but for what a tap, a receipt or a pending row put there.
   */
  #probablyThere(
    items: readonly PlannedItem[],
    accountId: number,
    layout: string,
    datedByPurchase: boolean,
  ): Map<number, ProbableDuplicate> {
    const span = dateSpan(items);
    if (!span) return new Map();
    const listed = this.budget
      .list(addDays(span.from, -POSTING_WINDOW_DAYS), addDays(span.to, POSTING_WINDOW_DAYS))
      .filter((tx) => tx.manual_account_id === accountId)
      .map((tx) => ({ ...tx, payee: tx.payee ?? "", pending: tx.custom_metadata?.pending === true }));
    const budget = listed.filter(mayStandForARow);
    const open = listed.filter((t) => !mayStandForARow(t));
    // As uploads/standing-rows.ts looks them up: the bank rows standing in each transaction.
    const standing = this.#store.ledger.standingRows(
      CONNECTION,
      budget.map((t) => t.id),
    );
    for (const t of budget) Object.assign(t, { standing: standing.get(t.id) });
    const there = alreadyThere(items, budget, true);
    const accounted = (i: number) => there.has(i) || takesOverOpen(items[i] as PlannedItem, open);
    return probableDuplicates(items, budget, accounted, layout, datedByPurchase);
  }

  /**
   * What an upload hands the CSV reader beside the file (uploads/formats.ts, uploads/budget-evidence.ts): the reading
   * saved for the header, and the account's transactions over the file's days where the file leaves a decision open.
   */
  async #csvSettings(bytes: Uint8Array, accountId: number, accountType: string): Promise<CsvSettings> {
    const head = bytes.subarray(0, SAMPLE_BYTES);
    const delivered = async () => "delivered" as const;
    // As the upload's reading of its head (uploads/reading.ts): null where detection cannot read it.
    const fingerprint = () => {
      try {
        return detectProfile(head).fingerprint;
      } catch {
        return null;
      }
    };
    const settings = (await savedDefaults(this.#kv, CONNECTION, fingerprint, {}, undefined, delivered)) ?? {};
    const open = openDecisions(head, {}, { ...(settings.saved ? { saved: settings.saved } : {}), accountType });
    if (!open.days) return settings;
    const rows = this.budget
      .list(addDays(open.days.from, -EVIDENCE_DAYS), addDays(open.days.to, EVIDENCE_DAYS))
      .filter((tx) => tx.manual_account_id === accountId)
      .map((tx) => ({ date: tx.date, amount: tx.amount, currency: tx.currency }));
    return rows.length > 0 ? { ...settings, budget: { rows } } : settings;
  }

  /** An import that ended looks for transfers (kinds/transfers.ts): its look, then its pairs grouped, as the alarm does. */
  async #pairTransfers(): Promise<void> {
    // The looks not made yet, as the store's layout holds them (store/transfers.ts): a job with no item is not listed.
    const looks = this.storage.sql.exec<{ job_id: string }>(`SELECT job_id FROM transfer_looks WHERE looked_at IS NULL`).toArray();
    for (const { job_id } of looks) {
      const job = this.#store.jobs.get(job_id) as JobRow;
      const kind = kindOf(job.kind);
      await kind.deliver(new DeliveryContext(this.#store, this.#target, this.#hooks, kind.unserved.v2 ?? null), job, Date.now());
      const items = this.#store.reports.counts(job.id);
      await this.#deliver(job.id, items.pending);
    }
  }

  async #job(
    spec: { source: string; account: number | null; kind: string; bankRows?: boolean; skipDuplicates?: boolean; layout?: string },
    items: PlannedItem[],
  ): Promise<Settled[]> {
    const id = `job-${++this.#jobs}`;
    this.#store.jobs.create({
      id,
      connection_id: CONNECTION,
      source: spec.source,
      manual_account_id: spec.account,
      apply_rules: 1,
      skip_duplicates: spec.skipDuplicates === false ? 0 : 1,
      sealed: 0,
      created_at: Date.now(),
      kind: spec.kind,
      bank_rows: spec.bankRows ? 1 : 0,
      layout: spec.layout ?? null,
    });
    const job = this.#store.jobs.get(id) as JobRow;
    const exchange = spec.bankRows && spec.account !== null ? this.#exchange(spec.account) : undefined;
    const first = this.#store.items.append(id, items, []);
    reconcileAppended(this.#store, job, first, items, Date.now(), exchange);
    this.#store.jobs.seal(id);
    await this.#deliver(id, items.length);
    return this.#store.reports
      .items(id, 0, items.length)
      .map((item) => ({ state: item.state, transactionId: item.transaction_id, payee: item.payee }));
  }

  /** As Outbox.#exchange: the account's currency, and the budget's when an open transaction is in another. */
  #exchange(accountId: number): Exchange {
    const currency = this.budget.accounts.get(accountId) ?? this.budget.primary;
    const tolerance = this.#store.settings.matchPolicy().fxTolerance;
    const other = this.#store.reconciliations.anyOpenInOtherCurrency(CONNECTION, accountId, currency);
    return { rowCurrency: currency, primary: other ? this.budget.primary : null, tolerance };
  }

  /** The job's kind delivers it, turn by turn, until none of its items is pending (as the Outbox's alarm does). */
  async #deliver(jobId: string, items: number): Promise<void> {
    for (let turn = 0; turn < TURNS_PER_ITEM * items + 4; turn++) {
      if (this.#store.reports.counts(jobId).pending === 0) return;
      const job = this.#store.jobs.get(jobId) as JobRow;
      const kind = kindOf(job.kind);
      await kind.deliver(new DeliveryContext(this.#store, this.#target, this.#hooks, kind.unserved.v2 ?? null), job, Date.now());
    }
    throw new Error(`job ${jobId} still has items pending: a match mode that waits (match_or_hold) is not simulated`);
  }
}

/** A KV namespace in memory: what alert-routes.ts reads and writes (get as JSON, put). */
function memoryKv(): KVNamespace {
  const values = new Map<string, { value: string; metadata: unknown }>();
  const read = (key: string, type?: unknown) => {
    const stored = values.get(key);
    if (stored === undefined) return null;
    const json = type === "json" || (type as { type?: string } | undefined)?.type === "json";
    return json ? JSON.parse(stored.value) : stored.value;
  };
  const kv = {
    get: async (key: string, type?: unknown) => read(key, type),
    getWithMetadata: async (key: string, type?: unknown) => ({ value: read(key, type), metadata: values.get(key)?.metadata ?? null }),
    put: async (key: string, value: string, options?: { metadata?: unknown }) =>
      void values.set(key, { value, metadata: options?.metadata ?? null }),
    delete: async (key: string) => void values.delete(key),
    list: async ({ prefix = "" }: { prefix?: string } = {}) => ({
      keys: [...values].filter(([k]) => k.startsWith(prefix)).map(([name, v]) => ({ name, metadata: v.metadata })),
      list_complete: true,
    }),
  };
  return kv as unknown as KVNamespace;
}

/** Days read on either side of the file's for the account's transactions (uploads/budget-evidence.ts). */
const EVIDENCE_DAYS = 3;

/** The simulated budget as the Outbox's delivery target of a v2 connection. */
function targetOf(budget: SimulatedBudget): DeliveryTarget {
  // The service's refusals as the real target throws them.
  const answered = <T>(call: () => T): T => {
    try {
      return call();
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new BudgetApiError(status === 404 ? "not_found" : "invalid", String(error), status);
    }
  };
  const update = async (id: number, change: TransactionUpdate) => answered(() => budget.update(id, change));
  const unused = () => Promise.reject(new Error("not used by the streams bench"));
  return {
    version: "v2",
    identify: unused,
    accounts: unused,
    defaultAccount: unused,
    showDebitsAsNegative: unused,
    budgetLocale: unused,
    dateFormat: unused,
    insert: async (request: InsertRequest) => {
      const answers = budget.insert(request.transactions, request.skipDuplicates, request.applyRules);
      return {
        outcomes: answers.map((a) =>
          a.kind === "inserted"
            ? { kind: "inserted" as const, transactionId: a.id, toBase: a.toBase }
            : { kind: "duplicate" as const, reason: a.reason, transactionId: a.id },
        ),
        insertedIds: answers.flatMap((a) => (a.kind === "inserted" ? [a.id] : [])),
      };
    },
    blamedItems: () => new Map(),
    readsBackAccounts: false,
    readBackPage: 100,
    readBack: unused,
    transactionsIn: unused,
    setBalance: unused,
    writeHistory: unused,
    matching: {
      listTransactions: async (query = {}) => ({
        transactions: budget.list(query.start_date ?? "", query.end_date ?? "9999"),
        has_more: false,
      }),
      updateTransaction: update,
      me: async () => ({ primary_currency: budget.primary }) as User,
    },
    files: null,
    takeover: { updateTransaction: update, transaction: async (id: number) => answered(() => budget.get(id)) },
    removal: null,
    transfers: {
      listTransactions: async (query = {}) => {
        const all = budget.list(query.start_date ?? "", query.end_date ?? "9999");
        const offset = query.offset ?? 0;
        const limit = query.limit ?? all.length;
        return { transactions: all.slice(offset, offset + limit), has_more: offset + limit < all.length };
      },
      categories: async () => budget.categories(),
      transaction: async (id: number) => answered(() => budget.get(id)),
      groupTransactions: async (body: TransactionGroupCreate) => answered(() => budget.group(body)),
      ungroupTransactions: async (groupId: number) => answered(() => budget.ungroup(groupId)),
      updateTransaction: update,
    },
  };
}
