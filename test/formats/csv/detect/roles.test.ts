// Which column plays which role on exports Intake has not seen: the values decide where the header is silent
// or misleading, and a column of dates or account numbers is never money.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { planFixture } from "../fixture-plan";
import eeIban from "../unseen/roles-ee-iban-deebet-kreedit";
import huCompact from "../unseen/roles-hu-headerless-compact-dates";
import isAccount from "../unseen/roles-is-headerless-account-number";
import siThreeDates from "../unseen/roles-si-three-dates";
import deCent from "../unseen/roles-de-betrag-in-cent";
import gbMinor from "../unseen/roles-gb-amount-minor";
import usCents from "../unseen/roles-us-app-amount-cents";
import deBelegdatum from "../unseen/roles-de-card-belegdatum";
import frDateOperation from "../unseen/roles-fr-date-operation";
import chLastschrift from "../unseen/roles-ch-lastschrift-gutschrift";
import deLastschriften from "../unseen/roles-de-lastschriften-gutschriften-waehrung";
import chDebitsInChf from "../unseen/roles-ch-debits-credits-in-chf";
import chMultiline from "../unseen/ch-multiline-memo-preamble";
import beCardInEur from "../unseen/roles-be-card-amount-in-eur";
import chBetragChf from "../unseen/roles-ch-betrag-chf-waehrung";
import seTransaktionsdag from "../unseen/roles-se-transaktionsdag";
import usPostingFirst from "../unseen/roles-us-posting-before-transaction";
import ieCard from "../unseen/roles-ie-card-debit-credit-signed";
import atSh from "../unseen/roles-at-sh-signed-with-type";
import deSollHaben from "../unseen/roles-de-soll-haben-signed";
import ukDebitCredit from "../unseen/roles-uk-debit-credit-signed";
import noDotted from "../unseen/roles-no-headerless-dotted-account";
import phBalanceFirst from "../unseen/roles-ph-headerless-balance-before-amount";
import usSubDollar from "../unseen/roles-us-headerless-sub-dollar-amounts";
import usCentsByBalance from "../unseen/roles-us-app-cents-balance-proof";
import deWholeEuros from "../unseen/roles-de-whole-euros-warned";
import itStrayPipe from "../unseen/roles-it-accrediti-stray-pipe";
import frStrayStar from "../unseen/roles-fr-credit-stray-star";
import ptStrayHash from "../unseen/roles-pt-debito-stray-hash";
import gbStrayStar from "../unseen/roles-gb-paid-in-stray-star";
import jpKurikoshi from "../unseen/roles-jp-card-kurikoshi-zandaka";
import { headerScore } from "../../../../src/formats/csv/words/columns";
import sgReferenceCodes from "../unseen/roles-sg-dbs-reference-codes";
import seCardUtlBelopp from "../unseen/words-se-eurocard-utl-belopp";
import inDrCr from "../unseen/structure-in-dr-cr-bal-abbreviations";
import tzSwahili from "../unseen/structure-tz-swahili-kutoa-kuweka-salio";
import mnCyrillic from "../unseen/structure-mn-cyrillic-orlogo-zarlaga";
import roMerged from "../unseen/structure-ro-merged-header-one-off";
import plMerged from "../unseen/structure-pl-merged-header-one-off";
import itMerged from "../unseen/structure-it-merged-header-one-off";
import inCardZeros from "../unseen/structure-in-card-number-line-forex-zeros";
import esDash from "../unseen/structure-es-dash-empty-side";
import zaEmDash from "../unseen/structure-za-em-dash-empty-side";
import myDoubleDash from "../unseen/structure-my-double-dash-empty-side";
import jpWalletOutIn from "../unseen/split-sides-jp-wallet-outgoing-incoming-dashes";
import gbAppOutIn from "../unseen/split-sides-gb-app-outgoing-incoming-zeros";
import sgWalletOutIn from "../unseen/split-sides-sg-wallet-outgoing-incoming-blank";
import jpCardRefund from "../unseen/refund-column-jp-card-riyougaku-henkingaku";
import usCardRefund from "../unseen/refund-column-us-card-amount-refund";
import deCardRefund from "../unseen/refund-column-de-card-betrag-erstattung";
import krCardRefund from "../unseen/refund-column-kr-card-iyong-hwanbul";
import esCardRefund from "../unseen/refund-column-es-card-importe-devolucion";
import gbRefundStatus from "../unseen/refund-column-gb-lookalike-refund-status";

