// A Swiss bank's statement (camt.053.001.04) of a CHF account: card purchases abroad booked as one entry in CHF, each
// detail giving its amount in euros (Amt, the instructed currency) and its counter value in francs (CntrValAmt).
import { bal, type CamtBankFixture } from "./fixture";

const abroad = (eur: string, chf: string, merchant: string) =>
  `<TxDtls><Amt Ccy="EUR">${eur}</Amt><CdtDbtInd>DBIT</CdtDbtInd><AmtDtls><InstdAmt><Amt Ccy="EUR">${eur}</Amt></InstdAmt>` +
  `<CntrValAmt><Amt Ccy="CHF">${chf}</Amt><CcyXchg><SrcCcy>EUR</SrcCcy><TrgtCcy>CHF</TrgtCcy><XchgRate>0.97</XchgRate></CcyXchg></CntrValAmt></AmtDtls>` +
  `<RltdPties><Cdtr><Nm>${merchant}</Nm></Cdtr></RltdPties></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "PostFinance (CH)",
  layout: "camt.053.001.04: a batch of card payments abroad, each in euros with its counter value in francs",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.04">
<BkToCstmrStmt><GrpHdr><MsgId>PF-20240731</MsgId><CreDtTm>2024-08-01T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>PF-STMT-0731</Id><ElctrncSeqNb>7</ElctrncSeqNb><CreDtTm>2024-08-01T06:00:00</CreDtTm>
<Acct><Id><IBAN>CH9300762011623852957</IBAN></Id><Ccy>CHF</Ccy></Acct>
${bal("OPBD", "5000.00", "CHF", "2024-07-01")}
${bal("CLBD", "4695.40", "CHF", "2024-07-31")}
<Ntry><Amt Ccy="CHF">212.60</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-22</Dt></BookgDt><ValDt><Dt>2024-07-20</Dt></ValDt>
<AcctSvcrRef>PF-CARD-0722</AcctSvcrRef><NtryDtls>${abroad("120.00", "116.40", "Hotel Adler Innsbruck")}${abroad("100.00", "96.20", "Bergbahnen Ischgl")}</NtryDtls>
<AddtlNtryInf>KARTENZAHLUNGEN AUSLAND</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="CHF">92.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-07-25</Dt></BookgDt><ValDt><Dt>2024-07-25</Dt></ValDt>
<AcctSvcrRef>PF-LSV-0725</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Swisscom (Schweiz) AG</Nm></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry>
</Stmt></BkToCstmrStmt></Document>`,
  items: [
    { date: "2024-07-22", amount: "212.6000", currency: "chf" },
    { date: "2024-07-25", amount: "92.0000", payee: "Swisscom (Schweiz) AG", currency: "chf" },
  ],
  verification: "balanced",
  closing: { amount: "4695.40", date: "2024-07-31", currency: "chf" },
  batches: 1,
};
export default fixture;
