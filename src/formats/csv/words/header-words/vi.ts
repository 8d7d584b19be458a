import type { HeaderWords } from "../header-vocabulary";

// Vietnamese: Vietcombank, Techcombank, VPBank, BIDV and MB Bank statement exports ("Số tiền ghi nợ/ghi có", "Số dư").
export default {
  date: "Ngày, Ngày giao dịch, Ngày hạch toán",
  transactionDate: "Giao dịch",
  bookingDate: "Hạch toán",
  valueDate: "Ngày hiệu lực",
  amount: "Số tiền, Số tiền giao dịch",
  debit: "Ghi nợ, Số tiền ghi nợ, Phát sinh nợ, =Nợ",
  credit: "Ghi có, Số tiền ghi có, Phát sinh có, =Có, Hoàn tiền",
  payee: "Người nhận, Người chuyển, Tên đối ứng, Đơn vị thụ hưởng, Tên người thụ hưởng, Đối tác",
  notes: "Mô tả, Diễn giải, Nội dung, Nội dung giao dịch, Chi tiết",
  currency: "Loại tiền, Tiền tệ",
  balance: "Số dư",
  transactionId: "Số tham chiếu, Mã giao dịch, Số giao dịch",
  category: "Danh mục",
  indicator: "Nợ/Có, Ghi nợ/Ghi có",
  type: "Loại giao dịch",
  status: "Trạng thái",
  not: {
    amount: "Phí, Tỷ giá, Số dư",
    payee: "Tài khoản, Số tài khoản",
    // "Mã" (code) reads as the Polish money-in word "Ma" once its accent is gone.
    credit: "Mã giao dịch",
  },
} satisfies HeaderWords;
