// Greek direction words (sign-words/greek.ts), as Alpha Bank, Piraeus, Eurobank write them: indicator values, booking words, refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Greek values say each row's direction", () => {
  it("reads Χρέωση/Πίστωση", () => {
    expectIndicator("Χρέωση", "Πίστωση");
  });
  it("reads their initials Χ/Π in a column of their own", () => {
    expectIndicator("Χ", "Π");
  });
});

describe("Greek booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "ΑΝΑΛΗΨΗ ΑΠΟ ATM": "out",
      "Αγορά Σκλαβενίτης": "out",
      "Μισθοδοσία Μαΐου": "in",
      "Κατάθεση μετρητών": "in",
      "Επιστροφή αγοράς": "in",
    }));
});

describe("Greek words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Αριθμός κάρτας", "Πιστωτική κάρτα"]));
});
