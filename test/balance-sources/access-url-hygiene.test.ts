// The SimpleFIN Access URL is a credential: sealed at rest, never in an answer of the API, never in a log
// line, also when the Bridge refuses it. Every console method is captured through a claim, runs and a 403.
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { balanceSourcesOf } from "../../src/storage";
import { newBridgeUser } from "../support/bridge";
import { SEED_ACCOUNTS } from "../support/intake";
import { setup } from "./support";

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.name} ${a.message} ${a.stack}` : String(a))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe("the Access URL and the setup token reach no answer and no log line", () => {
  it("through a claim, a source, runs, a revoked access and every listing", async () => {
    const t = await setup();
    const bridge = await newBridgeUser();
    const { setup_token } = await bridge.setupToken();
    const answers: string[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const text = await (await t.call(method, path, body)).text();
      answers.push(text);
      return JSON.parse(text) as { id: string };
    };
    const claimed = await call("POST", "/balance-sources/simplefin", { setup_token });
    const source = await call("POST", "/balance-sources", {
      kind: "simplefin",
      manual_account_id: SEED_ACCOUNTS.checking,
      settings: { connection: claimed.id, account: "ACT-CHK" },
    });
    await bridge.admin("POST", "/revoke", {});
    // Two hours pass for the claim's pull, so "run now" pulls again and meets the 403.
    await runInDurableObject(balanceSourcesOf(env), (_i: unknown, state) => {
      state.storage.sql.exec(`UPDATE simplefin_connections SET last_pulled_at = last_pulled_at - 7200000 WHERE id = ?`, claimed.id);
    });
    const run = (await call("POST", `/balance-sources/${source.id}/run`)) as unknown as { outcome: string; reason: string };
    expect(run).toMatchObject({ outcome: "failed", reason: expect.stringMatching(/revoked/) });
    await call("GET", "/balance-sources");
    await call("GET", `/balance-sources/${source.id}/runs`);
    await call("GET", "/balance-sources/simplefin");
    const [access] = (await bridge.admin<{ access: { username: string }[] }>("GET", "/access")).access;
    const secrets = [setup_token, access!.username, atob(setup_token)];
    for (const text of [...answers, ...logged]) for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
