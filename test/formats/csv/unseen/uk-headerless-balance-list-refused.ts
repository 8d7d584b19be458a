import type { UnseenFixture } from "./fixture";

// Class: not a transaction list: a headerless daily balance history (one value per calendar day, no text).
const rows: string[] = [];
let balance = 812.4;
for (let d = 1; d <= 31; d++) {
  if (d % 5 === 0) balance -= 42.15;
  if (d === 25) balance += 1900;
  rows.push(`${String(d).padStart(2, "0")}/10/2024,${balance.toFixed(2)}`);
}
export default {
  name: "UK app: headerless end-of-day balance history",
  file: rows.join("\n"),
  expect: { refused: /balance/i },
} satisfies UnseenFixture;
