import type { UnseenFixture } from "./fixture";

// Class: a Czech export with the amount in the account's currency ("Částka v měně účtu", "Měna účtu") beside the
// payment's original amount and currency ("Původní částka úhrady", "Původní měna úhrady") and a fee. Written from
// Air Bank's transaction-history CSV layout.
export default {
  name: "CZ Air Bank: Částka v měně účtu / Měna účtu beside Původní částka úhrady",
  file: [
    "Datum provedení;Směr úhrady;Typ úhrady;Měna účtu;Částka v měně účtu;Poplatek v měně účtu;Původní měna úhrady;Původní částka úhrady;Název protistrany;Číslo účtu protistrany",
    "02.05.2024;Odchozí;Platba kartou;CZK;-312,00;0,00;CZK;-312,00;Albert Praha;",
    "04.05.2024;Odchozí;Platba kartou;CZK;-1 245,80;0,00;EUR;-49,90;Zalando SE;",
    "10.05.2024;Příchozí;Příchozí úhrada;CZK;42 000,00;0,00;CZK;42 000,00;Zaměstnavatel s.r.o.;123456789/0100",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "312.00", payee: "Albert" },
      { date: "2024-05-04", amount: "1245.80", payee: "Zalando" },
      { date: "2024-05-10", amount: "-42000.00", payee: "Zaměstnavatel" },
    ],
  },
} satisfies UnseenFixture;
