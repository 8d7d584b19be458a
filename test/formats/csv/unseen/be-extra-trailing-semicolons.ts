import type { UnseenFixture } from "./fixture";

// Class: rows with more fields than the header: two trailing empty fields on every data row, a preamble line.
export default {
  name: "BE bank: Rekening line, header of 5 names, data rows with two trailing ';'",
  file: [
    "Rekening: BE68 5390 0754 7034",
    "Datum;Omschrijving;Bedrag;Munt;Tegenrekening",
    "02/07/2024;Delhaize Brussel;-31,75;EUR;;;",
    "09/07/2024;Proximus;-49,99;EUR;BE12 3456 7890 1234;;",
    "25/07/2024;Loon juli;2.480,00;EUR;BE98 7654 3210 9876;;",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-07-02", amount: "31.75", payee: "Delhaize" },
      { date: "2024-07-09", amount: "49.99", payee: "Proximus" },
      { date: "2024-07-25", amount: "-2480.00", payee: "Loon" },
    ],
  },
} satisfies UnseenFixture;
