import {
  createExecutionContext,
  createScheduledController,
  env,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { type Outbox, OUTBOX_NAME } from "../../src/outbox";

describe("the upload page", () => {
  it("serves a form that posts the file with the API key", async () => {
    const response = await SELF.fetch("https://intake.test/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('type="file"');
    expect(html).toContain("Authorization");
  });
});

describe("errors are rendered in one shape", () => {
  it("answers an unknown route with a JSON 404", async () => {
    const response = await SELF.fetch("https://intake.test/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { status: 404, message: "No route for GET /nowhere." } });
  });
});

describe("the cron trigger runs the Outbox's tick", () => {
  it("closes an upload that died mid-file", async () => {
    const outbox = env.OUTBOX.get(env.OUTBOX.idFromName(OUTBOX_NAME));
    const id = await outbox.openJob({ connectionId: "cron-test", source: "csv", manualAccountId: null });
    await runInDurableObject(outbox, (_instance: Outbox, state) => {
      state.storage.sql.exec(`UPDATE jobs SET updated_at = updated_at - 2 * 3600 * 1000 WHERE id = ?`, id);
    });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const report = await outbox.report(id, { items: true });
    expect(report?.status).toBe("done");
    expect(report?.rows).toEqual([expect.objectContaining({ outcome: "error", reason: expect.stringMatching(/stopped/) })]);
  });
});

describe("receipt emails are refused until that channel exists, never dropped silently", () => {
  it("rejects the message with a reason", async () => {
    let reason = "";
    const message = { setReject: (r: string) => (reason = r) } as unknown as ForwardableEmailMessage;
    await worker.email(message);
    expect(reason).toMatch(/not accept receipt emails yet/);
  });
});
