// Ties the shapes the v1 tests hold the sandbox to (shapes.ts) to the v1 spec's own text, so that the
// conformance tests check the spec's fields and not a list someone wrote down once. Skipped where
// ../shared (the spec) is absent.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { V1_TAG, V1_TRANSACTION, V1_USER } from "./shapes";

const SPEC = resolve(process.cwd(), "../shared/spec/budget-api-v1.md");

/** The text of a `### heading` section, up to the next heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`the v1 spec has no section "${heading}"`);
  const end = text.slice(start + 4).search(/\n#{2,3} /);
  return end < 0 ? text.slice(start) : text.slice(start, start + 4 + end);
}

describe.skipIf(!existsSync(SPEC))("the v1 shapes are the spec's", () => {
  let spec = "";
  beforeAll(() => {
    spec = readFileSync(SPEC, "utf8");
  });

  it("User: the attributes of the table, with their nullability", () => {
    const rows = section(spec, "User (GET /v1/me)")
      .split("\n")
      .filter((line) => /^\| [a-z_]+ \|/.test(line))
      .map((line) => line.split("|").map((cell) => cell.trim()));
    const documented = Object.fromEntries(rows.map((cells) => [cells[1], cells[3]?.startsWith("yes") ?? false]));
    const shape = V1_USER.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    expect(Object.keys(shape).sort()).toEqual(Object.keys(documented).sort());
    for (const [field, nullable] of Object.entries(documented)) expect(shape[field]!.safeParse(null).success, field).toBe(nullable);
  });

  it("Tag: the four documented attributes", () => {
    const documented = [...section(spec, "Tag").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    expect(Object.keys(V1_TAG.shape).sort()).toEqual([...new Set(documented)].sort());
  });

  it("Transaction: every field is named in the spec's attribute list, none of the deprecated ones", () => {
    const paragraph = section(spec, "Transaction");
    const [attributes = "", deprecated = ""] = paragraph.split("Deprecated:");
    const named = new Set(attributes.match(/[a-z][a-z_]*/g));
    for (const field of Object.keys(V1_TRANSACTION.shape)) expect(named.has(field), field).toBe(true);
    const deprecatedNames = deprecated.split("\n")[0]!.match(/[a-z_]+/g) ?? [];
    expect(deprecatedNames).toEqual(["original_date", "type", "subtype", "fees", "price", "quantity"]);
    for (const field of deprecatedNames) expect(Object.keys(V1_TRANSACTION.shape)).not.toContain(field);
    // The enumerations the shape allows are the ones the spec lists.
    for (const cadence of V1_TRANSACTION.shape.recurring_cadence.unwrap().options) expect(attributes).toContain(cadence);
    for (const source of V1_TRANSACTION.shape.source.options) expect(attributes).toMatch(new RegExp(`\\b${source}\\b`));
  });

  it("the v1 paths the sandbox serves are the spec's", () => {
    for (const path of [
      "GET | /v1/me",
      "GET | /v1/transactions |",
      "GET | /v1/transactions/:transaction_id",
      "POST | /v1/transactions |",
    ]) {
      expect(spec).toContain(`| ${path}`);
    }
    // The spec names GET /v1/assets without a shape; PUT /v1/assets/:id is the public v1 documentation's.
    expect(spec).toContain("GET /v1/assets");
  });
});
