// The page scripts read the API's answers through public/assets/answers.d.ts (tsconfig.pages.json): the types must be
// the ones the schemas make today, or a page could read a field the answer no longer has and still type-check.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANSWER_TYPES, answerTypes } from "../../../scripts/answer-types.mjs";

describe("the pages' answer types are made from the API's schemas", () => {
  it("public/assets/answers.d.ts is what the schemas make (run `node scripts/answer-types.mjs` after changing one)", async () => {
    expect(readFileSync(ANSWER_TYPES, "utf8")).toBe(await answerTypes());
  });

  it("names every answer of the document, each with the fields its schema has", async () => {
    const made = await answerTypes();
    for (const name of ["Report", "JobList", "ListedJob", "Preview", "Import", "Coverage", "Kinds", "InboxEntry"])
      expect(made).toMatch(new RegExp(`^export type ${name} =`, "m"));
    // An optional field and a nullable one are written as the schemas say them.
    expect(made).toMatch(/followed_by\?: JobReport\[\];/);
    expect(made).toMatch(/next_offset: number \| null;/);
  });
});
