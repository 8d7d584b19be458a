import { OUTBOX_NAME } from "../outbox";

/** The deployment's Outbox (one instance: one rate gate for every connection). */
export function outbox(env: Env) {
  return env.OUTBOX.get(env.OUTBOX.idFromName(OUTBOX_NAME));
}
