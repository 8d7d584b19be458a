import type { UnseenFixture } from "./fixture";

// A Hungarian export without a header: the account number first, compact dates (20240305) that are digits
// only, whole-forint amounts with a sign.
const fixture: UnseenFixture = {
  name: "Hungarian export without header: account number, compact dates, whole-forint signed amounts",
  file: [
    '"117730161234567800000000","T","-12500","HUF","20240305","20240305","0","Vásárlás","TESCO ÁRUHÁZ BUDAPEST"',
    '"117730161234567800000000","T","-3490","HUF","20240306","20240306","0","Vásárlás","SPAR MAGYARORSZÁG"',
    '"117730161234567800000000","J","425000","HUF","20240310","20240310","0","Jóváírás","MUNKÁLTATÓ KFT"',
    '"117730161234567800000000","T","-8990","HUF","20240312","20240312","0","Vásárlás","MOL BENZINKÚT"',
    "",
  ].join("\r\n"),
  expect: {
    items: [
      { date: "2024-03-05", amount: "12500", payee: "TESCO" },
      { date: "2024-03-06", amount: "3490", payee: "SPAR" },
      { date: "2024-03-10", amount: "-425000", payee: "MUNK" },
      { date: "2024-03-12", amount: "8990", payee: "MOL" },
    ],
  },
};
export default fixture;
