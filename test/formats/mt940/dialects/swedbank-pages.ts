import type { DialectFixture } from "./fixture";

// Swedbank (Sweden), a long statement written as one message: each page closes with an intermediate balance
// (:62M:) and the next opens with it (:60M:) between the transactions, the last closes with :62F:. Each page adds up
// on its own; the statement's closing balance is the last one. LF.
const file = [
  ":20:SWED240430",
  ":25:SE4550000000058398257466",
  ":28C:00042/1",
  ":60F:C240429SEK12500,00",
  ":61:2404290429D450,00NTRFNONREF//SW-1",
  ":86:/NAME/ICA Supermarket Slussen/REMI/Kortkop 29 apr",
  ":61:2404290429D1299,00NTRFNONREF//SW-2",
  ":86:/NAME/SJ AB/REMI/Biljett Stockholm-Goteborg",
  ":62M:C240429SEK10751,00",
  ":60M:C240429SEK10751,00",
  ":61:2404300430C32000,00NTRFNONREF//SW-3",
  ":86:/NAME/Arbetsgivare AB/REMI/Lon april",
  ":61:2404300430D9800,00NTRFNONREF//SW-4",
  ":86:/NAME/Brf Solgarden/REMI/Avgift maj",
  ":62M:C240430SEK32951,00",
  ":60M:C240430SEK32951,00",
  ":61:2404300430D189,00NTRFNONREF//SW-5",
  ":86:/NAME/Spotify AB/REMI/Premium",
  ":62F:C240430SEK32762,00",
  "-",
].join("\n");

export default {
  bank: "Swedbank (Sweden)",
  layout: "a statement's pages in one message: :62M: and :60M: between its transactions",
  file,
  account: "SE4550000000058398257466",
  closing: { amount: "32762.00", date: "2024-04-30", currency: "sek" },
  items: [
    { date: "2024-04-29", amount: "450.00", payee: "ICA Supermarket Slussen", notes: "Kortkop 29 apr" },
    { date: "2024-04-29", amount: "1299.00", payee: "SJ AB", notes: "Biljett Stockholm-Goteborg" },
    { date: "2024-04-30", amount: "-32000.00", payee: "Arbetsgivare AB", notes: "Lon april" },
    { date: "2024-04-30", amount: "9800.00", payee: "Brf Solgarden", notes: "Avgift maj" },
    { date: "2024-04-30", amount: "189.00", payee: "Spotify AB", notes: "Premium" },
  ],
} satisfies DialectFixture;
