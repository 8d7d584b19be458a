import { cut, type DialectFixture } from "./fixture";

// ABN AMRO (Netherlands): three header lines before the first field (ABNANL2A, 940, ABNANL2A), `:28:` without
// its letter, card payments and withdrawals as terminal lines (`BEA`, `GEA`), SEPA direct debits as `/TRTP/`
// pairs cut at 65 characters mid-word, and older SEPA transfers as labelled text in columns of 32.
const pad = (s: string) => s.padEnd(65, " ");
const file = [
  "ABNANL2A",
  "940",
  "ABNANL2A",
  ":20:ABN AMRO BANK NV",
  ":25:123456789",
  ":28:12301/1",
  ":60F:C240301EUR2154,17",
  ":61:2403040304D45,30N426NONREF",
  ":86:BEA   NR:5R7HW4   04.03.24/12.34 Albert Heijn 1234 AMSTE,PAS123",
  ":61:2403040304D60,00N426NONREF",
  ":86:GEA   NR:S1J102   04.03.24/16.02 ABN AMRO BANK,PAS123",
  ":61:2403050305D89,00N658NONREF",
  `:86:${cut("/TRTP/SEPA Incasso algemeen doorlopend/CSID/NL34ZZZ301234560000/NAME/Vodafone Libertel B.V./MARF/2024-884512/REMI/Factuur 884512 maart 2024/IBAN/NL68INGB0650000123/BIC/INGBNL2A/EREF/VF-884512")}`,
  ":61:2403060306C1200,00N541NONREF",
  `:86:${pad("SEPA OVERBOEKING                 IBAN: NL86INGB0002445588")}`,
  pad("BIC: INGBNL2A                    NAAM: J JANSEN"),
  pad("OMSCHRIJVING: HUUR MAART"),
  ":62F:C240306EUR3159,87",
  "",
].join("\r\n");

export default {
  bank: "ABN AMRO (Netherlands)",
  layout: "header lines, :28:, BEA/GEA terminal lines, /TRTP/ pairs, NAAM:/OMSCHRIJVING: columns",
  file,
  account: "123456789",
  closing: { amount: "3159.87", date: "2024-03-06", currency: "eur" },
  items: [
    {
      date: "2024-03-04",
      amount: "45.30",
      payee: "Albert Heijn 1234 AMSTE",
      notes: "BEA NR:5R7HW4 04.03.24/12.34 Albert Heijn 1234 AMSTE,PAS123",
    },
    { date: "2024-03-04", amount: "60.00", payee: "ABN AMRO BANK", notes: "GEA NR:S1J102 04.03.24/16.02 ABN AMRO BANK,PAS123" },
    { date: "2024-03-05", amount: "89.00", payee: "Vodafone Libertel B.V.", notes: "Factuur 884512 maart 2024" },
    { date: "2024-03-06", amount: "-1200.00", payee: "J JANSEN", notes: "HUUR MAART" },
  ],
} satisfies DialectFixture;
