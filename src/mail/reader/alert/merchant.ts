// The merchant or counterparty an alert names: from its sentence ("You spent £18.40 at Corner Deli", "Zahlung
// bei REWE", "Покупка в PYATEROCHKA", "在星巴克消费", "You received €50 from Anna Schmidt"), from a label
// ("Merchant:", "Händler:", "ご利用先："), or from the subject. The descriptor is tidied (descriptor.ts) and kept
// as written when tidying changed it; the issuer that sent the mail is never the merchant.
import { tidyDescriptor } from "../receipt/merchant/descriptor";
import { issuerNamedIn, type Issuer } from "./issuers";
import type { KindReading } from "./kind";

export interface MerchantReading {
  merchant: string;
  descriptor: string | null;
  how: string;
}

/**
 * The words before a merchant, by language ("at", "bei", "chez", "en", "presso", "bij", "em", "в", "w", "v", "hos",
 * "la", "στο", "di", "tại"), or the verb that pays it ("You have paid the business X"), with the noun a bank may put
 * between ("at the merchant X", "no estabelecimento X").
 */
const BEFORE_MERCHANT =
  /(?<![\p{L}])(?:at|@|towards|with|to|(?:you(?:'ve| have)? )?paid|bei|chez|auprès de|en|presso|bij|em|no|na|в|во|у|w|we|v|ve|hos|la|στο|στη|στην|di|tại|kohteessa)\s+(?:(?:the |el |la |le |der |die |o |il |het )?(?:merchant|business|store|shop|comercio|establecimiento|estabelecimento|loja|commerçant|magasin|esercente|negozio|winkel|händler|магазине|магазин|sklepie|obchodě|butiken)\s*:?\s+)?(?:(?:vpa|upi(?:\s+id)?)\s*:?\s*[\w.-]+@[\w.-]+\s+)?/giu;
/** A line that ends on the words before a merchant: the name is on the next line. */
const INTRODUCES_NEXT = new RegExp(`(?:${BEFORE_MERCHANT.source})$`, "iu");
/** The word before the counterparty of money received. */
const BEFORE_SENDER = /(?<![\p{L}])(?:from|von|de la part de|de|da|del|van|от|від|od|från|fra|από|dari|từ)\s+/giu;
/**
 * Where a name ends: the sentence's end, a date, the amount, the card, a word of the sentence going on. Those
 * words are matched in lower case only: descriptors are written in capitals ("NO FRILLS").
 */
const NAME_END =
  /[.!?;](?:\s|$)|[,(]|\s+[-–—|]\s+|\s+(?:on|for|using|with|via|was|has|in the amount|into|from|to|am|um|für|mit|auf|wurde|ausgegeben|bezahlt|getätigt|le|pour|avec|a été|sur|el|por|con|para|il|per|op|met|voor|is|gedaan|com|pelo|foi|no|na|em|на|с|по|со|kartou|kartą|dne|dnia|med|den|för|pada|dengan|vào|lúc|bằng|ngày|cu|pe|în|με|για|στις|kortet|kortilla|ile|za)\s|\s+(?:de|del|du|da|von|van)\s(?=[\p{Ll}\d$€£¥]|R\$)|\s+(?:ausgegeben|bezahlt|getätigt|belastet|eingegangen|uitgegeven|betaald|erhalten|gesendet|ontvangen)(?![\p{L}])|\s*[$€£¥₽₸]|\s+\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?|\s+\d+(?:[.,]\d{1,2})?\s*(?:[A-Z]{3}|€|₽|₸|руб|р\.|Kč|zł|kr|Ft|lei)/u;
/** A name starts as names do and is not the card, the account, the person or a time. */
const NOT_A_NAME =
  /^(?:your|you|my|our|this|that|card|account|visa|mastercard|master card|amex|debit|credit|ending|tu|su|votre|ihre|ihrer|deine|deiner|dein|je|uw|sua|seu|la tua|il tuo|вашей|вашу|ваш|ваша|карт|сч[её]т|online|the)(?![\p{L}])/iu;
/** Names start with a capital or a digit ("7-Eleven"), or a small letter before a capital ("iHerb", "eBay"). */
const STARTS_NAME = /^(?:[\p{Lu}\d]|\p{Ll}\p{Lu})/u;
/** A first word in capitals (two letters or more, no small one): a card descriptor's. */
const CAPITALS_FIRST = /^(?=[^\s]*\p{Lu}[^\s]*\p{Lu})[^\s\p{Ll}]+(?:\s|$)/u;
/** An amount where a name would start ("en 45,00 €"): the sentence's money, no name. */
const AMOUNT_FIRST = /^[\d.,\s\u00a0]*\d\s*(?:[A-Z]{3}(?![\p{L}])|[$€£¥₽₸₹₩]|kč|zł|kr|ft|lei|руб)/iu;
const MAX_NAME = 60;
/** The lines whose sentences may name the merchant. */
const SENTENCE_LINES = 20;

/** Labels an alert writes the merchant under, and the verbs that introduce it on a line of its own ("You paid the business"). */
const MERCHANT_LABEL =
  /^(?:merchant(?: name)?|where|payee|paid to|transaction description|description|händler|akzeptanzstelle|empfänger|zahlungsempfänger|commerçant|bénéficiaire|comercio|establecimiento|estabelecimento|loja|esercente|negozio|winkelier|handelaar|begunstigde|obchodník|místo|obchod|sprzedawca|akceptant|miejsce|butik|försäljningsställe|forretning|butikk|kauppias|myyjä|[iİ]şyeri|[iİ]ş yeri|kereskedő|elfogadóhely|comerciant|торговая точка|торговец|магазин|место покупки|получатель|торговець|магазин|έμπορος|κατάστημα|商户名称|交易商户|商户|商戶名稱|商戶|特約商店|收款方|ご利用先|ご利用店舗|利用先|利用店名|加盟店名|가맹점명|가맹점|사용처|nama merchant|nama toko|đơn vị chấp nhận thẻ|nơi giao dịch|ร้านค้า|בית עסק|التاجر)(?![\p{L}])\s*[:：]?\s*(?<value>.*)$/iu;
/** Labels of the counterparty of money received. */
const SENDER_LABEL =
  /^(?:from|sender|sent by|payer|von|absender|auftraggeber|de|expéditeur|émetteur|remitente|ordenante|pagador|remetente|ordinante|mittente|afzender|maksaja|betaler|avsändare|nadawca|plátce|odesílatel|gönderen|küldő|αποστολέας|відправник|платник|pengirim|người gửi|отправитель|плательщик|付款方|付款人|振込人|送金人|보낸\s*분|입금자)(?![\p{L}])\s*[:：]?\s*(?<value>.*)$/iu;
const BULLET = /^[■□●○◆◇・•*\-–]+\s*/u;
/** "Anna Smith sent you $200.00", "Anna hat dir 50 € gesendet", "Anna de Vries heeft je €50 gestuurd". */
const SENT_YOU =
  /^(?<name>\p{Lu}[\p{L}'.-]*(?:\s+(?:(?:de|da|van|von|der|den|del|di|le|la)\s+)?\p{Lu}[\p{L}'.-]*){0,3})\s+(?:sent you|has sent you|hat dir|hat ihnen|heeft je|heeft u|t'a envoyé|vous a envoyé|te ha enviado|te envió|te enviou|ti ha inviato|перевел(?:а)? вам)(?![\p{L}])/u;
/** Chinese: the merchant between "在", "于" or "於" and the word of the payment ("在星巴克消费", "於 HK TRAMWAYS 消費"). */
const HAN_MERCHANT = /(?:在|于|於)\s*(?<name>[^\d\s，。,、：:][^\d，。,、：:]{1,39}?)\s*(?:消费|消費|支付|刷卡|交易|簽賬|簽帳|签账)/u;
/** Turkish: the merchant before the word of the business it is ("MIGROS işyerinde", "A101 üye işyerinden"). */
const TR_MERCHANT = /(?:^|[\s,.])(?<name>[\p{Lu}\d][^\s,.]*(?:\s+[\p{Lu}\d][^\s,.]*){0,4}?)\s+(?:üye\s+)?işyerin(?:de|den)(?!\p{L})/u;
/** Japanese: the merchant before "で" and the amount or the word of use ("セブンイレブンで1,200円"). */
const JA_MERCHANT = /(?:^|[、。\s])(?<name>[^\s、。：:]{2,30}?)で(?:[\d,，]+円|ご利用|のご利用|お支払い)/u;

export function merchantIn(
  kind: KindReading,
  subject: string,
  lines: readonly string[],
  issuer: Issuer | null,
  isSentence: (line: string) => boolean,
): MerchantReading | null {
  const incoming = kind.kind === "incoming";
  const refund = kind.kind === "refund";
  // The sentence that said the kind, the opening lines saying it too ("You paid the business X via PayMe", its amount
  // on the next line), then the first lines naming an amount: a footer's "with" or "at" is not one.
  const opening = kind.sayers.filter((i) => i < OPENING_LINES && i !== kind.line);
  const sentences = [...lines.keys()].filter(
    (i) => i < SENTENCE_LINES && i !== kind.line && !opening.includes(i) && isSentence(lines[i] ?? ""),
  );
  for (const i of [...(kind.line >= 0 ? [kind.line] : []), ...opening, ...sentences]) {
    const line = lines[i] ?? "";
    // "You paid the business" / "CORNER DELI": the name on the line under the words that introduce it.
    const whole = !incoming && INTRODUCES_NEXT.test(`${line} `) ? `${line} ${lines[i + 1] ?? ""}` : line;
    const found = sentenceName(whole, incoming, refund, issuer);
    if (found) return reading(found, "the alert's sentence");
  }
  const label = labelledName(lines, incoming ? SENDER_LABEL : MERCHANT_LABEL, issuer);
  if (label) return reading(label, "the merchant's label");
  const fromSubject = sentenceName(subject, incoming, refund, issuer);
  if (fromSubject) return reading(fromSubject, "the subject");
  return null;
}

/** The lines an alert opens with: a sentence there that says the kind names its merchant even without the amount. */
const OPENING_LINES = 6;

function reading(descriptor: string, how: string): MerchantReading {
  const merchant = tidyDescriptor(descriptor);
  return { merchant, descriptor: merchant === descriptor ? null : descriptor, how };
}

/** The name after the sentence's preposition (only on a line saying a payment: the caller passes such lines). */
function sentenceName(line: string, incoming: boolean, refund: boolean, issuer: Issuer | null): string | null {
  if (line === "" || line.length > 400) return null;
  if (!incoming) {
    // Chinese, Japanese and Turkish name the merchant before the word that pays it.
    const before = HAN_MERCHANT.exec(line)?.groups?.name ?? JA_MERCHANT.exec(line)?.groups?.name ?? TR_MERCHANT.exec(line)?.groups?.name;
    if (before && !isIssuer(before, issuer)) return before;
  }
  if (incoming) {
    const sender = SENT_YOU.exec(line)?.groups?.name;
    if (sender && !isIssuer(sender, issuer) && !NOT_A_NAME.test(sender)) return sender;
  }
  // A refund names the merchant it comes from ("A refund of $45.99 from TARGET"), as money received does.
  for (const before of incoming ? [BEFORE_SENDER] : refund ? [BEFORE_MERCHANT, BEFORE_SENDER] : [BEFORE_MERCHANT]) {
    before.lastIndex = 0;
    for (let m = before.exec(line); m !== null; m = before.exec(line)) {
      const name = nameAt(line.slice(m.index + m[0].length));
      if (name && !isIssuer(name, issuer)) return name;
    }
  }
  return null;
}

function labelledName(lines: readonly string[], label: RegExp, issuer: Issuer | null): string | null {
  for (let i = 0; i < lines.length; i++) {
    // Labels may stand after a bullet ("■利用先: …", "• Merchant: …").
    const m = label.exec((lines[i] ?? "").replace(BULLET, ""));
    if (!m) continue;
    let value = (m.groups?.value ?? "").trim();
    if (value === "") value = (lines[i + 1] ?? "").trim();
    // A label's value is the name itself: only an amount or a date after it ends it.
    const name = nameAt(value, true);
    if (name && !isIssuer(name, issuer)) return name;
  }
  return null;
}

function nameAt(text: string, labelled = false): string | null {
  if ((!labelled && !STARTS_NAME.test(text)) || AMOUNT_FIRST.test(text)) return null;
  const end = labelled ? /\s{2,}|\t|\s+[$€£¥₽₸]|\s+\d+[.,]\d{2}/u.exec(text) : NAME_END.exec(text);
  let name = (end ? text.slice(0, end.index) : text).trim().replace(/[.:]$/u, "");
  // A descriptor in capitals ends where the sentence goes on in small letters ("ALBERT PRAHA byla provedena").
  const goesOn = !labelled && CAPITALS_FIRST.test(name) ? /\s+\p{Ll}/u.exec(name) : null;
  if (goesOn) name = name.slice(0, goesOn.index);
  if (name === "" || name.length > MAX_NAME || NOT_A_NAME.test(name) || /^\d+(?:\s|$)/.test(name)) return null;
  if (!/[\p{L}]{2}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(name)) return null;
  if (/^\d{1,2}[:.h]\d{2}/u.test(name)) return null;
  return name;
}

/** The issuer that sent the alert (or any issuer: "at Revolut" is a top-up, not a merchant) is never the merchant. */
function isIssuer(name: string, issuer: Issuer | null): boolean {
  const named = issuerNamedIn(name);
  if (named && named.start === 0 && named.end >= name.length - 1) return true;
  return issuer !== null && name.toLowerCase() === issuer.name.toLowerCase();
}
