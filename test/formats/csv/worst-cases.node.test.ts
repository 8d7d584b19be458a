// No CSV file stalls the deployment: the worst shapes of a file (one huge line or quoted cell, a run of quotes,
// a row of a million cells, a million tiny rows or empty lines) cost a few typical files of the same size.
import { describe, it } from "vitest";
import { planCsv } from "../../../src/formats/csv";
import { eachWorstCostsAFewTypical } from "../../support/read-cost";
import { typicalCsv, worstCsv } from "../../support/worst-inputs";

const read = (bytes: Uint8Array) => planCsv(bytes, { accountId: 1 });
/** CSV is read in pieces of 64 KB up to 100 MB: a record over many pieces shows at 4 MB what it costs at the limit. */
const SIZE = 4 * 1024 * 1024;
/**
 * Twenty typical files: a million rows of one cell are read row by row, each about a fifth of a typical row's work
 * (ten to thirteen typical files); a reader of the square of a shape is hundreds.
 */
const BOUND = 20;

describe("a file of 4 MB costs at most a few typical files of its size, whatever its shape", () => {
  eachWorstCostsAFewTypical(read, SIZE, typicalCsv, worstCsv(SIZE), BOUND);
});
