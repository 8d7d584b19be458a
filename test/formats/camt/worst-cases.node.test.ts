// No CAMT file stalls the deployment: the worst shapes of XML (one huge text, a million tiny elements or
// attributes, deep nesting, comments and quotes never closed, files cut inside them) cost a few typical files.
import { describe, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";
import { eachWorstCostsAFewTypical } from "../../support/read-cost";
import { typicalCamt, worstCamt } from "../../support/worst-inputs";

const read = (bytes: Uint8Array) => camtAdapter.plan(bytes, { accountId: 1, settings: {} });
/** A quarter of the byte limit (16 MB): a typical file of the limit takes seconds to read, and a reader of the square of a shape is as far over the bound at a quarter. */
const SIZE = (camtAdapter.whole?.maxBytes ?? 0) / 4;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a shape is hundreds. */
const BOUND = 10;

describe("a file at a quarter of the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  eachWorstCostsAFewTypical(read, SIZE, typicalCamt, worstCamt(SIZE), BOUND);
});
