// Character references in plain text and OFX values.
import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../src/formats/character-references";

describe("character references are decoded", () => {
  it("decodes named, decimal and hex references, and leaves unknown names", () => {
    expect(decodeEntities("Total&nbsp;&#36;70.00 &amp; &#x20AC;5 &euro;3 &bogus;")).toBe("Total\u00a0$70.00 & €5 €3 &bogus;");
  });

  it("leaves a reference to no character, or past the last, as written", () => {
    expect(decodeEntities("&#0; &#x110000; &#1114111;")).toBe("&#0; &#x110000; \u{10ffff}");
  });
});
