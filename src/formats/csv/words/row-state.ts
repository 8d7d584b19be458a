// What a bank's status column says of a row, in the words banks export it in: booked, not booked yet (pending: a
// card's authorisation, a hold; imported marked pending, for the booked row of a later export to take over), or
// no payment at all (declined, cancelled: ignored with the bank's word). A column is a status column when nearly
// every value is one of these words (Revolut's "State", a savings bank's "Info: Umsatz vorgemerkt").

export type RowState = "booked" | "pending" | "not_booked";

const WORDS: Readonly<Record<RowState, readonly string[]>> = {
  booked: [
    // English
    "booked",
    "posted",
    "completed",
    "complete",
    "settled",
    "cleared",
    "processed",
    "executed",
    "done",
    "paid",
    // A payment app's approval is its booking (Satispay's "APPROVED", a wallet's "Approved").
    "approved",
    "approvato",
    "aprobado",
    "aprovado",
    "approuve",
    "genehmigt",
    // German
    "gebucht",
    "umsatz gebucht",
    "verbucht",
    "ausgefuhrt",
    "abgeschlossen",
    // French
    "comptabilise",
    "effectue",
    "execute",
    "traite",
    // Spanish, Portuguese
    "contabilizado",
    "liquidado",
    "completado",
    "realizado",
    "efetuado",
    "concluido",
    // Italian
    "contabilizzato",
    "eseguito",
    "completato",
    // Dutch
    "geboekt",
    "verwerkt",
    "uitgevoerd",
    "afgeschreven",
    // Polish, Czech, Slovak
    "zaksiegowana",
    "zaksiegowane",
    "zrealizowana",
    "wykonana",
    "zauctovano",
    "provedeno",
    "zauctovane",
    // Nordic
    "bokford",
    "genomford",
    "bogført",
    "gennemført",
    "udført",
    "utført",
    "utford",
    "bokført",
    "kirjattu",
    "toteutunut",
    // Russian, Ukrainian
    "проведено",
    "проведена",
    "исполнено",
    "выполнено",
    "виконано",
    "проведено банком",
    // Japanese, Chinese, Korean
    "確定",
    "已入账",
    "已完成",
    "已入帳",
    "완료",
  ],
  pending: [
    // English
    "pending",
    "pending transaction",
    "authorised",
    "authorized",
    "authorisation",
    "authorization",
    "on hold",
    "hold",
    "reserved",
    "not yet booked",
    "not booked",
    "processing",
    "in progress",
    // German
    "vorgemerkt",
    "umsatz vorgemerkt",
    "vormerkung",
    "ausstehend",
    "in bearbeitung",
    "nicht gebucht",
    "reserviert",
    // French
    "en attente",
    "en cours",
    "a venir",
    "non comptabilise",
    "provisoire",
    // Spanish, Portuguese
    "pendiente",
    "en proceso",
    "retenido",
    "no contabilizado",
    "pendente",
    "em processamento",
    // Italian
    "in attesa",
    "in sospeso",
    "da contabilizzare",
    "non contabilizzato",
    "prenotato",
    // Dutch
    "in behandeling",
    "in afwachting",
    "gereserveerd",
    "nog niet verwerkt",
    // Polish, Czech, Slovak
    "oczekujaca",
    "oczekujace",
    "w trakcie",
    "blokada",
    "niezaksiegowana",
    "cekajici",
    "blokace",
    "nezauctovano",
    // Nordic
    "reserverad",
    "reserverat",
    "reserveret",
    "reservert",
    "afventer",
    "venter",
    "vantar",
    "vantande",
    "ej bokford",
    "ikke bokført",
    "odottaa",
    "varauksessa",
    "varaus",
    // Russian, Ukrainian
    "в обработке",
    "ожидает",
    "заблокировано",
    "холдирование",
    "в обробці",
    "очікує",
    // Japanese, Chinese, Korean
    "未確定",
    "保留",
    "処理中",
    "处理中",
    "待入账",
    "未入账",
    "處理中",
    "未入帳",
    "대기",
    "승인",
  ],
  not_booked: [
    // Deleted or removed by the person or the bank (a transfer taken back before it was sent), in any language
    "deleted",
    "removed",
    "geloscht",
    "entfernt",
    "supprime",
    "eliminado",
    "excluido",
    "eliminato",
    "cancellato",
    "verwijderd",
    "usunieta",
    "usuniete",
    "smazano",
    "odstraneno",
    "slettet",
    "raderad",
    "borttagen",
    "poistettu",
    "torolve",
    "sters",
    "silindi",
    "удалено",
    "удалена",
    "видалено",
    "削除",
    "削除済み",
    "已删除",
    "已刪除",
    "삭제",
    // English
    "declined",
    "not approved",
    "unapproved",
    "denied",
    "non approvato",
    "no aprobado",
    "nao aprovado",
    "non approuve",
    "nicht genehmigt",
    "failed",
    "rejected",
    "cancelled",
    "canceled",
    "reverted",
    "voided",
    "void",
    // German
    "abgelehnt",
    "storniert",
    "fehlgeschlagen",
    // French
    "refuse",
    "annule",
    "echoue",
    // Spanish, Portuguese, Italian
    "rechazado",
    "cancelado",
    "recusado",
    "rifiutato",
    "annullato",
    // Dutch
    "geweigerd",
    "geannuleerd",
    "mislukt",
    // Polish, Czech
    "odrzucona",
    "anulowana",
    "zamitnuto",
    "zruseno",
    // Nordic
    "avvisad",
    "avvist",
    "afvist",
    "hylatty",
    // Russian, Ukrainian
    "отклонено",
    "отменено",
    "відхилено",
    // Japanese, Chinese
    "取消",
    "失敗",
    "失败",
    "已取消",
  ],
};

