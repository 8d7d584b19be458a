// Alerts from banks and wallets no table lists, in 22 languages: each bank's purchase, and its look-alikes — a refund
// of that purchase, a payment still pending, a charge announced for later, money received — read by what the mail
// says, never by who sent it. Every bank, domain, merchant and person here is invented for these tests. A purchase
// is booked; the look-alikes never are (alert-item.ts books purchases, withdrawals and holds only).
import { describe, expect, it } from "vitest";
import { impersonatedIssuer, type CardAlert } from "../../../../src/mail/reader/alert";
import { accountNamingCard, listedCard } from "../../../../src/taps/settings";
import { alertMail, read } from "./fixtures";

type Want = Partial<Pick<CardAlert, "kind" | "amount" | "currency" | "merchant" | "last4">>;
/** [subject, body, what it is read as] */
type Mail = [string, string, Want];

interface Bank {
  lang: string;
  name: string;
  address: string;
  purchase: Mail;
  refund: Mail;
  pending: Mail;
  later: Mail;
  received: Mail;
}

const BANKS: Bank[] = [
  {
    lang: "English",
    name: "Harbor Federal CU",
    address: "alerts@harborfederalcu.org",
    purchase: [
      "Card transaction: $42.17 at BLUE HARBOR CAFE",
      "Your debit card ***4711 was charged $42.17 at BLUE HARBOR CAFE on 11/19/2024.",
      { kind: "purchase", amount: "42.17", currency: "usd", merchant: "BLUE HARBOR CAFE", last4: "4711" },
    ],
    refund: [
      "Refund to your card",
      "A refund of $42.17 from BLUE HARBOR CAFE was credited to your card ***4711.",
      { kind: "refund", amount: "42.17", merchant: "BLUE HARBOR CAFE" },
    ],
    pending: ["Pending transaction", "A pending payment of $18.00 to CITY PARKING is waiting on card ***4711.", { kind: "pending" }],
    later: ["Upcoming payment", "Your card ***4711 will be charged $9.99 by STREAMLY on 12/01/2024.", { kind: "notice" }],
    received: [
      "Money received",
      "You received $250.00 from Jordan Lee into your account ***4711.",
      { kind: "incoming", amount: "250.00", merchant: "Jordan Lee" },
    ],
  },
  {
    lang: "German",
    name: "Nordbank Lumen",
    address: "benachrichtigung@lumen-bank.de",
    purchase: [
      "Kartenzahlung",
      "Kartenzahlung über 23,40 EUR bei BÄCKEREI KRUSE mit Ihrer Karte ****4711.",
      { kind: "purchase", amount: "23.40", currency: "eur", merchant: "BÄCKEREI KRUSE", last4: "4711" },
    ],
    refund: [
      "Gutschrift einer Rückerstattung",
      "Rückerstattung von 23,40 EUR von BÄCKEREI KRUSE auf Ihre Karte ****4711.",
      { kind: "refund", amount: "23.40" },
    ],
    pending: [
      "Zahlung ausstehend",
      "Eine Zahlung über 15,00 EUR an PARKHAUS MITTE ist noch ausstehend. Karte ****4711.",
      { kind: "pending" },
    ],
    later: [
      "Lastschrift angekündigt",
      "Der Betrag von 29,99 EUR wird am 01.12.2024 von Ihrem Konto ****4711 abgebucht.",
      { kind: "notice" },
    ],
    received: [
      "Zahlungseingang",
      "Gutschrift: 1.250,00 EUR auf Ihr Konto ****4711 von Max Weber.",
      { kind: "incoming", amount: "1250.00", merchant: "Max Weber" },
    ],
  },
  {
    lang: "French",
    name: "Banque Aurore",
    address: "alertes@banqueaurore.fr",
    purchase: [
      "Paiement par carte",
      "Paiement de 12,50 € chez BOULANGERIE DUPAIN avec votre carte n° XXXX4711.",
      { kind: "purchase", amount: "12.50", currency: "eur", merchant: "BOULANGERIE DUPAIN", last4: "4711" },
    ],
    refund: [
      "Remboursement",
      "Un remboursement de 12,50 € de BOULANGERIE DUPAIN a été crédité sur votre carte n° XXXX4711.",
      { kind: "refund", amount: "12.50" },
    ],
    pending: [
      "Opération en attente",
      "Un paiement de 30,00 € chez PARKING GARE est en attente sur la carte n° XXXX4711.",
      { kind: "pending" },
    ],
    later: ["Avis de prélèvement", "Un montant de 19,99 € sera prélevé le 05/12/2024 sur votre compte n° XXXX4711.", { kind: "notice" }],
    received: [
      "Virement reçu",
      "Vous avez reçu un virement de 500,00 € de Claire Martin sur votre compte n° XXXX4711.",
      { kind: "incoming", amount: "500.00" },
    ],
  },
  {
    lang: "Spanish",
    name: "Banco Solera",
    address: "avisos@bancosolera.es",
    purchase: [
      "Compra con tarjeta",
      "Compra de 45,20 € en MERCADO CENTRAL con tu tarjeta terminada en 4711.",
      { kind: "purchase", amount: "45.20", currency: "eur", merchant: "MERCADO CENTRAL", last4: "4711" },
    ],
    refund: [
      "Abono en tu tarjeta",
      "Devolución de 45,20 € de MERCADO CENTRAL en tu tarjeta terminada en 4711.",
      { kind: "refund", amount: "45.20", merchant: "MERCADO CENTRAL" },
    ],
    pending: [
      "Operación pendiente",
      "Tienes un pago pendiente de 12,00 € en APARCAMIENTO SOL con la tarjeta terminada en 4711.",
      { kind: "pending" },
    ],
    later: ["Próximo cargo", "Se cargará un importe de 9,99 € el 01/12/2024 en tu tarjeta terminada en 4711.", { kind: "notice" }],
    received: [
      "Transferencia recibida",
      "Has recibido una transferencia de 300,00 € de Lucía Gómez en tu cuenta terminada en 4711.",
      { kind: "incoming", amount: "300.00" },
    ],
  },
  {
    lang: "Portuguese",
    name: "Banco Atlântico",
    address: "avisos@bancoatlantico.com.br",
    purchase: [
      "Compra aprovada",
      "Compra aprovada no cartão final 4711 de R$ 45,90 em PADARIA REAL.",
      { kind: "purchase", amount: "45.90", currency: "brl", merchant: "PADARIA REAL", last4: "4711" },
    ],
    refund: ["Estorno", "Estorno de R$ 45,90 de PADARIA REAL no cartão final 4711.", { kind: "refund", amount: "45.90" }],
    pending: ["Compra pendente", "Sua compra de R$ 89,00 em LOJA AZUL está pendente no cartão final 4711.", { kind: "pending" }],
    later: ["Débito agendado", "O valor de R$ 59,90 será debitado em 05/12/2024 da sua conta final 4711.", { kind: "notice" }],
    received: [
      "Pix recebido",
      "Você recebeu um Pix de R$ 150,00 de Ana Souza na conta final 4711.",
      { kind: "incoming", amount: "150.00", merchant: "Ana Souza" },
    ],
  },
  {
    lang: "Italian",
    name: "Banca Serena",
    address: "notifiche@bancaserena.it",
    purchase: [
      "Pagamento con carta",
      "Pagamento di 9,90 EUR presso LIBRERIA CENTRALE con la carta che termina con 4711.",
      { kind: "purchase", amount: "9.90", currency: "eur", merchant: "LIBRERIA CENTRALE", last4: "4711" },
    ],
    refund: ["Rimborso", "Rimborso di 9,90 EUR da LIBRERIA CENTRALE sulla carta che termina con 4711.", { kind: "refund" }],
    pending: [
      "Operazione in attesa",
      "Il pagamento di 25,00 EUR presso PARCHEGGIO NORD è in attesa sulla carta che termina con 4711.",
      { kind: "pending" },
    ],
    later: [
      "Prossimo addebito",
      "L'importo di 14,99 EUR verrà addebitato il 01/12/2024 sulla carta che termina con 4711.",
      { kind: "notice" },
    ],
    received: [
      "Bonifico ricevuto",
      "Hai ricevuto un bonifico di 200,00 EUR da Marco Rossi sul conto che termina con 4711.",
      { kind: "incoming", amount: "200.00" },
    ],
  },
  {
    lang: "Dutch",
    name: "Polderbank",
    address: "meldingen@polderbank.nl",
    purchase: [
      "Betaling met je pas",
      "Betaling van € 3,20 bij HEMA ZUID met je betaalpas eindigend op 4711.",
      { kind: "purchase", amount: "3.20", currency: "eur", merchant: "HEMA ZUID", last4: "4711" },
    ],
    refund: ["Terugbetaling", "Terugbetaling van € 3,20 van HEMA ZUID op je pas eindigend op 4711.", { kind: "refund" }],
    pending: [
      "Betaling in behandeling",
      "Je betaling van € 12,00 bij PARKEREN CENTRUM is in behandeling. Pas eindigend op 4711.",
      { kind: "pending" },
    ],
    later: [
      "Aankondiging incasso",
      "Het bedrag van € 15,00 wordt op 28-11-2024 afgeschreven van je rekening eindigend op 4711.",
      { kind: "notice" },
    ],
    received: [
      "Geld ontvangen",
      "Je hebt € 75,00 ontvangen van Sanne de Vries op je rekening eindigend op 4711.",
      { kind: "incoming", amount: "75.00" },
    ],
  },
  {
    lang: "Czech",
    name: "Banka Vltava",
    address: "upozorneni@bankavltava.cz",
    purchase: [
      "Platba kartou",
      "Platba kartou č. ****4711 ve výši 1 234,50 Kč v ALBERT PRAHA byla provedena.",
      { kind: "purchase", amount: "1234.50", currency: "czk", merchant: "ALBERT PRAHA", last4: "4711" },
    ],
    refund: ["Vrácení platby", "Vrácení 1 234,50 Kč od ALBERT PRAHA na kartu č. ****4711.", { kind: "refund", merchant: "ALBERT PRAHA" }],
    pending: ["Nezaúčtovaná platba", "Platba 250,00 Kč v PARKOVISTE MUSTEK čeká na zpracování. Karta č. ****4711.", { kind: "pending" }],
    later: ["Plánovaná platba", "Z vašeho účtu ****4711 bude dne 1. 12. 2024 stržena částka 399,00 Kč.", { kind: "notice" }],
    received: [
      "Příchozí platba",
      "Na váš účet ****4711 byla připsána částka 5 000,00 Kč od Jana Nováková.",
      { kind: "incoming", amount: "5000.00" },
    ],
  },
  {
    lang: "Polish",
    name: "Bank Wisła",
    address: "powiadomienia@bankwisla.pl",
    purchase: [
      "Płatność kartą",
      "Płatność kartą ****4711 na kwotę 45,00 zł w ŻABKA WARSZAWA została zrealizowana.",
      { kind: "purchase", amount: "45.00", currency: "pln", merchant: "ŻABKA WARSZAWA", last4: "4711" },
    ],
    refund: ["Zwrot środków", "Zwrot 45,00 zł od ŻABKA WARSZAWA na kartę ****4711.", { kind: "refund", merchant: "ŻABKA WARSZAWA" }],
    pending: [
      "Transakcja oczekująca",
      "Transakcja kartą ****4711 na kwotę 60,00 zł w PARKING CENTRUM jest oczekująca.",
      { kind: "pending" },
    ],
    later: ["Zaplanowana płatność", "Kwota 49,99 zł zostanie pobrana z rachunku ****4711 dnia 01.12.2024.", { kind: "notice" }],
    received: ["Wpływ na rachunek", "Na rachunek ****4711 wpłynęło 1 500,00 zł od Anna Kowalska.", { kind: "incoming", amount: "1500.00" }],
  },
  {
    lang: "Swedish",
    name: "Fjällbanken",
    address: "avisering@fjallbanken.se",
    purchase: [
      "Kortköp",
      "Kortköp 245,00 SEK hos ICA NÄRA med kort ****4711.",
      { kind: "purchase", amount: "245.00", currency: "sek", merchant: "ICA NÄRA", last4: "4711" },
    ],
    refund: ["Återbetalning", "Återbetalning 245,00 SEK från ICA NÄRA till kort ****4711.", { kind: "refund", merchant: "ICA NÄRA" }],
    pending: ["Väntande köp", "Köp 99,00 SEK hos PARKERING CITY är väntande på kort ****4711.", { kind: "pending" }],
    later: ["Kommande dragning", "Beloppet 129,00 SEK kommer att dras från konto ****4711 den 1 december.", { kind: "notice" }],
    received: ["Insättning", "Du har fått 500,00 SEK från Erik Lind till konto ****4711.", { kind: "incoming", amount: "500.00" }],
  },
  {
    lang: "Danish",
    name: "Sundbank",
    address: "besked@sundbank.dk",
    purchase: [
      "Kortkøb",
      "Kortkøb på 189,00 DKK hos NETTO NØRREBRO med kort der ender på 4711.",
      { kind: "purchase", amount: "189.00", currency: "dkk", merchant: "NETTO NØRREBRO", last4: "4711" },
    ],
    refund: ["Tilbagebetaling", "Tilbagebetaling på 189,00 DKK fra NETTO NØRREBRO til kort der ender på 4711.", { kind: "refund" }],
    pending: ["Afventende køb", "Køb på 60,00 DKK hos PARKERING CITY er afventende på kort der ender på 4711.", { kind: "pending" }],
    later: ["Kommende betaling", "Beløbet 99,00 DKK vil blive trukket fra konto der ender på 4711 den 1. december.", { kind: "notice" }],
    received: [
      "Indbetaling",
      "Du har modtaget 750,00 DKK fra Mette Hansen på konto der ender på 4711.",
      { kind: "incoming", amount: "750.00" },
    ],
  },
  {
    lang: "Finnish",
    name: "Järvipankki",
    address: "ilmoitukset@jarvipankki.fi",
    purchase: [
      "Korttiosto",
      "Korttiosto 12,50 EUR kortilla ****4711.\nKauppias: K-MARKET KALLIO",
      { kind: "purchase", amount: "12.50", currency: "eur", merchant: "K-MARKET KALLIO", last4: "4711" },
    ],
    refund: ["Hyvitys", "Hyvitys 12,50 EUR kortille ****4711.\nKauppias: K-MARKET KALLIO", { kind: "refund", merchant: "K-MARKET KALLIO" }],
    pending: [
      "Odottava tapahtuma",
      "Korttiosto 30,00 EUR kortilla ****4711 odottaa vahvistusta.\nKauppias: PYSÄKÖINTI KESKUSTA",
      { kind: "pending" },
    ],
    later: ["Tuleva veloitus", "Tililtäsi ****4711 veloitetaan 9,99 EUR 1.12.2024.", { kind: "notice" }],
    received: [
      "Saapunut maksu",
      "Tilillesi ****4711 on saapunut 400,00 EUR.\nMaksaja: Mikko Virtanen",
      { kind: "incoming", amount: "400.00", merchant: "Mikko Virtanen" },
    ],
  },
  {
    lang: "Turkish",
    name: "Boğaz Bankası",
    address: "bilgi@bogazbank.com.tr",
    purchase: [
      "Kart harcaması",
      "Sonu 4711 ile biten kartınızla MIGROS KADIKÖY işyerinden 245,50 TL harcama yapılmıştır.",
      { kind: "purchase", amount: "245.50", currency: "try", merchant: "MIGROS KADIKÖY", last4: "4711" },
    ],
    refund: ["İade", "Sonu 4711 ile biten kartınıza MIGROS KADIKÖY işyerinden 245,50 TL iade yapılmıştır.", { kind: "refund" }],
    pending: [
      "Bekleyen işlem",
      "Sonu 4711 ile biten kartınızla OTOPARK MERKEZ işyerinden 50,00 TL tutarındaki işlem beklemede.",
      { kind: "pending" },
    ],
    later: ["Otomatik ödeme", "Sonu 4711 ile biten kartınızdan 01.12.2024 tarihinde 99,90 TL tahsil edilecek.", { kind: "notice" }],
    received: [
      "Para girişi",
      "Sonu 4711 ile biten hesabınıza 1.000,00 TL para girişi olmuştur.\nGönderen: Ayşe Yılmaz",
      { kind: "incoming", amount: "1000.00" },
    ],
  },
  {
    lang: "Russian",
    name: "Банк Северный",
    address: "info@bank-severny.ru",
    purchase: [
      "Покупка",
      "Покупка 450,00 ₽ в ПЯТЁРОЧКА по карте *4711.",
      { kind: "purchase", amount: "450.00", currency: "rub", merchant: "ПЯТЁРОЧКА", last4: "4711" },
    ],
    refund: ["Возврат", "Возврат 450,00 ₽ от ПЯТЁРОЧКА на карту *4711.", { kind: "refund", merchant: "ПЯТЁРОЧКА" }],
    pending: ["Операция в обработке", "Оплата 120,00 ₽ в ПАРКОВКА ЦЕНТР по карте *4711 в обработке.", { kind: "pending" }],
    later: ["Предстоящее списание", "С карты *4711 будет списано 299,00 ₽ 01.12.2024 за подписку.", { kind: "notice" }],
    received: ["Зачисление", "Зачисление 5 000,00 ₽ на карту *4711 от Иван Петров.", { kind: "incoming", amount: "5000.00" }],
  },
  {
    lang: "Ukrainian",
    name: "Банк Дніпро",
    address: "info@bank-dnipro.com.ua",
    purchase: [
      "Оплата карткою",
      "Оплата 120,00 грн в СІЛЬПО КИЇВ картка *4711.",
      { kind: "purchase", amount: "120.00", currency: "uah", merchant: "СІЛЬПО КИЇВ", last4: "4711" },
    ],
    refund: ["Повернення коштів", "Повернення 120,00 грн від СІЛЬПО КИЇВ на картку *4711.", { kind: "refund" }],
    pending: ["Операція в обробці", "Оплата 80,00 грн в ПАРКІНГ ЦЕНТР картка *4711 в обробці.", { kind: "pending" }],
    later: ["Запланований платіж", "З картки *4711 буде списано 149,00 грн 01.12.2024.", { kind: "notice" }],
    received: ["Зарахування", "Зарахування 2 000,00 грн на картку *4711 від Олена Шевченко.", { kind: "incoming", amount: "2000.00" }],
  },
  {
    lang: "Greek",
    name: "Τράπεζα Αιγαίου",
    address: "info@aigaiobank.gr",
    purchase: [
      "Αγορά με κάρτα",
      "Αγορά 25,00 € στο ΣΚΛΑΒΕΝΙΤΗΣ με την κάρτα που λήγει σε 4711.",
      { kind: "purchase", amount: "25.00", currency: "eur", merchant: "ΣΚΛΑΒΕΝΙΤΗΣ", last4: "4711" },
    ],
    refund: ["Επιστροφή χρημάτων", "Επιστροφή χρημάτων 25,00 € από ΣΚΛΑΒΕΝΙΤΗΣ στην κάρτα που λήγει σε 4711.", { kind: "refund" }],
    pending: ["Συναλλαγή σε εκκρεμότητα", "Πληρωμή 15,00 € σε εκκρεμότητα, κάρτα που λήγει σε 4711.", { kind: "pending" }],
    later: ["Προγραμματισμένη πληρωμή", "Το ποσό 9,99 € θα χρεωθεί στις 01/12/2024 στην κάρτα που λήγει σε 4711.", { kind: "notice" }],
    received: ["Κατάθεση", "Λάβατε 300,00 € από Μαρία Παπαδοπούλου, κάρτα που λήγει σε 4711.", { kind: "incoming", amount: "300.00" }],
  },
  {
    lang: "Chinese",
    name: "江南银行",
    address: "service@jiangnanbank.cn",
    purchase: [
      "消费提醒",
      "您尾号4711的信用卡于11月19日在星光咖啡消费人民币38.00元。",
      { kind: "purchase", amount: "38.00", currency: "cny", merchant: "星光咖啡", last4: "4711" },
    ],
    refund: ["退款提醒", "您尾号4711的信用卡收到星光咖啡退款人民币38.00元。", { kind: "refund", amount: "38.00" }],
    pending: ["交易处理中", "您尾号4711的信用卡在停车场支付人民币20.00元，交易处理中。", { kind: "pending" }],
    later: ["扣款提醒", "您尾号4711的账户将于12月1日扣款人民币99.00元。", { kind: "notice" }],
    received: ["到账通知", "您尾号4711的账户到账人民币500.00元，付款人：李明。", { kind: "incoming", amount: "500.00" }],
  },
  {
    lang: "Chinese (Hong Kong)",
    name: "港灣銀行",
    address: "notice@harbourbank.com.hk",
    purchase: [
      "信用卡交易通知",
      "閣下尾號4711的信用卡於 HK TRAMWAYS 消費 HKD 45.00。",
      { kind: "purchase", amount: "45.00", currency: "hkd", merchant: "HK TRAMWAYS", last4: "4711" },
    ],
    refund: ["退款通知", "閣下尾號4711的信用卡收到 HK TRAMWAYS 退款 HKD 45.00。", { kind: "refund" }],
    pending: ["交易處理中", "閣下尾號4711的信用卡於 CITY PARKING 支付 HKD 60.00，交易處理中。", { kind: "pending" }],
    later: ["扣款通知", "閣下尾號4711的戶口將於12月1日扣款 HKD 99.00。", { kind: "notice" }],
    received: ["入帳通知", "閣下尾號4711的戶口已收到轉帳 HKD 500.00，付款人：陳大文。", { kind: "incoming", amount: "500.00" }],
  },
  {
    lang: "Japanese",
    name: "さくら野銀行",
    address: "info@sakurano-bank.jp",
    purchase: [
      "カードご利用のお知らせ",
      "カード末尾4711のご利用がありました。ローソン新宿店で1,280円のご利用です。",
      { kind: "purchase", amount: "1280.00", currency: "jpy", merchant: "ローソン新宿店", last4: "4711" },
    ],
    refund: ["返金のお知らせ", "カード末尾4711にローソン新宿店からの返金1,280円がありました。", { kind: "refund", amount: "1280.00" }],
    pending: ["処理中のお取引", "カード末尾4711で駐車場の3,000円のお支払いが処理中です。", { kind: "pending" }],
    later: ["お引き落とし予定のお知らせ", "口座末尾4711から12月1日に2,980円の引き落とし予定です。", { kind: "notice" }],
    received: ["入金のお知らせ", "口座末尾4711に50,000円の入金がありました。", { kind: "incoming", amount: "50000.00" }],
  },
  {
    lang: "Korean",
    name: "누리은행",
    address: "alert@nuribank.co.kr",
    purchase: [
      "카드 승인 안내",
      "누리카드(4711) 승인 15,000원 일시불 11/19 14:32\n가맹점: 스타벅스 강남점",
      { kind: "purchase", amount: "15000.00", currency: "krw", merchant: "스타벅스 강남점", last4: "4711" },
    ],
    refund: ["환불 안내", "누리카드(4711) 환불 15,000원\n가맹점: 스타벅스 강남점", { kind: "refund", merchant: "스타벅스 강남점" }],
    pending: ["결제 처리중", "누리카드(4711) 결제 8,000원 처리중\n가맹점: 공영주차장", { kind: "pending" }],
    later: ["결제 예정 안내", "누리카드(4711) 12월 1일 결제예정 금액 99,000원", { kind: "notice" }],
    received: ["입금 안내", "계좌(4711) 입금 500,000원\n보낸분: 김민수", { kind: "incoming", amount: "500000.00", merchant: "김민수" }],
  },
  {
    lang: "Indonesian",
    name: "Bank Nusantara Jaya",
    address: "info@banknusantarajaya.co.id",
    purchase: [
      "Transaksi kartu",
      "Transaksi sebesar Rp 125.000 di INDOMARET SUDIRMAN dengan kartu berakhiran 4711.",
      { kind: "purchase", amount: "125000.00", currency: "idr", merchant: "INDOMARET SUDIRMAN", last4: "4711" },
    ],
    refund: [
      "Pengembalian dana",
      "Pengembalian dana Rp 125.000 dari INDOMARET SUDIRMAN ke kartu berakhiran 4711.",
      { kind: "refund", merchant: "INDOMARET SUDIRMAN" },
    ],
    pending: ["Transaksi tertunda", "Pembayaran Rp 50.000 di PARKIR PUSAT dengan kartu berakhiran 4711 tertunda.", { kind: "pending" }],
    later: ["Pembayaran terjadwal", "Rekening berakhiran 4711 akan didebet Rp 99.000 pada 01/12/2024.", { kind: "notice" }],
    received: [
      "Dana masuk",
      "Dana masuk Rp 1.500.000 ke rekening berakhiran 4711 dari Budi Santoso.",
      { kind: "incoming", amount: "1500000.00", merchant: "Budi Santoso" },
    ],
  },
  {
    lang: "Vietnamese",
    name: "Ngân hàng Sông Hồng",
    address: "thongbao@songhongbank.vn",
    purchase: [
      "Thông báo giao dịch thẻ",
      "Thẻ số đuôi 4711 thanh toán 150.000 VND tại CIRCLE K HOAN KIEM.",
      { kind: "purchase", amount: "150000.00", currency: "vnd", merchant: "CIRCLE K HOAN KIEM", last4: "4711" },
    ],
    refund: ["Hoàn tiền", "Thẻ số đuôi 4711 được hoàn tiền 150.000 VND từ CIRCLE K HOAN KIEM.", { kind: "refund" }],
    pending: ["Giao dịch đang xử lý", "Thẻ số đuôi 4711 thanh toán 50.000 VND tại BAI DO XE đang xử lý.", { kind: "pending" }],
    later: ["Thanh toán sắp tới", "Tài khoản số đuôi 4711 sẽ bị trừ 99.000 VND vào ngày 01/12/2024.", { kind: "notice" }],
    received: [
      "Tiền vào tài khoản",
      "Tài khoản số đuôi 4711 nhận được 2.000.000 VND từ NGUYEN VAN AN.",
      { kind: "incoming", amount: "2000000.00" },
    ],
  },
];

