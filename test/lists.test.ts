// A map of lists, grown in place (src/lists.ts).
import { describe, expect, it } from "vitest";
import { addTo } from "../src/lists";

describe("a value is added to its key's list, which is started when there is none", () => {
  it("keeps each key's values in the order they came, in the same list", () => {
    const map = new Map<string, number[]>();
    addTo(map, "a", 1);
    const first = map.get("a");
    addTo(map, "b", 2);
    addTo(map, "a", 3);
    expect([...map]).toEqual([
      ["a", [1, 3]],
      ["b", [2]],
    ]);
    expect(map.get("a")).toBe(first);
  });
});
