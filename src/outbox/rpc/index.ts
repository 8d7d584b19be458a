// The Outbox's RPC surface, declared once: each method is a function of its rpc/ module, taking the object's parts
// first, and one line here. The Durable Object (outbox.ts) installs every line as a method of its prototype, where
// workers RPC looks for them, and its type is this table's without the parts (OutboxMethods), so a stub's callers
// stay checked by the compiler. A new RPC is one function in its module and one line in this table.
import * as budget from "./budget";
import * as delivery from "./delivery";
import * as history from "./history";
import * as imports from "./imports";
import type { OutboxParts } from "./parts";
import * as plans from "./plans";
import * as reports from "./reports";

export const OUTBOX_RPC = {
  // the plans the channels hand over
  enqueue: plans.enqueue,
  openJob: plans.openJob,
  append: plans.append,
  seal: plans.seal,
  writeBalances: plans.writeBalances,
  attachReceipt: plans.attachReceipt,
  // what it says of its jobs
  report: reports.report,
  reports: reports.reports,
  writeOutcome: reports.writeOutcome,
  transactionRow: reports.transactionRow,
  takenOver: reports.takenOver,
  rowNotes: reports.rowNotes,
  list: reports.list,
  standingRows: reports.standingRows,
  attention: reports.attention,
  isPaused: reports.isPaused,
  // what a person does to an import
  retryFailed: imports.retryFailed,
  removeImport: imports.removeImport,
  answerReceiptQuestion: imports.answerReceiptQuestion,
  // what is asked of the budget outside delivery
  target: budget.target,
  accountList: budget.accountList,
  accountBalance: budget.accountBalance,
  transactionsIn: budget.transactionsIn,
  provisionalMatches: budget.provisionalMatches,
  transfersInPreview: budget.transfersInPreview,
  coverage: budget.coverage,
  noteBankBalance: budget.noteBankBalance,
  budgetReading: budget.budgetReading,
  accountBalances: budget.accountBalances,
  categoryList: budget.categoryList,
  budgetHistory: history.budgetHistory,
  forgetHistory: history.forgetHistory,
  // delivery outside the alarm (the alarm is the runtime's, outbox.ts)
  tick: delivery.tick,
  resumeConnection: delivery.resumeConnection,
} satisfies Record<string, (parts: OutboxParts, ...args: never[]) => unknown>;

/** A served function as a method: the parts are the object's own, the rest are the caller's. */
type Served<F> = F extends (parts: OutboxParts, ...args: infer Args) => infer Answer ? (...args: Args) => Answer : never;

/** The Outbox's RPC methods, each typed by the function that answers it. */
export type OutboxMethods = { [Name in keyof typeof OUTBOX_RPC]: Served<(typeof OUTBOX_RPC)[Name]> };
