// Hebrew direction words (sign-words/hebrew.ts), as Hapoalim, Leumi, Discount write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Hebrew values say each row's direction", () => {
  it("reads חובה/זכות", () => expectIndicator("חובה", "זכות"));
});

describe("Hebrew booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "משיכת מזומן כספומט": "out",
      "עמלת ניהול חשבון": "out",
      "משכורת חודש יולי": "in",
      "הפקדה במזומן": "in",
      "החזר כספי": "in",
    }));
});

describe("Hebrew words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["מספר כרטיס", "כרטיס אשראי"]));
});
