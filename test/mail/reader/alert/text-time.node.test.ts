// How long a hostile mail takes to read, timed in node: workerd does not advance its clocks while code runs.
// Alerts are short; only their first lines are read, each cut to a paragraph's length, so no pattern meets
// more text than that, however the mail is made.
import { describe, expect, it } from "vitest";
import { alertMail, read } from "./fixtures";

describe("only the first lines are read, each cut to a paragraph's length", () => {
  it("a hostile mail of long lines and runs of digits and spaces is read at once", () => {
    const long = [
      "1,".repeat(400),
      "a ".repeat(400) + "at",
      "X".repeat(2000),
      "$".repeat(300) + "1".repeat(300),
      "ending " + "9 ".repeat(300),
    ];
    const mail = alertMail({
      fromAddress: "alerts@chase.com",
      subject: "Transaction " + "at ".repeat(200),
      text: Array(200).fill(long).flat().join("\n"),
    });
    const started = performance.now();
    read(mail);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
