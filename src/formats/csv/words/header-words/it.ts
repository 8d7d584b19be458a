import type { HeaderWords } from "../header-vocabulary";

// Italian: Intesa Sanpaolo, UniCredit, Poste Italiane (BancoPosta), Fineco, BPER, Banca Sella and ING Italia exports.
export default {
  date: "Data, Data operazione, Data contabile, Data movimento, Data registrazione, Data contabilizzazione",
  transactionDate: "Operazione, Acquisto",
  bookingDate: "Contabile, Registrazione, Contabilizzazione",
  valueDate: "Data valuta, Valuta",
  amount: "Importo, Importo EUR",
  debit: "Addebito, Addebiti, Uscita, Uscite, Dare, Debito",
  credit: "Accredito, Accrediti, Entrata, Entrate, Avere, Credito, Rimborso, Rimborsi",
  indicator: "Dare/Avere, Segno, D/A",
  payee: "Controparte, Nome controparte, Nome contraparte, Beneficiario, Ordinante, Beneficiario/Ordinante, Destinatario, Esercente",
  notes: "Causale, Descrizione, Descrizione operazione, Descrizione operazioni, Descrizione completa, Dettagli, Note",
  currency: "Divisa, Valuta",
  balance: "Saldo, Saldo dopo, Saldo contabile, Saldo disponibile",
  transactionId: "Numero operazione, ID operazione, Riferimento",
  category: "Categoria, Sottocategoria",
  type: "Tipo, Tipo operazione, Tipologia",
  status: "Stato",
  fee: "Commissione, Commissioni",
  checkNumber: "Numero assegno, N. assegno, =Assegno",
  foreign: "Divisa originale, Valuta originale, Importo originale",
  account: "Divisa conto, Valuta conto",
  not: {
    amount: "Commissione, Commissioni, Cambio, Saldo",
    payee: "Conto, Carta",
    credit: "Limite, Disponibile",
  },
} satisfies HeaderWords;
