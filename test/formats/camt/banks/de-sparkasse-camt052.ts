// A German savings bank's intraday account report (camt.052.001.02, as FinTS/EBICS deliver it): the previous day's
// closing (PRCD) and the interim booked balance (ITBD) of the moment, a collective credit (Sammelgutschrift) whose
// three payments add up to it, and a card payment not yet booked.
import { bal, type CamtBankFixture } from "./fixture";

const sepa = (amount: string, name: string, purpose: string, ref: string) =>
  `<TxDtls><Refs><EndToEndId>${ref}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>` +
  `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "Sparkasse (DE)",
  layout: "camt.052.001.02 intraday: PRCD and ITBD, a collective credit of three payments, a pending card payment",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<BkToCstmrAcctRpt><GrpHdr><MsgId>052D2024-05-14T14:32:00</MsgId><CreDtTm>2024-05-14T14:32:00+02:00</CreDtTm></GrpHdr>
<Rpt><Id>0520000001</Id><CreDtTm>2024-05-14T14:32:00+02:00</CreDtTm>
<Acct><Id><IBAN>DE12500502010000123456</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BIC>HELADEF1822</BIC></FinInstnId></Svcr></Acct>
${bal("PRCD", "1500.00", "EUR", "2024-05-13")}
${bal("ITBD", "4117.35", "EUR", "2024-05-14")}
<Ntry><Amt Ccy="EUR">82.65</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-05-14</Dt></BookgDt><ValDt><Dt>2024-05-14</Dt></ValDt>
<AcctSvcrRef>2024051400001</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>STW-2024-05</EndToEndId><MndtId>M-4711</MndtId></Refs>
<RltdPties><Cdtr><Nm>Stadtwerke Musterstadt</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Abschlag Strom Mai</Ustrd></RmtInf></TxDtls></NtryDtls>
<AddtlNtryInf>LASTSCHRIFT</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="EUR">2700.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-05-14</Dt></BookgDt><ValDt><Dt>2024-05-14</Dt></ValDt>
<AcctSvcrRef>2024051400002</AcctSvcrRef><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><Btch><NbOfTxs>3</NbOfTxs></Btch>
${sepa("1200.00", "Mueller GmbH", "RE 2024-117", "E2E-117")}
${sepa("1000.00", "Schmidt KG", "RE 2024-118", "E2E-118")}
${sepa("500.00", "Weber OHG", "RE 2024-121", "E2E-121")}
</NtryDtls><AddtlNtryInf>SAMMELGUTSCHRIFT</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="EUR">45.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts><BookgDt><Dt>2024-05-14</Dt></BookgDt>
<NtryDtls><TxDtls><RltdPties><Cdtr><Nm>REWE Markt</Nm></Cdtr></RltdPties></TxDtls></NtryDtls><AddtlNtryInf>KARTENZAHLUNG</AddtlNtryInf></Ntry>
</Rpt></BkToCstmrAcctRpt></Document>`,
  items: [
    { date: "2024-05-14", amount: "82.6500", payee: "Stadtwerke Musterstadt" },
    { date: "2024-05-14", amount: "-2700.0000" },
    { date: "2024-05-14", amount: "45.0000", payee: "REWE Markt" },
  ],
  verification: "balanced",
  closing: { amount: "4117.35", date: "2024-05-14", currency: "eur" },
  batches: 1,
};
export default fixture;
