// What the code asks of a delivery kind (src/outbox/kinds/descriptor.ts): the descriptor's types are the contract,
// and every kind registered in kinds/index.ts honours what they say in words: phrases whose placeholders the pages
// fill, a sentence for each version that cannot deliver the kind, and traits that agree with one another.
import { describe, expect, it } from "vitest";
import { type KindWords, TRANSACTION_WORDS } from "../../../src/outbox/kinds/descriptor";
import { KINDS } from "../../../src/outbox/kinds/index";
import { OUTCOME_STATES } from "../../../src/outbox/store/reports";

/** The placeholders the pages fill (descriptor.ts `Phrase`): `{format}`, `{count:noun}`, … */
const PLACEHOLDER = /\{(format|file|amount|date|trouble|[a-z_]+:[a-z-]+)\}/g;
const OUTCOMES = Object.keys(OUTCOME_STATES);

const phrases = (words: KindWords) => [words.title, words.rows, words.done, words.item].flatMap((p) => p ?? []);

describe.each(Object.entries(KINDS))("kind %s honours the descriptor's contract", (_name, kind) => {
  it("says every phrase with only the placeholders the pages fill, its last line unconditional where a page needs one", () => {
    for (const line of phrases(kind.words)) {
      expect(line.says.replace(PLACEHOLDER, ""), line.says).not.toMatch(/[{}]/);
    }
    // A title, a row count or an item's line must say something for every job: its last line holds always.
    for (const phrase of [kind.words.title, kind.words.rows, kind.words.item]) if (phrase) expect(phrase.at(-1)?.if).toBeUndefined();
  });
  it("names an outcome only among the report's outcomes, and reads amounts as a transaction's or a balance", () => {
    for (const outcome of Object.keys(kind.words.outcomes)) expect(OUTCOMES).toContain(outcome);
    expect(["transaction", "balance"]).toContain(kind.words.amounts);
  });
  it("gives a sentence for each version that cannot deliver it, and delivers through a function", () => {
    for (const [version, reason] of Object.entries(kind.unserved)) {
      expect(["v1", "v2"]).toContain(version);
      expect(reason!.length).toBeGreaterThan(20);
    }
    expect(kind.deliver).toBeTypeOf("function");
  });
  it("waits for the bank only when it may update the bank's transaction, and removes only what it may have inserted", () => {
    if (kind.matching !== null) expect(["insert", "hold"]).toContain(kind.matching.unmatched);
    if (kind.words.amounts === "balance") expect(kind.removal).toBeNull();
  });
});

describe("a kind whose items are transactions of a file is named by where they came from", () => {
  it("TRANSACTION_WORDS leaves the title and rows to the channel and says nothing of its own", () => {
    expect(TRANSACTION_WORDS).toEqual({ title: null, rows: null, done: [], item: null, outcomes: {}, amounts: "transaction" });
    expect(KINDS.transactions.words).toBe(TRANSACTION_WORDS);
  });
});
