// The reader's locale for what the server writes into a page: the request's Accept-Language, by quality.
import { describe, expect, it } from "vitest";
import { dayIn, readerLocale } from "../../../src/http/pages/reader-locale";

describe("server-rendered days are in the request's Accept-Language", () => {
  it("takes the language of the highest quality that Intl knows, English when none", () => {
    expect(readerLocale("de-CH,de;q=0.9,en;q=0.8")).toBe("de-CH");
    expect(readerLocale("en;q=0.4, fr-FR;q=0.9")).toBe("fr-FR");
    expect(readerLocale("*, not a tag!;q=1, en-GB;q=0.5")).toBe("en-GB");
    expect(readerLocale(undefined)).toBe("en");
    expect(readerLocale("")).toBe("en");
  });
  it("writes a day as the page scripts do (the locale's medium date)", () => {
    expect(dayIn("en-GB", "2026-11-25T23:30:00.000Z")).toBe("25 Nov 2026");
    expect(dayIn("en-US", "2026-11-25")).toBe("Nov 25, 2026");
    expect(dayIn("de-DE", "2026-11-25")).toBe("25.11.2026");
    expect(dayIn("en", "not a day")).toBe("not a day");
  });
});
