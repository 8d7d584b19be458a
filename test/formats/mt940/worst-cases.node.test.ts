// No MT940 file stalls the deployment: at the format's byte limit, the worst shapes of a file (one huge line or
// field, a million tiny records or line ends, envelopes) cost no more than a few typical files of the same size.
import { describe, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { eachWorstCostsAFewTypical } from "../../support/read-cost";
import { typicalMt940, worstMt940 } from "../../support/worst-inputs";

const read = (bytes: Uint8Array) => mt940Adapter.plan(bytes, { accountId: 1 });
const LIMIT = mt940Adapter.whole?.maxBytes ?? 0;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a line is thousands. */
const BOUND = 10;

describe("a file at the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  eachWorstCostsAFewTypical(read, LIMIT, typicalMt940, worstMt940(LIMIT), BOUND);
});
