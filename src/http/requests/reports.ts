// What the import history and a job's report take (http/reports.ts): their pages' queries, and a row's answer to its
// question about a receipt. The routes validate with them; the API's description (api/reports.ts) names them.
import * as z from "zod";
import { onFirstUse } from "../../on-first-use";
import { MAX_REPORT_PAGE } from "../../outbox/report";

export const ITEM_OUTCOMES = ["pending", "inserted", "duplicate", "invalid", "failed", "removing", "removed", "kept"] as const;
export const NOTE_OUTCOMES = ["ignored", "error"] as const;

const Page = onFirstUse(() => ({
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REPORT_PAGE).optional(),
}));
export const ListQuery = onFirstUse(() => z.object({ ...Page, unchanged: z.enum(["show", "hide"]).optional() }).strict());
export const ReportQuery = onFirstUse(() =>
  z.object({ ...Page, items: z.enum(["true", "false"]).optional(), outcome: z.enum(ITEM_OUTCOMES).optional() }).strict(),
);
export const RowsQuery = onFirstUse(() => z.object({ ...Page, outcome: z.enum(NOTE_OUTCOMES).optional() }).strict());
export const TransactionQuery = onFirstUse(() => z.object({ limit: Page.limit }).strict());

/** An answer to a row's question about a receipt outside the takeover's window: one payment (that receipt's), or two. */
export const ReceiptAnswerBody = onFirstUse(() =>
  z.discriminatedUnion("answer", [
    z.object({ answer: z.literal("one"), transaction_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
    z.object({ answer: z.literal("apart") }).strict(),
  ]),
);
