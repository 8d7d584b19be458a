export { Outbox, OUTBOX_NAME, type JobSpec, type TargetAnswer } from "./outbox";
export type { ItemReport, JobReport, JobStatus } from "./report";