const enc = (s: string) => new TextEncoder().encode(s);

describe("a column of dates or account numbers is never money", () => {
  for (const f of [siThreeDates, huCompact]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("takes the whole-krónur amounts, not the account number before them (Iceland, no header)", () => {
    expect(planFixture(isAccount).profile!.columns.amount).toEqual({ index: 2 });
  });
  it("takes Summa, not the IBAN or the archive numbers (Estonia)", () => {
    const c = planFixture(eeIban).profile!.columns;
    expect(c.amount?.header).toBe("Summa");
    expect(c.balance).toBeUndefined();
    expect(c.payee?.header).toBe("Saaja/Maksja");
  });
  it("never takes an account number column as the balance, nor an IBAN column as the payee", () => {
    const file =
      "Datum;Text;Betrag;Konto;Gegen-IBAN\n02.01.2024;Miete;-800,00;0532013000;DE44200400000538917600\n03.01.2024;Gehalt;2.000,00;0532013000;DE89370400440532013000\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.columns.amount?.header).toBe("Betrag");
    expect(p.columns.balance).toBeUndefined();
    expect(p.columns.payee?.header).toBe("Text");
  });
});

describe("a headerless export of account numbers, names, signed amounts and a running balance reads its amounts", () => {
  for (const f of [noDotted, phBalanceFirst, usSubDollar]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("takes the column the balance moves by as the amount, whichever of the two comes first", () => {
    const c = planFixture(phBalanceFirst).profile!.columns;
    expect([c.amount?.index, c.balance?.index]).toEqual([4, 3]);
  });
});

describe("a short code is not a number", () => {
  it("takes the amount, not a column of codes like P12, when no header names it", () => {
    const file = "05.03.2024;P12;BONUS;4500\n06.03.2024;P13;HAGKAUP;12990\n07.03.2024;A7;OLIS;2390\n";
    const p = planCsv(enc(file), { accountId: 1 });
    expect(p.profile!.columns.amount).toEqual({ index: 3 });
  });
});

describe("a header that names a debit/credit indicator over signed amounts: the values decide", () => {
  for (const f of [deSollHaben, ukDebitCredit, atSh, ieCard]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("signed");
      expect(profile!.columns.indicator).toBeUndefined();
    });
  }
});

describe("a debit column that holds both signs is the signed amount", () => {
  it("reads Soll as signed when it carries -45,12 and 2.731,55 and Haben stays empty", () => {
    const file = "Datum;Text;Soll;Haben\n04.03.2024;EDEKA;-45,12;\n08.03.2024;Gehalt;2.731,55;\n11.03.2024;Bahn;-39,90;\n";
    const p = planCsv(enc(file), { accountId: 1 });
    expect(p.profile!.amountStyle).toBe("signed");
    expect(p.profile!.columns.amount?.header).toBe("Soll");
    expect(p.items.map((i) => i.item.amount)).toEqual(["45.12", "-2731.55", "39.90"]);
  });
  it("never takes Available Credit for a credit column", () => {
    const file = "Date,Description,Debit,Available Credit\n14/02/2024,SHOP,42.17,2457.83\n15/02/2024,FUEL,60.00,2397.83\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.columns.credit).toBeUndefined();
    expect(p.amountStyle).not.toBe("debit_credit");
  });
});

