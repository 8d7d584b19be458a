// An MT940 file's bytes as text: MT940 names no character set, so the bytes and the balances' currency choose it.
import { describe, expect, it } from "vitest";
import { mt940Text } from "../../../src/formats/mt940/encoding";
import { inCodePage } from "./dialects/fixture";

const enc = (s: string) => new TextEncoder().encode(s);
/** A one-transaction statement in `currency` whose details are `payee`. */
const statement = (currency: string, payee: string) =>
  [
    ":20:S1",
    ":25:ACC1",
    `:60F:C240301${currency}100,00`,
    ":61:2403050305C5,00NTRFNONREF//R2",
    `:86:${payee}`,
    `:62F:C240305${currency}105,00`,
    "-",
  ].join("\n");
const detailsOf = (bytes: Uint8Array) => /:86:(.*)/.exec(mt940Text(bytes))?.[1];

describe("the code page: UTF-8 when the bytes are, else the Windows code page of the account's country", () => {
  it("reads UTF-8, and Western European text in Windows-1252", () => {
    expect(detailsOf(enc(statement("EUR", "Müller & Söhne")))).toBe("Müller & Söhne");
    const latin = Uint8Array.from(statement("EUR", "M\u00fcller \u20ac"), (c) => (c === "\u20ac" ? 0x80 : c.charCodeAt(0)));
    expect(detailsOf(latin)).toBe("Müller €");
  });

  it("reads a zloty, koruna or forint statement in Windows-1250", () => {
    for (const [currency, payee] of [
      ["PLN", "Zakład Łódź"],
      ["CZK", "Dvořák s.r.o."],
      ["HUF", "Erdős Péter"],
    ] as const) {
      expect(detailsOf(inCodePage(statement(currency, payee), "windows-1250")), currency).toBe(payee);
    }
  });

  it("reads a rouble, hryvnia or tenge statement, and Cyrillic words in another currency's, in Windows-1251", () => {
    for (const currency of ["RUB", "UAH", "KZT"]) {
      expect(detailsOf(inCodePage(statement(currency, "Оплата по счету 45"), "windows-1251")), currency).toBe("Оплата по счету 45");
    }
    expect(detailsOf(inCodePage(statement("EUR", "Оплата по договору поставки"), "windows-1251"))).toBe("Оплата по договору поставки");
  });

  it("keeps a lone accented letter of a euro statement in Windows-1252, not Cyrillic", () => {
    const bytes = Uint8Array.from(statement("EUR", "Caf\u00e9 de la Gare, Sant\u00e9, R\u00e9gie"), (c) => c.charCodeAt(0));
    expect(detailsOf(bytes)).toBe("Café de la Gare, Santé, Régie");
  });
});
