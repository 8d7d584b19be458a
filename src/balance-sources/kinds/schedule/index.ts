// Kind `schedule`: a loan, a depreciation or a growth schedule — a balance that follows from its settings, no
// network; its whole history can be computed, and is again when the settings change.
import type { SourceKindDescriptor } from "../descriptor";
import { scheduleMisfit } from "./fit";
import { scheduleForm } from "./page";
import { readSchedule } from "./reading";
import { ScheduleSourceSchema, type ScheduleSource } from "./schedule-source";

export const schedule: SourceKindDescriptor<ScheduleSource> = {
  name: "schedule",
  schema: ScheduleSourceSchema,
  misfit: (settings, account) => scheduleMisfit(settings, account),
  read: async (source, { now }) => readSchedule(source.settings, now),
  rewritesHistory: true,
  // A loan's or an asset's schedule is a rule, not the bank's word.
  statesBankBalance: false,
  form: scheduleForm,
};
