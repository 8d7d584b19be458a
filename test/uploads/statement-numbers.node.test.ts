// The account a bank export's text names as its own: in the lines above its rows (an IBAN, a labelled number, a
// masked card), or on every row; a counterparty's IBAN on one row is never it.
import { describe, expect, it } from "vitest";
import { accountNumbersInText } from "../../src/uploads/statement-numbers";

describe("the heading above the rows names the account", () => {
  it("an IBAN written in groups, in a German heading", () => {
    const text =
      "Kontoauszug\nIBAN;DE89 3704 0044 0532 0130 00\nZeitraum;01.10.2026 - 31.10.2026\nBuchungstag;Text;Betrag\n01.10.2026;x;y;-1,00\n";
    expect(accountNumbersInText(text)).toEqual(["DE89370400440532013000"]);
  });
  it("a labelled account number, in French and Spanish", () => {
    expect(accountNumbersInText("Numéro de compte : 0001234567\nDate;Libellé;Débit;Crédit\n02/10/2026;CB;12,00;\n")).toEqual([
      "0001234567",
    ]);
    expect(accountNumbersInText("Cuenta: 2100-0418-45-0200051332\nFecha,Concepto,Importe,Saldo\n03/10/2026,x,-5,10\n")).toEqual([
      "21000418450200051332",
    ]);
  });
  it("a masked card number, in English", () => {
    expect(accountNumbersInText("Card: XXXX-XXXX-XXXX-4821\nDate,Description,Amount,Balance\n10/02/2026,Cafe,-4.50,100\n")).toEqual([
      "4821",
    ]);
  });
  it("a period above the rows is not taken for the first row", () => {
    const text = "Zeitraum: 01.10.2026 - 31.10.2026\nIBAN: NL91ABNA0417164300\nDatum;Omschrijving;Bedrag;Saldo\n01-10-2026;x;-1;2\n";
    expect(accountNumbersInText(text)).toEqual(["NL91ABNA0417164300"]);
  });
});

describe("an account on every row is the file's own; one row's IBAN is a counterparty's", () => {
  it("an account column", () => {
    const rows = ["Own;Date;Counterparty;Amount"];
    for (let i = 1; i <= 5; i++) rows.push(`DE89370400440532013000;0${i}.10.2026;${i === 2 ? "GB29NWBK60161331926819" : ""};-${i},00`);
    expect(accountNumbersInText(rows.join("\n"))).toEqual(["DE89370400440532013000"]);
  });
  it("no account named: none", () => {
    expect(accountNumbersInText("Date,Payee,Amount,Note\n2026-10-01,Shop,-5,GB29NWBK60161331926819\n2026-10-02,Pay,100,\n")).toEqual([]);
  });
});
