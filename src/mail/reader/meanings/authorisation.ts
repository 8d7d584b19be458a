// Money set aside on the card before the purchase is final: a pre-authorisation or a hold (a fuel pump's, a hotel's
// deposit, a car rental's), booked as pending until the bank's row says what was really spent ("Authorization hold",
// "Vormerkung", "empreinte bancaire", "preautorización", "blokada środków", "预授权", "仮売上", "가승인").
import type { Meaning } from "./meaning";

export const AUTHORISATION: Meaning = {
  name: "authorisation",
  words: {
    en: [
      ...["pre-authorisation", "pre-authorization", "preauthorisation", "preauthorization", "pre-authorised", "pre-authorized"],
      ...["preauthorized", "authorisation hold", "authorization hold", "pending authorisation", "pending authorization"],
      ...["temporary hold", "hold of", "hold for", "hold has been", "hold was", "on hold", "a hold", "deposit hold", "card hold"],
    ],
    de: ["vormerkung", "vorgemerkt", "reservierung", "reserviert", "vorläufige belastung"],
    fr: ["pré-autorisation", "préautorisation", "pré-autorisée", "empreinte bancaire", "montant bloqué"],
    es: ["preautorización", "pre-autorización", "retención", "importe retenido", "bloqueo de saldo"],
    pt: ["pré-autorização", "pré-autorizada", "valor retido", "bloqueio de saldo"],
    it: ["preautorizzazione", "pre-autorizzazione", "importo bloccato"],
    nl: ["reservering", "gereserveerd", "voorautorisatie"],
    cs: ["blokace", "blokováno", "blokována", "rezervace částky", "předautorizace"],
    pl: ["blokada", "blokada środków", "zablokowano", "preautoryzacja"],
    sv: ["reservation", "reserverat", "reserverad", "förhandsauktorisering"],
    da: ["reserveret", "forhåndsgodkendelse"],
    no: ["reservasjon", "reservert", "forhåndsautorisasjon"],
    fi: ["katevaraus", "varaus", "varattu", "esivaltuutus"],
    tr: ["provizyon", "ön provizyon", "bloke", "bloke edildi"],
    hu: ["zárolás", "zárolt", "zárolva", "előengedélyezés"],
    ro: ["blocare", "sumă blocată", "preautorizare"],
    ru: ["холдирование", "заблокирован", "заблокирована", "заблокировано", "блокировка средств", "блокировка суммы"],
    uk: ["блокування коштів", "заблоковано", "холдування"],
    el: ["δέσμευση", "δέσμευση ποσού", "προέγκριση"],
    zh: ["预授权", "預授權", "冻结", "凍結"],
    ja: ["仮売上", "仮押さえ", "与信確保"],
    ko: ["가승인"],
    id: ["otorisasi sementara", "dana ditahan", "pemblokiran dana"],
    vi: ["tạm giữ", "phong tỏa"],
    th: ["อายัด", "กันวงเงิน"],
    he: ["הרשאה זמנית", "הקפאת סכום"],
    ar: ["حجز مبلغ", "تفويض مسبق"],
  },
};
