// Writes public/assets/answers.d.ts: the type of every answer the HTTP surface describes, made from the OpenAPI
// document (src/http/api/document.ts, itself made from the routes' zod schemas). The page scripts name these types in
// JSDoc (`@import { Report } from "./answers"`), so `tsc -p tsconfig.pages.json` fails where a page reads a field no
// schema has. `node scripts/answer-types.mjs` writes the file; test/http/api/answer-types.node.test.ts fails while
// the file differs from what the schemas make.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { format, resolveConfig } from "prettier";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const ANSWER_TYPES = join(root, "public", "assets", "answers.d.ts");

// The document's modules reach the worker's own (its constants, its Durable Object's store): in node, the runtime's
// `cloudflare:` modules are classes and bindings nothing here calls.
const runtimeStub = {
  name: "runtime-stub",
  setup(b) {
    b.onResolve({ filter: /^cloudflare:/ }, (args) => ({ path: args.path, namespace: "runtime-stub" }));
    b.onLoad({ filter: /.*/, namespace: "runtime-stub" }, () => ({
      contents: "export class DurableObject {}; export class WorkerEntrypoint {}; export const env = {};",
      loader: "js",
    }));
  },
};

/** The OpenAPI document as the worker serves it at /openapi.json: its components, the answers' named schemas, are all this reads (no route needed). */
async function apiDocument() {
  const built = await build({
    entryPoints: [join(root, "src", "http", "api", "document.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    plugins: [runtimeStub],
    external: ["./vendor/*"],
    logLevel: "error",
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString("base64")}`);
  return module.apiDocument([]);
}

const COMPONENT = "#/components/schemas/";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `text` as a JSDoc comment, or nothing. */
const doc = (text) => (text ? `/** ${String(text).replaceAll("*/", "*\\/").replaceAll("\n", " ")} */\n` : "");
const key = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const union = (types) => [...new Set(types)].join(" | ") || "never";
/** A type that may stand before `[]`. */
const element = (type) => (/[|&]/.test(type) ? `(${type})` : type);

/** A JSON Schema (2020-12, as zod writes it) as a TypeScript type. */
function typeOf(schema) {
  if (schema === true || schema === undefined) return "unknown";
  if (schema === false) return "never";
  if (schema.$ref) return schema.$ref.startsWith(COMPONENT) ? schema.$ref.slice(COMPONENT.length) : "unknown";
  if ("const" in schema) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((v) => JSON.stringify(v)));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return union(choices.map(typeOf));
  if (schema.allOf) return schema.allOf.map((s) => element(typeOf(s))).join(" & ");
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => typeOf({ ...schema, type })));
  switch (schema.type) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      if (schema.prefixItems) return `[${schema.prefixItems.map(typeOf).join(", ")}]`;
      return `${schema.readOnly ? "readonly " : ""}${element(typeOf(schema.items))}[]`;
    case "object":
      return schema.readOnly ? `Readonly<${objectOf(schema)}>` : objectOf(schema);
    default:
      return "unknown";
  }
}

function objectOf(schema) {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0 && extra && extra !== true) {
    // A record: of every string, or of the keys an enum names (each may be left out).
    if (!schema.propertyNames?.enum) return `Record<string, ${typeOf(extra)}>`;
    return `{ [key in ${union(schema.propertyNames.enum.map((v) => JSON.stringify(v)))}]?: ${typeOf(extra)} }`;
  }
  if (properties.length === 0) return "Record<string, unknown>";
  const required = new Set(schema.required ?? []);
  const fields = properties.map(
    ([name, property]) => `${doc(property.description)}${key(name)}${required.has(name) ? "" : "?"}: ${typeOf(property)};`,
  );
  return `{\n${fields.join("\n")}\n}`;
}

/** The declarations of every named answer of the document, formatted as the repository formats TypeScript. */
export async function answerTypes() {
  const { components } = await apiDocument();
  const declarations = Object.entries(components.schemas).map(
    ([name, schema]) => `${doc(schema.description)}export type ${name} = ${typeOf(schema)};`,
  );
  const text = [
    "// The answers of Intake's HTTP surface, made from its OpenAPI document by scripts/answer-types.mjs: do not edit.",
    "// The page scripts read their JSON through these types (tsconfig.pages.json).",
    ...declarations,
  ].join("\n\n");
  const options = (await resolveConfig(ANSWER_TYPES)) ?? {};
  return format(text, { ...options, filepath: ANSWER_TYPES });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const made = await answerTypes();
  const written = existsSync(ANSWER_TYPES) ? readFileSync(ANSWER_TYPES, "utf8") : "";
  if (made !== written) writeFileSync(ANSWER_TYPES, made);
  console.log(made === written ? "answers.d.ts is current" : "wrote public/assets/answers.d.ts");
}
