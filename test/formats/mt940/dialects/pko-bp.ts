import type { DialectFixture } from "./fixture";

// PKO BP (Poland): `~`-subfields with the counterparty's name in ~27 and its address in ~28/~29, empty
// subfields written out, the account in `:25:` after a slash, a `:28C:` of the statement number alone. UTF-8.
const file = [
  ":20:MT940",
  ":25:/PL27102010260000042270201111",
  ":28C:00042",
  ":60F:C240301PLN1200,00",
  ":61:2403010301DN49,99N020NONREF",
  ":86:020~00IBCG~20Opłata za fakturę 03/2024~21ID klienta 88120431~22~23~24~25~26~27PGE Obrót S.A.~28ul. Mazowiecka 4" +
    "~2900-950 Warszawa~3010201026~310000042270201999~38PL61102010260000042270201999~60~63",
  ":61:2403020302CN150,00N020NONREF",
  ":86:020~00IBCG~20Zwrot za bilety~27Anna Nowak~28ul. Polna 5~2930-001 Kraków~3010501445~311000012345678901",
  ":62F:C240302PLN1300,01",
  "",
].join("\r\n");

export default {
  bank: "PKO BP (Poland)",
  layout: "~-subfields with the name in ~27, empty subfields, /IBAN in :25:",
  file,
  account: "/PL27102010260000042270201111",
  closing: { amount: "1300.01", date: "2024-03-02", currency: "pln" },
  items: [
    { date: "2024-03-01", amount: "49.99", payee: "PGE Obrót S.A.", notes: "Opłata za fakturę 03/2024 ID klienta 88120431" },
    { date: "2024-03-02", amount: "-150.00", payee: "Anna Nowak", notes: "Zwrot za bilety" },
  ],
} satisfies DialectFixture;
