// A Spanish bank's end-of-day report (camt.052.001.06): the day's card settlement booked as one entry whose payments
// name their merchants but give no amounts of their own: it stays one entry, named by none of them.
import { bal, type CamtBankFixture } from "./fixture";

const card = (merchant: string, ref: string) =>
  `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><RltdPties><Cdtr><Nm>${merchant}</Nm></Cdtr></RltdPties>` +
  `<RmtInf><Ustrd>COMPRA TARJ. 4B ${merchant}</Ustrd></RmtInf></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "CaixaBank (ES)",
  layout: "camt.052.001.06 end of day: a card settlement of three purchases without their amounts",
  file: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.06">
<BkToCstmrAcctRpt><GrpHdr><MsgId>CXB-052-20241007</MsgId><CreDtTm>2024-10-07T23:10:00</CreDtTm></GrpHdr>
<Rpt><Id>CXB-1007</Id><Acct><Id><IBAN>ES9121000418450200051332</IBAN></Id><Ccy>EUR</Ccy></Acct>
${bal("OPBD", "800.00", "EUR", "2024-10-07")}
${bal("CLBD", "737.05", "EUR", "2024-10-07")}
<Ntry><Amt Ccy="EUR">62.95</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-10-07</Dt></BookgDt><ValDt><Dt>2024-10-07</Dt></ValDt>
<AcctSvcrRef>CXB-TARJ-1007</AcctSvcrRef><NtryDtls>${card("MERCADONA", "T1")}${card("REPSOL", "T2")}${card("ZARA", "T3")}</NtryDtls>
<AddtlNtryInf>LIQUIDACION TARJETA 4B</AddtlNtryInf></Ntry>
</Rpt></BkToCstmrAcctRpt></Document>`,
  items: [{ date: "2024-10-07", amount: "62.9500" }],
  verification: "balanced",
  closing: { amount: "737.05", date: "2024-10-07", currency: "eur" },
  batches: 1,
};
export default fixture;
