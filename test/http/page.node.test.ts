// The upload page's script, run outside a browser: it parses, and it says in words what the import did
// (a file whose rows all failed is never shown as a plain "done").
import { describe, expect, it } from "vitest";
import { UPLOAD_PAGE } from "../../src/http/page";

function pageScript() {
  const js = UPLOAD_PAGE.split("<script>")[1]!.split("</script>")[0]!;
  const element = () => ({ value: "", addEventListener() {}, replaceChildren() {}, hidden: true, textContent: "" });
  const document = { getElementById: element, createElement: element };
  const localStorage = { getItem: () => null };
  return new Function("document", "localStorage", `${js}\nreturn { rowsInWords, outcomeInWords };`)(document, localStorage) as {
    rowsInWords(rows: object): string;
    outcomeInWords(rows: object, counts: object): string;
  };
}

describe("the page says what happened to the rows", () => {
  it("names the rows that could not be read beside what landed", () => {
    const { outcomeInWords } = pageScript();
    const text = outcomeInWords({ planned: 1, ignored: 1, error: 12 }, { inserted: 1, duplicates: 0, invalid: 0, failed: 0, pending: 0 });
    expect(text).toMatch(/^12 of 13 rows could not be read; 1 inserted/);
  });
  it("summarises a dry run's plan", () => {
    expect(pageScript().rowsInWords({ planned: 409, ignored: 2, error: 1 })).toBe(
      "412 rows: 409 to import, 2 ignored, 1 could not be read",
    );
  });
  it("shows the profile's warnings in a region of their own", () => {
    expect(UPLOAD_PAGE).toContain('id="warnings"');
    expect(UPLOAD_PAGE).toContain('aria-live="polite"');
  });
});
