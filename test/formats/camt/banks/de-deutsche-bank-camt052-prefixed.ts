// A large German bank's intraday report (camt.052.001.08) with every element prefixed (`ns2:`), two interim booked
// balances of the day (morning and afternoon, ITBD) and no opening or closing one, the party names under Pty.
import { bal, type CamtBankFixture, p } from "./fixture";

const P = "ns2:";
const entry = (amount: string, ind: string, status: string, role: string, name: string, ref: string) =>
  p(
    P,
    `<Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts>${status}</Sts>` +
      `<BookgDt><Dt>2024-06-03</Dt></BookgDt><ValDt><Dt>2024-06-03</Dt></ValDt>` +
      `<NtryDtls><TxDtls><RltdPties><${role}><Pty><Nm>${name}</Nm></Pty></${role}></RltdPties></TxDtls></NtryDtls></Ntry>`,
  );

const fixture: CamtBankFixture = {
  bank: "Deutsche Bank (DE)",
  layout: "camt.052.001.08, every element prefixed: two ITBD balances of one day, a pending credit",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08">${p(
    P,
    `<BkToCstmrAcctRpt><GrpHdr><MsgId>DB-IR-20240603-16</MsgId><CreDtTm>2024-06-03T16:00:05</CreDtTm></GrpHdr>` +
      `<Rpt><Id>IR20240603</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
  )}
${bal("ITBD", "900.00", "EUR", "2024-06-03T08:00:00", "CRDT", P)}
${bal("ITBD", "734.51", "EUR", "2024-06-03T16:00:00", "CRDT", P)}
${entry("120.49", "DBIT", "BOOK", "Cdtr", "Telekom Deutschland GmbH", "DB-1")}
${entry("45.00", "DBIT", "BOOK", "Cdtr", "ARAL Station 1234", "DB-2")}
${entry("300.00", "CRDT", "PDNG", "Dbtr", "Max Mustermann", "DB-3")}
${p(P, "</Rpt></BkToCstmrAcctRpt>")}</ns2:Document>`,
  items: [
    { date: "2024-06-03", amount: "120.4900", payee: "Telekom Deutschland GmbH" },
    { date: "2024-06-03", amount: "45.0000", payee: "ARAL Station 1234" },
    { date: "2024-06-03", amount: "-300.0000", payee: "Max Mustermann" },
  ],
  verification: "balanced",
  closing: { amount: "734.51", date: "2024-06-03", currency: "eur" },
};
export default fixture;
