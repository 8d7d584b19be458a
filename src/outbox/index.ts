export { Outbox, type JobSpec, type RemovalAnswer } from "./outbox";
export type { AccountListAnswer, TargetAnswer } from "./targets";
export type { ItemReport, JobReport, JobStatus } from "./report";
export type { FailedRowsJob, NeverBooked, OutboxAttention, UnbalancedImport, UnmatchedReceipt } from "./attention";
export type { WriteOutcome } from "./write-outcome";
export type { ProvisionalMatch } from "./reconcile";
