import { describe, expect, it } from "vitest";
import * as z from "zod";
import { builtOf, onFirstUse } from "../src/on-first-use";

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

describe("builtOf gives the value a stand-in stands for, for code that compares identities", () => {
  it("is the built value itself, built then if it was not, and any other value unchanged", () => {
    let builds = 0;
    const Name = onFirstUse(() => {
      builds++;
      return z.string().min(1);
    });
    const built = builtOf(Name);
    expect(builds).toBe(1);
    expect(built).not.toBe(Name);
    expect(builtOf(Name)).toBe(built);
    expect(Name.optional().unwrap()).toBe(built);
    const plain = z.number();
    expect(builtOf(plain)).toBe(plain);
    expect(builtOf(null)).toBe(null);
    expect(builtOf("text")).toBe("text");
  });
});
