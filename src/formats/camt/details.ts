// What a transaction's details (`TxDtls`) say of the payment: who the money went to or came from, and what for.
import { child, children, type Node, text } from "./document";

/** Who the money went to (money out) or came from (money in); v8 nests the name under `Pty`. */
export function counterparty(detail: Node | undefined, moneyOut: boolean): string | null {
  const parties = child(detail, "RltdPties");
  const side = moneyOut ? ["Cdtr", "UltmtCdtr"] : ["Dbtr", "UltmtDbtr"];
  for (const role of side) {
    const name = text(parties, `${role}/Nm`) ?? text(parties, `${role}/Pty/Nm`);
    if (name) return name;
  }
  return null;
}

/** The counterparty every detail of a batch names, or null when they name several (or none). */
export function sharedCounterparty(details: readonly Node[], moneyOut: boolean): string | null {
  const names = new Set(details.map((d) => counterparty(d, moneyOut)));
  const [only] = names;
  return names.size === 1 && only ? only : null;
}

/** The remittance information: its unstructured lines, then the creditor's references of its structured ones. */
export function remittance(detail: Node | undefined): string | null {
  const info = child(detail, "RmtInf");
  const lines = children(info, "Ustrd").map((u) => (typeof u === "string" ? u.trim() : (text(u, "#text") ?? "")));
  const structured = children(info, "Strd")
    .map((s) => text(s, "CdtrRefInf/Ref"))
    .filter((r): r is string => !!r);
  const all = [...lines, ...structured].filter(Boolean);
  return all.length > 0 ? all.join(" ") : null;
}

/** The bank's reference of the payment, else the end-to-end one the payer gave (`NOTPROVIDED` is none). */
export function paymentReference(detail: Node | undefined): string | null {
  const reference = text(detail, "Refs/AcctSvcrRef") ?? text(detail, "Refs/EndToEndId");
  return reference && reference.toUpperCase() !== "NOTPROVIDED" ? reference : null;
}
