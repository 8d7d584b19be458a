// One small file of each format the registry lists, written here: two transactions each (a payment of 12.50 out on
// 2025-03-03, 1,000.00 in on 2025-03-05), for the tests of what every format shares (registry, contract).
const enc = (s: string) => new TextEncoder().encode(s);

export const SAMPLES: Record<string, Uint8Array> = {
  ofx: enc(
    "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>555<ACCTTYPE>CHECKING</BANKACCTFROM>" +
      "<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250303<TRNAMT>-12.50<FITID>A1<NAME>Corner Shop</STMTTRN>" +
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20250305<TRNAMT>1000.00<FITID>A2<NAME>Employer</STMTTRN></BANKTRANLIST>" +
      "<LEDGERBAL><BALAMT>987.50<DTASOF>20250305</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
  ),
  qif: enc("!Type:Bank\nD03/03/2025\nT-12.50\nPCorner Shop\n^\nD03/05/2025\nT1,000.00\nPEmployer\n^\n"),
  mt940: enc(
    [":20:ST1", ":25:DE89370400440532013000", ":28C:1/1", ":60F:C250302EUR0,00", ":61:2503030303D12,50NTRFNONREF", ":86:Corner Shop",
      ":61:2503050305C1000,00NTRFNONREF", ":86:Employer", ":62F:C250305EUR987,50", "-"].join("\n"), // prettier-ignore
  ),
  camt: enc(
    '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2025-03-06T00:00:00</CreDtTm></GrpHdr>' +
      "<Stmt><Id>S</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>" +
      '<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">987.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-03-05</Dt></Dt></Bal>' +
      ["12.50|DBIT|2025-03-03|Cdtr|Corner Shop", "1000.00|CRDT|2025-03-05|Dbtr|Employer"]
        .map((e) => e.split("|"))
        .map(
          ([amt, ind, day, role, name]) =>
            `<Ntry><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${day}</Dt></BookgDt>` +
            `<NtryDtls><TxDtls><RltdPties><${role}><Pty><Nm>${name}</Nm></Pty></${role}></RltdPties></TxDtls></NtryDtls></Ntry>`,
        )
        .join("") +
      "</Stmt></BkToCstmrStmt></Document>",
  ),
  csv: enc("Date,Description,Amount\n2025-03-03,Corner Shop,-12.50\n2025-03-05,Employer,1000.00\n"),
};
