// Serbian and Macedonian direction words in Cyrillic (sign-words/serbian.ts): indicator values, booking words,
// refunds and a card's words.
import { describe, it } from "vitest";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Serbian values say each row's direction", () => {
  it("reads Задужење/Одобрење and Дугује/Потражује", () => {
    expectIndicator("Задужење", "Одобрење");
    expectIndicator("Дугује", "Потражује");
  });
  it("reads the Д/П letters statements print", () => expectIndicator("Д", "П"));
});

describe("Serbian booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({ "Исплата банкомат": "out", "Уплата Петар Петровић": "in", "Плата за мај": "in", "Поврат робе": "in" }));
});

describe("Serbian words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Број картице", "Кредитна картица"]));
});
