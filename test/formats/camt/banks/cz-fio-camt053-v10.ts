// A Czech bank's statement in the newest version (camt.053.001.10: the status as a code, parties under Pty) of a CZK
// account: card payments in dollars booked as one entry in crowns, each detail giving only its dollar amount. The
// crowns of each are unknown: it stays one entry.
import { bal, type CamtBankFixture } from "./fixture";

const usd = (amount: string, merchant: string) =>
  `<TxDtls><AmtDtls><InstdAmt><Amt Ccy="USD">${amount}</Amt></InstdAmt></AmtDtls>` +
  `<RltdPties><Cdtr><Pty><Nm>${merchant}</Nm></Pty></Cdtr></RltdPties></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "Fio banka (CZ)",
  layout: "camt.053.001.10: a batch of card payments in dollars, each with its dollar amount only",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.10">
<BkToCstmrStmt><GrpHdr><MsgId>FIO-20241130</MsgId><CreDtTm>2024-12-01T02:00:00</CreDtTm></GrpHdr>
<Stmt><Id>FIO-1130</Id><Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id><Ccy>CZK</Ccy></Acct>
${bal("OPBD", "25000.00", "CZK", "2024-11-01")}
${bal("CLBD", "23760.00", "CZK", "2024-11-30")}
<Ntry><Amt Ccy="CZK">1240.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2024-11-18</Dt></BookgDt>
<ValDt><Dt>2024-11-18</Dt></ValDt><AcctSvcrRef>FIO-26113</AcctSvcrRef><NtryDtls>${usd("30.00", "Amazon Web Services")}${usd("24.00", "GitHub")}</NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`,
  items: [{ date: "2024-11-18", amount: "1240.0000", currency: "czk" }],
  verification: "balanced",
  closing: { amount: "23760.00", date: "2024-11-30", currency: "czk" },
  batches: 1,
};
export default fixture;
