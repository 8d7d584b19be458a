// Unwrapping forwarded mail: the original message inside a forward, as attachment or inline, however deep.
import { describe, expect, it } from "vitest";
import { parseMailbox } from "../../../../src/mail/reader/unwrap/address";
import { stripForwardPrefixes, unwrap, unwrapText } from "../../../../src/mail/reader/unwrap";

/** A raw message: headers, a blank line, the body (CRLF line ends). */
function mail(headers: Record<string, string>, body: string): string {
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return [...head, "", body].join("\r\n").replace(/\r?\n/g, "\r\n");
}

const RECEIPT = mail(
  {
    From: '"Shop GmbH" <orders@shop.example>',
    To: "anna@example.com",
    Subject: "Ihre Bestellung 4711",
    Date: "Tue, 5 Mar 2024 10:15:00 +0100",
    "Message-ID": "<order-4711@shop.example>",
    "Content-Type": "text/plain; charset=utf-8",
  },
  "Vielen Dank für Ihren Einkauf.\nGesamtbetrag: 12,50 EUR",
);

/** Anna forwards a message as attachment, with a note; `disposition` false leaves the part without one. */
function forwardAsAttachment(inner: string, disposition = true, boundary = "b1"): string {
  return mail(
    {
      From: "Anna <anna@example.com>",
      To: "receipts@intake.example",
      Subject: "Fwd: Ihre Bestellung 4711",
      Date: "Wed, 6 Mar 2024 08:00:00 +0100",
      "Content-Type": `multipart/mixed; boundary="${boundary}"`,
    },
    [
      `--${boundary}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Anna's note: please book this.",
      `--${boundary}`,
      "Content-Type: message/rfc822",
      ...(disposition ? ['Content-Disposition: attachment; filename="order.eml"'] : []),
      "",
      inner,
      `--${boundary}--`,
      "",
    ].join("\r\n"),
  );
}

describe("a forward as attachment: the message/rfc822 part is the original", () => {
  it.each([
    ["with Content-Disposition: attachment", true],
    ["without Content-Disposition", false],
  ])("%s", async (_, disposition) => {
    const { original, depth, how } = await unwrap(forwardAsAttachment(RECEIPT, disposition));
    expect({ depth, how }).toEqual({ depth: 1, how: "attachment" });
    expect(original.from).toEqual({ name: "Shop GmbH", address: "orders@shop.example" });
    expect(original.subject).toBe("Ihre Bestellung 4711");
    expect(original.date).toBe("Tue, 5 Mar 2024 10:15:00 +0100");
    expect(original.messageId).toBe("<order-4711@shop.example>");
    expect(original.text).toContain("Gesamtbetrag: 12,50 EUR");
    expect(original.text).not.toContain("Anna's note");
  });
});

describe("nested forwards: the innermost message wins", () => {
  it("peels an attachment inside an attachment", async () => {
    const { original, depth, how } = await unwrap(forwardAsAttachment(forwardAsAttachment(RECEIPT), false, "b2"));
    expect({ depth, how, from: original.from?.address }).toEqual({ depth: 2, how: "attachment", from: "orders@shop.example" });
  });

  it("peels a Gmail forward of an Apple Mail forward, the notes above each separator left out", () => {
    const body = [
      "FYI, see below.",
      "",
      "---------- Forwarded message ---------",
      "From: Bob <bob@example.com>",
      "Date: Wed, Mar 6, 2024 at 9:00 AM",
      "Subject: Fwd: Your receipt",
      "To: <anna@example.com>",
      "",
      "Anna, this one is yours.",
      "",
      "> Begin forwarded message:",
      ">",
      "> From: Coffee Bar <receipts@coffee.example>",
      "> Subject: Your receipt",
      "> Date: 5 March 2024 at 08:12:01 CET",
      "> To: bob@example.com",
      ">",
      "> Flat white 3.40",
      "> Total 3.40",
    ].join("\n");
    const got = unwrapText(body, "Fwd: Fwd: Your receipt");
    expect(got).toMatchObject({ depth: 2, subject: "Your receipt", date: "5 March 2024 at 08:12:01 CET" });
    expect(got?.from).toEqual({ name: "Coffee Bar", address: "receipts@coffee.example" });
    expect(got?.text).toBe("Flat white 3.40\nTotal 3.40");
  });

  it("reads an inline forward inside an attached original", async () => {
    const inline = mail(
      { From: "Bob <bob@example.com>", Subject: "WG: Rechnung", "Content-Type": "text/plain; charset=utf-8" },
      "________________________________\nVon: Stadtwerke <rechnung@stadtwerke.example>\nGesendet: Montag, 4. März 2024 07:00\nAn: Bob <bob@example.com>\nBetreff: Rechnung\n\nBetrag: 80,00 EUR",
    );
    const { original, depth, how } = await unwrap(forwardAsAttachment(inline));
    expect({ depth, how }).toEqual({ depth: 2, how: "inline" });
    expect(original.from).toEqual({ name: "Stadtwerke", address: "rechnung@stadtwerke.example" });
    expect(original.subject).toBe("Rechnung");
    expect(original.text).toBe("Betrag: 80,00 EUR");
  });
});

describe("inline forwards of the common clients, in several languages", () => {
  const SHOP = { name: "Shop", address: "orders@shop.example" };
  it.each([
    [
      "Gmail (de)",
      "WG: Bestellung",
      "---------- Forwarded message ---------\nVon: Shop <orders@shop.example>\nDate: Di., 5. März 2024 um 10:15 Uhr\nSubject: Bestellung\nTo: <anna@example.com>\n\nSumme 12,50",
    ],
    [
      "Gmail (fr)",
      "",
      "---------- Forwarded message ---------\nDe : Shop <orders@shop.example>\nDate: mar. 5 mars 2024 à 10:15\nSubject: Bestellung\nTo: <anna@example.com>\n\nSumme 12,50",
    ],
    [
      "Apple Mail (fr)",
      "",
      "> Début du message réexpédié :\n>\n> De: Shop <orders@shop.example>\n> Objet: Bestellung\n> Date: 5 mars 2024 à 10:15:00 UTC+1\n> À: anna@example.com\n>\n> Summe 12,50",
    ],
    [
      "Apple Mail iOS (nl)",
      "",
      "Begin doorgestuurd bericht:\n\n> Van: Shop <orders@shop.example>\n> Datum: 5 maart 2024 om 10:15:00 CET\n> Aan: anna@example.com\n> Onderwerp: Bestellung\n\n> Summe 12,50",
    ],
    [
      "Outlook web (de)",
      "WG: Bestellung",
      "________________________________\nVon: Shop <orders@shop.example>\nGesendet: Dienstag, 5. März 2024 10:15\nAn: anna@example.com <anna@example.com>\nBetreff: Bestellung\n\nSumme 12,50",
    ],
    [
      "new Outlook (es)",
      "RV: Bestellung",
      "De: Shop <orders@shop.example>\nFecha: martes, 5 de marzo de 2024, 10:15\nPara: anna@example.com <anna@example.com>\nAsunto: Bestellung\nSumme 12,50",
    ],
    [
      "Outlook 2013 (en)",
      "FW: Bestellung",
      "From: Shop [mailto:orders@shop.example]\r\nSent: 05 March 2024 10:15\r\nTo: anna@example.com\r\nSubject: Bestellung\r\n\r\nSumme 12,50",
    ],
    [
      "Outlook for Mac (nl)",
      "FW: Bestellung",
      "\uFEFFOp 05/03/2024 10:15 heeft Shop <orders@shop.example> geschreven:\r\n\r\n    Summe 12,50",
    ],
    [
      "Thunderbird (sv)",
      "",
      "-------- Vidarebefordrat meddelande --------\nÄmne: \tBestellung\nDatum: \tTue, 5 Mar 2024 10:15:00 +0100\nFrån: \tShop <orders@shop.example>\nTill: \tanna@example.com\n\n\n\nSumme 12,50",
    ],
    [
      "Yahoo (it)",
      "",
      "   ----- Messaggio inoltrato ----- Da: Shop <orders@shop.example>A: anna@example.com Inviato: martedì 5 marzo 2024, 10:15:00 CETOggetto: Bestellung\n Summe 12,50",
    ],
  ])("%s", (_, subject, body) => {
    const got = unwrapText(body, subject);
    expect(got?.from).toEqual(SHOP);
    expect(got?.subject).toBe("Bestellung");
    expect(got?.date).toMatch(/2024/);
    expect(got?.text).toBe("Summe 12,50");
  });
});

describe("replies are no forwards: a rule, a bare header block or a quoting line needs a forward's subject", () => {
  const quoted = {
    "an underscore rule":
      "Thanks!\n\n________________________________\nFrom: Shop <orders@shop.example>\nSent: Tuesday, March 5, 2024 10:15\nSubject: Order\n\nTotal 12.50",
    "a bare header block": "Thanks!\n\nFrom: Shop <orders@shop.example>\nDate: Tuesday, 5 March 2024 at 10:15\nSubject: Order\nTotal 12.50",
    "a quoting line": 'Thanks!\n\nOn 05/03/2024 10:15, "Shop" <orders@shop.example> wrote:\n\n    Total 12.50',
  };
  it.each(Object.entries(quoted))("%s under Re: is not a forward, under FW: it is", (_, body) => {
    expect(unwrapText(body, "Re: Order")).toBeNull();
    expect(unwrapText(body)).toBeNull();
    expect(unwrapText(body, "FW: Order")).toMatchObject({
      from: { address: "orders@shop.example" },
      subject: "Order",
      text: "Total 12.50",
    });
  });

  it("a separator phrase is a forward whatever the subject", () => {
    expect(unwrapText("-----Original Message-----\nFrom: Shop <orders@shop.example>\nSubject: Order\n\nTotal", "Receipt")?.subject).toBe(
      "Order",
    );
  });
});

describe("an auto-forwarded original (no forward inside) is itself the original", () => {
  it("has depth 0, its own headers and its whole text", async () => {
    const { original, depth, how } = await unwrap(RECEIPT);
    expect({ depth, how }).toEqual({ depth: 0, how: "none" });
    expect(original).toEqual({
      from: { name: "Shop GmbH", address: "orders@shop.example" },
      date: "Tue, 5 Mar 2024 10:15:00 +0100",
      subject: "Ihre Bestellung 4711",
      messageId: "<order-4711@shop.example>",
      text: "Vielen Dank für Ihren Einkauf.\nGesamtbetrag: 12,50 EUR",
      html: null,
      attachments: [],
      bankFiles: [],
    });
  });

  it("accepts bytes as well as a string", async () => {
    const { original } = await unwrap(new TextEncoder().encode(RECEIPT));
    expect(original.subject).toBe("Ihre Bestellung 4711");
  });
});

describe("an HTML-only inline forward is read as text (htmlToText)", () => {
  it("finds Gmail's separator and header block in the HTML's text", async () => {
    const html =
      '<div dir="ltr">Receipt for the budget.<br><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>' +
      'From: <strong class="gmail_sendername">Coffee Bar</strong> <span>&lt;<a href="mailto:receipts@coffee.example">receipts@coffee.example</a>&gt;</span><br>' +
      "Date: Tue, Mar 5, 2024 at 8:12 AM<br>Subject: Your receipt<br>To: &lt;anna@example.com&gt;<br></div><br><br>" +
      "<table><tr><td>Flat white</td><td>3,40&nbsp;€</td></tr><tr><td>Total</td><td>3,40&nbsp;€</td></tr></table></div></div>";
    const raw = mail({ From: "Anna <anna@example.com>", Subject: "Fwd: Your receipt", "Content-Type": "text/html; charset=utf-8" }, html);
    const { original, depth, how } = await unwrap(raw);
    expect({ depth, how }).toEqual({ depth: 1, how: "inline" });
    expect(original.from).toEqual({ name: "Coffee Bar", address: "receipts@coffee.example" });
    expect(original.subject).toBe("Your receipt");
    expect(original.date).toBe("Tue, Mar 5, 2024 at 8:12 AM");
    expect(original.text).toBe("Flat white\t3,40 €\nTotal\t3,40 €");
    expect(original.messageId).toBeNull();
  });
});

describe("forward prefixes are stripped from the subject", () => {
  it.each([
    ["Fwd: Order 4711", "Order 4711"],
    ["FW: Fwd: Order 4711", "Order 4711"],
    ["Fw: Order", "Order"],
    ["WG: Bestellung", "Bestellung"],
    ["TR: Commande", "Commande"],
    ["RV: Pedido", "Pedido"],
    ["ENC: Pedido", "Pedido"],
    ["I: Ordine", "Ordine"],
    ["Doorst: Bestelling", "Bestelling"],
    ["VS: Tilaus", "Tilaus"],
    ["VB: Beställning", "Beställning"],
    ["PD: Zamówienie", "Zamówienie"],
    ["İLT: Sipariş", "Sipariş"],
    ["Redir.: Comandă", "Comandă"],
    ["Fwd[2]: Order", "Order"],
    ["转发：订单", "订单"],
    ["Re: Order", "Re: Order"],
    ["Trip: Berlin", "Trip: Berlin"],
    ["Information: update", "Information: update"],
  ])("%s → %s", (subject, stripped) => {
    expect(stripForwardPrefixes(subject)).toBe(stripped);
  });

  it("takes the outer subject, stripped, when the forward has no Subject line", async () => {
    const raw = mail({ From: "Anna <anna@example.com>", Subject: "Fwd: Order 4711" }, "no forward in here");
    expect((await unwrap(raw)).original.subject).toBe("Order 4711");
    expect(unwrapText("\uFEFFOn 05/03/2024 10:15, Shop <orders@shop.example> wrote:\n\nTotal", "FW: Order 4711")?.subject).toBe(
      "Order 4711",
    );
  });
});

describe("From as forwards write it", () => {
  it.each([
    ["Shop <orders@shop.example>", "Shop", "orders@shop.example"],
    ['"Shop, Berlin" <orders@shop.example>', "Shop, Berlin", "orders@shop.example"],
    ["orders@shop.example", null, "orders@shop.example"],
    ["Shop [mailto:orders@shop.example]", "Shop", "orders@shop.example"],
    ["Shop (orders@shop.example)", "Shop", "orders@shop.example"],
    ["« Shop » <orders@shop.example>", "Shop", "orders@shop.example"],
    [
      "Shop<mailto:orders@shop.example> <orders@shop.example<mailto:orders@shop.example>> on behalf of x@y.example",
      "Shop",
      "orders@shop.example",
    ],
    ["Shop", "Shop", null],
  ])("%s", (value, name, address) => {
    expect(parseMailbox(value)).toEqual({ name, address });
  });

  it("reads the writer of a localised quoting line", () => {
    const lines: [string, string][] = [
      ['Am 05/03/2024, 10:15 schrieb "Shop" <orders@shop.example>:', "WG: X"],
      ["Le 05/03/2024 10:15, « Shop » <orders@shop.example> a écrit :", "TR: X"],
      ["Shop <orders@shop.example> kirjoitti 05/03/2024 10.15:", "VL: X"],
      ["05/03/2024 10:15 időpontban Shop (orders@shop.example) ezt írta:", "FW: X"],
      ["On Tue, Mar 5, 2024 at 10:15 AM Shop <orders@shop.example>", "Fwd: X"],
    ];
    for (const [line, subject] of lines) {
      const body = line.endsWith(":") ? `${line}\n\nTotal` : `${line}\nwrote:\n\n> Total`;
      expect(unwrapText(body, subject)).toMatchObject({ from: { name: "Shop", address: "orders@shop.example" }, text: "Total" });
    }
  });
});
