// What scams say, by language: a disavowal or a number to call about a charge, a renewal and its urgency,
// an advance fee or a prize, money said to be coming in, an authority's name, a tax invoice. Each word alone
// proves nothing (banks and shops write most of them too): impersonation.ts weighs them against the sender.
// Japanese runs its words together, so its words are patterns matched anywhere. Data only.

/** "If you did not make this purchase", "to cancel". */
export const DISAVOWAL = [
  ...["if you did not", "if you didn't", "if you do not recognize", "if you don't recognize", "if you do not recognise"],
  ...["if you don't recognise", "did not authorize", "didn't authorize", "did not authorise", "not made by you"],
  ...["not authorized by you", "not authorised by you", "wasn't you", "was not you", "unauthorized", "unauthorised"],
  ...["to cancel", "cancel this", "dispute this"],
  ...["caso não reconheça", "se não reconhece", "se você não reconhece", "não reconhece", "não foi você", "para cancelar"],
  ...["si no reconoce", "si no reconoces", "si no realizó", "si no realizaste", "no fue usted", "si usted no"],
  ...["si vous n'avez pas", "si vous ne reconnaissez pas", "pour annuler", "non autorisé", "non autorisée"],
  ...["nicht von ihnen", "nicht erkennen", "nicht autorisiert", "nicht veranlasst", "wenn sie diese", "falls sie diese"],
  ...["se non hai", "se non riconosci", "per annullare", "non autorizzato", "non autorizzata"],
  ...["als u dit niet", "als je dit niet", "niet herkent", "om te annuleren", "niet door u"],
];
export const DISAVOWAL_JA = /身に覚えのない|覚えがない|キャンセルをご希望|解約をご希望|解約する場合/u;

/** An invitation to phone: the one action a callback scam offers. */
export const CALL = [
  ...["call", "call us", "contact us", "reach us", "reach our", "dial", "helpline", "hotline", "help desk", "helpdesk"],
  ...["support line", "toll-free", "toll free", "any queries", "any questions", "speak to", "phone us"],
  ...["rufen sie", "anrufen", "telefonisch", "kontaktieren sie", "erreichen sie uns", "bei fragen"],
  ...["appelez", "appeler", "contactez", "joindre", "par téléphone", "pour toute question"],
  ...["llame", "llámenos", "llamar", "contacte", "contáctenos", "comuníquese", "para cualquier consulta"],
  ...["chiama", "chiamate", "chiamare", "contatta", "contattaci", "contattare", "numero verde", "per qualsiasi domanda"],
  ...["bel", "bellen", "belt u", "neem contact op", "bij vragen"],
  ...["ligue", "ligar", "entre em contato", "contate", "em caso de dúvidas"],
];
export const CALL_JA = /お電話|電話|お問い合わせ|問い合わせ|ご連絡|フリーダイヤル/u;

/** A subscription renewed, or a charge to be made soon: what a callback scam claims happened. */
export const RENEWAL = [
  ...["renewed", "renewal", "auto-renew", "auto-renewal", "automatically renewed", "subscription", "membership"],
  ...["within 24 hours", "within 48 hours", "immediately", "urgent", "right away"],
  ...["verlängert", "verlängerung", "abonnement", "abo", "mitgliedschaft", "innerhalb von 24 stunden", "sofort", "umgehend"],
  ...["renouvelé", "renouvelée", "renouvellement", "adhésion", "sous 24 heures", "dans les 24 heures", "immédiatement"],
  ...["renovada", "renovado", "renovación", "suscripción", "membresía", "en 24 horas", "inmediatamente", "urgente"],
  ...["rinnovato", "rinnovata", "rinnovo", "abbonamento", "entro 24 ore", "immediatamente"],
  ...["verlengd", "verlenging", "lidmaatschap", "binnen 24 uur", "onmiddellijk"],
  ...["renovação", "assinatura", "em 24 horas", "imediatamente"],
];
export const RENEWAL_JA = /自動更新|更新されました|契約更新|24時間以内|至急|直ちに/u;

/** An advance fee or an inheritance: money promised for a fee, in words no honest receipt uses. */
export const ADVANCE_FEE = [
  ...["dear beneficiary", "next of kin", "compensation fund", "compensation payment", "inheritance", "unclaimed funds"],
  ...["unclaimed fund", "atm card", "consignment box", "diplomatic courier", "release of funds", "release the funds"],
  ...["release your funds", "processing fee", "clearance fee", "transfer charges"],
  ...["begünstigter", "erbschaft", "nachlass", "bearbeitungsgebühr", "freigabe der gelder", "entschädigungsfonds"],
  ...["cher bénéficiaire", "héritage", "frais de traitement", "déblocage des fonds", "fonds d'indemnisation"],
  ...["estimado beneficiario", "herencia", "liberar los fondos", "liberación de fondos", "gastos de tramitación"],
  ...["fondo de compensación", "gentile beneficiario", "eredità", "sblocco dei fondi", "spese di elaborazione"],
  ...["fondo di compensazione", "beste begunstigde", "erfenis", "vrijgave van het geld", "compensatiefonds"],
  ...["prezado beneficiário", "herança", "liberação dos fundos", "liberar os fundos", "taxa de processamento"],
  ...["fundo de compensação"],
];
export const ADVANCE_FEE_JA = /遺産|受取人|補償金|手数料のお支払い/u;