const mail = (bank: Bank, [subject, text]: Mail) => alertMail({ fromName: bank.name, fromAddress: bank.address, subject, text });

describe("a purchase from a bank no table lists is read by what it says, in every language", () => {
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    const alert = read(mail(bank, bank.purchase));
    expect(alert).toMatchObject({ issuer: null, ...bank.purchase[2] });
  });
});

describe("its card maps to the card's account, whatever form the mail writes the digits in", () => {
  const accounts = [
    { id: 101, name: "Checking", display_name: null },
    { id: 102, name: "Visa 4711", display_name: null },
  ];
  const table = { accountId: null, cards: [{ card: "Karte •••• 4711", accountId: 103 }] };
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    const alert = read(mail(bank, bank.purchase));
    expect(accountNamingCard(accounts, alert?.last4 ?? null)).toBe(102);
    expect((listedCard(table, alert?.card ?? null) ?? listedCard(table, alert?.last4 ?? null))?.accountId).toBe(103);
  });
});

describe("its refund is money in, never a purchase", () => {
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    expect(read(mail(bank, bank.refund))).toMatchObject(bank.refund[2]);
  });
});

describe("a payment still pending is listed, not booked", () => {
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    expect(read(mail(bank, bank.pending))).toMatchObject(bank.pending[2]);
  });
});

