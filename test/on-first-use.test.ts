import { describe, expect, it } from "vitest";
import * as z from "zod";
import { onFirstUse } from "../src/on-first-use";

describe("a value is built on its first use, once", () => {
  it("builds nothing until read, then keeps what it built", () => {
    let builds = 0;
    const Schema = onFirstUse(() => {
      builds++;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(Schema.parse({ name: "Cash" })).toEqual({ name: "Cash" });
    expect(Schema.safeParse({ name: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it("stands for the schema inside other schemas, in spreads and in instanceof", () => {
    const Id = onFirstUse(() => z.number().int().positive());
    const fields = onFirstUse(() => ({ id: Id, label: z.string().optional() }));
    const Row = onFirstUse(() => z.object({ ...fields, rows: z.array(Id) }).strict());
    expect(Row.parse({ id: 3, rows: [1, 2] })).toEqual({ id: 3, rows: [1, 2] });
    expect(Row.safeParse({ id: 3, rows: [0] }).success).toBe(false);
    expect(Row.safeParse({ id: 3, rows: [], other: 1 }).success).toBe(false);
    expect(Object.keys(fields)).toEqual(["id", "label"]);
    expect(Id instanceof z.ZodNumber).toBe(true);
    expect(Row.shape.id.parse(4)).toBe(4);
  });
});
