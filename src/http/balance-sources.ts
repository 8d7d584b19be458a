// /balance-sources: manual accounts kept current by a source (SimpleFIN, a priced holding, a schedule).
// Thin routes: validate, find the manual account, and hand over to the BalanceSources object, whose
// refusals become the surface's one error type. /balance-sources/simplefin claims setup tokens.
import type * as z from "zod";
import type { Answer as Answered, TargetAccount } from "../balance-sources/balance-sources";
import { NewSourceSchema } from "../balance-sources/kinds";
import { describeIssues, SourceChangeSchema } from "../balance-sources/settings";
import { balanceSourcesOf, outboxOf } from "../storage";
import { budgetOf } from "./budget";
import { HttpError } from "./errors";
import { refusalError } from "./refusals";
import { ClaimBody } from "./requests/balance-sources";
import { type Answer, type Refusal, Room } from "./route";

/** The value of an answer, or its refusal as the surface's error. */
function answered<T>(answer: Answered<T>): T {
  if (!answer.ok) throw new HttpError(answer.reason.status, answer.reason.message);
  return answer.value;
}

/** A refusal of a body: the shape to send and what was wrong (describeIssues). */
const issuesAfter = (shape: string) => (error: z.ZodError) => `${shape}: ${describeIssues(error)}`;

/** The open manual account a source will write to, as the service lists it. */
async function targetAccount(env: Env, connectionId: string, id: number): Promise<TargetAccount> {
  const answer = await outboxOf(env).accountList(connectionId);
  if (!answer.ok) throw refusalError(answer, id);
  const account = answer.accounts.find((a) => a.id === id);
  if (!account) throw refusalError({ reason: "unknown_account" }, id);
  if (account.status === "closed") throw refusalError({ reason: "closed_account" }, id);
  return { id, type: account.type, currency: account.currency };
}

/** What the BalanceSources object may refuse (balance-sources/fit.ts), said as the surface's one error. */
const REFUSED: Refusal[] = [400, 404, 409, 422, 502];

export const balanceSources = new Room("/balance-sources")
  .route(
    {
      method: "get",
      path: "/balance-sources",
      summary: "The connection's balance sources and SimpleFIN connections.",
      answers: { 200: "SourcesAnswer" },
    },
    async (c) =>
      c.json({
        budget: await budgetOf(c),
        ...(await balanceSourcesOf(c.env).list(c.get("connectionId"))),
      } satisfies Answer<"SourcesAnswer">),
  )
  .route(
    {
      method: "post",
      path: "/balance-sources",
      summary: "Makes a balance source for an open manual account and runs it at once.",
      body: { json: NewSourceSchema },
      hint: issuesAfter("Send {kind, manual_account_id, settings, schedule?}"),
      answers: { 201: "SourceAnswer" },
      refusals: REFUSED,
    },
    async (c) => {
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
      return c.json(created satisfies Answer<"SourceAnswer">, 201);
    },
  )
  .route(
    {
      method: "get",
      path: "/balance-sources/simplefin",
      summary: "The claimed SimpleFIN connections.",
      answers: { 200: "SimplefinListAnswer" },
    },
    async (c) =>
      c.json({
        simplefin: (await balanceSourcesOf(c.env).list(c.get("connectionId"))).simplefin,
      } satisfies Answer<"SimplefinListAnswer">),
  )
  .route(
    {
      method: "post",
      path: "/balance-sources/simplefin",
      summary: "Claims a SimpleFIN setup token.",
      body: { json: ClaimBody },
      hint: issuesAfter('Send {"setup_token": "…", "label"?: "…"}'),
      answers: { 201: "SimplefinAnswer" },
      refusals: REFUSED,
    },
    async (c) => {
      const body = c.req.valid("json");
      const label = body.label || "SimpleFIN";
      return c.json(
        answered(
          await balanceSourcesOf(c.env).claimSimplefin(c.get("connectionId"), body.setup_token, label),
        ) satisfies Answer<"SimplefinAnswer">,
        201,
      );
    },
  )
  .route(
    {
      method: "delete",
      path: "/balance-sources/simplefin/{id}",
      summary: "Forgets a SimpleFIN connection.",
      answers: { 204: "empty" },
      refusals: REFUSED,
    },
    async (c) => {
      answered(await balanceSourcesOf(c.env).removeSimplefin(c.get("connectionId"), c.req.param("id")));
      return c.body(null, 204);
    },
  )
  .route(
    { method: "get", path: "/balance-sources/{id}", summary: "One balance source.", answers: { 200: "SourceAnswer" }, refusals: REFUSED },
    async (c) =>
      c.json(answered(await balanceSourcesOf(c.env).get(c.get("connectionId"), c.req.param("id"))) satisfies Answer<"SourceAnswer">),
  )
  .route(
    {
      method: "put",
      path: "/balance-sources/{id}",
      summary: "Changes a source's settings or schedule.",
      body: { json: SourceChangeSchema },
      hint: issuesAfter("Send {settings?, schedule?}"),
      answers: { 200: "SourceAnswer" },
      refusals: REFUSED,
    },
    async (c) =>
      c.json(
        answered(
          await balanceSourcesOf(c.env).update(c.get("connectionId"), c.req.param("id"), c.req.valid("json")),
        ) satisfies Answer<"SourceAnswer">,
      ),
  )
  .route(
    { method: "delete", path: "/balance-sources/{id}", summary: "Deletes a balance source.", answers: { 204: "empty" }, refusals: REFUSED },
    async (c) => {
      answered(await balanceSourcesOf(c.env).remove(c.get("connectionId"), c.req.param("id")));
      return c.body(null, 204);
    },
  )
  .route(
    {
      method: "post",
      path: "/balance-sources/{id}/run",
      summary: "Runs the source now.",
      answers: { 200: "RunAnswer" },
      refusals: REFUSED,
    },
    async (c) =>
      c.json(answered(await balanceSourcesOf(c.env).runNow(c.get("connectionId"), c.req.param("id"))) satisfies Answer<"RunAnswer">),
  )
  .route(
    {
      method: "get",
      path: "/balance-sources/{id}/runs",
      summary: "The source's recent runs, newest first.",
      answers: { 200: "RunsAnswer" },
      refusals: REFUSED,
    },
    async (c) =>
      c.json({
        runs: answered(await balanceSourcesOf(c.env).runs(c.get("connectionId"), c.req.param("id"))),
      } satisfies Answer<"RunsAnswer">),
  );
