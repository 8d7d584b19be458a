// No QIF file stalls the deployment: at the format's byte limit, the worst shapes of a file (one huge line, a
// million split, section, end or blank lines, a run of blanks) cost a few typical files of the same size.
import { describe, it } from "vitest";
import { qifAdapter } from "../../../src/formats/qif/adapter";
import { eachWorstCostsAFewTypical } from "../../support/read-cost";
import { typicalQif, worstQif } from "../../support/worst-inputs";

const read = (bytes: Uint8Array) => qifAdapter.plan(bytes, { accountId: 1, settings: {} });
/** The byte limit of a QIF file. */
const SIZE = qifAdapter.whole?.maxBytes ?? 0;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a shape is hundreds. */
const BOUND = 10;

describe("a file at the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  eachWorstCostsAFewTypical(read, SIZE, typicalQif, worstQif(SIZE), BOUND);
});
