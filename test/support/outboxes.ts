// The Outbox binding as the tests bind it (vitest.config.ts): the production class with `configure`
// (tunable-outbox.ts), so that a test can scale the Outbox's time down.
import { env } from "cloudflare:test";
import { OUTBOX_NAME } from "../../src/storage";
import type { TestEnv } from "./test-worker";

export const outboxes = (env as unknown as TestEnv).OUTBOX;

/** An Outbox instance by name: the deployment's own by default, or a test's own (a world's name). */
export const tunableOutbox = (name: string = OUTBOX_NAME) => outboxes.get(outboxes.idFromName(name));
