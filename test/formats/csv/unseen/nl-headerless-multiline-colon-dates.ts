import type { UnseenFixture } from "./fixture";

// Class: multi-line quoted memos, dates written YYYY:MM:DD, amounts written "-,46": a headerless export with
// semicolons and a decimal comma, whose description runs over several lines inside quotes. (Which text
// column is the payee is not this class's question: only dates and amounts are checked.)
export default {
  name: "NL bank without header: YYYY:MM:DD, quoted description over several lines, amounts written -,46",
  file: [
    '2024:07:01;"NL91ABNA0417164300";"Rente";",46";"Rente 2e kwartaal\nSpaarrekening"',
    '2024:07:02;"NL91ABNA0417164300";"Albert Heijn 1403";"-23,45";"Betaalautomaat 12:02\nPasvolgnr 004"',
    '2024:07:03;"NL91ABNA0417164300";"Kosten";"-,95";"Kosten betaalpakket\njuni 2024"',
    '2024:07:05;"NL91ABNA0417164300";"Werkgever BV";"2450,00";"Salaris juli\nIBAN NL02RABO0123456789"',
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-07-01", amount: "-0.46" },
      { date: "2024-07-02", amount: "23.45" },
      { date: "2024-07-03", amount: "0.95" },
      { date: "2024-07-05", amount: "-2450.00" },
    ],
  },
} satisfies UnseenFixture;
