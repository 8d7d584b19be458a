// The sense each section of a statement of several accounts is read in: a close call (most signed rows positive, so
// read as a bill's) takes the sense the sections their figures or columns decided agree on.
import { describe, expect, it } from "vitest";
import { guessedSenses, type SectionSense, sensesOf } from "../../../src/formats/pdf/section-sense";

const closeCall: SectionSense = { owed: true, decided: null, closeCall: true };
const account: SectionSense = { owed: false, decided: false, closeCall: false };
const bill: SectionSense = { owed: true, decided: true, closeCall: false };
const undecided: SectionSense = { owed: false, decided: null, closeCall: false };

describe("a close call takes the sense the decided sections agree on", () => {
  it("an account of salaries beside an account its figures prove is an account", () => {
    expect(sensesOf([account, closeCall], false)).toEqual([false, false]);
    expect(sensesOf([closeCall, undecided, account], false)).toEqual([false, false, false]);
  });

  it("beside a bill its headings prove, a close call stays a bill's", () => {
    expect(sensesOf([bill, closeCall], false)).toEqual([true, true]);
  });

  it("a look-alike: where no section decides, or the decided ones disagree, each keeps its own", () => {
    expect(sensesOf([undecided, closeCall], false)).toEqual([false, true]);
    expect(sensesOf([account, bill, closeCall], false)).toEqual([false, true, true]);
  });

  it("a look-alike: a statement whose words name a card is read as each section says", () => {
    expect(sensesOf([account, closeCall], true)).toEqual([false, true]);
  });
});

describe("a close call nothing else decides is said to be a guess", () => {
  it("a lone section read as a bill only because most of its amounts are positive is a guess", () => {
    expect(guessedSenses([closeCall], false)).toEqual([true]);
    expect(guessedSenses([undecided, closeCall], false)).toEqual([false, true]);
  });

  it("a look-alike: a close call the file's decided sections agree on a sense for is no guess", () => {
    expect(guessedSenses([bill, closeCall], false)).toEqual([false, false]);
  });

  it("a look-alike: a statement whose words name a card is a bill by its words", () => {
    expect(guessedSenses([closeCall], true)).toEqual([false]);
  });

  it("an account of salaries beside an account its figures prove takes its sense, no guess", () => {
    expect(guessedSenses([account, closeCall], false)).toEqual([false, false]);
  });

  it("where the decided sections disagree, the close call is still a guess", () => {
    expect(guessedSenses([account, bill, closeCall], false)).toEqual([false, false, true]);
  });
});
