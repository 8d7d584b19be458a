// A payment that is not complete yet: pending, awaiting, being processed ("You have a pending payment to…",
// "Payment status: Pending", "Zahlung ausstehend", "en attente", "pendiente", "w trakcie realizacji", "处理中"). Its
// completion is told again (the wallet's "You paid…", the bank's row): booked from this mail, it would count twice.
import type { Meaning } from "./meaning";

export const PENDING: Meaning = {
  name: "pending",
  words: {
    en: [
      ...["pending", "is pending", "payment pending", "pending payment", "pending transaction", "pending charge"],
      ...["awaiting confirmation", "awaiting settlement", "not yet settled", "being processed"],
    ],
    de: ["ausstehend", "ausstehende zahlung", "noch nicht gebucht", "in bearbeitung", "wird bearbeitet"],
    fr: ["en attente", "en cours de traitement", "en cours de validation", "paiement en attente"],
    es: ["pendiente", "en proceso", "en trámite", "pendiente de confirmación", "pago pendiente"],
    pt: ["pendente", "em processamento", "aguardando confirmação", "pagamento pendente"],
    it: ["in attesa", "in elaborazione", "in sospeso", "da contabilizzare"],
    nl: ["in behandeling", "in afwachting", "nog niet verwerkt", "wordt verwerkt"],
    cs: ["čeká na zpracování", "nevyřízená", "nezaúčtovaná", "zpracovává se", "čekající"],
    pl: ["oczekująca", "oczekujące", "w trakcie realizacji", "w toku", "oczekuje na"],
    sv: ["väntande", "under behandling", "ej bokförd"],
    da: ["afventende", "afventer"],
    no: ["ventende", "avventer"],
    fi: ["odottaa", "odottava", "käsittelyssä", "vahvistamaton"],
    tr: ["beklemede", "bekleyen", "işlemde"],
    hu: ["függőben", "feldolgozás alatt", "függő"],
    ro: ["în așteptare", "în curs de procesare", "în procesare"],
    ru: ["в обработке", "ожидает", "в ожидании", "ожидает подтверждения", "обрабатывается"],
    uk: ["в обробці", "очікує", "очікується", "обробляється"],
    el: ["σε εκκρεμότητα", "εκκρεμεί", "εκκρεμής", "σε επεξεργασία"],
    zh: ["处理中", "待处理", "處理中", "待處理", "待入账", "未入账"],
    ja: ["処理中", "保留中", "未確定"],
    ko: ["처리중", "처리 중", "대기중", "대기 중", "미확정"],
    id: ["tertunda", "sedang diproses", "menunggu konfirmasi"],
    vi: ["đang xử lý", "chờ xử lý", "đang chờ"],
    th: ["รอดำเนินการ", "กำลังดำเนินการ"],
    he: ["ממתין", "ממתינה", "בתהליך", "בעיבוד"],
    ar: ["قيد المعالجة", "معلقة", "معلق", "قيد الانتظار"],
  },
};
