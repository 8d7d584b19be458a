// A Turkish marketplace's order mail: "Toplam" with "KDV dahil", lira written TL, a campaign discount.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Trendyol / TR / order, Toplam KDV dahil, TL",
  from: { name: "Trendyol", address: "bilgilendirme@trendyol.com" },
  date: "Sun, 6 Oct 2024 22:14:09 +0300",
  subject: "Siparişin alındı - 712345678",
  text: [
    "Merhaba Ayşe,",
    "",
    "Siparişin başarıyla oluşturuldu.",
    "",
    "Sipariş Numarası: 712345678",
    "Sipariş Tarihi: 6 Ekim 2024",
    "",
    "Satıcı: ModaLife",
    "Kadın Oversize Triko Kazak - Bej, 1 adet: 649,99 TL",
    "Satıcı: AyakkabıDünyası",
    "Günlük Sneaker Beyaz 38, 1 adet: 899,90 TL",
    "",
    "Ürünler: 1.549,89 TL",
    "Kargo: 0,00 TL",
    "Kampanya İndirimi: -150,00 TL",
    "Toplam: 1.399,89 TL (KDV dahil)",
    "",
    "Ödeme: Kredi Kartı (Tek Çekim)",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Trendyol", "trendyol.com"], total: "1399.89", currency: "try", date: "2024-10-06" },
} satisfies UnseenMail;
