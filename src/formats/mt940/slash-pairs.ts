// `:86:` as `/KEY/value` pairs, the structured layout of Dutch and SEPA banks: ABN AMRO
// (`/TRTP/…/IBAN/…/BIC/…/NAME/…/REMI/…/EREF/…`), Rabobank (`/EREF/…/ORDP//NAME/…/ADDR/…/REMI/…`, the party's
// name nested under ORDP or BENM) and ING (`/CNTP/iban/bic/name/city/` and `/REMI/USTD//text/`). A value may
// hold slashes of its own (`12/2024`), so only a known key starts a pair.
import type { Details } from "./details";

/** The keys of the structured layout (Betaalvereniging, ING, Rabobank, ABN AMRO format descriptions). */
const KEYS = new Set([
  "TRTP", "CSID", "MARF", "EREF", "PREF", "IBAN", "BIC", "NAME", "ADDR", "REMI", "ISDT", "RTRN", "ORDP",
  "BENM", "ULTC", "ULTD", "ULTB", "PURP", "CNTP", "ID", "CODE", "CDTRREF", "CDTRREFTP", "ISSR", "SVCL",
  "EXCH", "CHGS", "COAM", "OAMT", "TRCD", "BUSP",
]); // prettier-ignore

export function slashPairDetails(flat: string): Details | null {
  const tokens = flat.trim().split("/");
  if (tokens[0] !== "" || !KEYS.has(tokens[1] ?? "")) return null;
  const pairs = new Map<string, string>();
  let key: string | null = null;
  let parts: string[] = [];
  const close = () => {
    if (key !== null && !pairs.has(key)) pairs.set(key, withoutEndSlashes(parts.join("/")).trim());
  };
  for (const token of tokens.slice(1)) {
    if (KEYS.has(token)) {
      close();
      key = token;
      parts = [];
    } else parts.push(token);
  }
  close();
  // ING: the counterparty is IBAN, BIC, name and city, one slash apart.
  const counterparty = pairs.get("CNTP")?.split("/")[2]?.trim();
  const payee = pairs.get("NAME") || counterparty || null;
  // `/REMI/USTD//text/` (unstructured) or `/REMI/STRD/CUR/reference/` (a creditor reference).
  const remittance = pairs.get("REMI")?.replace(/^(?:USTD|STRD)\/+(?:CUR\/+)?/, "");
  return { payee, notes: remittance || pairs.get("TRTP") || null };
}

/**
 * The value without the slashes at its ends, found by walking in from each end: `/\/+$/` tries each slash of a
 * run and scans the run from there, the square of its length (a value of 64 KB slashes took seconds).
 */
function withoutEndSlashes(value: string): string {
  let from = 0;
  let to = value.length;
  while (from < to && value.charCodeAt(from) === SLASH) from++;
  while (to > from && value.charCodeAt(to - 1) === SLASH) to--;
  return value.slice(from, to);
}

const SLASH = 0x2f;
