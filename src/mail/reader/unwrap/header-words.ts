// The words mail clients write around a forwarded message, as data (about twenty languages). Gathered
// from the forwards clients write (Gmail, Apple Mail on macOS and iOS, Outlook web/desktop/new, Thunderbird,
// Yahoo, HubSpot, Missive, MailMate, IONOS) and their localisations. Matching ignores case.

export type HeaderRole = "from" | "to" | "cc" | "bcc" | "replyTo" | "date" | "subject";

/** Header names of an inline forward's header block ("From: …", "Von: …", "件名：…"), by role. */
export const HEADER_WORDS: Readonly<Record<HeaderRole, readonly string[]>> = {
  from: [
    ...["From", "Von", "Absender", "De", "Expéditeur", "Remitente", "Remetente", "Da", "Mittente", "Van", "Afzender"],
    ...["Fra", "Från", "Avsändare", "Frá", "Lähettäjä", "Saatja", "Od", "Nadawca", "Od koga", "Feladó", "Šalje", "Pošiljatelj"],
    ...["Expeditorul", "Expeditor", "De la", "От", "Отправитель", "Від", "Від кого", "Kimden", "Gönderen", "Από", "Αποστολέας"],
    ...["Nuo", "Sūtītājs", "送信元", "差出人", "发件人", "寄件者", "寄件人", "보낸 사람", "보낸사람"],
  ],
  to: [
    ...["To", "An", "Empfänger", "À", "Pour", "A", "Para", "Destinatario", "Destinatário", "Aan", "Til", "Till", "Mottagare"],
    ...["Vastaanottaja", "Saaja", "Do", "Adresat", "Komu", "Pre", "Címzett", "Prima", "Primatelj", "Destinatarul", "Către"],
    ...["Кому", "Kime", "Alıcı", "Προς", "Kam", "送信先", "宛先", "收件人", "收件者", "받는 사람"],
  ],
  cc: [
    ...["Cc", "Kopie", "Kopie (CC)", "Copie", "Copie à", "Copia", "Cópia", "Kopi", "Kopia", "Kopio", "Kópia", "Kopija"],
    ...["Másolat", "Másolatot kap", "Dw", "Копия", "Копія", "Bilgi", "Κοιν", "抄送", "副本", "참조"],
  ],
  bcc: ["Bcc", "Blindkopie", "Cci", "Cco", "Ccn", "Bcc (Blindkopie)", "Skrytá kopie", "Titkos másolat", "Скрытая копия", "密送"],
  replyTo: [
    ...["Reply-To", "Reply To", "Antwort an", "Responder a", "Répondre à", "Rispondi a", "Antwoord aan", "Svar till", "Svar til"],
    ...["Odpovědět", "Odpowiedź do", "Ответить", "Yanıt", "Vastausosoite"],
  ],
  date: [
    ...["Date", "Sent", "Datum", "Gesendet", "Dato", "Sendt", "Fecha", "Enviado", "Enviada", "Envoyé", "Data", "Inviato"],
    ...["Verzonden", "Skickat", "Päivämäärä", "Päiväys", "Lähetetty", "Dátum", "Elküldve", "Odesláno", "Odoslané", "Wysłano"],
    ...["Dată", "Trimis", "Дата", "Отправлено", "Відправлено", "Надіслано", "Tarih", "Gönderilen", "Gönderildi", "Poslano"],
    ...["Kuupäev", "Saadetud", "Ημερομηνία", "Στάλθηκε", "日付", "送信日時", "日期", "发送时间", "傳送時間", "날짜", "보낸 날짜"],
  ],
  subject: [
    ...["Subject", "Betreff", "Asunto", "Objet", "Sujet", "Oggetto", "Onderwerp", "Emne", "Ämne", "Aihe", "Temat", "Předmět"],
    ...["Predmet", "Tárgy", "Assunto", "Subiect", "Subiectul", "Тема", "Konu", "Naslov", "Teema", "Θέμα", "Efni", "Tema"],
    ...["件名", "主题", "主旨", "제목"],
  ],
};

/**
 * Phrases that open an inline forward, either alone on a line ("Begin forwarded message:") or between
 * runs of dashes ("---------- Forwarded message ---------", "-----Original Message-----"). Such a line
 * is a forward whatever the subject says.
 */
