// The HTTP surface: thin routes that validate, call a source adapter, and hand the plan to the Outbox.
import { Hono } from "hono";
import { renderError } from "./errors";
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

app.onError(renderError);
