// The HTTP surface: thin routes that validate, call a source adapter, and hand the plan to the Outbox.
import { Hono } from "hono";
import { HttpError } from "./errors";
import { imports } from "./imports";
import { UPLOAD_PAGE } from "./page";
import { profiles } from "./profiles";
import { reports } from "./reports";

export const app = new Hono<{ Bindings: Env }>();

app.get("/", (c) => c.html(UPLOAD_PAGE));
app.route("/imports", imports);
app.route("/imports", reports);
app.route("/profiles", profiles);

app.notFound((c) => c.json({ error: { status: 404, message: `No route for ${c.req.method} ${c.req.path}.` } }, 404));

app.onError((error, c) => {
  if (error instanceof HttpError) {
    return c.json({ error: { status: error.status, message: error.message, ...error.details } }, error.status);
  }
  // Anything else is our bug: log the kind, never the request (it may carry keys or data).
  console.error("unhandled error", error instanceof Error ? error.name : typeof error);
  return c.json({ error: { status: 500, message: "Intake failed to handle this request." } }, 500);
});
