// The HTTP interface described: GET /openapi.json, the OpenAPI 3.1 document made from the routes' own schemas
// (api/document.ts, a module of its own loaded on first use: lazy-modules.ts), and GET /api, the same document as a
// page. No key needed: it names nothing of a connection.
import { Hono } from "hono";
import { importApiDocument } from "../lazy-modules";
import { pageDatesOf } from "./page-dates";
import { ApiPage } from "./pages/api";

export const openApi = new Hono<{ Bindings: Env }>()
  .get("/openapi.json", async (c) => c.json((await importApiDocument()).apiDocument()))
  .get("/api", async (c) => {
    const { apiDocument } = await importApiDocument();
    return c.html(<ApiPage document={apiDocument()} dates={await pageDatesOf(c, null)} />);
  });
