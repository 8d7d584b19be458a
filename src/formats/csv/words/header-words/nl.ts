import type { HeaderWords } from "../header-vocabulary";

// Dutch: ING, ABN AMRO, Rabobank, SNS, bunq, Knab exports, Belgian KBC, Argenta, BNP Paribas Fortis and Belfius layouts.
export default {
  date: "Datum, Boekdatum, Boekingsdatum, Transactiedatum, Datum verrichting, Uitvoeringsdatum",
  transactionDate: "Transactiedatum, Verrichting",
  bookingDate: "Boekdatum, Boekingsdatum, Uitvoeringsdatum",
  valueDate: "Valuta, Valutadatum, Valuta datum, Rentedatum, Datum verrekening",
  amount: "Bedrag, Bedrag EUR, Bedrag in EUR",
  debit: "Af, Debet",
  credit: "Bij, Terugbetaling, Restitutie",
  indicator: "Af/Bij, Bij/Af, Mutatiesoort",
  payee: "Naam tegenpartij, Naam begunstigde, Begunstigde, Tegenpartij, Naam tegenrekening, Naam, Handelaar",
  notes: "Mededeling, Mededelingen, Vrije mededeling, Omschrijving, Omschrijving-1, Omschrijving-2, Omschrijving-3, Toelichting",
  currency: "Munt, Valuta code",
  balance: "Saldo, Saldo na mutatie, Saldo na trn",
  transactionId: "Referentie, Volgnr, Volgnummer, Transactienummer",
  category: "Categorie, Rubriek",
  type: "Mutatiesoort, Code, Type verrichting, Transactietype",
  status: "Status",
  fee: "Kosten, Transactiekosten",
  checkNumber: "Chequenummer, Cheque nummer",
  foreign: "Oorspronkelijk",
  not: {
    amount: "oorspr*, Koers*, Kosten*, Saldo*",
    payee: "Rekening*, Kaarthouder*, Rubrieknaam*, Mededeling",
    currency: "oorspr*",
    transactionId: "Rekening*, Incassant*, Machtiging*",
    notes: "Rekening",
  },
} satisfies HeaderWords;
