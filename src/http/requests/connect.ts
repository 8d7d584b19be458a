// What the Connection page's forms (http/connect.tsx) send, as the browser sends them (application/x-www-form-urlencoded),
// and the query the service's sign-in comes back with. The forms are read field by field by their handlers, which
// answer a refusal on the page itself: the routes declare these (route.ts) for the API document. Built on first use.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { MAX_SENDERS } from "../../mail/mailbox";
import { MAX_CARDS } from "../../taps/settings";

/** The service's redirect back to /connect/callback: its code and state, or its error. */
export const CallbackQuery = onFirstUse(() =>
  z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
);

const on = () => z.literal("on").optional().describe("a ticked checkbox; left out when unticked");
const account = () => z.string().optional().describe('a manual account id, or "cash"');
/** A form of the session's budget: every form but the token's names the connection it acts on. */
const budgetForm = (fields: z.ZodRawShape) => z.object({ ...fields, connection: z.string().describe("the budget's connection id") });

export const TokenForm = onFirstUse(() => z.object({ token: z.string(), api_version: z.enum(["v2", "v1"]).optional() }));
export const KeyForm = onFirstUse(() => budgetForm({ label: z.string().max(60).optional() }));
export const RevokeKeyForm = onFirstUse(() => budgetForm({ key: z.string() }));
export const MailboxForm = onFirstUse(() =>
  budgetForm({
    senders: z.string().optional().describe(`up to ${MAX_SENDERS} addresses, one per line`),
    account: account(),
    match: z.enum(["off", "match_or_insert", "match_or_hold"]).optional(),
    attach: on(),
  }),
);
export const TapsForm = onFirstUse(() =>
  budgetForm({
    account: account(),
    ...Object.fromEntries(
      Array.from({ length: MAX_CARDS }, (_, i) => [
        [`card-${i}`, z.string().max(60).optional()],
        [`card-account-${i}`, account()],
      ]).flat(),
    ),
  }),
);
export const TransfersForm = onFirstUse(() =>
  budgetForm({ category: z.string().describe('a category id, "auto" or "none"'), one_side: on() }),
);
/** A form that sends nothing but the budget it acts on (a button). */
export const BudgetForm = onFirstUse(() => budgetForm({}));
