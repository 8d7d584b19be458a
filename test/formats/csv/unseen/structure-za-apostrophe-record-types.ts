import type { UnseenFixture } from "./fixture";

// Class: cells wrapped in apostrophes beside cells in double quotes, every line led by its record type (2 the
// account, 3 the statement, 5 a transaction, 6 the end), Afrikaans month abbreviations without a year ("03 Mei"):
// the year comes from the statement period of a type-3 line. Modelled on a South African cheque account's export.
export default {
  name: "ZA cheque account: apostrophe cells, record types, yearless Afrikaans dates",
  file: [
    "2,40871236,'MEV A VAN WYK','GOUDREKENING'",
    "3,,'Staat'",
    "3,'Staatnommer','Vanaf Datum','Tot Datum'",
    "3,12,'26 April 2024','25 Mei 2024'",
    "4,,'Opsomming'",
    "5,,'Transaksies'",
    "5,'Nommer','Datum','Beskrywing1','Beskrywing2','Beskrywing3','Bedrag','Saldo','Opgeloopte Koste'",
    '5,1,\'29 Apr\',"Kaartaankoop","Spar Stellenbosch","",-412.60,8587.40,',
    '5,2,\'02 Mei\',"Debietorder","Santam Versekering","",-1250.00,7337.40,',
    '5,3,\'10 Mei\',"Betaling Van","Vennootskap Salaris",,21400.00,28737.40,',
    '5,4,\'17 Mei\',"OTM","Kontant Onttrekking","",-1000.00,27737.40,',
    "6,'END'",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-04-29", amount: "412.60", payee: "Spar" },
      { date: "2024-05-02", amount: "1250.00", payee: "Santam" },
      { date: "2024-05-10", amount: "-21400.00", payee: "Salaris" },
      { date: "2024-05-17", amount: "1000.00", payee: "Kontant" },
    ],
  },
} satisfies UnseenFixture;
