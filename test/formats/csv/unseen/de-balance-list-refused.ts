import type { UnseenFixture } from "./fixture";

// Class: not a transaction list: a daily balance list (date + balance columns, one row per calendar day).
const rows: string[] = [];
let saldo = 2451.3;
for (let d = 1; d <= 30; d++) {
  saldo -= d % 7 === 0 ? 13.2 : 0;
  rows.push(`${String(d).padStart(2, "0")}.09.2024;${saldo.toFixed(2).replace(".", ",")};${saldo.toFixed(2).replace(".", ",")}`);
}
export default {
  name: "DE bank: Kontostand list (Datum, Kontostand, verfügbarer Betrag) per calendar day",
  file: ["Datum;Kontostand;Verfügbarer Betrag", ...rows].join("\n"),
  expect: { refused: /balance/i },
} satisfies UnseenFixture;
