// The Balances page's form for a schedule: what it follows (a loan, depreciation, growth), each with its own fields;
// only the chosen one's are sent, so a save sends the whole settings.
import type { KindForm } from "../form";

export const scheduleForm: KindForm = {
  id: "schedule",
  title: "Schedule",
  source: "from a schedule (a loan, depreciation, growth)",
  replacesSettings: true,
  fields: [
    { type: "target" },
    {
      type: "variants",
      id: "schedule-kind",
      field: "kind",
      label: "What it follows",
      variants: [
        {
          value: "loan",
          label: "A loan paid down every month",
          word: "loan",
          fields: [
            { type: "decimal", id: "loan-principal", field: "principal", label: "Amount borrowed" },
            { type: "decimal", id: "loan-rate", field: "annualRate", label: "Yearly interest rate (%)", hint: "e.g. 6.5" },
            { type: "decimal", id: "loan-payment", field: "payment", label: "Monthly payment" },
            { type: "integer", id: "loan-day", field: "paymentDay", label: "Day of the month it is paid (1–31)" },
            { type: "date", id: "loan-start", field: "start", label: "Paid out on" },
          ],
        },
        {
          value: "depreciation",
          label: "Depreciation: a value that falls in a straight line",
          word: "depreciation",
          fields: [
            { type: "decimal", id: "depreciation-value", field: "purchaseValue", label: "Bought for" },
            { type: "decimal", id: "depreciation-salvage", field: "salvageValue", label: "Worth at the end of its life" },
            { type: "integer", id: "depreciation-months", field: "usefulLifeMonths", label: "Useful life (months)" },
            { type: "date", id: "depreciation-start", field: "start", label: "Bought on" },
          ],
        },
        {
          value: "growth",
          label: "Growth: a value that grows by a yearly rate",
          word: "growth",
          fields: [
            { type: "decimal", id: "growth-value", field: "purchaseValue", label: "Worth at the start" },
            { type: "decimal", id: "growth-rate", field: "annualRate", label: "Yearly growth (%; negative for a value that shrinks)" },
            { type: "date", id: "growth-start", field: "start", label: "Start" },
          ],
        },
      ],
    },
  ],
};
