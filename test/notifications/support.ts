// A connection with an e-mail address the budgeting service vouches for, and the deployment's Notifier,
// which keeps a copy of every mail it hands to the send_email binding (test/support/test-worker.ts).
import { env } from "cloudflare:test";
import { connectionKey, type StoredConnection } from "../../src/connections";
import { NOTIFIER_NAME } from "../../src/storage";
import { connectIntake } from "../support/intake";
import type { TestEnv } from "../support/test-worker";

export const notifier = () => {
  const ns = (env as unknown as TestEnv).NOTIFIER;
  return ns.get(ns.idFromName(NOTIFIER_NAME));
};

/** A connection whose record names its person, as connecting at /connect writes it (GET /me). */
export async function connectWithAddress() {
  const intake = await connectIntake();
  const connectionId = `c-${intake.world.name}`;
  const email = `${intake.world.name}@example.com`;
  const record = (await env.CONNECTIONS.get<StoredConnection>(connectionKey(connectionId), "json"))!;
  const identity = { user_id: 7, email, name: "Ana", account_id: 7, budget_name: "Household" };
  await env.CONNECTIONS.put(connectionKey(connectionId), JSON.stringify({ ...record, identity }));
  const hookUrl = (status = 204) => `${new URL(env.BUDGET_API_URL).origin}/__sandbox/worlds/${intake.world.name}/hooks?status=${status}`;
  const hooks = async () => (await intake.world.admin<{ hooks: { content_type: string; body: string }[] }>("GET", "/hooks")).hooks;
  return { ...intake, connectionId, email, hookUrl, hooks, mails: () => notifier().mailsTo(email) };
}
