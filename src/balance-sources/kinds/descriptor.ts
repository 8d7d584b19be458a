// What the code asks of a balance-source kind, answered once by the kind's module: its settings (a zod schema),
// whether they fit the manual account they write to, how one run reads a balance, how a person calls it and the
// page's form for it. kinds/index.ts holds the table; `Source` there is the union keyed on `kind` that every question
// is asked with. Nothing here, nor in a kind's folder, imports the table (stored.ts, not store.ts, for the shapes).
import type * as z from "zod";
import type { Answer, Refused, TargetAccount } from "../fit";
import type { FetchSourceOptions } from "../../web/fetch-source";
import type { UrlPolicy } from "../../web/source-url";
import type { Reading } from "../reading";
import type { Run, SimplefinConnection, StoredSource } from "../stored";
import type { KindForm } from "./form";

/** A stored source whose settings are known to be its kind's. */
export type SourceWith<Settings> = Omit<StoredSource, "kind" | "settings"> & { settings: Settings };

/** What a kind's fit check may look at beside the settings and the account. */
export interface FitContext {
  /** The connection's own SimpleFIN connections, by id (another connection's is not found). */
  simplefin(id: string): SimplefinConnection | null;
  /** User-given URLs under the SSRF policy. */
  policy: UrlPolicy;
}

/** What one run of a source may use: the moment, what started it, the network under the URL policy, the store. */
export interface ReadContext {
  now: Date;
  trigger: Run["trigger"];
  fetchOptions: FetchSourceOptions;
  store: SimplefinConnections;
  env: Env;
}

/** The claimed SimpleFIN connections a run reads through (the store keeps them). */
export interface SimplefinConnections {
  simplefin(id: string): SimplefinConnection | null;
  saveSimplefin(conn: SimplefinConnection): void;
}

export interface SourceKindDescriptor<Settings> {
  /** How notices and pages call it: "the SimpleFIN balance source of account 12". */
  name: string;
  /** Its settings, as a person sends them (validated, defaults filled). */
  schema: z.ZodType<Settings>;
  /** Why these settings cannot write to this account (Refused carries the status), or null. */
  misfit(settings: Settings, account: TargetAccount, ctx: FitContext): Refused | null;
  /** One run's reading: a balance and the moment it holds for, or why there is none. */
  read(source: SourceWith<Settings>, ctx: ReadContext): Promise<Reading>;
  /** Its past month-ends follow from its settings: new settings write them all again. */
  rewritesHistory: boolean;
  /** Its reading is the bank's own balance of the account: the budget is checked against it (outbox/kinds/agreement.ts). */
  statesBankBalance: boolean;
  /** The Balances page's form for it (served by GET /kinds). */
  form: KindForm;
}

export type { Answer };
