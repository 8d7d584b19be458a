// A charge announced for later: money that has not left yet ("will be charged", "wird am 1.12. abgebucht", "se
// cargará", "sera prélevé", "bude stržena", "будет списано", "将于…扣款", "引き落とし予定"). Never booked: the bank's
// export brings it when it is made. One list for both readers: a bank's alert of a direct debit to come, and a
// receipt's or bill's words beside its total (receipt/kinds/future-money.ts).
import type { Meaning } from "./meaning";

/** A charge set for later, in the words a bill or a receipt also prints beside its total ("Payment scheduled for…"). */
export const SCHEDULED: Readonly<Record<string, readonly string[]>> = {
  en: [
    ...["payment scheduled", "scheduled payment", "scheduled for", "will be charged", "will be debited", "will be deducted"],
    ...["will be withdrawn", "will be collected"],
  ],
  de: ["wird abgebucht", "wird belastet", "wird eingezogen", "geplante zahlung", "anstehende abbuchung", "anstehende lastschrift"],
  fr: ["sera prélevé", "sera prélevée", "sera débité", "sera débitée", "prélèvement prévu", "prélèvement à venir"],
  es: ["se cargará", "se te cargará", "será cargado", "será cargada", "se cobrará", "se debitará", "pago programado", "cargo programado"],
  pt: ["será cobrado", "será cobrada", "será debitado", "será debitada", "pagamento agendado", "débito agendado"],
  it: ["verrà addebitato", "verrà addebitata", "sarà addebitato", "sarà addebitata", "addebito previsto", "pagamento programmato"],
  nl: ["wordt afgeschreven", "wordt geïncasseerd", "zal worden afgeschreven", "geplande betaling"],
  cs: ["bude stržena", "bude strženo", "bude odepsána", "bude odepsáno", "bude zaúčtována", "naplánovaná platba"],
  pl: ["zostanie pobrana", "zostanie pobrane", "zostanie pobrany", "zostanie obciążony", "zostanie obciążona", "zaplanowana płatność"],
  sv: ["kommer att dras", "kommer att debiteras", "planerad betalning"],
  da: ["vil blive trukket", "vil blive hævet", "planlagt betaling"],
  no: ["vil bli trukket", "vil bli belastet"],
  fi: ["veloitetaan", "tullaan veloittamaan", "ajastettu maksu"],
  tr: ["tahsil edilecek", "çekilecek", "yansıtılacak", "planlanan ödeme"],
  hu: ["terhelni fogjuk", "le fogjuk vonni", "levonásra kerül", "ütemezett fizetés"],
  ro: ["va fi debitat", "va fi debitată", "va fi retras", "va fi retrasă", "plată programată"],
  ru: ["будет списан", "будет списана", "будет списано", "будут списаны", "спишем", "запланированный платеж", "запланированный платёж"],
  uk: ["буде списано", "буде списана", "буде списаний", "спишемо", "запланований платіж"],
  el: ["θα χρεωθεί", "θα χρεωθείτε", "προγραμματισμένη πληρωμή"],
  zh: ["将扣款", "即将扣款", "预计扣款", "待扣款", "將扣款", "即將扣款", "預計扣款"],
  ja: ["引き落とし予定", "引落予定", "お引落予定", "引落し予定", "ご請求予定", "お支払い予定"],
  ko: ["출금예정", "출금 예정", "결제예정", "결제 예정", "청구예정", "청구 예정"],
  id: ["akan didebet", "akan didebit", "akan ditagihkan", "akan dipotong", "pembayaran terjadwal"],
  vi: ["sẽ bị trừ", "sẽ được trừ", "sẽ trừ", "sẽ được thanh toán"],
  th: ["จะถูกหัก", "จะตัดเงิน", "จะเรียกเก็บ", "จะหักเงิน"],
  he: ["יחויב", "יחויבו", "ינוכה", "חיוב עתידי"],
  ar: ["سيتم خصم", "سيتم تحصيل", "سيتم الخصم", "خصم مجدول"],
};

/**
 * A charge or a debit said in the future tense, the words between free ("Der Betrag wird am 15.11. von Ihrem Konto
 * abgebucht", "We'll collect £39.99 by Direct Debit", "Het bedrag wordt op 28-11 geïncasseerd", "Částka bude dne
 * 1. 12. stržena"). Past tenses ("wurde abgebucht", "has been charged") are a charge made (MADE). In lower case.
 */
