import type { UnseenFixture } from "./fixture";

// Class: not a transaction list: date + two balance columns (book and value balance), French.
const rows: string[] = [];
let solde = 3120.55;
for (let d = 1; d <= 20; d++) {
  solde -= d % 3 === 0 ? 27.4 : 0;
  const s = solde.toFixed(2).replace(".", ",");
  rows.push(`${String(d).padStart(2, "0")}/11/2024;${s};${s}`);
}
export default {
  name: "FR bank: Historique des soldes (Date, Solde comptable, Solde en valeur)",
  file: ["Date;Solde comptable;Solde en valeur", ...rows].join("\n"),
  expect: { refused: /balance/i },
} satisfies UnseenFixture;
