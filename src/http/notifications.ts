// /notifications: what the connection's person is told, and how (the settings page calls these). The
// choices are checked here for shape and by the Notifier for the webhook's URL policy; a refusal says why.
import { Hono } from "hono";
import { KIND_LABELS, NOTICE_KINDS, Preferences } from "../notifications";
import { notifierOf } from "../storage";
import { type AuthedEnv, requireConnection } from "./auth";
import { budgetOf } from "./budget";
import { badRequest } from "./errors";
import { validJson } from "./validated";
import type { NotificationSettingsAnswer, NotificationsSavedAnswer, TestNoticeAnswer } from "./api/settings";

const HINT =
  'Send {"email": true|false, "delivery": "single"|"daily", "digest_hour": 0-23, "webhook_url": "https://…"|null, "muted": [kinds]}.';

export const notifications = new Hono<AuthedEnv>()
  .use(requireConnection)
  .get("/settings", async (c) => {
    const connectionId = c.get("connectionId");
    const notifier = notifierOf(c.env);
    const budget = await budgetOf(c);
    return c.json({
      settings: await notifier.preferences(connectionId),
      kinds: NOTICE_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind] })),
      email_address: budget.email,
      recent: await notifier.recent(connectionId),
      budget,
    } satisfies NotificationSettingsAnswer);
  })
  .put("/settings", validJson(Preferences, `These settings are not understood. ${HINT}`), async (c) => {
    const saved = await notifierOf(c.env).savePreferences(c.get("connectionId"), c.req.valid("json"));
    if (!saved.ok) throw badRequest(`${capitalized(saved.reason)}.`, { field: "webhook_url" });
    return c.json({ settings: saved.value, budget: await budgetOf(c) } satisfies NotificationsSavedAnswer);
  })
  .post("/test", async (c) => c.json({ notice: await notifierOf(c.env).sendTest(c.get("connectionId")) } satisfies TestNoticeAnswer));

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
