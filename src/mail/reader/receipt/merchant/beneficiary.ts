// The business a payment processor, an invoicing tool or a marketplace was paying, as its mail names it: "You
// paid $549.79 to G&I Roofing Solutions, LLC", "You paid Acme Books $25.00", "Paid to: Corner Café",
// "Begunstigde: Bakkerij Jansen", "Winkel: Boekhandel Acme", "Sold by Northwind Books", "Vous avez payé 12,00 € à
// Boutique Z", "U heeft € 12,50 betaald aan Bakkerij Jansen", "加盟店名：アクメ書店". HTML mail as text often breaks
// the sentence into cells ("You paid $549.79" / "to" / "G&I Roofing…"), so a sentence is also read across a few
// short lines, and a label alone on its line takes the next line as its value.
import { foldAccents } from "../text/phrases";

/** Sentences naming the beneficiary: the name is what follows. */
const SENTENCES: readonly RegExp[] = [
  /(?<![\p{L}])you (?:have |just )?(?:paid|sent|authori[sz]ed)(?: a payment(?: of)?)?\s+.{0,30}?(?<![\p{L}])to\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:your )?(?:payment|paid|purchase|order) to\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:receipt|invoice|payment receipt|your order) from\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:sold by|verkauft von|vendu par|venduto da|vendido por|verkocht door)\s*:?\s+(?<name>.+)/iu,
  /(?<![\p{L}])Sie haben .{0,50}?(?<![\p{L}])an\s+(?<name>.+?)\s+(?:gesendet|gezahlt|bezahlt|geschickt)/iu,
  /(?<![\p{L}])Zahlung an\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:Beleg|Quittung|Rechnung|Zahlungsbeleg) von\s+(?<name>.+)/iu,
  /(?<![\p{L}])vous avez (?:payé|envoyé)(?: un paiement)?(?: de)?\s+.{0,30}?(?<![\p{L}])à\s+(?<name>.+)/iu,
  /(?<![\p{L}])paiement à\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:reçu|facture) de\s+(?<name>.+)/iu,
  /(?<![\p{L}])hai (?:pagato|inviato)(?: un pagamento)?(?: di)?\s+.{0,30}?(?<![\p{L}])a\s+(?<name>.+)/iu,
  /(?<![\p{L}])pagamento a\s+(?<name>.+)/iu,
  /(?<![\p{L}])ricevuta da\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:has pagado|has enviado|pagaste|enviaste)(?: un pago)?(?: de)?\s+.{0,30}?(?<![\p{L}])a\s+(?<name>.+)/iu,
  /(?<![\p{L}])pago a\s+(?<name>.+)/iu,
  /(?<![\p{L}])recibo de\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:você pagou|voce pagou|você enviou)\s+.{0,30}?(?<![\p{L}])(?:para|a)\s+(?<name>.+)/iu,
  /(?<![\p{L}])pagamento (?:para|a)\s+(?<name>.+)/iu,
  /(?<![\p{L}])je hebt .{0,50}?(?<![\p{L}])aan\s+(?<name>.+?)\s+(?:betaald|gestuurd|verzonden)/iu,
  /(?<![\p{L}])betaling aan\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:du har betalat|du betalade) .{0,40}?(?<![\p{L}])till\s+(?<name>.+)/iu,
  /(?<![\p{L}])betalning till\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:du har betalt) .{0,40}?(?<![\p{L}])til\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:płatność dla|zapłacono na rzecz)\s+(?<name>.+)/iu,
  // "You paid Acme Books $25.00": the name comes first, capitalised (no "i" flag: \p{Lu} would match any letter).
  /(?<![\p{L}])[Yy]ou (?:have |just )?(?:paid|sent)\s+(?<name>[\p{Lu}\d].+)/u,
  // "you have paid xyz.com Ltd. $12.00": a name in any case, when its amount follows it.
  /(?<![\p{L}])you (?:have |just )?(?:paid|sent)\s+(?<name>(?![-−]?[$€£¥\d]).{1,60}?)\s+(?=[-−]?(?:[A-Z]{1,3})?[$€£¥]\s?\d|\d[\d.,]*\s?(?:[$€£¥]|[A-Z]{3}(?![\p{L}])))/iu,
  /(?<![\p{L}])[Vv]oc[êe] (?:pagou|enviou)\s+(?<name>[\p{Lu}\d].+)/u,
  /(?<![\p{L}])(?:je hebt|jij hebt|u heeft) .{0,40}?(?<![\p{L}])betaald aan\s+(?<name>.+)/iu,
  /(?<![\p{L}])(?:u heeft|jij hebt) .{0,50}?(?<![\p{L}])aan\s+(?<name>.+?)\s+(?:betaald|gestuurd|overgemaakt)/iu,
  /(?<![\p{L}])Sie haben (?<name>\p{Lu}.{0,50}?)\s+[-−]?\d.{0,20}?(?:gezahlt|bezahlt|gesendet)/u,
  // Japanese names the payee before its particle: "アクメ書店へのお支払い", "Acme Booksでのご購入".
  /(?:^|\s)(?<name>[^\s：:、。]{1,40}?)\s*(?:様)?(?:へ|で)の(?:お支払い|お支払|ご購入|ご注文|ご利用)/u,
  /^\s*(?<name>[\p{L}\d&' .-]{1,40}?)\s*(?:様)?(?:へ|で)の(?:お支払い|お支払|ご購入|ご注文|ご利用)/u,
];

/** Labels whose value is the beneficiary ("Payee: X", "Begunstigde" with X on the next line). */
const LABELS = [
  ...["merchant", "merchant name", "seller", "payee", "recipient", "sold by", "paid to", "beneficiary", "business"],
  ...["shop", "shop name", "store", "store name", "webshop"],
  ...["händler", "händlername", "empfänger", "verkäufer", "zahlungsempfänger", "geschäft"],
  ...["marchand", "commerçant", "nom du commerçant", "bénéficiaire", "vendeur", "boutique", "magasin"],
  ...["venditore", "esercente", "beneficiario", "commerciante", "negozio"],
  ...["comerciante", "comercio", "vendedor", "tienda"],
  ...["beneficiário", "recebedor", "favorecido", "loja", "estabelecimento"],
  ...["verkoper", "winkelier", "winkel", "winkelnaam", "begunstigde", "ontvanger"],
  ...["mottagare", "betalingsmottaker", "odbiorca"],
  ...["加盟店", "加盟店名", "ご利用店舗", "ご利用店名", "店舗名", "ショップ名", "ストア名", "支払先", "お支払い先", "販売者", "販売元"],
].join("|");
/** A label and its colon, an ASCII or a Japanese full-width one. */
const LABELLED = new RegExp(`^\\s*(?:${LABELS})\\s*[:：]\\s*(?<name>.+)`, "iu");
const LABEL_ALONE = new RegExp(`^\\s*(?:${LABELS})\\s*[:：]?\\s*$`, "iu");

/** Where a name ends: a tab, a dash between words, a sentence's end, a comma not before a company form, an amount, a word that starts what follows. */
const NAME_END =
  /\t|\s+[-–|]\s+|[.!?;](?:\s|$)|,(?!\s*(?:LLC|L\.L\.C\.|Inc|Ltd|Limited|GmbH|AG|S\.?A\.?S?|S\.?L\.?|S\.?r\.?l\.?|S\.?p\.?A\.?|B\.?V\.?|N\.?V\.?|AB|Oy|PLC|Co|Corp|LLP|LP|PC)\b)|[(#（]|\s*(?:[A-Z]{1,3}(?=\$))?[$€£¥￥]|\s+[-−]?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?!\d)|\s+(?:for|on|using|with|für|mit|am|pour|avec|le|per|con|il|para|el|em|voor|met|op|för|med|på|dla|za)\s/iu;
/** Longest beneficiary name taken: beyond this the pattern ran into a sentence. */
const MAX_NAME = 60;
/** Short lines are table cells: a sentence is read across up to this many of them. */
const CELL = 40;
const JOINED = 4;

/** The first beneficiary the subject or body names that is not the processor itself. */
export function beneficiaryIn(lines: readonly string[], processor: string): string | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    if (LABEL_ALONE.test(line)) {
      const next = nextLines(lines, i, 1)[0];
      const name = next === undefined ? null : nameIn(next, processor);
      if (name) return name;
      continue;
    }
    const found = sentenceName(line, processor);
    if (found) return found;
    // A sentence broken into cells: read on while the lines are short.
    if (line.length <= CELL) {
      let joined = line;
      for (const next of nextLines(lines, i, JOINED - 1)) {
        joined = `${joined} ${next}`;
        const name = sentenceName(joined, processor);
        if (name) return name;
        if (next.length > CELL) break;
      }
    }
  }
  return null;
}

function sentenceName(text: string, processor: string): string | null {
  const labelled = LABELLED.exec(text)?.groups?.name;
  if (labelled) {
    const name = nameIn(labelled, processor);
    if (name) return name;
  }
  for (const pattern of SENTENCES) {
    const raw = pattern.exec(text)?.groups?.name;
    const name = raw ? nameIn(raw, processor) : null;
    if (name) return name;
  }
  return null;
}

function nameIn(raw: string, processor: string): string | null {
  const end = NAME_END.exec(raw);
  const name = (end ? raw.slice(0, end.index) : raw).replace(/[\s.:]+$/, "").trim();
  if (name === "" || name.length > MAX_NAME || !/\p{L}/u.test(name)) return null;
  if (
    foldAccents(name) === foldAccents(processor) ||
    /^(?:[Yy]ou|[Yy]our|[Ii]hre?|[Vv]otre|[Uu]w|tu|je|seu|sua|the|a|an)(?![\p{L}])/u.test(name)
  )
    return null;
  return name;
}

/** The next non-empty lines after line i. */
function nextLines(lines: readonly string[], i: number, count: number): string[] {
  const out: string[] = [];
  for (let j = i + 1; j < lines.length && out.length < count; j++) if ((lines[j] ?? "").trim() !== "") out.push((lines[j] ?? "").trim());
  return out;
}
