// `:86:` in numbered subfields: the separator written after the code, the purpose, the counterparty.
import { describe, expect, it } from "vitest";
import { readDetails as read } from "./read-details";

describe("German ?-subfields: ?32/?33 the counterparty, ?20–?29 the purpose, ?00 the posting text", () => {
  it("joins a line written to its 27 characters directly to the next, a shorter one with a space", () => {
    const cut = "Abschlag Strom und Gas Febr";
    expect(cut).toHaveLength(27);
    expect(read(`:86:105?00LASTSCHRIFT?20${cut}?21uar 2024?22Kunde 42?32Stadtwerke Musterstadt Ener?33gie`)).toEqual({
      payee: "Stadtwerke Musterstadt Energie",
      notes: "LASTSCHRIFT · Abschlag Strom und Gas Februar 2024 Kunde 42",
    });
  });

  it("reads the purpose in subfield order (?20–?29, then ?60–?63), a number written twice in the order written", () => {
    expect(read(":86:166?00GUTSCHRIFT?60Teil vier?20Teil eins?21Teil drei?20Teil zwei?32Max Mustermann")).toEqual({
      payee: "Max Mustermann",
      notes: "GUTSCHRIFT · Teil eins Teil zwei Teil drei Teil vier",
    });
  });

  it("takes the purpose after SVWZ+ when the SEPA keywords structure it", () => {
    expect(read(":86:166?00GUTSCHRIFT?20EREF+E2E-1?21KREF+K-2?22SVWZ+Miete Maerz?32Max Mustermann").notes).toBe("GUTSCHRIFT · Miete Maerz");
  });

  it("names a transaction without a counterparty by its posting text, or its deviating party (ABWA+)", () => {
    expect(read(":86:805?00ENTGELTABSCHLUSS?20Kontofuehrung")).toEqual({ payee: "ENTGELTABSCHLUSS", notes: "Kontofuehrung" });
    expect(read(":86:166?00GUTSCHRIFT?20SVWZ+Rueckzahlung?21ABWA+Erika Mustermann").payee).toBe("Erika Mustermann");
  });
});

describe("the subfield separator is the one written after the three-digit code: > as Triodos writes it, ~, <, ^ as Polish banks do", () => {
  it("reads > as ?: purpose lines of 27 characters, the purpose naming a transaction without a counterparty", () => {
    const cut = "KOSTEN BETAALPAKKET ZAKELIJ";
    expect(cut).toHaveLength(27);
    expect(read(`:86:000>100123456789 >20${cut}>21K 1E KWARTAAL 2024>310712345678`)).toEqual({
      payee: "KOSTEN BETAALPAKKET ZAKELIJK 1E KWARTAAL 2024",
      notes: undefined,
    });
  });

  it.each([["~"], ["<"], ["^"]])("reads the title from 20–26 and the counterparty from 32/33 (%s)", (s) => {
    expect(
      read(`:86:020${s}00VE02${s}20Faktura 12/2024${s}21abonament${s}32Orange Polska${s}33S.A.${s}38PL45105014451000001234567890`),
    ).toEqual({
      payee: "Orange Polska S.A.",
      notes: "Faktura 12/2024 abonament",
    });
  });

  it("takes the counterparty from ~27 (not its address in ~28/~29) when 32/33 are not written, and the title when neither is", () => {
    expect(read(":86:020~20Zwrot~27Anna Nowak~28ul. Polna 5~2930-001 Krakow")).toEqual({ payee: "Anna Nowak", notes: "Zwrot" });
    expect(read(":86:073~20Zakup karta~21Zabka Z1234")).toEqual({ payee: "Zakup karta Zabka Z1234", notes: undefined });
  });
});
