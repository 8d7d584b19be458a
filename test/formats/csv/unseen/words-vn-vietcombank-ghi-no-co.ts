import type { UnseenFixture } from "./fixture";

// Class: Vietnamese headers, debit and credit amount columns ("Số tiền ghi nợ" / "Số tiền ghi có"), a row number
// ("STT") that is no amount; day/month dates read day-first because the headers are not English. Written from
// Vietcombank's account-statement export.
export default {
  name: "VN Vietcombank: Số tiền ghi nợ / Số tiền ghi có, Mô tả",
  file: [
    "STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Mô tả",
    '1,02/05/2024,5213.10234,"250,000",,THANH TOAN CIRCLE K',
    '2,05/05/2024,5213.10567,,"18,500,000",LUONG THANG 4 CONG TY ABC',
    '3,09/05/2024,5213.10891,"1,200,000",,TIEN DIEN EVN HCMC',
    '4,11/05/2024,5213.11023,"85,000",,GRAB VIETNAM',
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "250000", payee: "CIRCLE K" },
      { date: "2024-05-05", amount: "-18500000", payee: "ABC" },
      { date: "2024-05-09", amount: "1200000", payee: "EVN" },
      { date: "2024-05-11", amount: "85000", payee: "GRAB" },
    ],
  },
} satisfies UnseenFixture;
