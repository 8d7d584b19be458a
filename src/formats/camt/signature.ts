// Whether a file's first bytes are a CAMT message: its own module, so the registry tells the format in the main
// module while the reader (adapter.ts, with the XML parser) is the statement readers' lazy module
// (formats/statements.ts).
import { xmlText } from "./encoding";

/** camt.052, .053 or .054 by its namespace, or by its message's element under any prefix. */
export function recognizesCamt(head: Uint8Array): boolean {
  const t = xmlText(head.subarray(0, 8192));
  return (
    /urn:iso:std:iso:20022:tech:xsd:camt\.05[234]/.test(t) || /<(\w+:)?(BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)\b/.test(t)
  );
}
