// Lithuanian direction words (sign-words/lithuanian.ts), as SEB, Swedbank, Luminor write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Lithuanian values say each row's direction", () => {
  it("reads Debetas/Kreditas", () => {
    expectIndicator("Debetas", "Kreditas");
  });
});

describe("Lithuanian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Mokėjimas kortele Maxima": "out",
      "Grynųjų pinigų išėmimas": "out",
      "Darbo užmokestis": "in",
      "Atlyginimas gegužė": "in",
      "Grąžinimas Senukai": "in",
    }));
});

describe("Lithuanian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Kortelės numeris", "Kredito kortelė"]));
});
