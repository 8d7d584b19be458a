import type { HeaderWords } from "../header-vocabulary";

// Hungarian: OTP, K&H, Erste, Raiffeisen, MBH and Revolut Hungary exports (OTP's "Ellenoldali név", Erste's
// "Bevétel/Kiadás").
export default {
  date: "Dátum, Tranzakció dátuma, Könyvelés dátuma, Könyvelési dátum, Könyvelés napja",
  transactionDate: "Tranzakció",
  bookingDate: "Könyvelés, Könyvelési",
  valueDate: "Értéknap, Érték nap",
  amount: "Összeg, Tranzakció összege",
  debit: "Terhelés, Kiadás",
  credit: "Jóváírás, Bevétel, Visszatérítés",
  indicator: "Bevétel/Kiadás",
  payee: "Partner neve, Partner, Kedvezményezett, Kedvezményezett neve, Ellenoldali név, Megbízó, Megbízó neve",
  notes: "Közlemény, Közlemény 1, Megjegyzés, Részletek, Leírás",
  currency: "Devizanem, Tranzakció devizaneme, Pénznem, Deviza",
  balance: "Egyenleg",
  transactionId: "Megbízás azonosító, Tranzakció azonosító",
  category: "Kategória",
  type: "Típus, Típusa, Tranzakció típusa",
  status: "Állapot, Státusz",
  not: {
    amount: "Egyenleg",
    payee: "Számla*, Közlemény",
  },
} satisfies HeaderWords;
