import type { UnseenFixture } from "./fixture";

// Class: a German banking app writes dates month-first without saying so ("3/2/24"), with semicolons and
// decimal commas; every day is 12 or less and both readings end before the export date in the file name
// (…_Export_20240304). Month-first ends two days before it, day-first a month: the nearer reading wins
// over the file's locale.
export default {
  name: "DE banking app: 'M/D/YY' dates with ';' and ',', export date 2024-03-04 in the file name",
  fileName: "Umsaetze_Export_20240304.csv",
  file: [
    "#;Konto;Datum;Betrag;Währung;Name;Verwendungszweck",
    "1;DE89370400440532013000;2/1/24;-44,98;EUR;Shell;Tanken",
    "2;DE89370400440532013000;2/2/24;-109,00;EUR;Musikschule;Unterricht Februar",
    "3;DE89370400440532013000;3/1/24;2.450,00;EUR;ACME GmbH;Gehalt",
    "4;DE89370400440532013000;3/2/24;-12,30;EUR;Bäckerei Huber;Frühstück",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-02-01", amount: "44.98", payee: "Shell" },
      { date: "2024-02-02", amount: "109.00", payee: "Musikschule" },
      { date: "2024-03-01", amount: "-2450.00", payee: "ACME" },
      { date: "2024-03-02", amount: "12.30", payee: "Bäckerei" },
    ],
    warns: /read month-first/,
  },
} satisfies UnseenFixture;
