// A notice: something that happened without the person watching and needs them, told once. Its id is the
// event's own (a job's failed rows, a receipt's arrival, a paused connection since a time): raised again,
// it is the same notice, never a second mail.

export const NOTICE_KINDS = [
  "reconnect",
  "source_attention",
  "source_stale",
  "import_failed_rows",
  "receipt_held",
  "pending_never_booked",
  "import_unbalanced",
  "forwarding_confirmation",
  "account_differs",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const CHANNEL_STATES = ["pending", "sent", "digest", "off", "no_address", "gave_up"] as const;
/** How a channel fared for a notice. `digest`: waits for the day's mail. */
export type ChannelState = (typeof CHANNEL_STATES)[number];

export interface Notice {
  /** The event's own id: the same event raised twice is one notice. */
  id: string;
  connectionId: string;
  /** `test`: the one the settings page sends to try the channels. */
  kind: NoticeKind | "test";
  /** One line: a mail's subject, a list's entry. */
  title: string;
  /** What happened and what to do about it, in words. */
  text: string;
  /** The page that shows it (a path of the deployment's pages). */
  path: string;
}

/**
 * A notice about a state that lasts (a paused connection, a source in trouble): told when the state begins,
 * and again only after it ended and began anew. `key` names the state; the notice's id is made when told.
 */
export interface LastingNotice extends Omit<Notice, "id" | "kind"> {
  key: string;
  kind: NoticeKind;
}

/** What the settings page calls each kind, to turn it on or off. */
export const KIND_LABELS: Record<NoticeKind, string> = {
  reconnect: "A budget needs reconnecting",
  source_attention: "A balance source needs you",
  source_stale: "A balance source went stale",
  import_failed_rows: "An import ended with rows not imported",
  receipt_held: "A receipt is held for you (its amount, a suspicious mail, no bank match after 7 days)",
  pending_never_booked: "A payment the bank showed as pending was never booked",
  import_unbalanced: "An import's rows do not add up to the file's own balances",
  forwarding_confirmation: "A mail provider asks you to confirm forwarding to your Intake address",
  account_differs: "An account in the budget stopped agreeing with the bank's balances",
};
