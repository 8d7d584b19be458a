// /notifications: what the connection's person is told, and how (the settings page calls these). The
// choices are checked here for shape and by the Notifier for the webhook's URL policy; a refusal says why.
import { KIND_LABELS, NOTICE_KINDS, Preferences } from "../notifications";
import { notifierOf } from "../storage";
import { budgetOf } from "./budget";
import { badRequest } from "./errors";
import { type Answer, Room } from "./route";

const HINT =
  'Send {"email": true|false, "delivery": "single"|"daily", "digest_hour": 0-23, "webhook_url": "https://…"|null, "muted": [kinds]}.';

export const notifications = new Room("/notifications")
  .route(
    {
      method: "get",
      path: "/notifications/settings",
      summary: "What the person is told and how.",
      answers: { 200: "NotificationSettingsAnswer" },
    },
    async (c) => {
      const connectionId = c.get("connectionId");
      const notifier = notifierOf(c.env);
      const budget = await budgetOf(c);
      return c.json({
        settings: await notifier.preferences(connectionId),
        kinds: NOTICE_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind] })),
        email_address: budget.email,
        recent: await notifier.recent(connectionId),
        budget,
      } satisfies Answer<"NotificationSettingsAnswer">);
    },
  )
  .route(
    {
      method: "put",
      path: "/notifications/settings",
      summary: "Saves what the person is told and how.",
      body: { json: Preferences },
      hint: `These settings are not understood. ${HINT}`,
      answers: { 200: "NotificationsSavedAnswer" },
      refusals: [400],
    },
    async (c) => {
      const saved = await notifierOf(c.env).savePreferences(c.get("connectionId"), c.req.valid("json"));
      if (!saved.ok) throw badRequest(`${capitalized(saved.reason)}.`, { field: "webhook_url" });
      return c.json({ settings: saved.value, budget: await budgetOf(c) } satisfies Answer<"NotificationsSavedAnswer">);
    },
  )
  .route(
    {
      method: "post",
      path: "/notifications/test",
      summary: "Sends a test notice by each way the settings choose.",
      answers: { 200: "TestNoticeAnswer" },
    },
    async (c) => c.json({ notice: await notifierOf(c.env).sendTest(c.get("connectionId")) } satisfies Answer<"TestNoticeAnswer">),
  );

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