describe("debit and credit columns named by booking words or followed by their currency are a pair", () => {
  for (const f of [chLastschrift, deLastschriften, chDebitsInChf, chMultiline]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("debit_credit");
    });
  }
  it("keeps 'bedrag in EUR' an amount (the trailing currency is no money-in word, and no word taken away)", () => {
    const file = "datum;omschrijving;bedrag;munt;bedrag in EUR\n01/02/2020;Shop;-16,52;USD;-15,10\n03/02/2020;Cafe;-4,20;USD;-3,84\n";
    const p = planCsv(enc(file), { accountId: 1 }).profile!;
    expect(p.columns.credit).toBeUndefined();
    expect(p.amountStyle).toBe("signed");
  });
});

describe("a debit or credit column its header names stays one with a stray mark in a cell, as a named amount does", () => {
  for (const f of [itStrayPipe, frStrayStar, ptStrayHash, gbStrayStar]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("debit_credit");
    });
  }
  it("reports a stray mark on a transaction's row as that row's error, the rest read", () => {
    const file =
      "Data;Descrizione;Addebiti;Accrediti\n13/05/2024;POS BAR;3,20;\n14/05/2024;BONIFICO;;450,00|\n" +
      "15/05/2024;STIPENDIO;;1.200,00\n16/05/2024;POS TABACCHI;5,00;\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.items.map((i) => i.item.amount)).toEqual(["3.20", "-1200.00", "5.00"]);
    expect(plan.rows.filter((r) => r.outcome === "error").map((r) => r.row)).toEqual([3]);
  });
});

describe("a carry-over column is never the running balance", () => {
  it(jpKurikoshi.name, () => {
    const { profile, differences } = planFixture(jpKurikoshi);
    expect(differences).toEqual([]);
    expect(profile!.columns.balance).toBeUndefined();
  });
  it.each(["12月繰越残高", "繰越残高", "이월잔액", "结转余额", "結轉餘額", "Balance carried forward"])("%s names no balance", (header) =>
    expect(headerScore(header, "balance")).toBe(0),
  );
});

describe("an amount whose header names its currency is in that currency, whatever a currency column says", () => {
  for (const [f, code, others] of [
    [beCardInEur, "eur", /currency column \(munt\) also names USD, GBP/],
    [chBetragChf, "chf", /currency column \(Währung\) also names EUR, USD/],
  ] as const) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      const plan = planCsv(enc(f.file as string), { accountId: 1, accountType: "credit" });
      expect(new Set(plan.items.map((i) => i.item.currency))).toEqual(new Set([code]));
      expect(profile!.amountCurrency).toBe(code);
      expect((profile!.warnings ?? []).join(" ")).toMatch(others);
    });
  }
  it("reads 'Amount (EUR)' over cells without a currency as euros, with the ids the file had before; a header ending in another word names none", () => {
    const named = planCsv(enc("Date,Description,Amount (EUR)\n2025-01-02,Shop,-3.50\n"), { accountId: 1 });
    expect(named.items[0]!.item.currency).toBe("eur");
    const plain = planCsv(enc("Date,Description,Amount\n2025-01-02,Shop,-3.50\n"), { accountId: 1 });
    expect(named.items[0]!.item.external_id).toBe(plain.items[0]!.item.external_id);
    const acronym = planCsv(enc("DATE,DESCRIPTION,DEBIT AMT,CREDIT AMT\n2025-01-02,SHOP,3.50,\n"), { accountId: 1 });
    expect(acronym.items[0]!.item.currency).toBeUndefined();
  });
  it.each([
    ["Data;Opis;Kwota (zł)\n02.01.2025;Biedronka;-23,40\n", "pln"],
    ["Datum;Verwendungszweck;Betrag (€)\n02.01.2025;REWE;-23,40\n", "eur"],
    ["Datum;Popis;Částka v Kč\n02.01.2025;Albert;-23,40\n", "czk"],
    ["Date,Description,Amount (£)\n02/01/2025,Tesco,-23.40\n", "gbp"],
    ["Date,Description,Amount ($)\n2025-01-02,Target,-23.40\n", undefined],
  ])("reads the sign a header ends in when only one currency writes it: %j", (file, code) => {
    expect(planCsv(enc(file), { accountId: 1 }).items[0]!.item.currency).toBe(code);
  });
});

