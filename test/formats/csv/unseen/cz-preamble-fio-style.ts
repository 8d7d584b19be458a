import type { UnseenFixture } from "./fixture";

// Class: long preamble: a statement title, quoted key/value lines (account, period, opening and closing
// balance with amounts of their own), a blank line, then the header.
export default {
  name: "CZ bank (Fio-style): Výpis title, Účet/Období/Počáteční stav/Koncový stav lines before the table",
  file: [
    '"Výpis č. 6/2024 z účtu ""2400123456/2010"""',
    '"Majitel účtu: Jan Novák"',
    '"Období: 01.06.2024 - 30.06.2024"',
    '"Počáteční stav účtu k 01.06.2024:";"12 500,00 CZK"',
    '"Koncový stav účtu k 30.06.2024:";"11 214,50 CZK"',
    '"Suma příjmů:";"+25 000,00 CZK"',
    '"Suma výdajů:";"-26 285,50 CZK"',
    "",
    '"ID operace";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Zpráva pro příjemce"',
    '"2514789631";"03.06.2024";"-1 285,50";"CZK";"";"ALBERT HYPERMARKET";""',
    '"2514789999";"10.06.2024";"25 000,00";"CZK";"123456789/0800";"ZAMESTNAVATEL S.R.O.";"Mzda"',
    '"2514790100";"20.06.2024";"-25 000,00";"CZK";"987654321/0100";"PRONAJIMATEL";"Najem cerven"',
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-06-03", amount: "1285.50", payee: "ALBERT" },
      { date: "2024-06-10", amount: "-25000.00", payee: "ZAMESTNAVATEL" },
      { date: "2024-06-20", amount: "25000.00", payee: "PRONAJIMATEL" },
    ],
  },
} satisfies UnseenFixture;
