import type { HeaderWords } from "../header-vocabulary";

// Turkish: Garanti BBVA, İş Bankası, Akbank, Yapı Kredi, Ziraat and QNB exports ("Tarih", "Tutar", "Borç/Alacak", "Bakiye").
export default {
  date: "Tarih, İşlem tarihi, Tarih/Saat",
  transactionDate: "İşlem",
  valueDate: "Valör, Valör tarihi",
  amount: "Tutar, İşlem tutarı",
  debit: "Borç",
  credit: "Alacak, İade, Iade",
  indicator: "Borç/Alacak, B/A",
  payee: "Karşı taraf, Alıcı, Alıcı adı, Gönderen, Üye işyeri",
  notes: "Açıklama, İşlem açıklaması, Açıklamalar",
  currency: "Para birimi, Döviz, Döviz cinsi",
  balance: "Bakiye",
  transactionId: "Dekont no, Referans, Referans no, İşlem no",
  category: "Kategori, Etiket",
  type: "İşlem tipi, İşlem türü",
  status: "Durum",
  foreign: "Orijinal, Döviz tutarı",
  not: {
    amount: "Komisyon, Kur, Bakiye",
    payee: "Hesap*, IBAN",
  },
} satisfies HeaderWords;
