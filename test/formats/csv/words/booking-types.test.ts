// Which columns only say the kind of a booking (src/formats/csv/words/booking-types.ts), and the state phrases a bank
// appends to a booking's text (row-state.ts).
import { describe, expect, it } from "vitest";
import { isCheckNumberColumn, isTypeColumn } from "../../../../src/formats/csv/words/booking-types";
import { planCsv } from "../../../../src/formats/csv";
import { withoutStateTail } from "../../../../src/formats/csv/words/row-state";

describe("a type column holds only the kind of each booking, in the bank's language", () => {
  it("is one whatever its header when nearly all values are kind words", () => {
    expect(isTypeColumn(["LASTSCHRIFT", "KARTENZAHLUNG", "GUTSCHR. UEBERWEISUNG", "SEPA-ELV-Lastschrift"], false)).toBe(true);
    expect(isTypeColumn(["DEBIT", "CREDIT", "CHECK", "DSLIP"], false)).toBe(true);
    expect(isTypeColumn(["Prélèvement", "Carte", "Virement reçu"], false)).toBe(true);
    expect(isTypeColumn(["Betaalautomaat", "Incasso", "Online bankieren"], false)).toBe(true);
    expect(isTypeColumn(["Recibo", "Compra con tarjeta", "Transferencia recibida"], false)).toBe(true);
  });
  it("is one under a header that names a type when its short values repeat", () => {
    expect(isTypeColumn(["TRANSFER", "CARD_PAYMENT", "CARD_PAYMENT", "TOPUP"], true)).toBe(true);
    expect(isTypeColumn(["TRANSFER", "CARD_PAYMENT", "CARD_PAYMENT", "TOPUP"], false)).toBe(false);
  });
  it("is never a description, a reference or a column of currency codes", () => {
    expect(isTypeColumn(["Kartenzahlung REWE SAGT DANKE", "Miete Dezember Whg 4", "Gehalt November ACME"], true)).toBe(false);
    expect(isTypeColumn(["RF18 5390 0754 7034", "RF71 1234", "RF02 7777"], true)).toBe(false);
    expect(isTypeColumn(["EUR", "EUR", "USD"], true)).toBe(false);
    expect(isTypeColumn(["", ""], true)).toBe(false);
  });
});

describe("a check number column holds digits or nothing", () => {
  it("reads digits and empty cells as check numbers, anything else not", () => {
    expect(isCheckNumberColumn(["", "1047", ""])).toBe(true);
    expect(isCheckNumberColumn(["", "CHK-1047"])).toBe(false);
  });
});

describe("the bank's state phrase at the end of a booking's text is cut", () => {
  it("cuts 'Umsatz gebucht' and 'Umsatz vorgemerkt', and an English '(Pending)'", () => {
    expect(withoutStateTail("BARGELDAUSZAHLUNG SPK GA 4711 Umsatz gebucht")).toBe("BARGELDAUSZAHLUNG SPK GA 4711");
    expect(withoutStateTail("ARAL 2231, Umsatz vorgemerkt")).toBe("ARAL 2231");
    expect(withoutStateTail("AMAZON MKTPL (Pending)")).toBe("AMAZON MKTPL");
  });
  it("keeps a text that is the phrase alone, and a payee that merely ends in a state word", () => {
    expect(withoutStateTail("Umsatz gebucht")).toBe("Umsatz gebucht");
    expect(withoutStateTail("Bills Paid")).toBe("Bills Paid");
    expect(withoutStateTail("Job done")).toBe("Job done");
  });
  it("cuts it from a payee read from one cell, while the external_id is hashed from the cell as written", () => {
    const file = (text: string) => new TextEncoder().encode(`Datum;Text;Betrag\n03.11.2026;${text};-20,00\n`);
    const cut = planCsv(file("BARGELDAUSZAHLUNG SPK GA 4711 Umsatz gebucht"), { accountId: 1 }).items[0]!.item;
    const plain = planCsv(file("BARGELDAUSZAHLUNG SPK GA 4711"), { accountId: 1 }).items[0]!.item;
    expect(cut.payee).toBe("BARGELDAUSZAHLUNG SPK GA 4711");
    expect(cut.external_id).not.toBe(plain.external_id);
  });
});
