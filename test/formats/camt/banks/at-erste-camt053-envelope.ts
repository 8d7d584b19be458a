// An Austrian bank's statement (camt.053.001.08) delivered inside a business message envelope: the business
// application header (head.001) beside the Document, as banks send ISO 20022 messages over their portals.
import { bal, type CamtBankFixture } from "./fixture";

const fixture: CamtBankFixture = {
  bank: "Erste Bank (AT)",
  layout: "camt.053.001.08 in a BizMsgEnvlp beside its AppHdr",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<BizMsgEnvlp xmlns="urn:iso:std:iso:20022:tech:xsd:nonrepudiation">
<AppHdr xmlns="urn:iso:std:iso:20022:tech:xsd:head.001.001.02"><Fr><FIId><FinInstnId><BICFI>GIBAATWWXXX</BICFI></FinInstnId></FIId></Fr>
<To><OrgId><Id><OrgId><AnyBIC>CUSTATWWXXX</AnyBIC></OrgId></Id></OrgId></To><BizMsgIdr>ERSTE-053-0831</BizMsgIdr>
<MsgDefIdr>camt.053.001.08</MsgDefIdr><CreDt>2024-09-01T04:00:00Z</CreDt></AppHdr>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>ERSTE-053-0831</MsgId><CreDtTm>2024-09-01T04:00:00</CreDtTm></GrpHdr>
<Stmt><Id>AT-0831</Id><Acct><Id><IBAN>AT611904300234573201</IBAN></Id><Ccy>EUR</Ccy></Acct>
${bal("OPBD", "10000.00", "EUR", "2024-08-01")}
${bal("CLBD", "9350.00", "EUR", "2024-08-31")}
<Ntry><Amt Ccy="EUR">650.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-08-02</Dt></BookgDt><ValDt><Dt>2024-08-02</Dt></ValDt>
<AcctSvcrRef>EB-0802-1</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Hausverwaltung Huber</Nm></Pty></Cdtr></RltdPties>
<RmtInf><Ustrd>Miete August Top 7</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document></BizMsgEnvlp>`,
  items: [{ date: "2024-08-02", amount: "650.0000", payee: "Hausverwaltung Huber" }],
  verification: "balanced",
  closing: { amount: "9350.00", date: "2024-08-31", currency: "eur" },
};
export default fixture;
