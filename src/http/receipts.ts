// GET /receipts: the connection's receipts inbox, newest first: every message received, what Intake made
// of it and why, and for those sent on, what the delivery did (from the import job's report).
import { Hono } from "hono";
import { z } from "zod";
import { outboxOf } from "../channel";
import { type InboxEntry, listReceipts } from "../receipts/inbox";
import { type AuthedEnv, requireConnection } from "./auth";
import { badRequest } from "./errors";

const Query = z.object({ limit: z.coerce.number().int().min(1).max(100).optional(), cursor: z.string().max(500).optional() }).strict();

/** What a delivered receipt became: the job's outcome for its one item. */
type Delivery = "inserted" | "duplicate" | "refused" | "failed" | "pending" | "matched" | "held";

export const receipts = new Hono<AuthedEnv>().use(requireConnection).get("/", async (c) => {
  const query = Query.safeParse(c.req.query());
  if (!query.success) throw badRequest("Query parameters not accepted: use limit (1 to 100) and cursor.");
  const connectionId = c.get("connectionId");
  const page = await listReceipts(c.env.CONNECTIONS, connectionId, { limit: query.data.limit ?? 50, cursor: query.data.cursor });
  const box = outboxOf(c.env);
  const entries = await Promise.all(
    page.receipts.map(async (entry: InboxEntry) => {
      if (!entry.job_id) return entry;
      const report = await box.report(entry.job_id, { connectionId, items: true, limit: 1 });
      const item = report?.items?.[0];
      if (!item) return entry;
      const delivery: Delivery = item.outcome === "duplicate" ? "duplicate" : item.outcome === "invalid" ? "refused" : item.outcome;
      // A receipt waiting in match mode has no item reason yet: the job says what it waits for.
      const why = item.reason ?? (item.outcome === "pending" ? report?.last_error : undefined) ?? null;
      return { ...entry, delivery, transaction_id: item.transaction_id ?? null, delivery_reason: why };
    }),
  );
  return c.json({ receipts: entries, cursor: page.cursor });
});
