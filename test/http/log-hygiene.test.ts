// Nothing Intake logs carries a secret: tokens, API keys, session cookies, the vault and client secrets.
// Every console method is captured while a connection is made, used, refused and disconnected.
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../../src/connections/sessions";
import { newWorld, waitFor } from "../support/world";

import { ORIGIN, post } from "../support/browser";
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((a) => (a instanceof Error ? `${a.name} ${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a)))
          .join(" "),
      );
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const form = (path: string, fields: Record<string, string>, cookie = "") => post(path, fields, cookie || undefined);

describe("no secret reaches a log line", () => {
  it("through connect, key use, refusals, an import, a broken upload and a disconnect", async () => {
    const world = await newWorld();
    const connected = await form("/connect/token", { token: world.token });
    const cookie = (connected.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE)) ?? "").split(";")[0]!;
    const session = (await (await SELF.fetch(`${ORIGIN}/session`, { headers: { Cookie: cookie } })).json()) as { connection_id: string };
    const made = await (await form("/connect/keys", { connection: session.connection_id, label: "logs" }, cookie)).text();
    const key = /value="(intake_[\w-]+)"/.exec(made)![1]!;
    const auth = { Authorization: `Bearer ${key}` };
    await SELF.fetch(`${ORIGIN}/imports`, { headers: { Authorization: "Bearer intake_wrong" } });
    await form("/connect/token", { token: `${world.token}-not-valid` });
    const upload = await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/csv" },
      body: "Date,Payee,Amount\n2026-10-01,Log Shop,-1.00\n",
    });
    const { id } = (await upload.clone().json()) as { id: string };
    await waitFor(
      async () => (await (await SELF.fetch(`${ORIGIN}/imports/${id}`, { headers: auth })).json()) as { status: string },
      (r) => r.status === "done",
    );
    await SELF.fetch(`${ORIGIN}/imports`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    await form("/connect/disconnect", { connection: session.connection_id }, cookie);
    expect(upload.status).toBe(202);

    const secrets = [
      world.token,
      key,
      cookie.split("=")[1]!,
      env.TOKEN_KEY,
      env.OAUTH_CLIENT_SECRET,
      env.INTAKE_API_KEY,
      env.BUDGET_API_TOKEN,
    ];
    for (const line of logged) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
