import type { UnseenFixture } from "./fixture";

// Class: not a transaction list: a single balance column (no amount column at all) per calendar day.
const rows: string[] = [];
let stand = 904.12;
for (let d = 1; d <= 14; d++) {
  if (d === 4 || d === 9) stand -= 61.5;
  rows.push(`"2024-08-${String(d).padStart(2, "0")}";"${stand.toFixed(2).replace(".", ",")}"`);
}
export default {
  name: "AT app: Datum;Kontostand per day, ISO dates, quoted",
  file: ['"Datum";"Kontostand"', ...rows].join("\n"),
  expect: { refused: /balance/i },
} satisfies UnseenFixture;
