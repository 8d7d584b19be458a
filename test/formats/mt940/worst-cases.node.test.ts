// No MT940 file stalls the deployment: at the format's byte limit, the worst shapes of a file (one huge line or
// field, a million tiny records or line ends, envelopes) cost no more than a few typical files of the same size.
import { beforeAll, describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { costRatio, typicalCost } from "../../support/read-cost";
import { typicalMt940, worstMt940 } from "../../support/worst-inputs";

const enc = (s: string) => new TextEncoder().encode(s);
const read = (bytes: Uint8Array) => mt940Adapter.plan(bytes, { accountId: 1 });
const LIMIT = mt940Adapter.whole?.maxBytes ?? 0;
/** A few typical files (the goal is 3, bench/upload prints it); a reader of the square of a line is thousands. */
const BOUND = 10;

describe("a file at the byte limit costs at most a few typical files of its size, whatever its shape", () => {
  let typicalMs = 0;
  beforeAll(() => {
    expect(LIMIT).toBeGreaterThan(1024 * 1024);
    typicalMs = typicalCost(read, enc(typicalMt940(LIMIT)));
  }, 60_000);

  it.each(Object.entries(worstMt940(LIMIT)))(
    "%s",
    (_, make) => {
      const worst = enc(make());
      expect(worst.length).toBeLessThanOrEqual(LIMIT);
      expect(costRatio(read, typicalMs, worst, BOUND)).toBeLessThanOrEqual(BOUND);
    },
    60_000,
  );
});
