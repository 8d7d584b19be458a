// What a connection wants to be told, and how: e-mail (one per event, or a daily digest), a webhook, and
// which kinds of events. Unset, everything is told by e-mail as it happens: nobody has to look first.
import * as z from "zod";
import { onFirstUse } from "../on-first-use";
import { type Notice, NOTICE_KINDS, type NoticeKind } from "./notice";

/** The hour (UTC) the daily digest leaves by default: read with the morning's mail in Europe, late at night in the Americas. */
export const DEFAULT_DIGEST_HOUR = 7;

export const Preferences = onFirstUse(() =>
  z
    .object({
      email: z.boolean(),
      /** single: a mail per event; daily: one mail a day listing the day's events (webhooks are told at once). */
      delivery: z.enum(["single", "daily"]),
      digest_hour: z.number().int().min(0).max(23),
      webhook_url: z.string().max(2048).nullable(),
      /** Kinds turned off: never told, by any channel. */
      muted: z.array(z.enum(NOTICE_KINDS)).max(NOTICE_KINDS.length),
    })
    .strict(),
);
export type Preferences = z.infer<typeof Preferences>;

export const DEFAULT_PREFERENCES: Preferences = {
  email: true,
  delivery: "single",
  digest_hour: DEFAULT_DIGEST_HOUR,
  webhook_url: null,
  muted: [],
};

export const isMuted = (preferences: Preferences, kind: Notice["kind"]) =>
  kind !== "test" && preferences.muted.includes(kind as NoticeKind);
