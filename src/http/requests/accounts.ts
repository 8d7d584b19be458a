// What the accounts' routes take (http/accounts.ts): the coverage's query. Built on first use.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";

/** check=now checks the account again before answering. */
export const CoverageQuery = onFirstUse(() => z.object({ check: z.literal("now").optional() }));
