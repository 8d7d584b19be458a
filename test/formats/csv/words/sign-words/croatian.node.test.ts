// Croatian, Serbian and Bosnian direction words in Latin letters (sign-words/croatian.ts), as Zagrebačka, PBZ and Erste
// write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Croatian values say each row's direction", () => {
  it("reads Duguje/Potražuje and Terećenje/Odobrenje", () => {
    expectIndicator("Duguje", "Potražuje");
    expectIndicator("Terećenje", "Odobrenje");
  });
});

describe("Croatian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Isplata bankomat": "out",
      "Kartično plaćanje Konzum": "out",
      "Uplata Marko Babić": "in",
      "Plaća Podravka d.d.": "in",
      "Povrat kupnje": "in",
      "Trgovina Konzum": null,
    }));
});

describe("Croatian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Broj kartice", "Kreditna kartica"]));
});
