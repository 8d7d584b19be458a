// /balance-sources: manual accounts kept current by a source (SimpleFIN, a priced holding, a schedule).
// Thin routes: validate, find the manual account, and hand over to the BalanceSources object, whose
// refusals become the surface's one error type. /balance-sources/simplefin claims setup tokens.
import { Hono } from "hono";
import type * as z from "zod";
import type { Answer, TargetAccount } from "../balance-sources/balance-sources";
import { NewSourceSchema } from "../balance-sources/kinds";
import { describeIssues, SourceChangeSchema } from "../balance-sources/settings";
import { balanceSourcesOf, outboxOf } from "../storage";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { HttpError } from "./errors";
import { refusalError } from "./refusals";
import { validJson } from "./validated";
import type { RunAnswer, RunsAnswer, SimplefinAnswer, SimplefinListAnswer, SourceAnswer, SourcesAnswer } from "./api/balance-sources";
import { ClaimBody } from "./requests/balance-sources";

/** The value of an answer, or its refusal as the surface's error. */
function answered<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new HttpError(answer.reason.status, answer.reason.message);
  return answer.value;
}

/** A body checked by `schema`: a 400 with the shape to send and what was wrong (describeIssues). */
const sourceBody = <T extends z.ZodType>(schema: T, shape: string) => validJson(schema, (error) => `${shape}: ${describeIssues(error)}`);

/** The open manual account a source will write to, as the service lists it. */
async function targetAccount(env: Env, connectionId: string, id: number): Promise<TargetAccount> {
  const answer = await outboxOf(env).accountList(connectionId);
  if (!answer.ok) throw refusalError(answer, id);
  const account = answer.accounts.find((a) => a.id === id);
  if (!account) throw refusalError({ reason: "unknown_account" }, id);
  if (account.status === "closed") throw refusalError({ reason: "closed_account" }, id);
  return { id, type: account.type, currency: account.currency };
}

export const balanceSources = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/", async (c) =>
    c.json({ budget: await budgetOf(c), ...(await balanceSourcesOf(c.env).list(c.get("connectionId"))) } satisfies SourcesAnswer),
  )
  .post("/", sourceBody(NewSourceSchema, "Send {kind, manual_account_id, settings, schedule?}"), async (c) => {
    const body = c.req.valid("json");
    const account = await targetAccount(c.env, c.get("connectionId"), body.manual_account_id);
    const created = answered(
      await balanceSourcesOf(c.env).create(c.get("connectionId"), {
        kind: body.kind,
        account,
        settings: body.settings,
        schedule: body.schedule,
      }),
    );
    return c.json(created satisfies SourceAnswer, 201);
  })
  .get("/simplefin", async (c) =>
    c.json({ simplefin: (await balanceSourcesOf(c.env).list(c.get("connectionId"))).simplefin } satisfies SimplefinListAnswer),
  )
  .post("/simplefin", sourceBody(ClaimBody, 'Send {"setup_token": "…", "label"?: "…"}'), async (c) => {
    const body = c.req.valid("json");
    const label = body.label || "SimpleFIN";
    return c.json(
      answered(await balanceSourcesOf(c.env).claimSimplefin(c.get("connectionId"), body.setup_token, label)) satisfies SimplefinAnswer,
      201,
    );
  })
  .delete("/simplefin/:id", async (c) => {
    answered(await balanceSourcesOf(c.env).removeSimplefin(c.get("connectionId"), c.req.param("id")));
    return c.body(null, 204);
  })
  .get("/:id", async (c) =>
    c.json(answered(await balanceSourcesOf(c.env).get(c.get("connectionId"), c.req.param("id"))) satisfies SourceAnswer),
  )
  .put("/:id", sourceBody(SourceChangeSchema, "Send {settings?, schedule?}"), async (c) => {
    return c.json(
      answered(await balanceSourcesOf(c.env).update(c.get("connectionId"), c.req.param("id"), c.req.valid("json"))) satisfies SourceAnswer,
    );
  })
  .delete("/:id", async (c) => {
    answered(await balanceSourcesOf(c.env).remove(c.get("connectionId"), c.req.param("id")));
    return c.body(null, 204);
  })
  .post("/:id/run", async (c) =>
    c.json(answered(await balanceSourcesOf(c.env).runNow(c.get("connectionId"), c.req.param("id"))) satisfies RunAnswer),
  )
  .get("/:id/runs", async (c) =>
    c.json({ runs: answered(await balanceSourcesOf(c.env).runs(c.get("connectionId"), c.req.param("id"))) } satisfies RunsAnswer),
  );
