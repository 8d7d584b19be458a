import { cut, type DialectFixture } from "./fixture";

// ING (Netherlands): the structured MT940 of ING's business banking: a SWIFT envelope over three lines, `EREF`
// where the owner's reference goes and ING's reference after `//`, `/TRCD/` on the :61: line's second line, and
// `:86:` pairs with the counterparty as `/CNTP/iban/bic/name/city/` and the remittance as `/REMI/USTD//text/`,
// cut at 65 characters; a statement-level `:86:/SUM/` after the balances.
const file = [
  "{1:F01INGBNL2ABXXX0000000000}",
  "{2:I940INGBNL2AXXXN}",
  "{4:",
  ":20:P240305000000001",
  ":25:NL20INGB0001234567EUR",
  ":28C:00000",
  ":60F:C240304EUR1523,45",
  ":61:2403050305D42,15NDDTEREF//00000000001234",
  "/TRCD/01028/",
  `:86:${cut("/EREF/SEPA-NL1234567890//MARF/MNDT-2023-0042//CSID/NL08ZZZ123456780000//CNTP/NL44RABO0123456789/RABONL2U/Vattenfall Klantenservice N.V./AMSTERDAM//REMI/USTD//Termijnbedrag maart 2024 klantnr 7788990/")}`,
  ":61:2403050305C2500,00NTRFEREF//00000000001235",
  "/TRCD/00100/",
  `:86:${cut("/EREF/SAL-2024-03//CNTP/NL91ABNA0417164300/ABNANL2A/Acme Software B.V.//REMI/USTD//Salaris maart 2024/")}`,
  ":61:2403060306D3,50NTRFNONREF//00000000001236",
  "/TRCD/01000/",
  `:86:${cut("/CNTP/NL39RABO0300065264/RABONL2U/Stichting Parkeren Utrecht/UTRECHT//REMI/USTD//Parkeren 06-03-2024 14:12 kenteken XX-123-Y/")}`,
  ":62F:C240306EUR3977,80",
  ":64:C240306EUR3977,80",
  ":65:C240307EUR3977,80",
  ":86:/SUM/3/1/45,65/2500,00/",
  "-}",
].join("\n");

export default {
  bank: "ING (Netherlands)",
  layout: "/CNTP/ and /REMI/USTD// pairs, EREF placeholder, envelope over several lines",
  file,
  account: "NL20INGB0001234567EUR",
  closing: { amount: "3977.80", date: "2024-03-06", currency: "eur" },
  items: [
    { date: "2024-03-05", amount: "42.15", payee: "Vattenfall Klantenservice N.V.", notes: "Termijnbedrag maart 2024 klantnr 7788990" },
    { date: "2024-03-05", amount: "-2500.00", payee: "Acme Software B.V.", notes: "Salaris maart 2024" },
    { date: "2024-03-06", amount: "3.50", payee: "Stichting Parkeren Utrecht", notes: "Parkeren 06-03-2024 14:12 kenteken XX-123-Y" },
  ],
} satisfies DialectFixture;