export const DEBIT_AHEAD_SENTENCES: Readonly<Record<string, readonly string[]>> = {
  de: [
    String.raw`(?<!\p{L})(?:wird|werden)(?!\p{L}).{0,80}?(?<!\p{L})(?:abgebucht|eingezogen|belastet)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:wir\s+(?:buchen|ziehen)|(?:buchen|ziehen)\s+wir)(?!\p{L}).{0,80}?(?<!\p{L})(?:ab|ein)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:lastschrift|abbuchung|bankeinzug|einzug)(?!\p{L}).{0,60}?(?<!\p{L})(?:erfolgt|erfolgen|am|zum)(?!\p{L})`,
  ],
  en: [
    String.raw`(?:(?<!\p{L})(?:will|shall)|['’]ll)\s+(?:be\s+)?(?:automatically\s+)?(?:debited|charged|deducted|withdrawn|debit|charge)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:to\s+be|due\s+to\s+be)\s+(?:debited|charged|deducted|withdrawn)(?!\p{L})`,
    // A parcel is collected and a seat taken too: these only with the money they take.
    String.raw`(?:(?<!\p{L})(?:will|shall|to)|['’]ll)\s+(?:be\s+)?(?:collected|taken|collect|take)(?!\p{L})(?=.*(?:direct\s+debit|payment|amount|your\s+(?:account|card)|[£€$]\s?\d|\d[.,]\d\d))`,
  ],
  fr: [
    String.raw`(?<!\p{L})(?:sera|seront)(?:\s+\p{L}+){0,2}?\s+(?:prélevée?s?|débitée?s?)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:prélèverons|débiterons|fera\s+l['’]objet\s+d['’]un\s+prélèvement)(?!\p{L})`,
  ],
  es: [
    String.raw`(?<!\p{L})se\s+(?:(?:te|le|os|les)\s+)?(?:cargará|cargarán|adeudará|adeudarán|cobrará|cobrarán|domiciliará|debitará)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:será|serán|serão)\s+(?:cargad|cobrad|adeudad|domiciliad|debitad)[oa]s?(?!\p{L})`,
    String.raw`(?<!\p{L})(?:cargaremos|cobraremos|addebiteremo|preleveremo)(?!\p{L})`,
  ],
  it: [String.raw`(?<!\p{L})(?:sarà|verrà|saranno|verranno)(?:\s+\p{L}+){0,2}?\s+(?:addebitat|prelevat)[oaie](?!\p{L})`],
  nl: [
    String.raw`(?<!\p{L})(?:wordt|worden|zal|zullen)(?!\p{L}).{0,80}?(?<!\p{L})(?:afgeschreven|geïncasseerd|geincasseerd)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:(?:we|wij)\s+(?:schrijven|incasseren)|(?:schrijven|incasseren)\s+(?:we|wij))(?!\p{L})`,
  ],
  cs: [String.raw`(?<!\p{L})bude(?:\s+\S+){0,4}?\s+(?:stržen|odepsán|zaúčtován|inkasován)[aoy]?(?!\p{L})`],
  pl: [String.raw`(?<!\p{L})zostan(?:ie|ą)(?:\s+\S+){0,4}?\s+(?:pobran|obciążon|zaksięgowan)[aeyo](?!\p{L})`],
  ru: [String.raw`(?<!\p{L})(?:будет|будут)(?:\s+\S+){0,4}?\s+(?:списан[аоы]?|удержан[аоы]?)(?!\p{L})`],
  uk: [String.raw`(?<!\p{L})(?:буде|будуть)(?:\s+\S+){0,4}?\s+(?:списан[аоийі]?|утриман[аоийі]?)(?!\p{L})`],
  ro: [String.raw`(?<!\p{L})va\s+fi(?:\s+\S+){0,3}?\s+(?:debitat|retras)[ăe]?(?!\p{L})`],
  sv: [String.raw`(?<!\p{L})kommer\s+att(?:\s+\S+){0,3}?\s+(?:dras|debiteras)(?!\p{L})`],
  da: [String.raw`(?<!\p{L})vil\s+blive(?:\s+\S+){0,3}?\s+(?:trukket|hævet|debiteret)(?!\p{L})`],
  no: [String.raw`(?<!\p{L})vil\s+bli(?:\s+\S+){0,3}?\s+(?:trukket|belastet|debitert)(?!\p{L})`],
};

