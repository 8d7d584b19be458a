// A content stream's cost counted from its bytes: operators weighed by the graphics states saved around them, the text
// its strings show, the forms it draws; operands (numbers, names, strings, arrays, dictionaries, comments) are none.
import { describe, expect, it } from "vitest";
import { ContentCounter } from "../../../src/formats/pdf/content-cost";

const costOf = (...pieces: string[]) => {
  const counter = new ContentCounter();
  for (const piece of pieces) counter.feed(new TextEncoder().encode(piece));
  return counter.end();
};

describe("each operator weighs one more for every graphics state saved around it, and a save 24 more", () => {
  it("q…Q pairs cost what they run; unclosed q make every later operator dearer", () => {
    expect(costOf("q 0 0 m Q q 0 0 m Q").work).toBe(2 * (25 + 2 + 1));
    expect(costOf("q q q 0 0 m").work).toBe(25 + 26 + 27 + 4);
    expect(costOf("q\n".repeat(1000)).work).toBe(1000 * 24 + (1000 * 1001) / 2);
  });

  it("a Q without its q does not make anything cheaper", () => {
    expect(costOf("Q Q q 0 0 m").work).toBe(1 + 1 + 25 + 2);
  });
});

describe("operands are not operators: numbers, names, strings, arrays, dictionaries and comments", () => {
  it("counts the six operators of a marked text line, its text operator's strings as 16 bytes at least", () => {
    const cost = costOf("BT /q 8 Tf [(q q) -120 <7171>] TJ % q q q\n<< /MCID 0 >> BDC true null EMC ET");
    expect(cost).toEqual({ work: 6, text: 16, draws: 0 });
  });

  it("reads strings with escapes and nested parentheses, and a token cut between two pieces", () => {
    const cost = costOf("(a\\) (b) c and more words) T", "j 1 0 0 1 0 0 c", "m");
    expect(cost.text).toBe(8 + " and more words".length);
    expect(cost.work).toBe(2);
  });

  it("skips an inline image's data up to EI", () => {
    expect(costOf("BI /W 4 /H 1 /BPC 8 /CS /G ID q q Q q EI Q").work).toBe(4);
  });
});

describe("a form or image drawn by name is counted as a drawing", () => {
  it("counts each Do", () => {
    expect(costOf("/Fx Do /Fx Do /Im0 Do").draws).toBe(3);
  });
});
