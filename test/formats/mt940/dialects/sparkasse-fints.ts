import type { DialectFixture } from "./fixture";

// A Sparkasse statement as FinTS servers send it: every line ended by `@@` (the BTX line end) instead of CR LF,
// a line break between the mark and the amount, a statement over two pages (`:62M:`, then `:60M:`).
const file = [
  ":20:STARTUMS",
  ":25:50050201/1234567890",
  ":28C:00000/001",
  ":60F:C240301EUR1000,00",
  ":61:2403040304D",
  "19,99N012NONREF",
  ":86:177?00KARTENZAHLUNG?20SVWZ+Netflix.com 866-579-71?2172 NL?32NETFLIX INTERNATIONAL B.V.",
  ":62M:C240304EUR980,01",
  "-",
  ":20:STARTUMS",
  ":25:50050201/1234567890",
  ":28C:00000/002",
  ":60M:C240304EUR980,01",
  ":61:2403050305C",
  "1500,00N051NONREF",
  ":86:166?00GUTSCHR. UEBERWEISUNG?20SVWZ+Miete Maerz?32Max Mustermann",
  ":62F:C240305EUR2480,01",
  "-",
].join("@@");

export default {
  bank: "Sparkasse (Germany), through FinTS",
  layout: "@@ line ends, a line break before the amount, :62M:/:60M: pages",
  file,
  account: "50050201/1234567890",
  closing: { amount: "2480.01", date: "2024-03-05", currency: "eur" },
  items: [
    { date: "2024-03-04", amount: "19.99", payee: "NETFLIX INTERNATIONAL B.V.", notes: "KARTENZAHLUNG · Netflix.com 866-579-7172 NL" },
    { date: "2024-03-05", amount: "-1500.00", payee: "Max Mustermann", notes: "GUTSCHR. UEBERWEISUNG · Miete Maerz" },
  ],
} satisfies DialectFixture;
