// No OFX file stalls the deployment: at the format's byte limit, the worst shapes of a file (one huge value, a
// million tiny or empty leaves, tags never closed, CDATA never closed, deep nesting) cost a few typical files.
import { describe, expect, it } from "vitest";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";
import { costRatio, eachWorstCostsAFewTypical, typicalCost } from "../../support/read-cost";
import { filled, typicalOfx, worstOfx } from "../../support/worst-inputs";

const enc = (s: string) => new TextEncoder().encode(s);
const read = (bytes: Uint8Array) => ofxAdapter.plan(bytes, { accountId: 1, settings: {} });
/** The byte limit of an OFX file. */
const SIZE = ofxAdapter.whole?.maxBytes ?? 0;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a shape is hundreds. */
const BOUND = 10;

describe("a file at the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  eachWorstCostsAFewTypical(read, SIZE, typicalOfx, worstOfx(SIZE), BOUND);
});

describe("telling an OFX file by its first bytes costs what a typical head does, whatever the bytes before <OFX> are", () => {
  /** The head read a thousand times: one reading is microseconds, too short to weigh. */
  const recognizing = (head: Uint8Array) => {
    for (let i = 0; i < 1000; i++) ofxAdapter.recognizes(head);
  };

  it("header pairs run together (A:A:A:…) before a stray <, which could be cut into pairs in every way", () => {
    const typicalMs = typicalCost(recognizing, enc(typicalOfx(64 * 1024)).subarray(0, 4096));
    const worst = enc(filled(4096, "", "A:", "<x<OFX>"));
    expect(ofxAdapter.recognizes(enc("OFXHEADER:100 DATA:OFXSGML\nVERSION:102\n<OFX>"))).toBe(true);
    expect(costRatio(recognizing, typicalMs, worst, BOUND)).toBeLessThanOrEqual(BOUND);
  });
});
