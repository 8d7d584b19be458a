// A reply that quotes a receipt is no forward: only the reply's own text is the original.
import { describe, expect, it } from "vitest";
import { unwrap } from "../../../../src/mail/reader/unwrap";

/** A raw message: headers, a blank line, the body (CRLF line ends). */
function mail(subject: string, body: string): string {
  const head = [
    "From: Pat <pat@example.org>",
    "To: receipts@intake.example",
    `Subject: ${subject}`,
    "Date: Wed, 9 Oct 2024 08:00:00 +0200",
    "Content-Type: text/plain; charset=utf-8",
  ];
  return [...head, "", body].join("\r\n").replace(/\r?\n/g, "\r\n");
}

describe("a reply that quotes a receipt keeps only its own text", () => {
  it.each([
    [
      "Gmail, a quoting line and quoted lines (en)",
      "Re: Your order #1001",
      "Thanks, it arrived!\n\nOn Tue, Oct 8, 2024 at 10:15 AM Corner Books <orders@cornerbooks.example> wrote:\n> Thank you for your order #1001.\n> Order total: $70.00",
      "Thanks, it arrived!",
    ],
    [
      "Outlook, a separator and a header block (de)",
      "AW: Ihre Bestellung 4711",
      "Danke für die schnelle Lieferung.\n\n-----Ursprüngliche Nachricht-----\nVon: Shop GmbH <bestellung@shop.example>\nGesendet: Dienstag, 8. Oktober 2024 10:15\nBetreff: Ihre Bestellung 4711\n\nGesamtbetrag: 70,00 €",
      "Danke für die schnelle Lieferung.",
    ],
    [
      "Apple Mail, a quoting line (fr)",
      "RE: Votre commande",
      "Bonjour, pouvez-vous m'envoyer la facture ?\n\nLe 8 oct. 2024 à 10:15, Boutique <commandes@boutique.example> a écrit :\n\n> Total TTC : 70,00 €",
      "Bonjour, pouvez-vous m'envoyer la facture ?",
    ],
    [
      "new Outlook, a bare header block (sv)",
      "SV: Din beställning",
      "Tack!\n\nFrån: Butiken <order@butiken.example>\nSkickat: den 8 oktober 2024 10:15\nÄmne: Din beställning\n\nTotalt: 700,00 kr",
      "Tack!",
    ],
  ])("%s", async (_client, subject, body, own) => {
    const { original, how } = await unwrap(mail(subject, body));
    expect(how).toBe("reply");
    expect(original.text).toBe(own);
    expect(original.html).toBeNull();
  });
});

describe("what is no reply is read as before", () => {
  it("peels a forward of a reply: its first prefix is a forward's", async () => {
    const body =
      "---------- Forwarded message ---------\nFrom: Corner Books <orders@cornerbooks.example>\nDate: Tue, Oct 8, 2024 at 10:15 AM\nSubject: Re: Your order #1001\n\nWe charged $70.00 to your Visa.";
    const { original, how } = await unwrap(mail("Fwd: Re: Your order #1001", body));
    expect([how, original.text]).toEqual(["inline", "We charged $70.00 to your Visa."]);
  });
  it("reads a reply that quotes nothing whole (a merchant's answer with a charge of its own)", async () => {
    const { original, how } = await unwrap(mail("Re: Replacement part", "We charged $12.00 for the replacement part."));
    expect([how, original.text]).toEqual(["none", "We charged $12.00 for the replacement part."]);
  });
  it("does not take a subject that only starts with the letters of a prefix for a reply", async () => {
    const body = "Thanks!\n\nOn Tue, Oct 8, 2024 at 10:15 AM Shop <orders@shop.example> wrote:\n> Total $70.00";
    expect((await unwrap(mail("Receipt: your order", body))).how).toBe("none");
  });
});
