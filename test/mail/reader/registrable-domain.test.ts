// The registrable part of a sender's domain, by the Public Suffix List (ICANN section).
import { describe, expect, it } from "vitest";
import { registrableOf } from "../../../src/mail/reader/registrable-domain";
import { nameOfDomain, registrableDomain } from "../../../src/mail/reader/receipt/merchant/domains";

describe("the registrable domain is the public suffix and one label before it", () => {
  it.each([
    ["shipment-tracking@amazon.com", "amazon.com", "amazon"],
    ["mail.amazon.co.uk", "amazon.co.uk", "amazon"],
    ["news@email.shop.com.au", "shop.com.au", "shop"],
    ["noreply@tienda.com.mx", "tienda.com.mx", "tienda"],
    ["info@kauppa.fi", "kauppa.fi", "kauppa"],
    ["billing@city.kawasaki.jp", "city.kawasaki.jp", "city"],
    ["student@university.edu.ec", "university.edu.ec", "university"],
    ["ALERTS@IB.RBC.COM", "rbc.com", "rbc"],
  ])("%s → %s", (input, domain, name) => {
    expect(registrableOf(input)).toEqual({ domain, name });
  });
});

describe("a private suffix does not make a subdomain anyone can take a brand's domain", () => {
  it.each([
    ["service@paypal.herokuapp.com", "herokuapp.com"],
    ["billing@apple.github.io", "github.io"],
    ["orders@shop.myshopify.com", "myshopify.com"],
  ])("%s belongs to %s", (input, domain) => {
    expect(registrableOf(input)?.domain).toBe(domain);
  });
});

describe("what is no domain has none", () => {
  it.each([null, "", "fraudulent_email", "localhost", "1.2.3.4", "user@[192.0.2.1]", "com"])("%s", (input) => {
    expect(registrableOf(input)).toBeNull();
  });
});

describe("the receipt reader's domain words use it", () => {
  it("names the domain by its registrable label, past two-level country suffixes the old guess missed", () => {
    expect([registrableDomain("orders.sklep.waw.pl"), nameOfDomain("orders.sklep.waw.pl")]).toEqual(["sklep.waw.pl", "sklep"]);
    expect([registrableDomain("www.city.kawasaki.jp"), nameOfDomain("www.city.kawasaki.jp")]).toEqual(["city.kawasaki.jp", "city"]);
  });
});
