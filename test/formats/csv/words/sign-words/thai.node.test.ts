// Thai direction words (sign-words/thai.ts), as Kasikornbank, SCB, Bangkok Bank write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Thai values say each row's direction", () => {
  it("reads ถอน/ฝาก and จ่าย/รับ", () => {
    expectIndicator("ถอน", "ฝาก");
    expectIndicator("จ่าย", "รับ");
  });
});

describe("Thai booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "ถอนเงินสด ATM": "out",
      ชำระค่าไฟฟ้า: "out",
      เงินเดือน: "in",
      รับโอนเงิน: "in",
      "คืนเงิน Lazada": "in",
    }));
});

describe("Thai words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["เลขที่บัตร", "บัตรเครดิต"]));
});
