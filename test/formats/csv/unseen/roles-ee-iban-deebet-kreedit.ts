import type { UnseenFixture } from "./fixture";

// An Estonian export: the account's IBAN on every row, long document and archive numbers, unsigned amounts
// under "Summa" and a "Deebet/Kreedit" column of D and K.
const fixture: UnseenFixture = {
  name: "Estonian bank export: IBAN and archive numbers beside the amount, D/K indicator",
  file: [
    '"Kliendi konto";"Reatüüp";"Kuupäev";"Saaja/Maksja";"Selgitus";"Summa";"Valuuta";"Deebet/Kreedit";"Arhiveerimistunnus";"Tehingu tüüp";"Viitenumber";"Dokumendi number";',
    '"EE382200221020145685";"20";"04.03.2024";"RIMI EESTI FOOD AS";"Kaardimakse";"23,45";"EUR";"D";"2024030400318762";"K";"";"";',
    '"EE382200221020145685";"20";"05.03.2024";"ELISA EESTI AS";"Arve 1234567";"19,99";"EUR";"D";"2024030500211234";"MK";"1234567";"12";',
    '"EE382200221020145685";"20";"07.03.2024";"TOOANDJA OU";"Palk veebruar";"1 850,00";"EUR";"K";"2024030700998877";"MK";"";"";',
    '"EE382200221020145685";"20";"08.03.2024";"BOLT.EU";"Kaardimakse";"7,80";"EUR";"D";"2024030800123456";"K";"";"";',
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-04", amount: "23.45", payee: "RIMI" },
      { date: "2024-03-05", amount: "19.99", payee: "ELISA" },
      { date: "2024-03-07", amount: "-1850.00", payee: "TOOANDJA" },
      { date: "2024-03-08", amount: "7.80", payee: "BOLT" },
    ],
  },
};
export default fixture;