/** Lowercase, accents and punctuation gone, in any script (the words above are read the same way). */
export function normalizedWords(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const STATES = new Map<string, RowState>(
  (Object.entries(WORDS) as [RowState, readonly string[]][]).flatMap(([state, words]) =>
    words.map((w) => [normalizedWords(w), state] as const),
  ),
);

/** What a status cell says; null for a cell that is no state word (or empty). */
export function rowStateOf(cell: string): RowState | null {
  if (cell.length === 0 || cell.length > 40) return null;
  return STATES.get(normalizedWords(cell)) ?? null;
}

/** A column is a status column when this share of its values are state words, one of them at least. */
const STATE_SHARE = 0.9;

/** Whether a column's sampled values say each row's state. */
export function isStatusColumn(values: readonly string[]): boolean {
  let filled = 0;
  let states = 0;
  for (const value of values) {
    if (value === "") continue;
    filled++;
    if (rowStateOf(value) !== null) states++;
  }
  return states > 0 && states >= filled * STATE_SHARE;
}

/**
 * The state phrases a bank appends to a booking's text ("BARGELDAUSZAHLUNG … Umsatz gebucht"): its state, not
 * the payee's name or the purpose. Only whole phrases that name the booking: a payee may end in "Paid" or "Done".
 */
const STATE_TAIL =
  /[\s,;:/(-]+(?:umsatz (?:gebucht|vorgemerkt|storniert)|buchung vorgemerkt|pending transaction|transaction pending|\(?pending\)|op[eé]ration en attente|transactie in behandeling)\s*$/i;
/** The last four letters of every phrase above, lowercase: most texts end otherwise and are never searched. */
const TAIL_ENDS = ["ucht", "erkt", "iert", "tion", "ding", "ing)", "ente", "ling"];
/** Each of TAIL_ENDS as four ASCII codes in one int32 (first letter highest), as `lastFour` reads a text's end. */
const TAIL_CODES = Int32Array.from(TAIL_ENDS, (end) => packed(end.charCodeAt(0), end.charCodeAt(1), end.charCodeAt(2), end.charCodeAt(3)));

function packed(a: number, b: number, c: number, d: number): number {
  return (a << 24) | (b << 16) | (c << 8) | d;
}

/** The text without a state phrase at its end (the text itself when it has none, or is nothing else). */
export function withoutStateTail(text: string): string {
  if (!mayEndInState(text)) return text;
  const cut = text.replace(STATE_TAIL, "");
  return cut === "" ? text : cut;
}

/**
 * Whether the text ends in the last letters of a state phrase, read in place: called twice a row, so no slice, no
 * lowercase copy and no set lookup. Only ASCII letters lowercase to the phrases' letters, so folding them alone
 * passes the texts a lowercased copy did; the last four, folded, are compared as one number with each phrase's.
 */
function mayEndInState(text: string): boolean {
  const n = text.length;
  if (n < 12) return false;
  // Most texts end in a digit or another letter: one character code says so.
  const last = text.charCodeAt(n - 1) | 0x20;
  if (last !== 0x74 && last !== 0x6e && last !== 0x67 && last !== 0x65 && last !== 0x29) return false;
  const a = text.charCodeAt(n - 4) | 0x20;
  const b = text.charCodeAt(n - 3) | 0x20;
  const c = text.charCodeAt(n - 2) | 0x20;
  // Past ASCII no folded code is a phrase's letter (and would not fit its byte).
  if ((a | b | c) > 0x7f) return false;
  const end = packed(a, b, c, last);
  for (let i = 0; i < TAIL_CODES.length; i++) if (TAIL_CODES[i] === end) return true;
  return false;
}
