// What of a saved reading carries into the next file of its header (upload-settings.ts `carriedOver`): decisions,
// never what one file happened not to show.
import { describe, expect, it } from "vitest";
import { detectProfile, planCsv } from "../../../src/formats/csv";
import { carriedOver } from "../../../src/formats/csv/upload-settings";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Per bank, a first file whose rows all came in (a new savings account's deposit, a salary), then a month of both ways. */
const ONE_WAY_FIRST = [
  {
    bank: "a German savings bank (Buchungstext, signed amounts)",
    first: `"Buchungstag";"Buchungstext";"Verwendungszweck";"Betrag";"Waehrung"\n"01.10.26";"GUTSCHRIFT";"Umbuchung von Girokonto";"500,00";"EUR"\n`,
    next: `"Buchungstag";"Buchungstext";"Verwendungszweck";"Betrag";"Waehrung"\n"05.10.26";"LASTSCHRIFT";"Umbuchung auf Girokonto";"-200,00";"EUR"\n"06.10.26";"GUTSCHRIFT";"Zinsen";"1,20";"EUR"\n`,
    amounts: ["200.00", "-1.20"],
  },
  {
    bank: "a Dutch bank (Af Bij, unsigned amounts)",
    first: `Datum,Naam / Omschrijving,Rekening,Af Bij,Bedrag (EUR)\n20261001,Salaris,NL01,Bij,"2500,00"\n`,
    next: `Datum,Naam / Omschrijving,Rekening,Af Bij,Bedrag (EUR)\n20261005,Albert Heijn,NL01,Af,"25,00"\n20261006,Rente,NL01,Bij,"3,10"\n`,
    amounts: ["25.00", "-3.10"],
  },
  {
    bank: "an English export (a DR/CR type column)",
    first: `Date,Description,Amount,Type\n2026-10-01,PAYROLL ACME,2500.00,CR\n`,
    next: `Date,Description,Amount,Type\n2026-10-05,GROCER,25.00,DR\n2026-10-06,REFUND,9.00,CR\n`,
    amounts: ["25.00", "-9.00"],
  },
];

describe("a direction word list that saw one way only is not carried over", () => {
  for (const { bank, first, next, amounts } of ONE_WAY_FIRST) {
    it(`reads the next file of ${bank} with both ways`, () => {
      const saved = carriedOver(detectProfile(bytes(first), {}, { accountType: "cash" }));
      const plan = planCsv(bytes(next), { accountId: 1, saved, accountType: "cash" });
      expect(plan.rows.filter((r) => r.outcome === "error")).toEqual([]);
      expect(plan.items.map((i) => i.item.amount)).toEqual(amounts);
    });
  }
});

describe("a direction word list that saw both ways is carried over", () => {
  it("keeps the indicator and both its lists", () => {
    const both = `Date,Description,Amount,Type\n2026-10-01,PAYROLL ACME,2500.00,CR\n2026-10-02,GROCER,25.00,DR\n`;
    const carried = carriedOver(detectProfile(bytes(both), {}, { accountType: "cash" }));
    expect(carried).toMatchObject({ amountStyle: "indicator", indicatorOut: ["dr"], indicatorIn: ["cr"] });
  });
});

/** Per language, a card's first file of one row the file alone cannot sign, then a month the file signs itself. */
const GUESSED_FIRST = [
  {
    language: "English",
    first: `Date,Description,Amount\n2026-10-05,ONLINE PAYMENT REF 4242,500.00\n`,
    next: `Date,Description,Amount\n2026-10-09,SHELL OIL 5521,-45.10\n2026-10-10,TRADER JOES 112,-62.30\n2026-10-12,ONLINE PAYMENT REF 4242,300.00\n`,
    amounts: ["45.10", "62.30", "-300.00"],
  },
  {
    language: "German",
    first: `Datum;Beschreibung;Betrag\n05.10.2026;ONLINE-ZAHLUNG 4242;500,00\n`,
    next: `Datum;Beschreibung;Betrag\n09.10.2026;ARAL TANKSTELLE;-45,10\n10.10.2026;REWE MARKT;-62,30\n12.10.2026;ONLINE-ZAHLUNG 4242;300,00\n`,
    amounts: ["45.10", "62.30", "-300.00"],
  },
  {
    language: "Spanish",
    first: `Fecha;Concepto;Importe\n05/10/2026;PAGO ONLINE 4242;500,00\n`,
    next: `Fecha;Concepto;Importe\n09/10/2026;REPSOL ESTACION;-45,10\n10/10/2026;MERCADONA;-62,30\n12/10/2026;PAGO ONLINE 4242;300,00\n`,
    amounts: ["45.10", "62.30", "-300.00"],
  },
];

describe("a sign nothing in its file proved is not carried over", () => {
  for (const { language, first, next, amounts } of GUESSED_FIRST) {
    it(`lets the next ${language} card file sign itself`, () => {
      const guessed = detectProfile(bytes(first), {}, { accountType: "credit" });
      expect(guessed.open?.map((d) => d.decision)).toContain("sign");
      const plan = planCsv(bytes(next), { accountId: 1, saved: carriedOver(guessed), accountType: "credit" });
      expect(plan.items.map((i) => i.item.amount)).toEqual(amounts);
    });
  }
});

describe("a card's thanks for its payment is money in, in the languages banks write it", () => {
  const thanks = [
    "MERCI POUR VOTRE PAIEMENT",
    "GRACIAS POR SU PAGO",
    "GRAZIE PER IL PAGAMENTO",
    "BEDANKT VOOR UW BETALING",
    "VIELEN DANK FÜR IHRE ZAHLUNG",
  ];
  for (const text of thanks) {
    it(`reads "${text}" alone on a card as money in`, () => {
      const plan = planCsv(bytes(`Date;Text;Amount\n2026-10-05;${text};195,02\n`), { accountId: 1, accountType: "credit" });
      expect(plan.items.map((i) => i.item.amount)).toEqual(["-195.02"]);
    });
  }
});
