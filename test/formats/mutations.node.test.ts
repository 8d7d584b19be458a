// Damaged and hostile files: every adapter, through the registry as an upload is, either plans a mutated file
// (with items the service takes) or refuses it whole with a SourceInputError (a 422 that says why). Anything
// else thrown would be a 500. The mutants are seeded, so a failure names a mutant that fails again; the seeds
// are a hand-written file of each format and, where ../shared is present, every file of the bank corpus.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTERNAL_ID_MAX } from "../../src/ids";
import { SourceInputError } from "../../src/formats/errors";
import { HEAD_BYTES, recognize } from "../../src/formats/registry";
import { adapterFor } from "../support/adapters";
import { seededRandom } from "../support/seeded-random";

const SEEDS: Record<string, string> = {
  csv: `Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo;Währung
02.01.2024;02.01.2024;REWE Markt GmbH;"Kartenzahlung; Filiale 12";-12,50;987,50;EUR
03.01.2024;03.01.2024;Arbeitgeber AG;Gehalt Januar;2.500,00;3.487,50;EUR
03.01.2024;03.01.2024;"Stadtwerke ""Nord""";"Abschlag
Strom";-80,00;3.407,50;EUR
Kontostand;;;;;3.407,50;EUR
`,
  ofx: `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>121000248<ACCTID>12345<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240102120000[-5:EST]<TRNAMT>-12.50<FITID>A1<NAME>Coffee &amp; Co<MEMO>Card 1234</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240103<TRNAMT>2500.00<FITID>A2<NAME>ACME PAYROLL</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>2487.50<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`,
  qif: `!Type:Bank
D01/02/2024
T-12.50
PCoffee & Co
MCard 1234
^
D01/03/2024
T2,500.00
PACME Payroll
LSalary
^
`,
  camt: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>S1</Id>
<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">987.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-01-31</Dt></Dt></Bal>
<Ntry><Amt Ccy="EUR">12.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-01-02</Dt></BookgDt><AcctSvcrRef>R1</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><Cdtr><Nm>REWE Markt</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Kartenzahlung</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="EUR">2500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-01-03</Dt></BookgDt><AcctSvcrRef>R2</AcctSvcrRef></Ntry>
</Stmt></BkToCstmrStmt></Document>
`,
  mt940: `:20:STMT1
:25:NL91ABNA0417164300
:28C:1/1
:60F:C240101EUR100,00
:61:2401020102D12,50NTRFNONREF//B1
:86:?00SEPA-LASTSCHRIFT?20Rechnung 4711?32MUELLER GMBH
:61:2401030103C1000,NTRFNONREF//B2
:86:/TRTP/SEPA OVERBOEKING/NAME/Acme BV/REMI/Salaris januari/
:62F:C240103EUR1087,50
-
`,
};

/** What a damaged or hostile file is made of: bytes a format gives meaning to, and bytes no text has. */
const HOSTILE = [
  "\u0000",
  "\uFFFF",
  '"',
  "'",
  ";",
  ",",
  "\t",
  "<",
  ">",
  "&#x0;",
  "&",
  "]]>",
  "\r",
  "\n",
  "-",
  "99999999999999999999.99",
  "1e308",
  "31.02.2024",
  "1/1/0001",
  "NaN",
  "\u202e",
  "😀",
  "<STMTTRN>",
  ":61:",
  "^",
  "!Type:Bank",
];

const lines = (b: Uint8Array): Uint8Array[] => {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < b.length; i++) if (b[i] === 10) (out.push(b.subarray(start, i + 1)), (start = i + 1));
  if (start < b.length) out.push(b.subarray(start));
  return out;
};
const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
};
const encode = (s: string) => new TextEncoder().encode(s);

/** One mutation of `b`: a byte changed, a cut, a line lost, repeated or moved, hostile text put in. */
function mutate(b: Uint8Array, next: () => number): Uint8Array {
  const at = (n: number) => Math.floor(next() * n);
  const ls = lines(b);
  switch (at(7)) {
    case 0: {
      const c = b.slice();
      for (let k = 0; k < 1 + at(4); k++) c[at(c.length)] = at(256);
      return c;
    }
    case 1:
      return b.subarray(0, at(b.length));
    case 2:
      return concat(ls.filter((_, i) => i !== at(ls.length)));
    case 3: {
      const i = at(ls.length);
      return concat([...ls.slice(0, i), ls[i]!, ...ls.slice(i)]);
    }
    case 4: {
      const [i, j] = [at(ls.length), at(ls.length)];
      const c = [...ls];
      [c[i], c[j]] = [c[j]!, c[i]!];
      return concat(c);
    }
    case 5: {
      const i = at(b.length);
      return concat([b.subarray(0, i), encode(HOSTILE[at(HOSTILE.length)]!), b.subarray(i)]);
    }
    default: {
      // A value swapped for a hostile one: the digits or letters around a random spot.
      const i = at(b.length);
      let [s, e] = [i, i];
      const word = (x: number | undefined) => x !== undefined && (x >= 48 ? x <= 57 || x >= 65 : x === 46 || x === 44);
      while (s > 0 && word(b[s - 1])) s--;
      while (e < b.length && word(b[e])) e++;
      return concat([b.subarray(0, s), encode(HOSTILE[at(HOSTILE.length)]!), b.subarray(e)]);
    }
  }
}

/** Plans the bytes as the upload route does; "refused" for a SourceInputError, else what the plan holds. */
function planOrRefuse(
  bytes: Uint8Array,
): { refused: true } | { refused: false; items: { date: string; amount: string; external_id: string }[] } {
  try {
    const adapter = adapterFor(bytes.subarray(0, HEAD_BYTES));
    return { refused: false, items: adapter.plan(bytes, { accountId: 7 }).items.map((p) => p.item) };
  } catch (e) {
    if (e instanceof SourceInputError) return { refused: true };
    throw e;
  }
}

/** Every planned item is one the service accepts: an ISO day, a plain decimal, an id within its limit. */
function expectDeliverable(items: { date: string; amount: string; external_id: string }[], what: string): void {
  for (const item of items) {
    expect(item.date, what).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    expect(item.amount, what).toMatch(/^-?\d{1,13}(\.\d{1,4})?$/);
    expect(item.external_id.length, what).toBeLessThanOrEqual(EXTERNAL_ID_MAX);
  }
}

/** How many mutants of one seed: enough to reach every mutation of every line of a small file. */
const MUTANTS = 400;

describe("a damaged or hostile file is planned or refused with a reason, never a crash", () => {
  for (const [format, text] of Object.entries(SEEDS)) {
    it(`${format}: ${MUTANTS} seeded mutants of a hand-written file`, () => {
      const seed = encode(text);
      expect(recognize(seed).format).toBe(format);
      const first = planOrRefuse(seed);
      expect(first.refused).toBe(false);
      const next = seededRandom(format.length * 7919);
      let planned = 0;
      for (let k = 0; k < MUTANTS; k++) {
        const mutant = mutate(seed, next);
        let outcome: ReturnType<typeof planOrRefuse>;
        try {
          outcome = planOrRefuse(mutant);
        } catch (e) {
          throw new Error(
            `mutant ${k} of the ${format} seed crashed the plan: ${String(e)}\n${JSON.stringify(new TextDecoder().decode(mutant))}`,
          );
        }
        if (!outcome.refused) {
          planned++;
          expectDeliverable(outcome.items, `mutant ${k} of the ${format} seed`);
        }
      }
      // Most damage is local: the rest of the file still imports (XML whose structure broke is refused whole).
      expect(planned).toBeGreaterThan(format === "camt" ? MUTANTS / 4 : MUTANTS / 2);
    });
  }
});

const CORPUS = join(process.cwd(), "..", "shared", "bank-corpus");
const corpus = existsSync(join(CORPUS, "index.json"))
  ? (JSON.parse(readFileSync(join(CORPUS, "index.json"), "utf8")) as { file: string }[]).map((e) => e.file)
  : [];
/** Mutants per corpus file: ~340 files, each a few kilobytes. */
const CORPUS_MUTANTS = 12;

describe.skipIf(corpus.length === 0)("damaged real exports (../shared/bank-corpus) are planned or refused, never a crash", () => {
  it(`${CORPUS_MUTANTS} seeded mutants of each file`, () => {
    const crashes: string[] = [];
    corpus.forEach((file, f) => {
      const seed = new Uint8Array(readFileSync(join(CORPUS, file)));
      const next = seededRandom(f + 1);
      for (let k = 0; k < CORPUS_MUTANTS; k++) {
        try {
          const outcome = planOrRefuse(mutate(seed, next));
          if (!outcome.refused) expectDeliverable(outcome.items, `mutant ${k} of ${file}`);
        } catch (e) {
          crashes.push(`${file} mutant ${k}: ${String(e).slice(0, 200)}`);
        }
      }
    });
    expect(crashes).toEqual([]);
  });
});
