// Several charges in one mail: a deposit now and the rest later, one shipment charged now and the next when it
// ships. The mail's charge now is booked; what it says is still to be paid goes to the transaction's notes,
// as written, so the user knows the rest will come.
import { moneyIn } from "../money/amounts";
import { linesWith, phrasePattern } from "../text/phrases";
import type { TotalChoice } from "./totals";

const LATER = phrasePattern(
  [
    ...["remaining balance", "balance due", "balance of", "remaining", "the rest", "will be charged", "to be charged", "due on arrival"],
    ...["pay at the property", "charged when", "restbetrag", "restzahlung", "wird belastet", "noch zu zahlen", "reste à payer", "solde dû"],
    ...["sera débité", "saldo pendiente", "importe restante", "se cobrará", "saldo da pagare", "importo residuo", "verrà addebitato"],
    ...["restbedrag", "resterend bedrag", "wordt afgeschreven", "saldo restante", "valor restante", "será cobrado"],
    ...["doplatek", "zbývá zaplatit", "zbývá uhradit", "doplatok", "zostáva zaplatiť", "zostáva uhradiť", "kalan tutar", "kalan ödeme"],
    ...["fennmaradó összeg", "hátralévő összeg", "rest de plată", "suma rămasă", "jäljellä oleva summa", "loppumaksu"],
    ...["остаток к оплате", "оставшаяся сумма", "залишок до сплати", "решта суми", "υπόλοιπο ποσό", "υπόλοιπο πληρωμής"],
    ...["יתרה לתשלום", "sisa pembayaran", "sisa tagihan", "pelunasan", "尾款", "余款", "剩余金额", "잔금", "잔여 금액"],
  ],
  true,
);
/** Notes are short (the service shows them on one line): the later charge's line is cut to this. */
const LINE_MAX = 80;

/** What the mail says is charged later, as written, when the amount read is a charge made now. */
export function laterCharge(lines: readonly string[], choice: TotalChoice | null): string | null {
  if (!choice || choice.best.rank !== 3) return null;
  for (const i of linesWith(lines, LATER)) {
    const line = (lines[i] ?? "").trim();
    const money = moneyIn(line)[0] ?? (i + 1 < lines.length && (lines[i + 1] ?? "").trim() ? moneyIn(lines[i + 1] ?? "")[0] : undefined);
    if (!money || (i === choice.best.line && money.value === choice.best.money.value)) continue;
    const text = moneyIn(line).length > 0 ? line : `${line} ${(lines[i + 1] ?? "").trim()}`;
    return `Later: ${text.length > LINE_MAX ? text.slice(0, LINE_MAX - 1) + "…" : text}`;
  }
  return null;
}
