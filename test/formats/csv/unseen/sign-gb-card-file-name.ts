import type { UnseenFixture } from "./fixture";

// A British credit card export with nothing in its table to say it is a card: purchases positive, two
// credits negative; the download's file name says credit card.
const fixture: UnseenFixture = {
  name: "UK credit card export: only the file name says card; charges positive",
  fileName: "credit-card-statement-2024-09.csv",
  file: [
    "Date,Description,Amount",
    "02/09/2024,SAINSBURYS S/MKTS,42.10",
    "05/09/2024,TFL TRAVEL CH,-4.90",
    "09/09/2024,PRET A MANGER,6.75",
    "14/09/2024,ARGOS LTD,-19.99",
    "20/09/2024,TRAINLINE.COM,58.40",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-09-02", amount: "42.10" },
      { date: "2024-09-05", amount: "-4.90" },
      { date: "2024-09-09", amount: "6.75" },
      { date: "2024-09-14", amount: "-19.99" },
      { date: "2024-09-20", amount: "58.40" },
    ],
  },
};
export default fixture;
