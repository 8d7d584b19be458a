// `:86:` as /KEY/value pairs (Dutch and SEPA banks): only a known key starts a pair.
import { describe, expect, it } from "vitest";
import { readDetails as read } from "./read-details";

describe("/KEY/ pairs as Dutch banks write them: only a known key starts a pair", () => {
  it("reads ABN AMRO's /NAME/ and /REMI/, keeping slashes inside a value", () => {
    expect(read(":86:/TRTP/SEPA OVERBOEKING/IBAN/NL02ABNA0123456789/NAME/Acme BV/REMI/Huur 12/2024 app. 3/EREF/NOTPROVIDED")).toEqual({
      payee: "Acme BV",
      notes: "Huur 12/2024 app. 3",
    });
  });

  it("reads Rabobank's name nested under BENM or ORDP", () => {
    expect(read(":86:/EREF/X1//ORDP//NAME/J. de Vries/ADDR/Utrecht/REMI/Terug/").payee).toBe("J. de Vries");
    expect(read(":86:/BENM//NAME/Eneco/REMI/Termijn/").payee).toBe("Eneco");
  });

  it("reads ING's counterparty (/CNTP/iban/bic/name/city/) and remittance, unstructured or a creditor reference", () => {
    expect(read(":86:/CNTP/NL44RABO0123456789/RABONL2U/Vattenfall/AMSTERDAM//REMI/USTD//Termijn maart/")).toEqual({
      payee: "Vattenfall",
      notes: "Termijn maart",
    });
    expect(read(":86:/CNTP/NL44RABO0123456789/RABONL2U/Belastingdienst/APELDOORN//REMI/STRD/CUR/1234567890123456/").notes).toBe(
      "1234567890123456",
    );
  });
});
