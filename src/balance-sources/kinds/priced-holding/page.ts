// The Balances page's form for a priced holding: the quantity, the price's address and path, and the optional
// currency checks and rate; an optional field left empty is left out of the settings.
import type { KindForm } from "../form";

export const pricedHoldingForm: KindForm = {
  id: "priced",
  title: "Priced holding",
  source: "from a price feed (quantity × price)",
  fields: [
    { type: "target" },
    { type: "decimal", id: "priced-quantity", field: "quantity", label: "Quantity" },
    { type: "url", id: "priced-url", field: "price_url", label: "Price address (a JSON document)" },
    { type: "text", id: "priced-path", field: "price_path", label: "Where the price is in it (e.g. $.quote.price)" },
    {
      type: "currency",
      id: "priced-currency",
      field: "price_currency",
      label: "Price currency (optional, e.g. USD: checked against the account's)",
      optional: true,
    },
    {
      type: "text",
      id: "priced-currency-path",
      field: "currency_path",
      label: "Where the document names its currency (optional, e.g. $.quote.currency: checked on every run)",
      optional: true,
    },
    { type: "url", id: "priced-fx-url", field: "fx_url", label: "Exchange rate address (optional)", optional: true },
    { type: "text", id: "priced-fx-path", field: "fx_path", label: "Where the rate is in it (e.g. $.rates.EUR)", optional: true },
  ],
};
