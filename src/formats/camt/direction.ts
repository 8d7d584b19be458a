// Which way an entry's money went. `CdtDbtInd` says it (DBIT out, CRDT in) as written, a reversal's too: ISO
// 20022 defines it as the entry's own direction ("If the CreditDebitIndicator is CRDT and ReversalIndicator is
// Yes, the original operation was a debit entry"), so a returned direct debit, CRDT, is money back in. Some
// banks leave the indicator out; then, in this order: the indicator of the entry's details, the sign of its
// amounts, its bank transaction code (whose family names the original operation, which a reversal undoes);
// else the entry is taken as money out, said in a warning and marked for review: never a silent guess.
import { children, type Node, text } from "./document";

/** How an entry's direction was read; `review`: nothing said it, and why. */
export interface Direction {
  out: boolean;
  review: string | null;
}

/** Bank transaction code families (ISO 20022 external code list) whose original operation took money out or brought it in. */
const OUT_FAMILIES = new Set(["ICDT", "RDDT", "ICHQ", "MDOP"]);
const IN_FAMILIES = new Set(["RCDT", "IDDT", "RCHQ", "MCOP"]);
/** Sub-families that name the direction themselves: cash withdrawals, card payments and charges out, deposits in. */
const OUT_SUBFAMILIES = new Set(["CWDL", "POSD", "POSC", "CHRG"]);
const IN_SUBFAMILIES = new Set(["CDPT"]);
/** Sub-families that reverse their family's operation: returns, cancellations, unpaid direct debits. */
const REVERSING_SUBFAMILIES = new Set(["RRTN", "RPCR", "UPDD", "PRDD", "ARET", "AREV"]);

/**
 * The direction of an entry, or of one of a batch's payments (`own`: its detail). `signed`: the
 * statement writes a minus on money out, so an amount without one is money in.
 */
export function directionOf(entry: Node, own: Node | undefined, signed: boolean): Direction {
  const written = (own ? text(own, "CdtDbtInd") : null) ?? text(entry, "CdtDbtInd");
  if (written === "DBIT" || written === "CRDT") return { out: written === "DBIT", review: null };
  const details = own ? [own] : children(entry, "NtryDtls").flatMap((d) => children(d, "TxDtls"));
  const theirs = new Set(details.map((d) => text(d, "CdtDbtInd")));
  if (theirs.size === 1 && (theirs.has("DBIT") || theirs.has("CRDT"))) return { out: theirs.has("DBIT"), review: null };
  const amounts = [own ? null : text(entry, "Amt"), ...details.flatMap(amountsOf)].filter((a): a is string => a !== null);
  if (amounts.some((a) => a.startsWith("-"))) return { out: true, review: null };
  if (amounts.some((a) => a.startsWith("+")) || (signed && amounts.length > 0)) return { out: false, review: null };
  const coded = codedDirection(entry, details);
  if (coded !== null) return { out: coded, review: null };
  return {
    out: true,
    review: "no credit/debit indicator, and neither its amounts nor its bank transaction code say which way the money went",
  };
}

function amountsOf(detail: Node): (string | null)[] {
  return [text(detail, "Amt"), text(detail, "AmtDtls/TxAmt/Amt"), text(detail, "AmtDtls/InstdAmt/Amt")];
}

/** The entry's (else its first detail's) bank transaction code: its family's direction, undone by a reversal. */
function codedDirection(entry: Node, details: Node[]): boolean | null {
  const code = [entry, ...details].map((n) => text(n, "BkTxCd/Domn/Fmly/Cd")).find((c) => c !== null);
  const sub = [entry, ...details].map((n) => text(n, "BkTxCd/Domn/Fmly/SubFmlyCd")).find((c) => c !== null) ?? "";
  const original = originalOut(code ?? "", sub);
  if (original === null) return null;
  const reversed = REVERSING_SUBFAMILIES.has(sub) || /^(true|1)$/.test(text(entry, "RvslInd") ?? "");
  return original !== reversed;
}

/** Whether the operation a family and sub-family name took money out (true), brought it in (false), or either (null). */
function originalOut(family: string, sub: string): boolean | null {
  if (OUT_SUBFAMILIES.has(sub)) return true;
  if (IN_SUBFAMILIES.has(sub)) return false;
  if (OUT_FAMILIES.has(family)) return true;
  if (IN_FAMILIES.has(family)) return false;
  return null;
}

/** The statement writes a minus before an entry's amount: its banks sign amounts, and a plain one is money in. */
export function signsAmounts(statement: Node): boolean {
  return children(statement, "Ntry").some((raw) => {
    const xml = typeof raw === "string" ? raw : raw["#text"];
    return typeof xml === "string" && /<(?:[\w.-]+:)?Amt\b[^>]*>\s*-/.test(xml);
  });
}
