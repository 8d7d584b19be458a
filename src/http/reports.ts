// Progress and reports of import jobs.
import { Hono } from "hono";
import { z } from "zod";
import { type AuthedEnv, requireApiKey } from "./auth";
import { badRequest, notFound } from "./errors";
import { outbox } from "./outbox";

const ReportQuery = z.object({
  items: z.enum(["true", "false"]).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export const reports = new Hono<AuthedEnv>()
  .use(requireApiKey)
  .get("/:id", async (c) => {
    const query = ReportQuery.safeParse(c.req.query());
    if (!query.success) throw badRequest("Use ?items=true with optional offset (≥ 0) and limit (1 to 5000).");
    const report = await outbox(c.env).report(c.req.param("id"), {
      connectionId: c.get("connectionId"),
      items: query.data.items === "true",
      offset: query.data.offset,
      limit: query.data.limit,
    });
    if (!report) throw notFound("No import with this id for this API key.");
    return c.json(report);
  })
  .post("/:id/retry", async (c) => {
    const report = await outbox(c.env).report(c.req.param("id"), { connectionId: c.get("connectionId") });
    if (!report) throw notFound("No import with this id for this API key.");
    const requeued = await outbox(c.env).retryFailed(report.id);
    return c.json({ id: report.id, requeued }, 202);
  });
