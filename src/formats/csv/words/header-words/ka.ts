import type { HeaderWords } from "../header-vocabulary";

// Georgian: TBC Bank, Bank of Georgia and Liberty Bank exports ("თანხა", "ნაშთი", "დებეტი/კრედიტი").
export default {
  date: "თარიღი, ოპერაციის თარიღი, ტრანზაქციის თარიღი, გატარების თარიღი",
  transactionDate: "ოპერაციის, ტრანზაქციის",
  bookingDate: "გატარების, ასახვის",
  valueDate: "ვალუტირების თარიღი, ვალუტირების",
  amount: "თანხა, ოპერაციის თანხა",
  debit: "დებეტი, გასავალი",
  credit: "კრედიტი, შემოსავალი",
  payee: "მიმღები, გამგზავნი, კონტრაგენტი, მიმღები/გამგზავნი",
  notes: "დანიშნულება, აღწერა, ოპერაციის აღწერა, დეტალები, კომენტარი",
  currency: "ვალუტა",
  balance: "ნაშთი, ბალანსი, ნაშთი ოპერაციის შემდეგ",
  transactionId: "საბუთის ნომერი, რეფერენსი, ოპერაციის ნომერი",
  category: "კატეგორია",
  type: "ოპერაციის ტიპი, ტიპი",
  status: "სტატუსი",
  not: {
    amount: "საკომისიო, კურსი, ნაშთი, ბალანსი",
    payee: "ანგარიში*, IBAN",
  },
} satisfies HeaderWords;
