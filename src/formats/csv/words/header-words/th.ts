import type { HeaderWords } from "../header-vocabulary";

// Thai: Kasikornbank (K PLUS), SCB, Bangkok Bank and Krungthai statement exports ("ถอนเงิน/ฝากเงิน", "ยอดคงเหลือ").
export default {
  date: "วันที่, วันที่ทำรายการ",
  transactionDate: "ทำรายการ",
  valueDate: "วันที่มีผล",
  amount: "จำนวนเงิน",
  debit: "ถอน, ถอนเงิน, เดบิต",
  credit: "ฝาก, ฝากเงิน, เครดิต, คืนเงิน",
  payee: "ผู้รับ, ชื่อผู้รับ, ผู้โอน, ร้านค้า",
  notes: "รายการ, รายละเอียด, หมายเหตุ, บันทึก",
  currency: "สกุลเงิน",
  balance: "ยอดคงเหลือ, คงเหลือ, ยอดเงินคงเหลือ",
  transactionId: "เลขที่อ้างอิง",
  category: "หมวดหมู่",
  type: "รายการ, ประเภทรายการ, ประเภท",
  status: "สถานะ",
  not: {
    amount: "ค่าธรรมเนียม, คงเหลือ",
    // "บัตรเครดิต" is a credit card, not money in.
    credit: "บัตร",
    payee: "เลขที่บัญชี",
  },
} satisfies HeaderWords;
