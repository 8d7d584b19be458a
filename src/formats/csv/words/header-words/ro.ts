import type { HeaderWords } from "../header-vocabulary";

// Romanian: Banca Transilvania, BCR, ING România, BRD and Raiffeisen România exports.
export default {
  date: "Data, Data tranzacției, Data tranzactie, Data înregistrării, Data înregistrare, Data operațiunii",
  transactionDate: "Tranzacției, Tranzactie, Operațiunii",
  bookingDate: "Înregistrării, Înregistrare",
  valueDate: "Data valutei, Data valută",
  amount: "Sumă, Valoare, Suma tranzacției",
  debit: "Debit, Sumă debit, Plăți, Retrageri",
  credit: "Credit, Sumă credit, Încasări, Depuneri",
  payee: "Beneficiar, Ordonator, Plătitor, Beneficiar/Ordonator, Nume beneficiar, Contrapartidă",
  notes: "Descriere, Detalii, Detalii tranzacție, Explicație, Explicații, Mesaj, Observații",
  currency: "Monedă, Valută",
  balance: "Sold, Sold final, Sold disponibil",
  transactionId: "Referință, Număr referință, ID tranzacție",
  category: "Categorie",
  type: "Tip, Tip tranzacție",
  status: "Stare",
  account: "Moneda contului",
  not: {
    amount: "Comision, Curs, Sold",
    payee: "Cont, Contul, IBAN",
  },
} satisfies HeaderWords;
