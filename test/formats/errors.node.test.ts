// The one input error of every source adapter, and how it is told apart when thrown by a lazy module's own copy.
import { describe, expect, it } from "vitest";
import { isSourceInputError, SourceInputError } from "../../src/formats/errors";

describe("a SourceInputError carries its message and what a page needs to fix it", () => {
  it("keeps the accounts to choose from, or the missing role and the columns", () => {
    const several = new SourceInputError("this OFX file holds 2 accounts", { file_accounts: ["1", "2"] });
    expect([several.name, several.message, several.details]).toEqual([
      "SourceInputError",
      "this OFX file holds 2 accounts",
      { file_accounts: ["1", "2"] },
    ]);
    const missing = new SourceInputError("no amount column", {
      missing: "amount",
      columns: [{ index: 0, header: "Datum", role: "date", samples: ["01.02.2025"] }],
    });
    expect(missing.details?.missing).toBe("amount");
  });
});

describe("an error is a SourceInputError by its name, whichever copy of the class threw it", () => {
  it("knows one of another module's class, and no other error", () => {
    class CopyFromLazyModule extends Error {
      override readonly name = "SourceInputError";
    }
    expect(isSourceInputError(new SourceInputError("x"))).toBe(true);
    expect(isSourceInputError(new CopyFromLazyModule("x"))).toBe(true);
    expect([isSourceInputError(new TypeError("x")), isSourceInputError({ name: "SourceInputError" }), isSourceInputError(null)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
