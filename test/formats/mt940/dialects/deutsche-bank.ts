import type { DialectFixture } from "./fixture";

// Deutsche Bank (Germany): `:86:` in `?`-subfields after the three-digit business code (GVC): ?00 posting text,
// ?10 primanota, ?20–?29 purpose of 27 characters each with the SEPA keywords (EREF+, MREF+, CRED+, SVWZ+),
// ?30/?31 the counterparty's BIC and IBAN, ?32/?33 its name; the funds code R (EUR) after the mark; two
// statements with `-` between them, the second dated 30 February as German banks date the interest they book.
const file = [
  ":20:DEUTDEFF",
  ":25:10070000/0123456700",
  ":28C:00001/001",
  ":60F:C240228EUR5120,00",
  ":61:2402290229DR74,99N005NONREF",
  ":86:105?00SEPA-BASISLASTSCHRIFT?100005?20EREF+2024022912345678?21MREF+M-000123?22CRED+DE98ZZZ09999999999" +
    "?23SVWZ+Vertrag 123456 Strom F?24ebruar 2024?30COBADEFFXXX?31DE89370400440532013000?32Stadtwerke Musterstadt Ener?33gie GmbH",
  ":61:2402290229CR2850,00N051NONREF",
  ":86:166?00SEPA-GUTSCHRIFT?109310?20EREF+NOTPROVIDED?21SVWZ+Gehalt Februar 2024?30DEUTDEFFXXX?31DE02100700000123456789" +
    "?32Beispiel Software AG",
  ":61:2403010301DR12,90N106NONREF//DB0301-0042",
  ":86:106?00KARTENZAHLUNG?20SVWZ+2024-03-01T12:04 Debit?21k.1 2027-12?32REWE Markt GmbH",
  ":62F:C240301EUR7882,11",
  "-",
  ":20:DEUTDEFF",
  ":25:10070000/0123456700",
  ":28C:00002/001",
  ":60F:C240301EUR7882,11",
  ":61:240230CR1,23N805NONREF",
  ":86:805?00ABSCHLUSS?20Abrechnung 29.02.2024",
  ":62F:C240230EUR7883,34",
  "-",
].join("\r\n");

export default {
  bank: "Deutsche Bank (Germany)",
  layout: "?-subfields with SEPA keywords, funds code R, two statements, a 30 February",
  file,
  account: "10070000/0123456700",
  closing: { amount: "7883.34", date: "2024-02-29", currency: "eur" },
  items: [
    {
      date: "2024-02-29",
      amount: "74.99",
      payee: "Stadtwerke Musterstadt Energie GmbH",
      notes: "SEPA-BASISLASTSCHRIFT · Vertrag 123456 Strom Februar 2024",
    },
    { date: "2024-02-29", amount: "-2850.00", payee: "Beispiel Software AG", notes: "SEPA-GUTSCHRIFT · Gehalt Februar 2024" },
    { date: "2024-03-01", amount: "12.90", payee: "REWE Markt GmbH", notes: "KARTENZAHLUNG · 2024-03-01T12:04 Debitk.1 2027-12" },
    { date: "2024-02-29", amount: "-1.23", payee: "ABSCHLUSS", notes: "Abrechnung 29.02.2024" },
  ],
} satisfies DialectFixture;
