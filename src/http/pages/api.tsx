// The HTTP interface as a page: the OpenAPI document (/openapi.json) rendered on the server, route by route (method,
// path, what it takes, what it answers) and each named answer's fields, linked. No script: the document is read here.
import type { Child } from "hono/jsx";
import { Layout } from "./layout";
import type { PageDates } from "./page-dates";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const COMPONENT = "#/components/schemas/";

/** A schema's type in a few words: a link for a component, `a | b` for a union, the values of an enum. */
function typeOf(schema: Json): Child {
  const ref = schema.$ref;
  if (typeof ref === "string" && ref.startsWith(COMPONENT)) {
    const id = ref.slice(COMPONENT.length);
    return <a href={`#schema-${id}`}>{id}</a>;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const union = asArray(schema.anyOf ?? schema.oneOf);
  if (union.length > 0)
    return union.map((s, i) => (
      <>
        {i > 0 ? " | " : ""}
        {typeOf(asObject(s))}
      </>
    ));
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : typeof schema.type === "string" ? schema.type : "any";
  if (type.startsWith("array")) return <>array of {typeOf(asObject(schema.items))}</>;
  if (type === "object" && !isObject(schema.properties) && isObject(schema.additionalProperties))
    return <>map of {typeOf(schema.additionalProperties)}</>;
  return type;
}

/** An object's fields, one a row (nested objects inside); anything else, its type. */
function SchemaView({ schema }: { schema: Json }) {
  const properties = asObject(schema.properties);
  const names = Object.keys(properties);
  if (names.length === 0) return <code>{typeOf(schema)}</code>;
  const required = new Set(asArray(schema.required));
  return (
    <table class="api-fields">
      <tbody>
        {names.map((name) => {
          const field = asObject(properties[name]);
          const nested = isObject(field.properties) ? field : asObject(field.items).properties ? asObject(field.items) : null;
          return (
            <tr>
              <th scope="row">
                <code>{name}</code>
                {required.has(name) ? "" : "?"}
              </th>
              <td>
                {nested ? (
                  <>
                    {field.type === "array" ? "array of " : ""}
                    <SchemaView schema={nested} />
                  </>
                ) : (
                  <code>{typeOf(field)}</code>
                )}
                {typeof field.description === "string" ? <span class="hint"> {field.description}</span> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Operation({ path, method, op }: { path: string; method: string; op: Json }) {
  const parameters = asArray(op.parameters).map(asObject);
  const body = asObject(asObject(op.requestBody).content);
  const responses = asObject(op.responses);
  return (
    <section class="api-route" id={String(op.operationId)}>
      <h3>
        <span class={`api-method api-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p>{String(op.summary ?? "")}</p>
      {parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <table class="api-fields">
            <tbody>
              {parameters.map((p) => (
                <tr>
                  <th scope="row">
                    <code>{String(p.name)}</code>
                    {p.required ? "" : "?"}
                  </th>
                  <td>
                    {String(p.in)} · <code>{typeOf(asObject(p.schema))}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {Object.keys(body).length > 0 ? (
        <>
          <h4>Body</h4>
          {Object.entries(body).map(([type, media]) => (
            <div>
              <p>
                <code>{type}</code>
              </p>
              <SchemaView schema={asObject(asObject(media).schema)} />
            </div>
          ))}
        </>
      ) : null}
      <h4>Answers</h4>
      <ul class="api-answers">
        {Object.entries(responses).map(([status, answer]) => {
          const content = asObject(asObject(answer).content);
          const [first] = Object.entries(content);
          return (
            <li>
              <strong>{status}</strong> {String(asObject(answer).description ?? "")}
              {first ? (
                <>
                  {" "}
                  · <code>{first[0]}</code> <code>{typeOf(asObject(asObject(first[1]).schema))}</code>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ApiPage({ document, dates }: { document: Json; dates: PageDates }) {
  const paths = asObject(document.paths);
  const schemas = asObject(asObject(document.components).schemas);
  return (
    <Layout dates={dates} title="HTTP interface" current="api">
      <h1>HTTP interface</h1>
      <p class="hint">
        Every route Intake serves, what it takes and what it answers, from <a href="/openapi.json">the OpenAPI 3.1 document</a> (the same
        schemas the routes check their requests with and type their answers by). A field marked ? may be left out.
      </p>
      <nav aria-label="Routes">
        <ul class="api-index">
          {Object.entries(paths).flatMap(([path, ops]) =>
            Object.entries(asObject(ops)).map(([method, op]) => (
              <li>
                <a href={`#${String(asObject(op).operationId)}`}>
                  {method.toUpperCase()} {path}
                </a>
              </li>
            )),
          )}
        </ul>
      </nav>
      <h2>Routes</h2>
      {Object.entries(paths).flatMap(([path, ops]) =>
        Object.entries(asObject(ops)).map(([method, op]) => <Operation path={path} method={method} op={asObject(op)} />),
      )}
      <h2>Answers</h2>
      {Object.entries(schemas).map(([id, schema]) => (
        <section class="api-schema" id={`schema-${id}`}>
          <h3>{id}</h3>
          {typeof asObject(schema).description === "string" ? <p>{String(asObject(schema).description)}</p> : null}
          <SchemaView schema={asObject(schema)} />
        </section>
      ))}
    </Layout>
  );
}
