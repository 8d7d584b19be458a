import { bytesIn } from "../decode/encodings/bytes-in";
import type { UnseenFixture } from "./fixture";

// A Greek bank's account movements in windows-1253: accented Greek header, D/M dates, "." thousands.
const fixture: UnseenFixture = {
  name: "Greek account movements in windows-1253: accented header, dotted thousands",
  file: bytesIn(
    "windows-1253",
    [
      "Ημερομηνία;Περιγραφή;Ποσό;Υπόλοιπο",
      "03/01/2024;Αγορά με κάρτα ΣΚΛΑΒΕΝΙΤΗΣ;-45,20;1.254,80",
      "15/01/2024;Μισθοδοσία Ιανουαρίου;1.500,00;2.754,80",
      "18/01/2024;Πληρωμή ΔΕΗ λογαριασμού;-82,30;2.672,50",
      "",
    ].join("\r\n"),
  ),
  expect: {
    items: [
      { date: "2024-01-03", amount: "45.20", payee: "ΣΚΛΑΒΕΝΙΤΗΣ" },
      { date: "2024-01-15", amount: "-1500.00", payee: "Μισθοδοσία" },
      { date: "2024-01-18", amount: "82.30", payee: "ΔΕΗ" },
    ],
  },
};
export default fixture;
