// A payment the bank or the card network refused: nothing moved ("Purchase declined", "Zahlung abgelehnt", "Compra
// rechazada", "Platba zamítnuta", "交易失败", "승인 거절"). Said before anything else an alert says.
import type { Meaning } from "./meaning";

export const DECLINED: Meaning = {
  name: "declined",
  words: {
    en: [
      ...["declined", "was not approved", "wasn't approved", "could not be processed", "could not be approved", "unsuccessful"],
      ...["payment failed", "transaction failed", "was rejected"],
    ],
    de: ["abgelehnt", "nicht autorisiert", "fehlgeschlagen", "nicht genehmigt"],
    fr: ["refusé", "refusée", "rejeté", "rejetée", "a échoué", "non autorisé", "non autorisée"],
    es: ["rechazada", "rechazado", "denegada", "denegado", "no aprobada", "no aprobado", "no fue aprobada", "no ha sido aprobada"],
    pt: ["recusada", "recusado", "negada", "negado", "não aprovada", "não aprovado", "não foi aprovada"],
    it: ["rifiutata", "rifiutato", "non autorizzata", "non autorizzato", "non riuscita", "non riuscito"],
    nl: ["geweigerd", "afgewezen", "niet gelukt", "mislukt"],
    cs: ["zamítnuta", "zamítnutá", "zamítnuto", "zamítnut", "neproběhla", "odmítnuta"],
    pl: ["odrzucona", "odrzucono", "odrzucony", "nieudana", "odmowa"],
    sv: ["nekad", "nekades", "avvisad", "avslogs", "misslyckades"],
    da: ["afvist", "mislykkedes"],
    no: ["avvist", "avslått", "mislyktes"],
    fi: ["hylätty", "hylättiin", "epäonnistui"],
    tr: ["reddedildi", "onaylanmadı", "başarısız"],
    hu: ["elutasítva", "elutasították", "sikertelen"],
    ro: ["respinsă", "respinsa", "refuzată", "eșuată"],
    ru: ["отклонена", "отклонено", "отклонен", "отклонены", "отказано", "отказ в", "не прошла", "не прошло", "не прошел"],
    uk: ["відхилено", "відхилена", "відмовлено", "не пройшла"],
    el: ["απορρίφθηκε", "απορρίφθηκαν", "δεν εγκρίθηκε"],
    zh: ["被拒", "拒绝", "交易失败", "支付失败", "拒絕", "交易失敗", "支付失敗"],
    ja: ["承認されませんでした", "ご利用いただけませんでした", "決済エラー"],
    ko: ["승인거절", "승인 거절", "결제실패", "결제 실패", "거절"],
    id: ["ditolak", "transaksi gagal", "pembayaran gagal"],
    vi: ["bị từ chối", "không thành công", "thất bại"],
    th: ["ถูกปฏิเสธ", "ไม่สำเร็จ"],
    he: ["נדחתה", "נדחה", "סורבה"],
    ar: ["مرفوضة", "تم رفض", "رفض"],
  },
};
