// What a person sends to change a balance source, validated with zod, and how a refusal names what was wrong. Each
// kind's own settings are its folder's (kinds/<kind>/); a schedule (when it runs) is common to all.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import { RunScheduleSchema } from "./readings/due";

/** The body of PUT /balance-sources/{id}: the kind and the account stay (make another source instead). */
export const SourceChangeSchema = onFirstUse(() =>
  z.strictObject({
    settings: z.unknown().optional(),
    schedule: RunScheduleSchema.optional(),
  }),
);

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}
