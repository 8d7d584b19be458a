// Whether a statement entry's text is a balance label ("SALDO FINAL", "Saldo do dia 31/01", "BALANCE FORWARD",
// "S A L D O", "Kontostand am 31.01.", "前日残高"): a word for a balance, and nothing else but words that say which
// balance (opening, of the day, available…), dates, and numbers. Any other word makes it a transaction's text
// ("Saldo restante da fatura anterior", "Balance transfer", "JUROS SALDO DEVEDOR"). A hint only: what the entry's
// amount does against the file's other balances decides (ofx/balance-lines.ts).

/** Lower case, accents (and Cyrillic's breve) gone: "Исходящий" is "исходящии", "Disponível" is "disponivel". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Words for a balance, as plain() writes them; a one-word compound ending in "saldo" is one too ("Anfangssaldo"). */
const HEADS = new Set(
  [
    "saldo",
    "saldos",
    "sdo",
    "sld",
    "balance",
    "bal",
    "solde",
    "sold",
    "kontostand",
    "egyenleg",
    "zustatek",
    "zostatok",
    "likutis",
    "atlikums",
    "bakiye",
    "sodu",
    "остаток",
    "сальдо",
    "залишок",
    "υπολοιπο",
    "יתרה",
    "رصيد",
  ].map(plain),
);

/** Words that say which balance, where or when, in the languages banks write statements in. */
const QUALIFIERS = new Set(
  [
    // English
    "opening closing beginning ending starting start end final initial previous prior last new current brought carried",
    "forward fwd bf cf daily day days of the on at as per for to statement ledger available avail book booked cleared total",
    "running interim intraday account acct today todays date",
    // Portuguese, Spanish, Italian, Romanian
    "inicial anterior atual actual do da de del dia diario em en no na ate al a la el conta cuenta conto corrente cc cta",
    "disponivel disponible disponibile disponibil parcial bloqueado devedor credor contabil contable contabile liquido",
    "periodo mes apl aplic aut automatica automaticas mais fecha iniziale finale precedente giorno zi",
    // French
    "ancien nouveau precedent reporte report au du le compte comptable crediteur debiteur jour fin debut mois",
    // German, Dutch
    "alter neuer am vom zum verfugbar verfuegbar konto tages tag aktueller gebuchter valuta vorig nieuw op begin eind",
    "beschikbaar rekening",
    // Nordic, Baltic, Central European, Turkish, Indonesian
    "ingaende utgaende inngaende forrige foregaende edellinen primo ultimo disponibel poczatkowe koncowe poprzednie",
    "otwarcia zamkniecia dzienne dzien dostepne na pocatecni konecny pociatocny ke ku den nyito zaro napi devir onceki",
    "acilis kapanis gun sonu mevcut awal akhir hari ini sakuma beigu pradinis galutinis",
    // Russian, Ukrainian
    "на за входящий исходящий начало конец дня периода начальный конечный входящее исходящее вхідний вихідний",
    // Months, as a date is written beside the label ("SALDO EM 31 JAN")
    "jan feb mar apr may jun jul aug sep oct nov dec fev abr mai ago set out dez ene dic avr juin juil aout mrz okt",
    // Currencies
    "brl usd eur gbp chf",
  ].flatMap((line) => plain(line).split(" ")),
);

/** Chinese, Japanese and Korean balance words, found in a label written without spaces. */
const CJK_HEADS = /残高|余额|餘額|잔액|잔고/u;
/** The characters that may stand beside them: of the day, month, period, brought forward, available. */
const CJK_QUALIFIERS = /^[前日本月期初末上下当當今繰越承次回结結存可用账帳户戶전일당이월기초말]*$/u;

/** Longer texts are sentences (a memo, a payee's address), never a label. */
const MAX_LABEL = 60;
const MAX_CJK_LABEL = 12;

/** Letters each followed by one space ("S A L D O", "S A L D O  F I N A L"): the words they spell. */
const LETTER_SPACED = /^(?:\p{L} {1,3})+\p{L}$/u;

/**
 * What every label holds somewhere (a head's first letters, spaced out or not, in any case): most transactions' texts
 * are refused on this one search, before they are normalised.
 */
const MAY_HOLD_HEAD =
  /sal|sdo|sld|bal|sol|kont|egy|zus|zůs|zos|lik|atl|bak|s a l|b a l|s o l|số dư|so du|ост|сал|зал|υπ|יתר|رص|残|余|餘|잔/i;

/** Whether `text` is a balance label: see the module's comment. */
export function isBalanceLabel(text: string | null | undefined): boolean {
  if (!text) return false;
  const trimmed = text.trim();
  if (trimmed.length < 3 || trimmed.length > MAX_LABEL || !MAY_HOLD_HEAD.test(trimmed)) return false;
  const spaced = LETTER_SPACED.test(trimmed)
    ? trimmed
        .split(/ {2,}/)
        .map((w) => w.replace(/ /g, ""))
        .join(" ")
    : trimmed;
  const cjk = spaced.replace(/[\s\d\p{P}\p{S}]/gu, "");
  if (CJK_HEADS.test(cjk)) return cjk.length <= MAX_CJK_LABEL && CJK_QUALIFIERS.test(cjk.replace(CJK_HEADS, ""));
  const tokens = plain(spaced)
    .replace(/\bso du\b/g, "sodu")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
  let head = false;
  for (const token of tokens) {
    if (HEADS.has(token) || (token.length > 5 && token.endsWith("saldo"))) head = true;
    // A single letter is an abbreviation's ("C/C", "B/F", "R$"), digits a date's or a number's.
    else if (token.length > 1 && !QUALIFIERS.has(token) && !/^\d+$/.test(token)) return false;
  }
  return head;
}
