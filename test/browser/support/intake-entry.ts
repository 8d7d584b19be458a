// The Intake worker as the browser tests run it: the production entry, plus one test-only route that
// scales the Outbox's retry policy down (dead letters in seconds, not hours). The seam lives here, in a
// test entry, not in the production worker.
import worker, { BalanceSources, CredentialKeeper, Notifier } from "../../../src/index";
import { TunableOutbox as Outbox } from "../../support/tunable-outbox";
import { OUTBOX_NAME } from "../../../src/storage";

export { BalanceSources, CredentialKeeper, Notifier, Outbox };

export default {
  ...worker,
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === "/__test/outbox/configure" && request.method === "POST") {
      const outboxes = env.OUTBOX as unknown as DurableObjectNamespace<Outbox>;
      await outboxes.get(outboxes.idFromName(OUTBOX_NAME)).configure(await request.json());
      return new Response(null, { status: 204 });
    }
    return worker.fetch!(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
