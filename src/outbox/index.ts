export { Outbox, OUTBOX_NAME, type JobSpec } from "./outbox";
export type { ItemReport, JobReport, JobStatus } from "./report";
