// The HTTP interface described: GET /openapi.json, the OpenAPI 3.1 document made from the routes' own schemas
// (api/document.ts, a module of its own loaded on first use: lazy-modules.ts), and GET /api, the same document as a
// page, both of the routes the app declares. No key needed: it names nothing of a connection.
import { importApiDocument } from "../lazy-modules";
import { pageDatesOf } from "./page-dates";
import { type Declaration, Room } from "./route";
import { ApiPage } from "./pages/api";

/** The room that describes the app's routes, `declared` (app.ts, which holds them). */
export const openApi = (declared: () => readonly Declaration[]) =>
  new Room<{ Bindings: Env }>("/")
    .route(
      {
        method: "get",
        path: "/openapi.json",
        summary: "This description of the HTTP interface: an OpenAPI 3.1 document.",
        access: "public",
        answers: { 200: "json" },
      },
      async (c) => c.json((await importApiDocument()).apiDocument(declared())),
    )
    .route(
      {
        method: "get",
        path: "/api",
        summary: "This description of the HTTP interface, as a page.",
        access: "public",
        answers: { 200: "html" },
      },
      async (c) => {
        const { apiDocument } = await importApiDocument();
        return c.html(<ApiPage document={apiDocument(declared())} dates={await pageDatesOf(c, null)} />);
      },
    );
