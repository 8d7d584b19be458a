// A mail claiming a known issuer while sent from none of its domains is an impersonation; the issuer's own
// domain, an unknown bank, a merchant naming the card it was paid with and an anonymised sender are not.
import { describe, expect, it } from "vitest";
import { impersonatedIssuer, senderOffPublicSuffixes } from "../../../../src/mail/reader/alert";
import { issuerWornBy } from "../../../../src/mail/reader/alert/impersonation";
import { organizationalDomainOf } from "../../../../src/mail/reader/registrable-domain";
import { alertMail } from "./fixtures";

describe("a sender claiming to be a known issuer from another domain", () => {
  it("by its display name: 'Nubank' from gmail.com", () => {
    const mail = alertMail({
      fromName: "Nubank",
      fromAddress: "alertas.nubank@gmail.com",
      subject: "Compra aprovada",
      text: "Compra de R$ 1.299,99 em LOJA X. Caso não reconheça, ligue 0800.",
    });
    expect(impersonatedIssuer(mail)).toBe("Nubank");
  });

  it("by a display name in any case: 'citi'", () => {
    expect(impersonatedIssuer(alertMail({ fromName: "citi", fromAddress: "citi@trinkengraph.org" }))).toBe("Citi");
  });

  it("by a service's name around it: 'Suporte Nubank - Autoatendimento'", () => {
    const mail = alertMail({ fromName: "Suporte Nubank - Autoatendimento Online", fromAddress: "x123@gmail.com" });
    expect(impersonatedIssuer(mail)).toBe("Nubank");
  });

  it("by its subject presenting the mail as the issuer's alert: 'NUBANK AVISO DE COMPRA'", () => {
    const mail = alertMail({
      fromName: "AVISO DE COMPRA - 4028",
      fromAddress: "someone@gmail.com",
      subject: "NUBANK AVISO DE COMPRA - 8dS",
    });
    expect(impersonatedIssuer(mail)).toBe("Nubank");
  });

  it("by its first lines: 'Chase alert' and 'your Chase card'", () => {
    const alert = alertMail({
      fromName: "Security",
      fromAddress: "team@secure-login.example-mail.net",
      subject: "Chase alert: unusual activity",
    });
    expect(impersonatedIssuer(alert)).toBe("Chase");
    const card = alertMail({
      fromName: "Card Services",
      fromAddress: "notice@mailer.co",
      subject: "Action needed",
      text: "Your Chase card has been locked after a purchase of $950.00.",
    });
    expect(impersonatedIssuer(card)).toBe("Chase");
  });
});

describe("no impersonation", () => {
  it("the issuer on its own domain, a subdomain included", () => {
    expect(impersonatedIssuer(alertMail({ fromName: "Chase", fromAddress: "no.reply.alerts@chase.com" }))).toBeNull();
    expect(impersonatedIssuer(alertMail({ fromName: "Nubank", fromAddress: "todomundo@mail.nubank.com.br" }))).toBeNull();
  });

  it("an issuer not in the table", () => {
    expect(impersonatedIssuer(alertMail({ fromName: "First Valley Credit Union", fromAddress: "alerts@gmail.com" }))).toBeNull();
  });

  it("a merchant's receipt that was paid with the issuer's card", () => {
    const mail = alertMail({
      fromName: "Amazon.com",
      fromAddress: "auto-confirm@amazon.com",
      subject: "Your order",
      text: "Thanks for your order.\nYou paid with your Chase card ending 1234.",
    });
    expect(impersonatedIssuer(mail)).toBeNull();
  });

  it("a person whose name contains an issuer's word", () => {
    expect(impersonatedIssuer(alertMail({ fromName: "Anna Chase", fromAddress: "anna@gmail.com" }))).toBeNull();
  });

  it("a sender anonymised to a documentation domain, or none at all (a forward that lost it)", () => {
    expect(impersonatedIssuer(alertMail({ fromName: "RBC Royal Bank", fromAddress: "email@example.com" }))).toBeNull();
    expect(impersonatedIssuer(alertMail({ fromName: "Nubank", fromAddress: null }))).toBeNull();
  });
});

describe("a sender whose domain ends in no public suffix", () => {
  it.each(["alerts@bancolumen.zzbank", "alerts@chase.com.secure-alerts", "avisos@santander.local", "x@nubank.internal"])(
    "%s",
    (fromAddress) => {
      expect(senderOffPublicSuffixes(alertMail({ fromName: "Alerts", fromAddress }))).toBe(fromAddress.split("@")[1]);
    },
  );
  it.each([
    "alerts@bancolumen.com.br",
    "alerts@harborfederalcu.org",
    "a@shop.myshopify.com",
    "alerts@bank.example",
    "a@x.test",
    "a@b.invalid",
  ])("not %s (a listed suffix, ICANN's or a private one, or a documentation domain)", (fromAddress) =>
    expect(senderOffPublicSuffixes(alertMail({ fromName: "Alerts", fromAddress }))).toBeNull(),
  );
  it("not a sender the mail no longer has", () => {
    expect(senderOffPublicSuffixes(alertMail({ fromAddress: null }))).toBeNull();
  });
});

const worn = (host: string) => issuerWornBy(host, organizationalDomainOf(host))?.name ?? null;

describe("a host wearing an issuer's domain under another registration claims to be that issuer", () => {
  it.each([
    ["chase.com.alerts-center.example", "Chase"],
    ["chase.com.alerts-center.net", "Chase"],
    ["alerts.chase.com.secure-notify.co.uk", "Chase"],
    ["nubank.com.br.avisos-cliente.com", "Nubank"],
    ["mail.paypal.de.konto-hilfe.example", "PayPal"],
    ["rakuten-card.co.jp.info-center.example", "Rakuten Card"],
    ["hsbc.co.uk.secure.example", "HSBC"],
  ])("%s wears %s's domain", (host, issuer) => {
    expect(worn(host)).toBe(issuer);
  });
});

describe("an issuer's own hosts, and hosts that only share a word, wear nothing", () => {
  it.each([
    "chase.com",
    "alerts.chase.com",
    "no.reply.alerts.chase.com",
    // HSBC's Australian domain holds "hsbc.com" only as the start of its own name.
    "alerts.hsbc.com.au",
    "mail.paypal.co.uk",
    "chasebank-alerts.example",
    "chase-com.alerts.example",
    "corner-deli.com",
    "example.com",
  ])("%s", (host) => {
    expect(worn(host)).toBeNull();
  });
});