export const FORWARD_PHRASES: readonly string[] = [
  // English
  ...["Forwarded message", "Begin forwarded message", "Original message", "Forwarded e-mail"],
  // German, Dutch
  ...["Weitergeleitete Nachricht", "Anfang der weitergeleiteten Nachricht", "Ursprüngliche Nachricht", "Originalnachricht"],
  ...["Doorgestuurd bericht", "Begin doorgestuurd bericht", "Oorspronkelijk bericht"],
  // Danish, Norwegian, Swedish, Finnish, Estonian
  ...["Videresendt meddelelse", "Start på videresendt besked", "Oprindelig meddelelse", "Videresendt melding"],
  ...["Opprinnelig melding", "Vidarebefordrat meddelande", "Vidarebefordrat mejl", "Ursprungligt meddelande"],
  ...["Edelleenlähetetty viesti", "Välitetty viesti", "Välitetty viesti alkaa", "Alkuperäinen viesti", "Edastatud kiri"],
  // French, Spanish, Portuguese, Italian, Romanian
  ...["Message transféré", "Message transmis", "Début du message réexpédié", "Début du message transféré", "Message d'origine"],
  ...["Mensaje reenviado", "Inicio del mensaje reenviado", "Mensaje original", "Mensagem encaminhada", "Mensagem reencaminhada"],
  ...["Início da mensagem encaminhada", "Início da mensagem reencaminhada", "Mensagem original", "Messaggio inoltrato"],
  ...["Inizio messaggio inoltrato", "Messaggio originale", "Mesaj redirecționat", "Mesaj redirectionat", "Începe mesajul redirecționat"],
  ...["Mesaj original"],
  // Czech, Slovak, Polish, Hungarian, Croatian
  ...["Přeposlaná zpráva", "Začátek přeposílané zprávy", "Původní zpráva", "Preposlaná správa", "Začiatok preposlanej správy"],
  ...[
    "Původní e-mail",
    "Přeposlaný e-mail",
    "Pôvodná správa",
    "Przekazana wiadomość",
    "Wiadomość przesłana dalej",
    "Treść przekazanej wiadomości",
  ],
  ...["Początek przekazywanej wiadomości", "Oryginalna wiadomość", "Továbbított üzenet", "Továbbított levél kezdete"],
  ...["Eredeti üzenet", "Proslijeđena poruka", "Započni proslijeđenu poruku", "Izvorna poruka"],
  // Russian, Ukrainian, Turkish, Greek
  ...["Пересылаемое сообщение", "Перенаправленное сообщение", "Пересланное сообщение", "Начало переадресованного сообщения"],
  ...["Исходное сообщение", "Перенаправлене повідомлення", "Переслане повідомлення", "Початок листа, що пересилається"],
  ...["Оригінальне повідомлення", "İletilmiş Mesaj", "İletilen İleti", "İleti başlangıcı", "Özgün ileti", "Προωθημένο μήνυμα"],
  // Japanese, Chinese, Korean
  ...[
    "メッセージを転送",
    "転送メッセージ",
    "元のメッセージ",
    "转发的邮件",
    "原始邮件",
    "轉寄的郵件",
    "原始郵件",
    "전달된 메시지",
    "원본 메시지",
  ],
];

/** Subject prefixes a forward adds ("Fwd:", "WG:", "TR:", …); the original's subject is read without them. */
export const FORWARD_PREFIXES: readonly string[] = [
  ...["Fwd", "Fw", "Tr", "Trs", "Wg", "Wtr", "Rv", "Enc", "Reenv", "I", "Inoltro", "Rif", "Vs", "Vb", "Vl", "Vid", "Pd"],
  ...["Redir.", "Videresend", "Doorst", "Doorgestuurd", "Weiterleitung", "Továbbítás", "Továbbítva", "Přeposlat", "PŘ"],
  ...["Preposlať", "Przekaż", "Prosl", "Proslijeđeno", "Edasi", "Framsend", "İLT", "ILT", "Пересл", "Пересылка", "ПРСЛ"],
  ...["ΠΡΘ", "転送", "转发", "轉寄", "전달"],
];

/** Subject prefixes a reply adds ("Re:", "AW:", "SV:", "RES:", …): a reply quotes a mail, it forwards none. */
export const REPLY_PREFIXES: readonly string[] = [
  ...["Re", "Aw", "Antw", "Antwort", "Sv", "Svar", "Odp", "R", "Res", "Resp", "Ref", "Réf", "Ynt", "Yanıt", "Vá", "Válasz"],
  ...["Odg", "Ats", "Atb", "Vast", "Отв", "Ответ", "ΑΠ", "Απ", "回复", "答复", "回覆", "返信", "답장"],
];

/**
 * Verbs of a quoting line ("On … John <john@…> wrote:"), which Outlook for Mac also writes above a forward,
 * with the words around them that belong to no date ("ezt írta", "skrev følgende den", "följande").
 */
export const WROTE_WORDS: readonly string[] = [
  ...["wrote", "schrieb", "a écrit", "escribió", "ha scritto", "scrisse", "geschreven", "schreef", "skrev", "napsal(a)", "napsal"],
  ...["napisał", "napisała", "napísal", "napisao", "escreveu", "написал", "написала", "написав", "kirjoitti", "ezt írta", "írta"],
  ...["tarihinde şunu yazdı", "şunu yazdı", "yazdı", "a scris", "kirjutas", "έγραψε", "rašė", "rakstīja", "写道", "寫道", "작성"],
  ...["skrev følgende den", "följande"],
];

/** Words right before the writer's name in a quoting line that belong to no date ("… 12:46 heeft John Doe"). */
export const NAME_LEADS: readonly string[] = [
  ...["heeft", "időpontban", "používateľ", "пользователь", "użytkownik", "користувач", "kullanıcısı", "schrieb", "skrev"],
];

/** Words a quoting line's date may end with, before the writer's name ("… 9:31 AM John Doe", "… Uhr John"). */
export const DATE_TAILS: readonly string[] = [
  ...["am", "pm", "uhr", "at", "um", "à", "a", "alle", "ore", "kl", "klo", "o", "u", "в", "о", "om", "den", "de", "el", "le", "on"],
];
