import type { UnseenFixture } from "./fixture";

// A UK fintech's developer export: snake_case columns, amount_minor in pence.
const fixture: UnseenFixture = {
  name: "UK fintech export: amount_minor in pence, snake_case header",
  file: [
    "transaction_id,created_at,counterparty_name,reference,amount_minor,currency",
    "txn_01HQ1,2024-02-10,Pret A Manger,,-395,GBP",
    "txn_01HQ2,2024-02-11,Octopus Energy,Bill Feb,-7420,GBP",
    "txn_01HQ3,2024-02-12,HMRC,Tax refund,12000,GBP",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-10", amount: "3.95", payee: "Pret" },
      { date: "2024-02-11", amount: "74.20", payee: "Octopus" },
      { date: "2024-02-12", amount: "-120.00", payee: "HMRC" },
    ],
  },
};
export default fixture;
