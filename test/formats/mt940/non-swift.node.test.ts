// `:NS:` lines, a non-SWIFT field of the bank's own: read by what each line holds.
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { isIdentifier } from "../../../src/formats/mt940/non-swift";
import { enc, readDetails as read } from "./read-details";

describe(":NS: lines: identifiers set aside, the first line that names someone is the counterparty", () => {
  it("reads numbered lines without a :86:, empty ones dropped, an unnumbered line continuing the one before", () => {
    expect(read(":NS:01", "02ИНН 7701234567", '03ООО "Ромашка"', "04Оплата по счету 45", "за товары", "05")).toEqual({
      payee: 'ООО "Ромашка"',
      notes: "ИНН 7701234567 · Оплата по счету 45 за товары",
    });
  });

  it("takes the counterparty from :NS: beside a free-text :86:, which becomes the notes", () => {
    expect(read(":86:Atutalas", ":NS:01Magyar Telekom Nyrt.", "02HU85117000061234567800000000")).toEqual({
      payee: "Magyar Telekom Nyrt.",
      notes: "Atutalas · HU85117000061234567800000000",
    });
  });

  it("keeps a structured :86:'s counterparty, the :NS: lines joining its notes", () => {
    expect(read(":86:/NAME/Acme/REMI/Factuur 1/", ":NS:01Extra")).toEqual({ payee: "Acme", notes: "Factuur 1 · Extra" });
  });

  it("names a transaction with neither by the :61: line's supplementary details", () => {
    const file = [":20:S", ":25:GB1", ":60F:C240101GBP0,00", ":61:2401020102C1,NCHGNONREF", "REFUNDED CHARGES", ":62F:C240102GBP1,00"];
    expect(mt940Adapter.plan(enc(file.join("\n")), { accountId: 1 }).items[0]!.item.payee).toBe("REFUNDED CHARGES");
  });
});

describe("a tax number, account, IBAN or BIC, with or without its label, is an identifier, never a name", () => {
  it("takes numbers of the Russian, Hungarian and Swiss banks' lines as identifiers", () => {
    for (const text of [
      "ИНН 7701234567",
      "КПП: 770901001",
      "40702810900000012345",
      "HU85117000061234567800000000",
      "BIC RZBAATWW",
      "CH9300762011623852957",
    ]) {
      expect(isIdentifier(text), text).toBe(true);
    }
  });

  it("takes names and purposes as words", () => {
    for (const text of ['ООО "Ромашка"', "Magyar Telekom Nyrt.", "Оплата по счету 45", "Migros Genossenschaft"]) {
      expect(isIdentifier(text), text).toBe(false);
    }
  });
});
