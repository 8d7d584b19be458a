// Notifications: telling the person, once per event, what needs them (notifier.ts).
import { NOTIFIER_NAME } from "./notifier";

export { NOTIFIER_NAME, type NoticeView } from "./notifier";
export { KIND_LABELS, NOTICE_KINDS, type Notice, type NoticeKind } from "./notice";
export { DEFAULT_PREFERENCES, Preferences } from "./preferences";

/** The deployment's Notifier (one: one table of what was told, one cron poll). */
export function notifierOf(env: { NOTIFIER: Env["NOTIFIER"] }) {
  return env.NOTIFIER.get(env.NOTIFIER.idFromName(NOTIFIER_NAME));
}
