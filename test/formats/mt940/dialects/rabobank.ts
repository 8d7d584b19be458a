import { cut, type DialectFixture } from "./fixture";

// Rabobank (Netherlands): the structured format (`:940:` first, `:20:940S…`): amounts padded with zeros, no
// entry date, the kind of reference (EREF, NONREF) where the reference goes and no bank reference, the
// counterparty's IBAN on the :61: line's second line, and `:86:` pairs with the party's name nested under
// BENM (money out) or ORDP (money in). CR LF.
const file = [
  ":940:",
  ":20:940S240304",
  ":25:NL50RABO0123456789 EUR",
  ":28C:00000",
  ":60F:C240303EUR000000001000,00",
  ":61:240304D000000000059,95N544EREF",
  "NL12INGB0007654321",
  `:86:${cut("/EREF/20240304-ZIGGO-88213//MARF/ZG-000088213//CSID/NL42ZZZ302874150000//BENM//NAME/Ziggo Services B.V./REMI/Factuur 88213 maart/ISDT/2024-03-04")}`,
  ":61:240304C000000000450,00N541EREF",
  "NL91ABNA0417164300",
  `:86:${cut("/EREF/NOTPROVIDED//ORDP//NAME/J. de Vries/REMI/Terugbetaling weekend Ardennen/ISDT/2024-03-04")}`,
  ":61:240305D000000000012,40N426NONREF",
  `:86:${cut("/BENM//NAME/Albert Heijn 1403/REMI/Betaalautomaat 05-03-2024 18:44 pasnr. 021/")}`,
  ":62F:C240305EUR000000001377,65",
].join("\r\n");

export default {
  bank: "Rabobank (Netherlands)",
  layout: "zero-padded amounts, EREF and NONREF for references, names nested under BENM and ORDP",
  file,
  account: "NL50RABO0123456789 EUR",
  closing: { amount: "1377.65", date: "2024-03-05", currency: "eur" },
  items: [
    { date: "2024-03-04", amount: "59.95", payee: "Ziggo Services B.V.", notes: "Factuur 88213 maart" },
    { date: "2024-03-04", amount: "-450.00", payee: "J. de Vries", notes: "Terugbetaling weekend Ardennen" },
    { date: "2024-03-05", amount: "12.40", payee: "Albert Heijn 1403", notes: "Betaalautomaat 05-03-2024 18:44 pasnr. 021" },
  ],
} satisfies DialectFixture;
