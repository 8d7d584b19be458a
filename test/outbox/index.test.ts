// The Outbox's room (src/outbox/index.ts): what the rest of Intake may use of it. The barrel hands out the Durable
// Object and the agreement's words its users call, the very functions of their modules, and nothing of the store.
import { describe, expect, it } from "vitest";
import * as outbox from "../../src/outbox";
import { agreementHeadline, agreementSentence, causeSentence } from "../../src/outbox/agreement/words";
import { Outbox } from "../../src/outbox/outbox";

describe("the barrel exports what its users import, as the modules define it", () => {
  it("the Durable Object and the agreement's words", () => {
    expect(outbox.Outbox).toBe(Outbox);
    expect(outbox.agreementHeadline).toBe(agreementHeadline);
    expect(outbox.agreementSentence).toBe(agreementSentence);
    expect(outbox.causeSentence).toBe(causeSentence);
  });
});

describe("nothing else crosses the room's wall at run time: the store, the kinds and the targets stay inside", () => {
  it("has exactly these values (the rest are types)", () => {
    expect(Object.keys(outbox).sort()).toEqual(["Outbox", "agreementHeadline", "agreementSentence", "causeSentence"]);
  });
});
