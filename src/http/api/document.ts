// The OpenAPI 3.1 document of the HTTP surface, made from the routes' own schemas (zod 4's toJSONSchema, JSON Schema
// 2020-12 as OpenAPI 3.1 takes it): every route the app declares (http/route.ts, handed in by the app), what it takes
// and what it answers. The answers' named schemas are the document's components; a request's schema is written in
// place. Made once per isolate.
import * as z from "zod";
import { SESSION_COOKIE } from "../../connections/sessions";
import * as ANSWERS from "./answers";
import type { AnswerOf, Declaration } from "../route";
import { refusalsOf } from "./route";
import { builtOf } from "../../on-first-use";
import { builtSchema } from "./built-schemas";
import { API, ErrorAnswer } from "./schema";

type Json = Record<string, unknown>;

const REF = (id: string) => `#/components/schemas/${id}`;

/** A request's schema as the client sends it (`input`: before a transform; what cannot be said in JSON Schema, any). */
function requestSchema(schema: z.ZodType): Json {
  const { $schema: _, ...json } = z.toJSONSchema(builtSchema(schema), { io: "input", unrepresentable: "any" }) as Json;
  return json;
}

/** An answer's schema: its component, by name. */
function answerSchema(schema: z.ZodType): Json {
  const id = API.get(builtOf(schema))?.id;
  if (!id) throw new Error("an answer's schema is named (api/schema.ts `named`), to be a component of the document");
  return { $ref: REF(id) };
}

const json = (schema: Json) => ({ "application/json": { schema } });

/** The schema of an answer a route names (api/answers.ts), or undefined for one that is not JSON of a schema. */
export function answerSchemaOf(answer: AnswerOf | undefined): z.ZodType | undefined {
  if (answer === undefined || /^[a-z]/.test(answer)) return undefined;
  const schema: unknown = Reflect.get(ANSWERS, answer);
  if (!schema) throw new Error(`the answer ${answer} is not an export of api/answers.ts`);
  return schema as z.ZodType;
}

function response(answer: AnswerOf): Json {
  const schema = answerSchemaOf(answer);
  if (schema) return { description: API.get(builtOf(schema))?.description ?? "The answer", content: json(answerSchema(schema)) };
  switch (answer) {
    case "html":
      return { description: "A page", content: { "text/html": { schema: { type: "string" } } } };
    case "redirect":
      return { description: "A redirect", headers: { Location: { schema: { type: "string" } } } };
    case "empty":
      return { description: "Done: no body" };
    case "asset":
      return { description: "A script or style sheet", content: { "*/*": { schema: {} } } };
    case "no_asset":
      return { description: "No such script or style sheet: no body" };
    default:
      return { description: "JSON", content: json({ type: "object" }) };
  }
}

function requestBody(body: NonNullable<Declaration["body"]>): Json {
  if ("file" in body)
    return {
      required: true,
      description: "The file, as the request's body (its name in file_name or Content-Disposition) or a form's one file part.",
      content: {
        "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
        "text/csv": { schema: { type: "string" } },
        "multipart/form-data": {
          schema: { type: "object", properties: { file: { type: "string", contentMediaType: "application/octet-stream" } } },
        },
      },
    };
  if ("json" in body) return { required: true, content: json(requestSchema(body.json)) };
  const form = { "application/x-www-form-urlencoded": { schema: requestSchema("form" in body ? body.form : body.jsonOrForm) } };
  return { required: true, content: "form" in body ? form : { ...json(requestSchema(body.jsonOrForm)), ...form } };
}

function parameters(route: Declaration): Json[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const inQuery = Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: requestSchema(schema as z.ZodType),
  }));
  return [...inPath, ...inQuery];
}

const SECURITY = { key: [{ apiKey: [] }, { session: [] }], session: [{ session: [] }], public: [] };

function operation(route: Declaration): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.answers)) responses[status] = response(answer);
  for (const status of refusalsOf(route)) {
    // A status the route also answers as a page (a form's refusal in the page's words): either body, by its type.
    const page = responses[status] as { content?: Json } | undefined;
    responses[status] = { description: "Refused", content: { ...json(answerSchema(ErrorAnswer)), ...page?.content } };
  }
  const params = parameters(route);
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: route.summary,
    security: SECURITY[route.access ?? "key"],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses,
  };
}

function build(declared: readonly Declaration[]): Json {
  const paths: Record<string, Json> = {};
  for (const route of declared) (paths[route.path] ??= {})[route.method] = operation(route);
  for (const schema of API._idmap.values()) builtSchema(schema);
  const { schemas } = z.toJSONSchema(API, { io: "input", unrepresentable: "any", uri: REF });
  const components = Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
  return {
    openapi: "3.1.0",
    info: {
      title: "Intake",
      version: "1",
      description:
        "Bank exports, receipts, taps and balance sources into the budgeting service. Errors are `{error: {status, message, …}}`; every answer about a connection's data names its `budget`.",
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An Intake API key (the Connection page makes them)." },
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "A browser's session; a change must come from Intake's own pages.",
        },
      },
    },
  };
}

let made: Json | undefined;
/** The document of the routes the app declares (http/route.ts `declaredRoutes`), made on first use. */
export function apiDocument(declared: readonly Declaration[]): Json {
  made ??= build(declared);
  return made;
}
