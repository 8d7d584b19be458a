// What an alert says happened, from the words of its subject and first lines: a payment, a withdrawal, a refund,
// money received, a hold, a declined or reversed payment, or a notice that books nothing. The words that say
// nothing moved (declined, reversed, pending, a statement) win over those that say a payment was made ("Purchase
// declined", "Pending transaction"), and a refund wins over the payment it gives back.
import type { AlertKind } from "./index";

/** Word edges for scripts with spaces; Han, Kana and Hangul words stand in running text and need none. */
const W = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{Script=Latin}\\p{Script=Cyrillic}])`, "iu");
const CJK = (alternatives: string) => new RegExp(`(?:${alternatives})`, "u");

interface KindWords {
  kind: AlertKind;
  words: RegExp[];
}

/** In priority order: the first kind any read line says is the alert's. */
const KINDS: readonly KindWords[] = [
  {
    kind: "declined",
    words: [
      W(
        "declined|was not approved|wasn't approved|could not be (?:processed|approved)|unsuccessful|payment failed|transaction failed|abgelehnt|nicht autorisiert|fehlgeschlagen|refusée?|rejetée?|a échoué|rechazad[ao]|denegad[ao]|no (?:fue |ha sido )?aprobad[ao]|recusad[ao]|negad[ao]|não (?:foi )?aprovad[ao]|rifiutat[ao]|non autorizzat[ao]|non riuscit[ao]|geweigerd|afgewezen|niet gelukt|отклонен[аоы]?|отклонена|отказано|отказ в|не прошл[аио]",
      ),
      CJK("被拒|拒绝|交易失败|支付失败|承認されませんでした|ご利用いただけませんでした|승인\\s*거절|결제\\s*실패"),
    ],
  },
  {
    kind: "reversed",
    words: [
      W(
        "reversed|reversal|voided|cancell?ed|storniert|stornierung|rückbuchung|zurückgebucht|annulée?|annulation|anulad[ao]|anulación|cancelad[ao]|annullat[ao]|stornat[ao]|storno|geannuleerd|teruggedraaid|отмен[её]н[аоы]?|отмена операции",
      ),
      CJK("撤销|已取消|交易取消|取消し|取り消し|승인\\s*취소|결제\\s*취소"),
    ],
  },
  {
    kind: "hold",
    words: [
      W(
        "pending|pre-?authori[sz]ation|pre-?authori[sz]ed|authori[sz]ation hold|(?:temporary |a )?hold (?:of|for|has been|was)|on hold|vormerkung|vorgemerkt|reservierung|reserviert|pré-?autorisation|empreinte bancaire|preautorización|pre-?autorización|retención|pré-?autorização|preautorizzazione|pre-?autorizzazione|in sospeso|reservering|gereserveerd|холдирование|заблокирован[аоы]?|блокировка средств",
      ),
      CJK("预授权|預授權|仮売上|仮押さえ|가승인"),
    ],
  },
  {
    // Nothing to book: a payment due, a statement, and a payment made TO the card from another account. The
    // bank's export brings both sides of a card bill payment (out of the current account, into the card), so
    // booking it from the mail would count it twice.
    kind: "notice",
    words: [
      W(
        "payment due|due date|minimum payment|statement (?:is )?(?:now )?(?:ready|available)|new statement|e-?statement|account statement|payment (?:has been |was )?(?:received|posted|applied)(?! from)|we(?:'ve| have)? received (?:a |your )?payment|thank you for your payment|payment (?:for \\S+ )?(?:has been |was )?made to your (?:credit )?card|autopay|automatic payment (?:is )?scheduled|scheduled payment|payment (?:is )?scheduled|upcoming (?:payment|direct debit)|will be (?:taken|debited|charged|collected|paid)|wird (?:.{0,60}? )?(?:abgebucht|eingezogen)|vorankündigung|lastschrift angekündigt|sera (?:prélevée?|débitée?)|será (?:cargad[ao]|debitad[ao])|verrà addebitat[ao]|wordt (?:afgeschreven|geïncasseerd)|будет списан[аоы]?|payment to your (?:credit )?card|kontoauszug|rechnungsabschluss|kreditkartenabrechnung|abrechnung ist|relevé (?:de compte |de carte )?(?:est )?disponible|nouveau relevé|échéance|extracto (?:disponible|de tu tarjeta)|pago mínimo|fecha límite de pago|fatura (?:fechou|fechada|disponível|vence)|pagamento (?:da fatura )?recebido|estratto conto|rekeningafschrift|afschrift|выписка|минимальный платеж|платеж по кредиту",
      ),
      CJK("账单已出|本期账单|还款日|還款日|ご請求金額|ご請求額のお知らせ|お支払い日のお知らせ|명세서|결제일 안내"),
    ],
  },
  {
    kind: "refund",
    words: [
      W(
        "refund(?:ed)?|credited|received a credit|credit from|rückerstattung|erstattung|erstattet|remboursement|remboursée?|reembolso|reembolsad[ao]|devolución|estorno|estornad[ao]|rimborso|rimborsat[ao]|terugbetaling|terugbetaald|terugstorting|возврат",
      ),
      CJK("退款|退货|返金|환불"),
    ],
  },
  {
    kind: "withdrawal",
    words: [
      W(
        "withdrawal|withdrawn|cash withdrawal|atm|bargeldabhebung|abhebung|geldautomat|retrait|retiro|cajero|saque|prelievo|bancomat|geldopname|opname|pinautomaat|снятие наличных|выдача наличных|снятие|банкомат",
      ),
      CJK("取现|取款|ATM|出金|引き出し|현금\\s*인출|현금서비스"),
    ],
  },
  {
    kind: "incoming",
    words: [
      W(
        "you(?:'ve| have)? received|received (?:a )?(?:payment|transfer|money) from|sent you|deposit|deposited|direct deposit|money in|incoming (?:payment|transfer)|zahlungseingang|geldeingang|eingang|gutschrift|überweisung erhalten|hast .{1,40} erhalten|hat dir|vous avez reçu|virement reçu|has recibido|recibiste|transferencia recibida|você recebeu|recebeu|pix recebido|transferência recebida|hai ricevuto|bonifico (?:in entrata|ricevuto)|accredito|je hebt .{1,40} ontvangen|ontvangen|bijschrijving|поступление|поступил[аои]?|зачислен[иоае]?[ея]?|пополнение|вам перевели|получен перевод",
      ),
      CJK("收到|到账|入账|转入|入金|振込|입금"),
    ],
  },
  {
    kind: "purchase",
    words: [
      W(
        "purchase|purchased|spent|spend|you paid|you've paid|paid|payment (?:of|to|at)|card (?:was )?(?:used|charged)|charged|charge of|transaction|approved|authori[sz]ed|debit(?:ed)?|kartenzahlung|kartenumsatz|zahlung|einkauf|umsatz|belastung|belastet|ausgegeben|bezahlt|achat|paiement|dépense|dépensé|débitée?|compra|pago|cargo|consumo|gastaste|gastado|gastou|aprovad[ao]|aprobad[ao]|acquisto|pagamento|addebito|addebitat[ao]|speso|spesa|betaling|aankoop|betaald|uitgegeven|pinbetaling|afschrijving|покупка|оплата|списание|списан[аоы]?|потрачено",
      ),
      CJK("消费|支付|付款|支出|刷卡|ご利用|決済|お支払い|승인|결제|사용"),
    ],
  },
];

/**
 * A payment sent to someone from the account (a wire, a transfer): not a kind this reader books, and the shape
 * of most bank-transfer phishing ("Wire Transfer Successfully Processed"). Its alert is left to the bank's export.
 */
const TRANSFER_OUT = W(
  "wire transfer|transfer (?:sent|processed|completed|to)|you sent|überweisung (?:ausgeführt|an|gesendet)|virement (?:émis|envoyé|effectué)|transferencia (?:enviada|realizada)|transferência (?:enviada|realizada)|bonifico (?:eseguito|disposto|inviato)|overboeking (?:naar|uitgevoerd)|перевод (?:отправлен|выполнен)|вы перевели",
);

export interface KindReading {
  kind: AlertKind;
  /** The line the kind was read on: -1 for the subject. */
  line: number;
  /** The words that said it. */
  words: string;
}

/**
 * The alert's kind: the highest-priority kind said by the subject or by one of the first lines that names an
 * amount or opens the mail (a kind said only in a footer or a help paragraph is not the mail's). Null when
 * none is said, or when the mail is a transfer out.
 */
export function kindIn(subject: string, lines: readonly string[], hasMoney: (line: string) => boolean): KindReading | null {
  const read: { text: string; line: number }[] = [{ text: subject, line: -1 }];
  for (let i = 0; i < Math.min(lines.length, HEAD_LINES); i++) {
    const text = lines[i] ?? "";
    if (i < OPENING_LINES || hasMoney(text)) read.push({ text, line: i });
  }
  let best: (KindReading & { rank: number }) | null = null;
  for (const { text, line } of read) {
    if (text === "") continue;
    for (let rank = 0; rank < (best?.rank ?? KINDS.length); rank++) {
      const k = KINDS[rank];
      const m = k?.words.map((w) => w.exec(text)).find((x) => x !== null);
      if (k && m) {
        best = { kind: k.kind, line, words: m[0], rank };
        break;
      }
    }
  }
  if (!best) return null;
  const moneyIn = best.kind === "incoming" || best.kind === "refund";
  if (!moneyIn && read.some(({ text }) => TRANSFER_OUT.test(text))) return null;
  // A subject without an amount ("You made a purchase."): the body's sentence saying the same names it.
  const words = KINDS[best.rank]?.words ?? [];
  const sentence =
    best.line < 0 && !hasMoney(subject)
      ? read.find(({ text, line }) => line >= 0 && hasMoney(text) && words.some((w) => w.test(text)))
      : undefined;
  return { kind: best.kind, line: sentence?.line ?? best.line, words: best.words };
}

/** The lines read for the kind: alerts say it at once. */
const HEAD_LINES = 20;
/** The mail's opening lines are read for words even without an amount ("Your card was declined."). */
const OPENING_LINES = 6;

/** Reasons a declined payment gives, by language, as the mail says them. */
const DECLINE_REASON = W(
  "insufficient funds|not enough (?:money|funds)|incorrect pin|wrong pin|card (?:is )?(?:blocked|frozen|locked|expired)|limit (?:exceeded|reached)|exceeds? (?:your |the )?(?:limit|available)|suspected fraud|nicht ausreichende deckung|keine ausreichende deckung|unzureichende deckung|limit überschritten|falsche pin|karte gesperrt|fonds insuffisants|provision insuffisante|plafond (?:atteint|dépassé)|code (?:pin )?incorrect|saldo insuficiente|fondos insuficientes|límite excedido|pin incorrecto|tarjeta bloqueada|saldo insuficiente|limite excedido|senha incorreta|fondi insufficienti|disponibilità insufficiente|saldo insufficiente|onvoldoende saldo|limiet overschreden|недостаточно средств|превышен лимит|неверный pin|карта заблокирована",
);
const DECLINE_REASON_CJK = CJK("余额不足|餘額不足|超过限额|残高不足|限度額超過|잔액\\s*부족|한도\\s*초과");
/** "Reason: …", "because …", "Grund: …": the mail's own words for why. */
const REASON_LABEL =
  /(?<![\p{L}])(?:reason|grund|raison|motivo|reden|причина|原因|理由|사유)\s*[:：]\s*(?<why>[^.\n]{3,80})|(?<![\p{L}])(?:due to|because(?: of)?|wegen|en raison d[e']|debido a|devido a|a causa d[i']|vanwege|из-за)\s+(?<why2>[^.\n,]{3,80})/iu;

const GENERIC_REASON: Partial<Record<AlertKind, string>> = {
  declined: "the payment was declined",
  reversed: "the payment was reversed or cancelled",
  notice: "a notice of the card or account, not a payment",
};

/** Why nothing is booked, in the mail's words when it gives them, for declined, reversed and notice alerts. */
export function reasonOf(kind: AlertKind, subject: string, lines: readonly string[]): string | null {
  const generic = GENERIC_REASON[kind];
  if (generic === undefined) return null;
  if (kind === "notice") return noticeReason(subject, lines) ?? generic;
  for (const text of [subject, ...lines.slice(0, HEAD_LINES)]) {
    const known = DECLINE_REASON.exec(text) ?? DECLINE_REASON_CJK.exec(text);
    if (known) return known[0].toLowerCase();
    const label = REASON_LABEL.exec(text);
    const why = label?.groups?.why ?? label?.groups?.why2;
    if (why) return why.trim();
  }
  return generic;
}

const PAID_TO_CARD = W(
  "payment (?:has been |was )?(?:received|posted|applied)|received (?:a |your )?payment|thank you for your payment|made to your (?:credit )?card|payment to your (?:credit )?card|pagamento (?:da fatura )?recebido",
);

function noticeReason(subject: string, lines: readonly string[]): string | null {
  const text = [subject, ...lines.slice(0, HEAD_LINES)];
  if (text.some((t) => PAID_TO_CARD.test(t)))
    return "a payment made to the card: the bank's export brings both sides of it, so it is not booked from the mail";
  if (text.some((t) => TO_COME.test(t))) return "a payment still to come: the bank's export brings it when it is made";
  return null;
}

const TO_COME = W(
  "autopay|scheduled|upcoming|will be (?:taken|debited|charged|collected|paid)|wird (?:.{0,60}? )?(?:abgebucht|eingezogen)|vorankündigung|lastschrift angekündigt|sera (?:prélevée?|débitée?)|será (?:cargad[ao]|debitad[ao])|verrà addebitat[ao]|wordt (?:afgeschreven|geïncasseerd)|будет списан[аоы]?",
);
