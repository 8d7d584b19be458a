// A Dutch bank's statement (camt.053.001.02): a direct-debit collection the account holder ran, credited as one entry
// net of the bank's fee, so its three payments add up to more than the entry: it is one entry, as every batch is.
import { bal, type CamtBankFixture } from "./fixture";

const collected = (name: string, ref: string) =>
  `<TxDtls><Refs><EndToEndId>${ref}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">100.00</Amt></TxAmt></AmtDtls>` +
  `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Contributie juli</Ustrd></RmtInf></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "ING (NL)",
  layout: "camt.053.001.02: a collection credited net of its fee, its payments adding up to more than the entry",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
<BkToCstmrStmt><GrpHdr><MsgId>ING-20240731</MsgId><CreDtTm>2024-08-01T05:12:00</CreDtTm></GrpHdr>
<Stmt><Id>ING-0731</Id><Acct><Id><IBAN>NL91INGB0001234567</IBAN></Id><Ccy>EUR</Ccy></Acct>
${bal("OPBD", "2000.00", "EUR", "2024-07-01")}
${bal("CLBD", "2233.50", "EUR", "2024-07-31")}
<Ntry><Amt Ccy="EUR">298.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-05</Dt></BookgDt><ValDt><Dt>2024-07-05</Dt></ValDt>
<AcctSvcrRef>ING-INC-0705</AcctSvcrRef><NtryDtls><Btch><NbOfTxs>3</NbOfTxs><TtlAmt Ccy="EUR">300.00</TtlAmt></Btch>
${collected("J. de Vries", "INC-1")}${collected("P. Jansen", "INC-2")}${collected("A. Bakker", "INC-3")}</NtryDtls>
<AddtlNtryInf>INCASSO BATCH 2024-07 KOSTEN 1,50</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="EUR">65.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-12</Dt></BookgDt><ValDt><Dt>2024-07-12</Dt></ValDt>
<AcctSvcrRef>ING-DD-0712</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Vattenfall</Nm></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`,
  items: [
    { date: "2024-07-05", amount: "-298.5000" },
    { date: "2024-07-12", amount: "65.0000", payee: "Vattenfall" },
  ],
  verification: "balanced",
  closing: { amount: "2233.50", date: "2024-07-31", currency: "eur" },
  batches: 1,
};
export default fixture;
