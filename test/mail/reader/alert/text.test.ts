// An alert is read from its text as a person sees it: a plain part that is really HTML, or the HTML part of an
// HTML-only alert, is read as the HTML's text.
import { describe, expect, it } from "vitest";
import { alertMail, html, read } from "./fixtures";

const BODY = [
  "Hello,",
  "As requested, we&rsquo;re letting you know that a purchase of $1.77 was made on your credit card account ************1001 on November 19, 2024 towards TIM HORTONS #0000.",
  "Account:",
  "************1001",
  "Purchase Amount:",
  "$1.77",
];

describe("the HTML's text", () => {
  it("an HTML-only alert", () => {
    const mail = alertMail({ fromAddress: "alerts@rbc.com", subject: "You made a purchase.", html: html(...BODY) });
    expect(read(mail)).toMatchObject({
      kind: "purchase",
      amount: "1.77",
      currency: "cad",
      merchant: "TIM HORTONS",
      last4: "1001",
      date: "2024-11-19",
    });
  });
  it("a plain part that is the HTML itself", () => {
    const mail = alertMail({ fromAddress: "alerts@rbc.com", subject: "You made a purchase.", text: html(...BODY) });
    expect(read(mail)).toMatchObject({ kind: "purchase", amount: "1.77", merchant: "TIM HORTONS" });
  });
  it("an inline forward's quote marks are no text", () => {
    const mail = alertMail({
      fromAddress: "alerts@rbc.com",
      subject: "You made a purchase.",
      text: BODY.map((l) => `> ${l}`).join("\n>\n"),
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", amount: "1.77", merchant: "TIM HORTONS" });
  });
});

describe("a plain part that says nothing", () => {
  it("'View this alert in your browser': the HTML part is read", () => {
    const mail = alertMail({
      fromAddress: "alerts@rbc.com",
      subject: "You made a purchase.",
      text: "View this alert in your browser.",
      html: html(...BODY),
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", amount: "1.77", merchant: "TIM HORTONS" });
  });
});
