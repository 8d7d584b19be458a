import type { HeaderWords } from "../header-vocabulary";

// Finnish: Nordea, OP, Danske Bank, S-Pankki and Aktia exports ("Kirjauspäivä", "Saaja/Maksaja", "Määrä EUROA").
export default {
  date: "Päivämäärä, Pvm, Kirjauspäivä, Tapahtumapäivä, Maksupäivä, Kaupan päivä",
  transactionDate: "Tapahtumapäivä, Maksupäivä, Kaupan",
  bookingDate: "Kirjauspäivä",
  valueDate: "Arvopäivä",
  amount: "Määrä, Summa, Määrä EUROA",
  debit: "Otto, Veloitus",
  credit: "Pano, Hyvitys, Palautus",
  // Nordea's "Nimi" is the counterparty's name; its "Otsikko" is the booking's title ("Vuokra toukokuu"), a note.
  payee: "Saaja, Maksaja, Saaja/Maksaja, Nimi",
  notes: "Viesti, Selite, Selitys, Otsikko",
  currency: "Valuutta",
  balance: "Saldo",
  transactionId: "Arkistointitunnus",
  category: "Kategoria",
  type: "Tapahtuma, Laji, Tapahtumalaji",
  status: "Tila",
  not: {
    amount: "Kurssi, Saldo",
    payee: "Tilinumero, Tili",
  },
} satisfies HeaderWords;
