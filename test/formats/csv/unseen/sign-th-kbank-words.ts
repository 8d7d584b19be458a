import type { UnseenFixture } from "./fixture";

// A Thai bank's statement export (KBank-style): signed จำนวนเงิน and Thai descriptions that name the
// direction ("รับโอนเงิน", "เงินเดือน", "ถอนเงินสด", "ชำระเงิน"); a sample of mostly deposits.
const fixture: UnseenFixture = {
  name: "Thai bank export: Thai direction words in the descriptions, mostly deposits",
  file: [
    "วันที่,รายการ,จำนวนเงิน,ช่องทาง",
    "25/01/2024,เงินเดือน บริษัท ตัวอย่าง จำกัด,35000.00,อื่นๆ",
    "26/01/2024,รับโอนเงิน,1500.00,K PLUS",
    "27/01/2024,ถอนเงินสด,-2000.00,ATM",
    "29/01/2024,รับโอนเงิน พร้อมเพย์,800.00,K PLUS",
    "30/01/2024,ชำระเงิน ค่าไฟฟ้า,-1250.75,K PLUS",
    "31/01/2024,ฝากเงินสด,5000.00,สาขา",
    "",
  ].join("\n"),
  expect: {
    items: [
      { date: "2024-01-25", amount: "-35000.00" },
      { date: "2024-01-26", amount: "-1500.00" },
      { date: "2024-01-27", amount: "2000.00" },
      { date: "2024-01-29", amount: "-800.00" },
      { date: "2024-01-30", amount: "1250.75" },
      { date: "2024-01-31", amount: "-5000.00" },
    ],
  },
};
export default fixture;