/** Every sentence above as one pattern, for a line as written. */
export const DEBIT_AHEAD = new RegExp(Object.values(DEBIT_AHEAD_SENTENCES).flat().join("|"), "iu");

/** The words a sentence of DEBIT_AHEAD starts with: one pass over a mail finds the few lines that may hold one. */
export const DEBIT_AHEAD_WORDS: readonly string[] = [
  ...["wird", "werden", "buchen wir", "ziehen wir", "wir buchen", "wir ziehen", "lastschrift", "abbuchung", "bankeinzug", "einzug"],
  ...["will", "shall", "we'll", "we’ll", "you'll", "you’ll", "it'll", "it’ll", "to be", "to collect", "to take"],
  ...["sera", "seront", "prélèverons", "débiterons", "fera"],
  ...["se", "será", "serán", "serão", "cargaremos", "cobraremos", "addebiteremo", "preleveremo", "sarà", "verrà", "saranno"],
  ...["verranno", "wordt", "worden", "zal", "zullen", "schrijven we", "schrijven wij", "incasseren we", "incasseren wij"],
  ...["we schrijven", "wij schrijven", "we incasseren", "wij incasseren"],
  ...["bude", "zostanie", "zostaną", "будет", "будут", "буде", "будуть", "va fi", "kommer att", "vil blive", "vil bli"],
];

/** Said in the past of the same debit: it was made ("Die Lastschrift wurde am 3.11. eingelöst"). */
export const MADE =
  /(?<!\p{L})(?:wurde|wurden|erfolgte|ist erfolgt|was|were|has been|have been|a été|ont été|fue|fueron|ha sido|è stato|è stata|is afgeschreven|is geïncasseerd|byla|bylo|byl|została|zostało|został|был|была|было|була|було)(?!\p{L})/iu;

/** The alert's own words of a charge to come, beside those above: an autopay, an upcoming debit, its announcement. */
const ANNOUNCED: Readonly<Record<string, readonly string[]>> = {
  en: [
    ...["autopay", "automatic payment scheduled", "automatic payment is scheduled", "payment is scheduled", "scheduled"],
    ...["upcoming payment", "upcoming direct debit", "upcoming charge", "will be taken", "will be paid", "we will charge", "we'll charge"],
  ],
  de: ["vorankündigung", "lastschrift angekündigt", "lastschriftankündigung"],
  fr: ["prochain prélèvement", "avis de prélèvement"],
  es: ["próximo cargo", "se realizará el cargo"],
  pt: ["próxima cobrança", "será descontado", "será descontada"],
  it: ["prossimo addebito", "preavviso di addebito"],
  nl: ["aankondiging incasso", "wordt binnenkort afgeschreven"],
  cs: ["plánovaná platba", "avízo platby"],
  pl: ["planowana płatność", "nadchodząca płatność"],
  sv: ["kommande betalning", "kommande dragning", "dras den"],
  da: ["kommende betaling", "trækkes den"],
  no: ["kommende betaling", "planlagt trekk", "trekkes den"],
  fi: ["tuleva maksu", "tuleva veloitus"],
  tr: ["ödenecek", "otomatik ödeme talimatı"],
  hu: ["esedékes terhelés", "várható terhelés"],
  ro: ["debitare programată"],
  ru: ["предстоящий платеж", "предстоящий платёж", "предстоящее списание"],
  uk: ["майбутній платіж", "майбутнє списання"],
  el: ["επερχόμενη χρέωση"],
  zh: ["将于", "將於", "即将扣費", "即将扣费"],
  ko: ["자동이체 예정"],
};

export const MONEY_AHEAD: Meaning = {
  name: "money-ahead",
  words: Object.fromEntries(
    [...new Set([...Object.keys(SCHEDULED), ...Object.keys(ANNOUNCED)])].map((lang) => [
      lang,
      [...(SCHEDULED[lang] ?? []), ...(ANNOUNCED[lang] ?? [])],
    ]),
  ),
  // "'ll" of "we'll collect" starts inside a word; "due to be" and "va fi" with words of their own.
  sentences: { starts: [...DEBIT_AHEAD_WORDS, "'ll", "due"], patterns: DEBIT_AHEAD_SENTENCES },
  unless: MADE,
};
