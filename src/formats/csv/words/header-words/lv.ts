import type { HeaderWords } from "../header-vocabulary";

// Latvian: Swedbank, SEB, Citadele and Luminor exports ("Saņēmējs/Maksātājs", "Debets/Kredīts").
export default {
  date: "Datums, Darījuma datums, Grāmatošanas datums",
  transactionDate: "Darījuma",
  bookingDate: "Grāmatošanas",
  valueDate: "Valutēšanas datums",
  amount: "Summa, Darījuma summa",
  debit: "Debets, Izdevumi",
  credit: "Kredīts, Ienākumi",
  indicator: "Debets/Kredīts, D/K",
  payee: "Saņēmējs/Maksātājs, Saņēmējs, Maksātājs, Partneris",
  notes: "Informācija saņēmējam, Apraksts, Maksājuma mērķis, Detaļas",
  currency: "Valūta",
  balance: "Atlikums",
  transactionId: "Arhīva kods, Dokumenta numurs, Maksājuma numurs",
  category: "Kategorija",
  type: "Maksājuma veids, Darījuma veids, Veids",
  status: "Statuss",
  not: {
    // "Kredīt" begins the card's limit and the card itself: neither is money in.
    credit: "Kredītlimit*, Kredītkart*",
    amount: "Komisija, Kurss, Atlikums",
    payee: "Konts, Konta",
  },
} satisfies HeaderWords;
