// A Finnish bank's notification of incoming reference payments (camt.054.001.02), every element prefixed: one entry
// per day whose payments, each with its creditor reference, add up to it. A notification states no balance.
import { type CamtBankFixture, p } from "./fixture";

const paid = (amount: string, name: string, reference: string) =>
  `<TxDtls><Refs><AcctSvcrRef>NDEA-${reference}</AcctSvcrRef></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>` +
  `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>${reference}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>`;

const fixture: CamtBankFixture = {
  bank: "Nordea (FI)",
  layout: "camt.054.001.02, every element prefixed: a day's reference payments as one entry of three",
  file: `<?xml version="1.0" encoding="ISO-8859-1"?>
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">${p(
    "ns2:",
    `<BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>NDEA054-20240815</MsgId><CreDtTm>2024-08-15T19:00:00</CreDtTm></GrpHdr>` +
      `<Ntfctn><Id>N-0815</Id><CreDtTm>2024-08-15T19:00:00</CreDtTm><Acct><Id><IBAN>FI2112345600000785</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
      `<Ntry><Amt Ccy="EUR">455.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-08-15</Dt></BookgDt>` +
      `<ValDt><Dt>2024-08-15</Dt></ValDt><NtryDtls>${paid("150.00", "Virtanen Matti", "RF181234")}${paid("205.00", "Korhonen Oy", "RF471235")}` +
      `${paid("100.00", "Nieminen Liisa", "RF721236")}</NtryDtls><AddtlNtryInf>VIITESIIRROT</AddtlNtryInf></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn>`,
  )}</ns2:Document>`,
  items: [{ date: "2024-08-15", amount: "-455.0000" }],
  verification: "no_balances",
  closing: null,
  batches: 1,
};
export default fixture;
