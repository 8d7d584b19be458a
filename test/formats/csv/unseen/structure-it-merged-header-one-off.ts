import type { UnseenFixture } from "./fixture";

// Class: a header one off its values (merged cells), with a running balance: "Addebiti" stands over an empty
// column right of the debits, "Accrediti" over its values, "Saldo" over the balance. The values decide, the
// balance confirms. Modelled on an Italian bank's "lista movimenti" saved from a spreadsheet.
export default {
  name: "IT bank: merged-cell header, Addebiti one column right of the debits, Saldo",
  file: [
    "Data;Descrizione;;Addebiti;Accrediti;Saldo",
    "03/03/2026;PAGAMENTO POS ESSELUNGA MILANO;38,75;;;1.961,25",
    "10/03/2026;BONIFICO A VOSTRO FAVORE STIPENDIO;;;2.350,00;4.311,25",
    "16/03/2026;ADDEBITO SDD ENEL ENERGIA;112,40;;;4.198,85",
    "27/03/2026;PRELIEVO BANCOMAT;200,00;;;3.998,85",
  ].join("\n"),
  expect: {
    items: [
      { date: "2026-03-03", amount: "38.75", payee: "ESSELUNGA" },
      { date: "2026-03-10", amount: "-2350.00", payee: "STIPENDIO" },
      { date: "2026-03-16", amount: "112.40", payee: "ENEL" },
      { date: "2026-03-27", amount: "200.00", payee: "PRELIEVO" },
    ],
  },
} satisfies UnseenFixture;