describe("a charge announced for later is a notice", () => {
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    const alert = read(mail(bank, bank.later));
    expect(alert).toMatchObject(bank.later[2]);
    expect(alert?.reason).toMatch(/still to come/);
  });
});

describe("money received is money in", () => {
  it.each(BANKS.map((b) => [b.lang, b] as const))("%s", (_, bank) => {
    expect(read(mail(bank, bank.received))).toMatchObject(bank.received[2]);
  });
});

describe("the sender check is unchanged: a known bank's look-alike from another domain is suspicious", () => {
  it.each([
    [
      "Santander Avisos",
      "avisos@santander-alertas.com",
      "Compra con tarjeta",
      "Compra de 45,20 € en ZARA con tu tarjeta terminada en 4711.",
    ],
    ["N26", "service@n26-kundenservice.de", "Kartenzahlung", "Kartenzahlung über 23,40 EUR bei REWE mit Ihrer Karte ****4711."],
    ["Itaú", "aviso@itau-seguranca.com.br", "Compra aprovada", "Compra aprovada no cartão final 4711 de R$ 1.299,00 em MAGAZINE."],
  ])("%s <%s>", (fromName, fromAddress, subject, text) => {
    expect(impersonatedIssuer(alertMail({ fromName, fromAddress, subject, text }))).not.toBeNull();
  });

  it("an invented bank's own alert is no impersonation", () => {
    for (const bank of BANKS) expect(impersonatedIssuer(mail(bank, bank.purchase))).toBeNull();
  });
});