describe("the transaction date is the date; the booking date is the value date", () => {
  for (const f of [deBelegdatum, frDateOperation, seTransaktionsdag, usPostingFirst]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.columns.valueDate).toBeDefined();
    });
  }
  it.each([
    ["cs", "Datum zaúčtování;Datum;Popis;Částka", "4. 11. 2025;3. 11. 2025;Výběr z bankomatu;-319,96", "Datum"],
    ["ko", "기장일자;거래일자;적요;금액", "2025-11-04;2025-11-03;편의점;-3200", "거래일자"],
    ["lt", "Įrašo data;Data;Aprašymas;Suma", "2025-11-04;2025-11-03;Maxima;-31,96", "Data"],
  ])("%s: a named booking date printed first is the other day, the day beside it the date", (_, header, row, date) => {
    const p = planCsv(enc(`${header}\n${row}\n${row.replace(/;-/, "1;-")}\n`), { accountId: 1 });
    expect(p.profile!.columns.date.header).toBe(date);
    expect(p.profile!.columns.valueDate).toBeDefined();
    expect(p.profile!.warnings ?? []).not.toContainEqual(expect.stringContaining("first of two date columns"));
  });
  it("keeps a Czech booking date as the date beside a value date", () => {
    const p = planCsv(enc("Datum valuty;Datum zaúčtování;Popis;Částka\n4. 11. 2025;3. 11. 2025;Výběr;-319,96\n"), { accountId: 1 });
    expect(p.profile!.columns.date.header).toBe("Datum zaúčtování");
  });
  it("keeps the booking date over a value date when there is no transaction date", () => {
    const p = planCsv(enc("Valutadatum;Buchungstag;Name;Betrag\n04.01.2024;03.01.2024;ACME;-10,00\n"), { accountId: 1 });
    expect(p.profile!.columns.date.header).toBe("Buchungstag");
  });
});

describe("amounts in minor units where the file says so", () => {
  for (const f of [usCents, gbMinor, deCent]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountScale).toBe(2);
      expect(profile!.amountScaleReason).toMatch(/hundredths/);
    });
  }
  it("keeps whole amounts as written when the header does not name cents (whole krónur, forint, yen)", () => {
    const p = planCsv(enc("Date,Payee,Amount\n2024-03-02,Lawson,-475\n2024-03-03,Salary,250000\n"), { accountId: 1 });
    expect(p.profile!.amountScale).toBeUndefined();
    expect(p.items[0]!.item.amount).toBe("475.00");
  });
  it("keeps amounts with decimals as written even under a cents header, and a given amountScale wins", () => {
    expect(planCsv(enc("Date,Payee,Amount (cents)\n2024-03-02,A,-4.75\n"), { accountId: 1 }).profile!.amountScale).toBeUndefined();
    const given = planCsv(enc(usCents.file as string), { accountId: 1, profile: { amountScale: 0 } });
    expect(given.profile!.amountScale).toBe(0);
    expect(given.items[0]!.item.amount).toBe("475.00");
  });
});

