// Bank statements of n transactions in each format the importer reads besides CSV (OFX 1.x SGML, QIF, CAMT.053,
// MT940), generated from a seeded PRNG like the CSV export, so every run and both sides read the same bytes.

import { prng } from "./seeded-random.mjs";

const PAYEES = [
  "REWE Markt GmbH",
  "Deutsche Bahn",
  "Stadtwerke M&uuml;nchen",
  "Amazon EU S.a.r.l.",
  "Arbeitgeber AG",
  "Vodafone GmbH",
  "Shell 1234",
];
const PURPOSES = ["Kartenzahlung", "Lastschrift", "Gutschrift", "Dauerauftrag Miete", "SEPA-Ueberweisung", "Abschlag Strom"];

/** Words a purpose is padded with when a statement is sized to a byte limit (bench/upload/heap.mjs). */
const FILLER = " Rechnung Kundennummer Vertrag Zeitraum";

/**
 * The transactions: day (UTC ms), holder's amount (negative = money out) as a number of cents, payee, purpose.
 * With `purposeChars`, every purpose is cut or padded to that length (at least its reference), so that the cap's
 * transactions can fill a format's byte limit.
 */
function* transactions(n, seed, purposeChars) {
  const rnd = prng(seed);
  let day = Date.UTC(2020, 0, 1);
  for (let k = 0; k < n; k++) {
    if (rnd() < 0.3) day += 86400000;
    const cents = rnd() < 0.1 ? Math.round(rnd() * 300000) : -Math.round(rnd() * 20000) - 1;
    const payee = PAYEES[Math.floor(rnd() * PAYEES.length)];
    const written = `${PURPOSES[Math.floor(rnd() * PURPOSES.length)]} ${Math.floor(rnd() * 1e8)} Ref ${k}`;
    const purpose = purposeChars === undefined ? written : sized(written, purposeChars, ` Ref ${k}`);
    yield { k, day: new Date(day), cents, payee, purpose };
  }
}

/** `text` cut or padded to `chars`, never shorter than its `tail` (the reference that keeps it distinct). */
function sized(text, chars, tail) {
  if (text.length >= chars) return text.slice(0, Math.max(chars - tail.length, 0)) + tail;
  let out = text;
  while (out.length < chars) out += FILLER;
  return out.slice(0, chars);
}

const iso = (d) => d.toISOString().slice(0, 10);
const money = (cents, sep = ".") =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}${sep}${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export function ofxText(n, seed = 42, purposeChars) {
  let out = "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR\n";
  out += "<BANKACCTFROM><BANKID>12030000<ACCTID>1234567890<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST>\n";
  for (const t of transactions(n, seed, purposeChars)) {
    out += `<STMTTRN>\n<TRNTYPE>${t.cents < 0 ? "DEBIT" : "CREDIT"}\n<DTPOSTED>${iso(t.day).replace(/-/g, "")}120000[+1:CET]\n<TRNAMT>${money(t.cents)}\n`;
    out += `<FITID>${2020000000 + t.k}\n<NAME>${t.payee}\n<MEMO>${t.purpose}\n</STMTTRN>\n`;
  }
  return out + "</BANKTRANLIST>\n<LEDGERBAL><BALAMT>1000.00<DTASOF>20241231</LEDGERBAL>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n";
}

export function qifText(n, seed = 42, purposeChars) {
  let out = "!Type:Bank\n";
  for (const t of transactions(n, seed, purposeChars)) {
    const d = t.day;
    out += `D${d.getUTCMonth() + 1}/${String(d.getUTCDate()).padStart(2, " ")}'${String(d.getUTCFullYear() % 100).padStart(2, "0")}\n`;
    out += `T${money(t.cents)}\nP${t.payee}\nM${t.purpose}\nLHousehold\n^\n`;
  }
  return out;
}

export function camtText(n, seed = 42, purposeChars) {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>\n';
  out += "<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2025-01-01T06:00:00</CreDtTm></GrpHdr>\n";
  out += "<Stmt><Id>1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>\n";
  out +=
    '<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-12-31</Dt></Dt></Bal>\n';
  for (const t of transactions(n, seed, purposeChars)) {
    const out_ = t.cents < 0;
    const role = out_ ? "Cdtr" : "Dbtr";
    out += `<Ntry><NtryRef>${t.k}</NtryRef><Amt Ccy="EUR">${money(Math.abs(t.cents))}</Amt><CdtDbtInd>${out_ ? "DBIT" : "CRDT"}</CdtDbtInd>`;
    out += `<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${iso(t.day)}</Dt></BookgDt><ValDt><Dt>${iso(t.day)}</Dt></ValDt><AcctSvcrRef>A${t.k}</AcctSvcrRef>\n`;
    out += `<NtryDtls><TxDtls><RltdPties><${role}><Pty><Nm>${t.payee.replace("&uuml;", "ü")}</Nm></Pty></${role}></RltdPties>`;
    out += `<RmtInf><Ustrd>${t.purpose}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>\n`;
  }
  return out + "</Stmt></BkToCstmrStmt></Document>\n";
}

export function mt940Text(n, seed = 42, purposeChars) {
  let out = ":20:STARTUMSE\n:25:12030000/1234567890\n:28C:00001/001\n:60F:C200101EUR1000,00\n";
  // The closing balance is the opening one plus every line, as a bank writes it (a strict reader checks the sum).
  let balance = 100_000;
  for (const t of transactions(n, seed, purposeChars)) {
    balance += t.cents;
    const d = iso(t.day).replace(/-/g, "").slice(2);
    out += `:61:${d}${d.slice(2)}${t.cents < 0 ? "D" : "C"}${money(Math.abs(t.cents), ",")}NTRFNONREF//${t.k}\n`;
    const pieces = (t.purpose.match(/.{1,27}/g) ?? []).slice(0, 10);
    const purpose = pieces.map((piece, i) => `${i === 1 ? "\n" : ""}?2${i}${piece}`).join("");
    out += `:86:166?00${t.purpose.split(" ")[0]}${purpose}?32${t.payee.replace("&uuml;", "ue").slice(0, 27)}\n`;
  }
  return out + `:62F:${balance < 0 ? "D" : "C"}241231EUR${money(Math.abs(balance), ",")}\n-\n`;
}

/**
 * A statement at both its limits: `cap` transactions, each purpose cut or padded so that the file is just under
 * `maxBytes` (fewer, longer entries hold more text; more, shorter ones more objects). Where the cap's entries
 * cannot fit the limit even with the shortest purpose, as many as fit.
 */
export function atLimits(generate, maxBytes, cap) {
  const target = 0.99 * maxBytes;
  const sizeAt = (chars, n = cap) => Buffer.byteLength(generate(n, 42, chars));
  const shortest = 1;
  if (sizeAt(shortest) > target) {
    let n = Math.floor((cap * target) / sizeAt(shortest));
    while (sizeAt(shortest, n) > target) n -= 100;
    return Buffer.from(generate(n, 42, shortest));
  }
  // Size grows linearly with the purpose's length (a few bytes more where a format wraps it): two probes, then a step down.
  const [short, long] = [20, 200];
  const perChar = (sizeAt(long) - sizeAt(short)) / (long - short);
  let chars = Math.max(Math.floor(short + (target - sizeAt(short)) / perChar), shortest);
  while (chars > shortest && sizeAt(chars) > target) chars--;
  return Buffer.from(generate(cap, 42, chars));
}
