import type { UnseenFixture } from "./fixture";

// Class: Thai headers written without spaces, withdrawal and deposit columns ("ถอนเงิน" / "ฝากเงิน"), a
// transaction-kind column ("รายการ") beside the details that name the counterparty. Modelled on Kasikornbank's
// (K PLUS) statement export.
export default {
  name: "TH Kasikornbank: ถอนเงิน / ฝากเงิน, รายการ and รายละเอียด, ยอดคงเหลือ",
  file: [
    "วันที่,เวลา,รายการ,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ,ช่องทาง,รายละเอียด",
    "02/05/2024,12:15,ชำระเงิน,120.00,,9880.00,K PLUS,7-ELEVEN สาขา 1234",
    "10/05/2024,09:01,รับโอนเงิน,,25000.00,34880.00,K PLUS,บริษัท สยามเทค จำกัด",
    "15/05/2024,18:30,ชำระเงิน,1450.50,,33429.50,K PLUS,การไฟฟ้านครหลวง",
    "20/05/2024,10:10,ถอนเงินสด,2000.00,,31429.50,ATM,ATM สาขาสีลม",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-05-02", amount: "120.00", payee: "7-ELEVEN" },
      { date: "2024-05-10", amount: "-25000.00", payee: "สยามเทค" },
      { date: "2024-05-15", amount: "1450.50", payee: "การไฟฟ้า" },
      { date: "2024-05-20", amount: "2000.00", payee: "ATM" },
    ],
  },
} satisfies UnseenFixture;
