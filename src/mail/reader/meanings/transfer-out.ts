// A payment sent to someone from the account (a wire, a transfer): not a kind the alert reader books, and the shape
// of most bank-transfer phishing ("Wire Transfer Successfully Processed"). The bank's export brings it.
import type { Meaning } from "./meaning";

export const TRANSFER_OUT: Meaning = {
  name: "transfer-out",
  words: {
    en: ["wire transfer", "transfer sent", "transfer processed", "transfer completed", "transfer to", "you sent"],
    de: ["überweisung ausgeführt", "überweisung an", "überweisung gesendet"],
    fr: ["virement émis", "virement envoyé", "virement effectué"],
    es: ["transferencia enviada", "transferencia realizada"],
    pt: ["transferência enviada", "transferência realizada", "pix enviado"],
    it: ["bonifico eseguito", "bonifico disposto", "bonifico inviato"],
    nl: ["overboeking naar", "overboeking uitgevoerd"],
    cs: ["odchozí platba", "převod odeslán"],
    pl: ["przelew wysłany", "przelew wychodzący"],
    sv: ["överföring skickad", "utgående betalning"],
    da: ["overførsel sendt", "udgående betaling"],
    no: ["overføring sendt", "utgående betaling"],
    fi: ["lähtevä maksu", "tilisiirto lähetetty"],
    tr: ["giden havale", "giden eft"],
    hu: ["kimenő utalás"],
    ro: ["transfer trimis"],
    ru: ["перевод отправлен", "перевод выполнен", "вы перевели", "исходящий перевод"],
    uk: ["переказ відправлено", "ви переказали", "вихідний переказ"],
    zh: ["转出", "轉出", "汇款成功"],
    ja: ["振込完了", "お振込み完了"],
    ko: ["출금이체", "송금 완료"],
  },
};
