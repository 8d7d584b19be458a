import type { HeaderWords } from "../header-vocabulary";

// Armenian: Ameriabank, ACBA, Ardshinbank, Inecobank and Evocabank exports ("Ամսաթիվ", "Գումար", "Դեբետ/Կրեդիտ",
// "Մնացորդ"); "Արժեթիվ" is the value date, "Ձևակերպման ամսաթիվ" the day the bank booked it.
export default {
  date: "Ամսաթիվ, Գործարքի ամսաթիվ, Գործառնության ամսաթիվ, Ձևակերպման ամսաթիվ, Հաշվառման ամսաթիվ",
  transactionDate: "Գործարքի, Գործառնության",
  bookingDate: "Ձևակերպման, Հաշվառման",
  valueDate: "Արժեթիվ, Արժեքի ամսաթիվ",
  amount: "Գումար, Գործարքի գումար, Գործառնության գումար",
  debit: "Դեբետ, Ելք, Ելքագրում",
  credit: "Կրեդիտ, Մուտք, Մուտքագրում",
  indicator: "Դեբետ/Կրեդիտ, Դ/Կ, Ելք/Մուտք",
  payee: "Ստացող, Վճարող, Շահառու, Կոնտրագենտ, Ստացող/Վճարող",
  notes: "Նկարագրություն, Նպատակ, Վճարման նպատակ, Մանրամասներ, Մեկնաբանություն",
  currency: "Արժույթ",
  balance: "Մնացորդ, Բալանս, Մնացորդ գործարքից հետո",
  transactionId: "Փաստաթղթի համար, Գործարքի համար, Հղում",
  category: "Կատեգորիա",
  type: "Գործարքի տեսակ, Տեսակ",
  status: "Կարգավիճակ",
  not: {
    amount: "Միջնորդավճար, Փոխարժեք, Մնացորդ, Բալանս",
    payee: "Հաշիվ*, IBAN",
  },
} satisfies HeaderWords;
