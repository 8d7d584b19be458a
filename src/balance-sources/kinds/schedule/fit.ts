// Whether a schedule fits the manual account it writes to: a loan on a liability account, an asset's depreciation or
// growth on an asset account. The refusal carries the status the API answers.
import { sideOf } from "../../../account-side";
import { refused, type Refused, type TargetAccount } from "../../fit";
import { accountSide, type ScheduleSource } from "./schedule-source";

export function scheduleMisfit(schedule: ScheduleSource, account: TargetAccount): Refused | null {
  const side = accountSide(schedule);
  if (side === sideOf(account.type)) return null;
  return side === "liability"
    ? refused(
        422,
        `A loan's balance is what is still owed: map it to a loan, credit or other liability account, not a ${account.type} account.`,
      )
    : refused(422, `A ${schedule.kind} schedule is the value of an asset: map it to an asset account, not a ${account.type} account.`);
}
