// The document's schemas read by toJSONSchema with no stand-in of on-first-use.ts left among them.
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { onFirstUse } from "../../../src/on-first-use";
import { builtSchema } from "../../../src/http/api/built-schemas";

/** A schema that reaches stand-ins every way the routes' schemas do: in a shape, a union, an array, an extension, z.lazy. */
function answerOf(lazily: <T extends object>(build: () => T) => T) {
  const Status = lazily(() => z.enum(["ok", "broken"]));
  const Check = lazily(() => z.strictObject({ status: Status, rows: z.number().int() }));
  const Question = lazily(() => z.strictObject({ asks: z.string(), taken: z.boolean() }));
  const Note = lazily(() => z.array(z.string()).readonly());
  return z.strictObject({
    check: Check.nullable(),
    also: Check,
    either: z.union([Status, z.literal("none")]),
    questions: z.array(Question.extend({ readings: z.array(z.string()) })),
    later: z.lazy(() => Check),
    note: Note,
  });
}

describe("a schema reaching stand-ins is read by toJSONSchema as the schemas they stand for", () => {
  it("fails without, as zod keys what it has seen by the schema object", () => {
    expect(() => z.toJSONSchema(answerOf(onFirstUse))).toThrow(/Cannot set properties of undefined/);
  });

  it("gives the document of the same schema built at once", () => {
    const eager = <T extends object>(build: () => T) => build();
    expect(z.toJSONSchema(builtSchema(answerOf(onFirstUse)))).toEqual(z.toJSONSchema(answerOf(eager)));
  });

  it("parses as before", () => {
    const answer = builtSchema(answerOf(onFirstUse));
    const check = { status: "ok", rows: 3 };
    const value = {
      check,
      also: check,
      either: "none",
      questions: [{ asks: "?", taken: true, readings: [] }],
      later: check,
      note: ["seen"],
    };
    expect(answer.parse(value)).toEqual(value);
    expect(answer.safeParse({ ...value, also: { ...check, status: "maybe" } }).success).toBe(false);
  });
});
