// The one way the worker reaches each Durable Object. The Outbox, the balance sources and the Notifier are one
// instance each for the deployment, found by a fixed name (renaming one would start an empty object); a
// connection's credential keeper is found by the connection's id.

export const OUTBOX_NAME = "outbox";
export const BALANCE_SOURCES_NAME = "balance-sources";
export const NOTIFIER_NAME = "notifier";

/** The deployment's Outbox (one instance: one rate gate for every connection). */
export function outboxOf(env: { OUTBOX: Env["OUTBOX"] }) {
  return env.OUTBOX.get(env.OUTBOX.idFromName(OUTBOX_NAME));
}

/** The deployment's BalanceSources object (one: one alarm over every source, one quota per SimpleFIN connection). */
export function balanceSourcesOf(env: { BALANCE_SOURCES: Env["BALANCE_SOURCES"] }) {
  return env.BALANCE_SOURCES.get(env.BALANCE_SOURCES.idFromName(BALANCE_SOURCES_NAME));
}

/** The deployment's Notifier (one: one table of what was told, one cron poll). */
export function notifierOf(env: { NOTIFIER: Env["NOTIFIER"] }) {
  return env.NOTIFIER.get(env.NOTIFIER.idFromName(NOTIFIER_NAME));
}

/** The connection's credential keeper (one per connection: the single writer of its rotating tokens). */
export function keeperOf(env: { CREDENTIALS: Env["CREDENTIALS"] }, connectionId: string) {
  return env.CREDENTIALS.get(env.CREDENTIALS.idFromName(connectionId));
}