describe("whole-number amounts under a plain header: cents only where the balance proves it, else a warning", () => {
  const cents = "date,payee,amount\n2024-03-02,Blue Bottle,-475\n2024-03-03,Paycheck,250000\n2024-03-04,Safeway,-8312\n";
  it("reads them as written and says how to read cents (never a silent 100×, nor a silent guess)", () => {
    const p = planCsv(enc(cents), { accountId: 1 });
    expect(p.profile!.amountScale).toBeUndefined();
    expect(p.items.map((i) => i.item.amount)).toEqual(["475.00", "-250000.00", "8312.00"]);
    expect(p.profile!.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^every amount is a whole number \("-475"\).*if these are cents, set amountScale to 2/),
      ]),
    );
  });
  for (const f of [usCentsByBalance, deWholeEuros]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("says the balance proved the cents", () => {
    const p = planFixture(usCentsByBalance).profile!;
    expect(p.amountScale).toBe(2);
    expect(p.amountScaleReason).toMatch(/running balance.*moves by a hundredth of the amount in 3 of 3 rows/);
    // The same balance proves the sign, the amounts read as cents.
    expect(p.signReason).toMatch(/running balance rises by the amount in 3 of 3 checked rows/);
    expect((p.warnings ?? []).filter((w) => /whole number/.test(w))).toEqual([]);
  });
  it("does not warn where the currency has no minor units, nor where amounts are grouped for reading", () => {
    const yen = planCsv(enc("Date,Payee,Amount,Currency\n2024-03-02,Lawson,-475,JPY\n2024-03-03,Salary,250000,JPY\n"), { accountId: 1 });
    const grouped = planCsv(enc("Datum;Empfänger;Betrag\n01.03.2024;A;-1.475\n02.03.2024;B;2.500\n"), { accountId: 1 });
    for (const p of [yen, grouped]) expect((p.profile!.warnings ?? []).filter((w) => /whole number/.test(w))).toEqual([]);
  });
  it("keeps the answer saved for this format: a saved amountScale reads the next file's whole numbers as cents", () => {
    const p = planCsv(enc(cents), { accountId: 1, saved: { amountScale: 2 } });
    expect(p.profile!.amountScale).toBe(2);
    expect(p.items[0]!.item.amount).toBe("4.75");
    expect((p.profile!.warnings ?? []).filter((w) => /whole number/.test(w))).toEqual([]);
    // ...while the amounts are whole numbers: a file of the format written with decimals is read as written.
    const decimals = planCsv(enc("date,payee,amount\n2024-03-02,Blue Bottle,-4.75\n"), { accountId: 1, saved: { amountScale: 2 } });
    expect(decimals.profile!.amountScale).toBeUndefined();
    expect(decimals.items[0]!.item.amount).toBe("4.75");
  });
});

describe("a description column of booking codes never names the counterparty: the wordy unnamed column does", () => {
  it(sgReferenceCodes.name, () => {
    const { profile, differences } = planFixture(sgReferenceCodes);
    expect(differences).toEqual([]);
    expect(profile!.columns.payee?.header).toBe("Transaction Ref1");
  });
  it("keeps a description of codes where no other column has words", () => {
    const file = "Date,Reference,Amount\n03/11/2026,POS,-12.80\n05/11/2026,ICT,4800.00\n09/11/2026,GIRO,-86.35\n";
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.profile!.columns.payee?.header).toBe("Reference");
  });
  it("leaves a description that has words the counterparty", () => {
    const file =
      "Date,Description,Amount,Info\n03/11/2026,NTUC FAIRPRICE,-12.80,card ending 1234\n05/11/2026,ACME SALARY,4800.00,monthly pay in\n";
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.profile!.columns.payee?.header).toBe("Description");
  });
});

describe("a bare date beside a named booking date is the purchase's day", () => {
  it(seCardUtlBelopp.name, () => {
    const { profile, differences } = planFixture(seCardUtlBelopp);
    expect(differences).toEqual([]);
    expect(profile!.columns.date.header).toBe("Datum");
  });
  it("in English too (Date beside Posted Date)", () => {
    const file = "Posted Date,Date,Description,Amount\n05/03/2024,05/01/2024,STARBUCKS,-4.50\n05/06/2024,05/04/2024,SHELL OIL,-38.20\n";
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.items.map((i) => i.item.date)).toEqual(["2024-05-01", "2024-05-04"]);
  });
  it("a named transaction date still beats it", () => {
    const file = "Date,Transaction Date,Posting Date,Description,Amount\n05/03/2024,05/01/2024,05/03/2024,STARBUCKS,-4.50\n";
    const plan = planCsv(new TextEncoder().encode(file), { accountId: 1 });
    expect(plan.profile!.columns.date.header).toBe("Transaction Date");
  });
});

