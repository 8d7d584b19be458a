// The reader's locale for what the server writes into a page: the request's Accept-Language, by quality.
import { describe, expect, it } from "vitest";
import { readerLocale } from "../../../src/http/pages/reader-locale";

describe("the reader's locale is the request's Accept-Language", () => {
  it("takes the language of the highest quality that Intl knows, English when none", () => {
    expect(readerLocale("de-CH,de;q=0.9,en;q=0.8")).toBe("de-CH");
    expect(readerLocale("en;q=0.4, fr-FR;q=0.9")).toBe("fr-FR");
    expect(readerLocale("*, not a tag!;q=1, en-GB;q=0.5")).toBe("en-GB");
    expect(readerLocale(undefined)).toBe("en");
    expect(readerLocale("")).toBe("en");
  });
});
