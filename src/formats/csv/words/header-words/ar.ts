import type { HeaderWords } from "../header-vocabulary";

// Arabic: Emirates NBD, Al Rajhi, QNB, National Bank of Egypt and Arab Bank statement exports ("مدين/دائن", "الرصيد").
export default {
  date: "التاريخ, تاريخ العملية, تاريخ المعاملة, تاريخ الحركة, تاريخ القيد",
  transactionDate: "العملية, المعاملة",
  bookingDate: "القيد",
  valueDate: "تاريخ القيمة, تاريخ الاستحقاق, تاريخ الحق",
  amount: "المبلغ, مبلغ العملية, مبلغ المعاملة",
  debit: "مدين, سحب, مسحوبات",
  credit: "دائن, إيداع, إيداعات, ايداعات, استرداد, مسترد",
  payee: "المستفيد, اسم المستفيد, الجهة, التاجر",
  notes: "الوصف, البيان, التفاصيل, ملاحظات, تفاصيل العملية",
  currency: "العملة",
  balance: "الرصيد",
  transactionId: "المرجع, رقم المرجع, الرقم المرجعي",
  category: "الفئة, التصنيف",
  type: "نوع العملية, نوع المعاملة, نوع الحركة",
  status: "الحالة",
  foreign: "العملة الأصلية, المبلغ الأصلي",
  not: {
    amount: "عمولة, رسوم, الرصيد",
    payee: "حساب, الحساب",
  },
} satisfies HeaderWords;