describe("two money columns each row fills one of are money out and in, whatever their header says", () => {
  for (const f of [inDrCr, tzSwahili, mnCyrillic]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("takes DR / CR for the pair and BAL, the full column that moves by them, for the balance", () => {
    const c = planFixture(inDrCr).profile!.columns;
    expect([c.debit?.header, c.credit?.header, c.balance?.header, c.amount]).toEqual(["DR", "CR", "BAL", undefined]);
  });
  it("takes no full column that does not move by the amounts for the balance", () => {
    const csv = ["Date,Text,Out,In,Limit", "13/03/2026,A,10.00,,5000.00", "14/03/2026,B,,20.00,5000.00", "15/03/2026,C,5.00,,5000.00"].join(
      "\n",
    );
    const c = planCsv(enc(csv), { accountId: 1 }).profile.columns;
    expect([c.debit?.index, c.credit?.index, c.balance]).toEqual([2, 3, undefined]);
  });
});

describe("a named money column empty on every row beside an unnamed one that holds money: the name sits one off its values", () => {
  for (const f of [roMerged, plMerged, itMerged]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  it("moves the debit to the unnamed column of amounts left of its name", () => {
    const c = planFixture(itMerged).profile!.columns;
    expect([c.debit?.index, c.credit?.index, c.balance?.index]).toEqual([2, 4, 5]);
  });
});

describe("a column of zeros moves no money: a named amount column that does wins", () => {
  it("takes the rupee amounts over the forex column of zeros before them", () => {
    const csv = [
      "Txn Date,Details,Intl Amount,Amount,Type",
      "13/04/2026,SHOP,0,612.00,Dr",
      "14/04/2026,CAB,0,248.50,Dr",
      "15/04/2026,PAYMENT,0,500.00,Cr",
    ].join("\n");
    expect(planCsv(enc(csv), { accountId: 1 }).profile.columns.amount?.header).toBe("Amount");
  });
  it("keeps a named amount column of zeros when no other moves money", () => {
    const csv = ["Date,Details,Amount", "13/04/2026,FEE WAIVED,0.00", "14/04/2026,FEE WAIVED,0.00"].join("\n");
    expect(planCsv(enc(csv), { accountId: 1 }).profile.columns.amount?.header).toBe("Amount");
  });
  it(inCardZeros.name, () => expect(planFixture(inCardZeros).differences).toEqual([]));
});

describe("a dash on the empty side of a pair is no amount: the columns read as money", () => {
  for (const f of [esDash, zaEmDash, myDoubleDash]) it(f.name, () => expect(planFixture(f).differences).toEqual([]));
});

describe("two days a row prints: the row's day is the date, the value or posting day is kept in custom_metadata (issue 80 §1)", () => {
  // A value date printed first beside a bare date: the value date is still the other day, wherever the bank prints it.
  const files: [string, string][] = [
    [
      "Spanish, a bank's newer layout",
      "F.Valor;Fecha;Concepto;Importe;Disponible\n30/11/2024;02/12/2024;Floristeria;-25,00;834,11\n29/11/2024;02/12/2024;Gasolinera;-34,34;859,11\n",
    ],
    [
      "Italian",
      "Data valuta;Data;Descrizione;Importo;Saldo\n30/11/2024;02/12/2024;Fioraio;-25,00;834,11\n29/11/2024;02/12/2024;Benzinaio;-34,34;859,11\n",
    ],
    [
      "Portuguese",
      "Data valor;Data;Descrição;Montante;Saldo\n30/11/2024;02/12/2024;Florista;-25,00;834,11\n29/11/2024;02/12/2024;Bomba de gasolina;-34,34;859,11\n",
    ],
    [
      "French",
      "Date de valeur;Date;Libellé;Montant;Solde\n30/11/2024;02/12/2024;Fleuriste;-25,00;834,11\n29/11/2024;02/12/2024;Station service;-34,34;859,11\n",
    ],
  ];
  for (const [name, file] of files) {
    it(`${name}: a value date printed first is the other day`, () => {
      const plan = planCsv(enc(file), { accountId: 1 });
      expect(plan.items.map((i) => i.item.date)).toEqual(["2024-12-02", "2024-12-02"]);
      expect(plan.items.map((i) => i.item.custom_metadata?.value_date)).toEqual(["2024-11-30", "2024-11-29"]);
    });
  }
  it("a transaction day is the date and the posting day the other, in either order and language", () => {
    const cards: [string, string[]][] = [
      ["Posting Date,Transaction Date,Description,Amount\n12/02/2024,11/29/2024,SHELL,-40.00\n", ["2024-11-29", "2024-12-02"]],
      ["Transaction Date,Posting Date,Description,Amount\n11/29/2024,12/02/2024,SHELL,-40.00\n", ["2024-11-29", "2024-12-02"]],
      ["Дата операции;Дата обработки;Описание;Сумма\n29.11.2024;02.12.2024;Пятёрочка;-40,00\n", ["2024-11-29", "2024-12-02"]],
      ["利用日,計上日,利用店名,利用金額\n2024/11/29,2024/12/02,コンビニ,400\n", ["2024-11-29", "2024-12-02"]],
    ];
    for (const [file, [date, posted]] of cards) {
      const [item] = planCsv(enc(file), { accountId: 1, accountType: "credit" }).items.map((i) => i.item);
      expect([item?.date, item?.custom_metadata?.posting_date]).toEqual([date, posted]);
    }
  });
  it("a booking date beside a value date is the date, the value date kept", () => {
    const file = "Buchungstag;Valuta;Verwendungszweck;Betrag\n02.12.2024;29.11.2024;REWE;-25,00\n";
    const [item] = planCsv(enc(file), { accountId: 1 }).items.map((i) => i.item);
    expect([item?.date, item?.custom_metadata?.value_date]).toEqual(["2024-12-02", "2024-11-29"]);
  });
  it("nothing tells which: the first printed is the date, the other kept as the other day", () => {
    const file = "Date,Date,Description,Amount\n11/29/2024,12/02/2024,SHELL,-40.00\n";
    const [item] = planCsv(enc(file), { accountId: 1 }).items.map((i) => i.item);
    expect([item?.date, item?.custom_metadata?.other_date]).toEqual(["2024-11-29", "2024-12-02"]);
  });
  it("the same day twice keeps nothing more", () => {
    const file = "Fecha;F.Valor;Concepto;Importe\n02/12/2024;02/12/2024;Floristeria;-25,00\n";
    const [item] = planCsv(enc(file), { accountId: 1 }).items.map((i) => i.item);
    expect(item?.custom_metadata?.value_date).toBeUndefined();
  });
});

describe("money out and money in in columns of their own, named outgoing and incoming, the unused side a dash, a zero or blank", () => {
  for (const f of [jpWalletOutIn, gbAppOutIn, sgWalletOutIn]) {
    it(f.name, () => {
      const { profile, differences } = planFixture(f);
      expect(differences).toEqual([]);
      expect(profile!.amountStyle).toBe("debit_credit");
    });
  }
});

describe("a refund column beside the amount is the amount's money-in side, in the bank's language", () => {
  for (const f of [jpCardRefund, usCardRefund, deCardRefund, krCardRefund, esCardRefund]) {
    it(f.name, () => expect(planFixture(f).differences).toEqual([]));
  }
  it("a refund column of words, not money, leaves the signed amount as it is (look-alike)", () => {
    const { profile, differences } = planFixture(gbRefundStatus);
    expect(differences).toEqual([]);
    expect(profile!.amountStyle).not.toBe("debit_credit");
  });
  it("a refund column that holds money on the rows the amount also fills is no side of it", () => {
    const file = "Date,Merchant,Amount,Refund\n01/05/2026,SHOP,84.20,10.00\n01/09/2026,SHOP,20.00,\n";
    const plan = planCsv(enc(file), { accountId: 1 });
    expect(plan.profile.columns.credit).toBeUndefined();
    expect(plan.profile.columns.amount?.header).toBe("Amount");
  });
});
