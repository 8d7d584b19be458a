import type { DialectFixture } from "./fixture";

// OTP Bank (Hungary), a month's daily statements listed newest first: the account's balance is the newest closing,
// not the last one written. Amounts in forints with a decimal comma and no entry date. CR LF.
const file = [
  ":20:OTP20240305",
  ":25:11773016-11111018",
  ":28C:00064",
  ":60F:C240304HUF185000,00",
  ":61:240305D23990,NTRFNONREF//OTP-3",
  ":86:Telekom szamla marcius",
  ":62F:C240305HUF161010,00",
  "-",
  ":20:OTP20240304",
  ":25:11773016-11111018",
  ":28C:00063",
  ":60F:C240301HUF200000,00",
  ":61:240304D15000,NTRFNONREF//OTP-2",
  ":86:MOL Toltoallomas",
  ":62F:C240304HUF185000,00",
  "-",
].join("\r\n");

export default {
  bank: "OTP Bank (Hungary)",
  layout: "daily statements newest first, amounts without decimals, no entry date",
  file,
  account: "11773016-11111018",
  closing: { amount: "161010.00", date: "2024-03-05", currency: "huf" },
  items: [
    { date: "2024-03-05", amount: "23990.00", payee: "Telekom szamla marcius" },
    { date: "2024-03-04", amount: "15000.00", payee: "MOL Toltoallomas" },
  ],
} satisfies DialectFixture;
