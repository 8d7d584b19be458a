// Statement files of n transactions in each format, written the way banks write them: for tests of large files.
// Day k of 2024 onwards, amounts alternating money out and in, every transaction with a bank id of its own.

const day = (k: number) => new Date(Date.UTC(2024, 0, 1) + Math.floor(k / 7) * 86_400_000).toISOString().slice(0, 10);
const compact = (k: number) => day(k).replace(/-/g, "");
/** Holder's view: every third transaction is money in. */
const amount = (k: number) => `${k % 3 === 0 ? "" : "-"}${(k % 500) + 1}.${String(k % 100).padStart(2, "0")}`;

export function ofxStatement(n: number, account = "123456789"): string {
  const lines = ["OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "CHARSET:1252", "", "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD"];
  lines.push(`<BANKACCTFROM><BANKID>021000021<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>`);
  for (let k = 0; k < n; k++)
    lines.push(
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${compact(k)}120000[-5:EST]<TRNAMT>${amount(k)}<FITID>F${k}<NAME>Payee ${k % 97}</STMTTRN>`,
    );
  lines.push("</BANKTRANLIST><LEDGERBAL><BALAMT>100.00<DTASOF>20240101</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>");
  return lines.join("\n") + "\n";
}

export function qifStatement(n: number): string {
  const lines = ["!Type:Bank"];
  for (let k = 0; k < n; k++) {
    const [y, m, d] = day(k).split("-");
    lines.push(`D${Number(m)}/${Number(d)}'${y!.slice(2)}`, `T${amount(k)}`, `PPayee ${k % 97}`, `MMemo ${k}`, "^");
  }
  return lines.join("\n") + "\n";
}

export function camtStatement(n: number, iban = "DE02120300000000202051"): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId><CreDtTm>2024-01-01T00:00:00</CreDtTm></GrpHdr>',
    `<Stmt><Id>S</Id><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>`,
  ];
  for (let k = 0; k < n; k++) {
    const a = amount(k);
    const ind = a.startsWith("-") ? "DBIT" : "CRDT";
    parts.push(
      `<Ntry><NtryRef>N${k}</NtryRef><Amt Ccy="EUR">${a.replace("-", "")}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
        `<BookgDt><Dt>${day(k)}</Dt></BookgDt><AcctSvcrRef>R${k}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties>` +
        `<${ind === "DBIT" ? "Cdtr" : "Dbtr"}><Pty><Nm>Payee ${k % 97}</Nm></Pty></${ind === "DBIT" ? "Cdtr" : "Dbtr"}></RltdPties>` +
        `<RmtInf><Ustrd>Invoice ${k}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  }
  parts.push("</Stmt></BkToCstmrStmt></Document>");
  return parts.join("\n") + "\n";
}

export function mt940Statement(n: number): string {
  const lines = [":20:STMT", ":25:NL91ABNA0417164300", ":28C:1/1", ":60F:C240101EUR0,00"];
  for (let k = 0; k < n; k++) {
    const a = amount(k);
    const date = compact(k).slice(2);
    lines.push(`:61:${date}${date.slice(2)}${a.startsWith("-") ? "D" : "C"}${a.replace("-", "").replace(".", ",")}NTRFNONREF//B${k}`);
    lines.push(`:86:/TRTP/SEPA OVERBOEKING/NAME/Payee ${k % 97}/REMI/Invoice ${k}/`);
  }
  lines.push(":62F:C240101EUR0,00", "-");
  return lines.join("\n") + "\n";
}
