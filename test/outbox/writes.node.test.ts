// The write kinds' shared words (src/outbox/writes.ts): a year of months is one history request, and the reasons that
// say history is not served are told apart from every other reason by one predicate, never by callers comparing text.
import { describe, expect, it } from "vitest";
import { HISTORY_MONTHS_PER_REQUEST, HISTORY_NOT_SERVED, historyNotServed, NO_HISTORY_ON_V1 } from "../../src/outbox/writes";

describe("history not served is said by the service's 404 or by the legacy v1 interface, and by nothing else", () => {
  it("is true for both reasons, false for any other reason or none", () => {
    expect(historyNotServed(HISTORY_NOT_SERVED)).toBe(true);
    expect(historyNotServed(NO_HISTORY_ON_V1)).toBe(true);
    for (const other of [
      "the manual account 7 is not in the budget (deleted, or another id)",
      "500 Internal Server Error",
      "",
      null,
      undefined,
    ])
      expect(historyNotServed(other)).toBe(false);
  });
  it("says on v1 what to do: connect with v2", () => {
    expect(NO_HISTORY_ON_V1).toMatch(/v1/);
    expect(NO_HISTORY_ON_V1).toMatch(/connect with v2/);
  });
});

describe("a history request carries up to two years of months (the service's upsert takes at least one)", () => {
  it("is 24", () => expect(HISTORY_MONTHS_PER_REQUEST).toBe(24));
});
