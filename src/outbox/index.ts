export { Outbox, type BalanceAnswer, type BudgetReading, type JobSpec, type RemovalAnswer } from "./outbox";
export type { AccountListAnswer, Target, TargetAnswer } from "./targets";
export type { ItemReport, JobReport, JobStatus, Payment } from "./report";
export type { DifferingAccount, FailedRowsJob, NeverBooked, OutboxAttention, UnbalancedImport, UnmatchedReceipt } from "./attention";
export type { Agreement, Cause } from "./agreement/agreement";
export { agreementHeadline, agreementSentence, causeSentence } from "./agreement/words";
export type { Coverage, Gap, Span } from "./agreement/coverage";
export type { WriteOutcome } from "./write-outcome";
export type { ProvisionalMatch } from "./reconcile";
