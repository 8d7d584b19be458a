// Notifications: telling the person, once per event, what needs them (notifier.ts).
export { type NoticeView } from "./notifier";
export { CHANNEL_STATES, KIND_LABELS, NOTICE_KINDS, type Notice, type NoticeKind } from "./notice";
export { DEFAULT_PREFERENCES, Preferences } from "./preferences";
