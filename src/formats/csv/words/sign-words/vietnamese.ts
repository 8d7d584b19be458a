import type { SignWords } from "./index";

// Vietnamese: the Nợ/Có flags (ghi nợ, ghi có: debit and credit) and the diễn giải of Vietnamese bank exports
// (Vietcombank, Techcombank, BIDV: "CHUYEN KHOAN CHO", "NHAN CHUYEN KHOAN", "RUT TIEN ATM", "LUONG").
export const vietnamese: SignWords = {
  indicatorOut: ["nợ", "ghi nợ", "ps nợ"],
  indicatorIn: ["có", "ghi có", "ps có"],
  out: ["chuyển khoản cho", "chuyển tiền cho", "thanh toán", "rút tiền", "phí quản lý", "phí dịch vụ"],
  in: ["nhận chuyển khoản", "nhận tiền", "=lương", "nộp tiền", "tiền lãi"],
  reversal: ["hoàn tiền", "hoàn trả"],
  repayment: [],
  card: ["thẻ tín dụng", "số thẻ"],
};
