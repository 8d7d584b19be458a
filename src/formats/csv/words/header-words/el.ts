import type { HeaderWords } from "../header-vocabulary";

// Greek: Alpha Bank, Piraeus, Eurobank and National Bank of Greece exports ("Ημ/νία", "Χρέωση/Πίστωση", "Υπόλοιπο").
export default {
  date: "Ημερομηνία, Ημ/νία, Ημερομηνία συναλλαγής, Ημ/νία συναλλαγής, Ημερομηνία καταχώρησης",
  transactionDate: "Συναλλαγής",
  bookingDate: "Καταχώρησης, Λογιστική",
  valueDate: "Ημερομηνία αξίας, Ημ/νία αξίας, Αξίας, Valeur",
  amount: "Ποσό, Ποσό συναλλαγής",
  debit: "Χρέωση, Χρεώσεις",
  credit: "Πίστωση, Πιστώσεις, Επιστροφή",
  indicator: "Χ/Π, Χρέωση/Πίστωση",
  payee: "Δικαιούχος, Αντισυμβαλλόμενος, Εντολέας, Επωνυμία",
  notes: "Περιγραφή, Αιτιολογία, Σχόλια, Λεπτομέρειες",
  currency: "Νόμισμα",
  balance: "Υπόλοιπο, Λογιστικό υπόλοιπο",
  transactionId: "Αριθμός αναφοράς, Κωδικός συναλλαγής",
  category: "Κατηγορία",
  type: "Τύπος συναλλαγής, Είδος συναλλαγής, Τύπος, Είδος",
  status: "Κατάσταση",
  foreign: "Πρωτότυπο νόμισμα, Αρχικό νόμισμα",
  not: {
    amount: "Προμήθεια, Ισοτιμία, Υπόλοιπο",
    payee: "Λογαριασμ*, IBAN",
  },
} satisfies HeaderWords;
