// The Balances page's form for a SimpleFIN source: one account of a claimed connection (claimed above the form),
// the manual account, and whether its transactions are imported too.
import type { KindForm } from "../form";

export const simplefinForm: KindForm = {
  id: "simplefin",
  title: "SimpleFIN",
  source: "from the SimpleFIN Bridge",
  summary: "SimpleFIN Bridge",
  simplefinConnections: true,
  fields: [
    { type: "connection-account", id: "simplefin-account", fields: ["connection", "account"], label: "SimpleFIN account" },
    { type: "target" },
    // The API's `transactions` setting: without it a SimpleFIN source only ever sets the balance.
    {
      type: "check",
      id: "simplefin-transactions",
      field: "transactions",
      label: "Also import the account's transactions (one more Bridge request a run)",
    },
  ],
};