/** A prize won: a scam's bait, and also a shop's sweepstakes, so it counts only from a sender not the business. */
export const PRIZE = [
  ...["lottery", "you have won", "you've won", "winning notification", "jackpot", "sweepstakes", "claim your prize"],
  ...["prize money", "cash prize", "gewinnbenachrichtigung", "sie haben gewonnen", "gewinnsumme", "lotterie"],
  ...["freigabe ihres gewinns", "vous avez gagné", "loterie", "somme gagnée", "ha ganado", "has ganado", "lotería"],
  ...["premio en efectivo", "hai vinto", "ha vinto", "lotteria", "vincita", "u heeft gewonnen", "je hebt gewonnen", "loterij"],
  ...["você ganhou", "loteria"],
];
export const PRIZE_JA = /当選|賞金|当せん/u;

/** Money said to be coming in: a dividend, a tax refund, a transfer received. Nothing was bought. */
export const MONEY_COMING = [
  ...["dividend", "dividends", "tax refund", "refund of your tax", "tax rebate", "incoming wire"],
  ...["incoming transfer", "wire transfer received", "funds have been credited", "you have received a transfer"],
  ...["you have received a wire", "dividende", "dividenden", "steuerrückerstattung", "steuererstattung"],
  ...["eingehende überweisung", "sie haben eine überweisung erhalten", "dividendes", "remboursement d'impôt"],
  ...["remboursement fiscal", "virement entrant", "vous avez reçu un virement", "dividendo"],
  ...["dividendos", "devolución de impuestos", "transferencia recibida", "ha recibido una transferencia", "transferencia entrante"],
  ...["dividendi", "rimborso fiscale", "bonifico ricevuto", "bonifico in entrata", "hai ricevuto un bonifico"],
  ...["belastingteruggave", "overboeking ontvangen", "inkomende overboeking", "u heeft een overboeking ontvangen"],
  ...["restituição do imposto", "restituição de imposto", "transferência recebida", "você recebeu uma transferência"],
];
export const MONEY_COMING_JA = /配当金|還付金|税金の還付|振込がありました|入金のお知らせ/u;

/** Public authorities: tax offices, town halls, ministries. They bill from their own government domains. */
export const AUTHORITIES = [
  ...["tax authority", "revenue agency", "internal revenue service", "irs", "hmrc", "hm revenue", "department of revenue"],
  ...["ministry of finance", "city council", "municipality", "canada revenue agency", "australian taxation office"],
  ...["finanzamt", "bundeszentralamt für steuern", "stadtverwaltung", "stadtkasse", "gemeindeverwaltung", "steuerverwaltung"],
  ...["direction générale des finances publiques", "dgfip", "finances publiques", "trésor public", "service des impôts", "mairie"],
  ...["agencia tributaria", "hacienda pública", "ayuntamiento", "servicio de administración tributaria", "ministerio de hacienda"],
  ...["agenzia delle entrate", "comune di", "ministero dell'economia", "guardia di finanza"],
  ...["belastingdienst", "gemeente", "rijksoverheid"],
  ...["prefeitura", "receita federal", "secretaria da fazenda", "sefaz", "governo federal", "município de", "câmara municipal"],
  ...["autoridade tributária", "portal das finanças"],
];
export const AUTHORITIES_JA = /国税庁|税務署|市役所|区役所|町役場|都税事務所|財務省/u;

/** Tax invoices and e-invoices, by their names (Chinese ones whole: its words are not spaced). */
export const TAX_INVOICE = [
  ...["tax invoice", "vat invoice", "gst invoice", "e-invoice", "electronic invoice", "invoice (tax)"],
  ...["nota fiscal", "nf-e", "nfe", "nfs-e", "danfe", "factura electrónica", "factura electronica", "cfdi", "comprobante fiscal"],
  ...["fattura elettronica", "facture électronique", "e-rechnung", "elektronische rechnung", "mwst-rechnung"],
  ...["发票", "電子發票", "电子发票", "增值税发票", "增值税专用发票", "增值税普通发票", "税务发票", "發票"],
  ...["btw-factuur", "faktura vat", "e-faktura", "세금계산서"],
];

/** Invoices of any kind, the words an authority's fake bill uses of itself. */
export const INVOICE = [
  ...TAX_INVOICE,
  ...["invoice", "bill", "rechnung", "steuerbescheid", "facture", "avis d'imposition", "factura", "fattura", "factuur", "aanslag"],
  ...["fatura", "boleto", "guia de pagamento"],
];
export const INVOICE_JA = /請求書|インボイス|納付書|納税通知/u;

/** What a brand's order mail calls itself in its subject. */
export const ORDER_WORDS = [
  ...["order", "receipt", "invoice", "renewal", "subscription", "purchase", "payment", "bestellung", "rechnung", "abonnement"],
  ...["commande", "facture", "pedido", "factura", "suscripción", "ordine", "fattura", "abbonamento", "bestelling", "factuur"],
  ...["fatura", "assinatura", "compra"],
];
export const ORDER_WORDS_JA = /注文|請求|領収|更新|購入/u;
