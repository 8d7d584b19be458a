// A payment confirmed in a sentence ("Your automatic payment of $102.12 was processed successfully") is the
// charge; one still to come, one that failed, or one made to the user's own card is not.
import { describe, expect, it } from "vitest";
import { mail, read } from "../fixtures";

const body = (sentence: string) => `Thanks for your payment\n${sentence}\nManage your account online.`;

describe("a sentence saying a payment went through names the charge", () => {
  it.each([
    ["an autopay", "Your automatic payment of $102.12 was processed successfully with your account ending in 2462.", "102.12", "usd"],
    ["German", "Ihre Zahlung von 49,99 € ist erfolgreich eingegangen.", "49.99", "eur"],
    ["French", "Votre paiement de 12,50 € a bien été effectué.", "12.50", "eur"],
    ["Spanish", "Tu pago de 30,00 € se ha procesado correctamente.", "30.00", "eur"],
    ["Dutch", "Je betaling van € 15,00 is gelukt.", "15.00", "eur"],
    ["Italian", "Il tuo pagamento di 20,00 € è stato ricevuto.", "20.00", "eur"],
    ["Portuguese", "Seu pagamento de R$ 89,90 foi aprovado.", "89.90", "brl"],
  ])("%s", async (_, sentence, total, currency) => {
    const r = await read(mail({ text: body(sentence) }));
    expect([r.verdict, r.total, r.currency]).toEqual(["purchase", total, currency]);
  });
});

describe("a payment still to come, failed, or made to the user's own card is no charge", () => {
  it.each([
    ["English, to come", "Your next payment of $102.12 will be processed on December 13."],
    ["English, scheduled", "Your payment of $102.12 is scheduled and will be processed on Friday."],
    ["English, to the user's card", "A payment of $415.54 has been received to your credit card account."],
    ["German, failed", "Ihre Zahlung von 49,99 € ist fehlgeschlagen."],
    ["French, to come", "Votre paiement de 12,50 € sera effectué le 3 mai."],
    ["Spanish, declined", "Tu pago de 30,00 € ha sido rechazado."],
    ["Dutch, credited", "Je betaling van € 15,00 is ontvangen en bijgeschreven op je rekening."],
  ])("%s", async (_, sentence) => {
    const r = await read(mail({ text: body(sentence) }));
    expect([r.verdict, r.total]).toEqual(["not_a_receipt", null]);
  });
});
