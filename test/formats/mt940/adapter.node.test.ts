// MT940: :61: lines with their :86: details, German ?-subfields and SEPA /KEY/ pairs, several statements.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SourceInputError } from "../../../src/formats/errors";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string) => mt940Adapter.plan(enc(s), { accountId: 101 });

const FILE = `:20:STMT1
:25:NL91ABNA0417164300
:28C:1/1
:60F:C240101EUR100,00
:61:2401020102D12,50NTRFNONREF//B1
:86:?00SEPA-LASTSCHRIFT?20Rechnung 4711?21Kunde 42?32MUELLER?33 GMBH
:61:2401030103C1000,NTRFNONREF//B2
:86:/TRTP/SEPA OVERBOEKING/NAME/Acme BV/REMI/Salaris januari/
:62F:C240103EUR1087,50
-
:20:STMT2
:25:NL91ABNA0417164300
:28C:2/1
:61:2401040104RD5,00NMSCNONREF
:86:Storno Gebuehr
:62F:C240104EUR1092,50
`;
/** The same statements, the second of another account. */
const TWO_ACCOUNTS = FILE.replace(":25:NL91ABNA0417164300\n:28C:2/1", ":25:DE12500105170648489890\n:28C:2/1");

describe("an MT940 file is recognised by its fields", () => {
  it("takes :20: and :25: at line starts, with or without a SWIFT envelope", () => {
    expect(recognize(enc(FILE)).format).toBe("mt940");
    expect(recognize(enc("{1:F01BANK}\n{2:I940BANK}\n{4:\n:20:X\n:25:Y\n")).format).toBe("mt940");
    expect(recognize(enc("Date;Text\n2024-01-01;:20: not a field\n")).format).toBe("csv");
  });
});

describe(":61: lines become items: D is money out, C money in, a reversal flips", () => {
  it("reads amounts, booking dates and the mark", () => {
    expect(plan(FILE).items.map((i) => [i.item.date, i.item.amount])).toEqual([
      ["2024-01-02", "12.50"],
      ["2024-01-03", "-1000.00"],
      ["2024-01-04", "-5.00"],
    ]);
  });
});

describe(":86: details give payee and notes", () => {
  it("reads German ?-subfields and SEPA /NAME/ /REMI/ pairs", () => {
    const [a, b, c] = plan(FILE).items.map((i) => i.item);
    expect(a).toMatchObject({ payee: "MUELLER GMBH", notes: "SEPA-LASTSCHRIFT · Rechnung 4711 Kunde 42" });
    expect(b).toMatchObject({ payee: "Acme BV", notes: "Salaris januari" });
    expect(c).toMatchObject({ payee: "Storno Gebuehr" });
  });
});

describe("several statements, their closing balances, and the bank's reference as the id", () => {
  it("lists the account once and every statement's closing balance", () => {
    const p = plan(FILE).profile;
    expect(p.accounts).toEqual(["NL91ABNA0417164300"]);
    expect(p.closing_balances.map((b) => [b.balance, b.date])).toEqual([
      ["1087.50", "2024-01-03"],
      ["1092.50", "2024-01-04"],
    ]);
  });
  it("keeps an item's id when only its details change", () => {
    const changed = FILE.replace("Rechnung 4711", "Rechnung 4712");
    expect(plan(changed).items[0]!.item.external_id).toBe(plan(FILE).items[0]!.item.external_id);
  });
  it("reports an unreadable :61: line with its line number; the rest imports", () => {
    const p = plan(FILE.replace(":61:2401020102D12,50", ":61:XX"));
    expect(p.rows[0]).toEqual({ row: 5, outcome: "error", reason: 'the :61: line "XXNTRFNONREF//B1" is not readable' });
    expect(p.items).toHaveLength(2);
  });
});

const SAMPLE = `${__dirname}/../../../../shared/bank-corpus/samples/actual/data.sta`;
describe.skipIf(!existsSync(SAMPLE))("the corpus's MT940 sample", () => {
  it("reads every transaction with its payee", () => {
    const p = mt940Adapter.plan(new Uint8Array(readFileSync(SAMPLE)), { accountId: 1 });
    expect(p.rows.filter((r) => r.outcome === "error")).toEqual([]);
    expect(p.items.length).toBe(6);
    expect(p.items[0]!.item).toMatchObject({ date: "2025-08-01", amount: "42.50", payee: "Boulangerie L'Étoile" });
    expect(p.items[2]!.item.payee).toBe("MÜLLER GMBH");
  });
});

describe("the closing balance is offered for the account's balance when the file is one account's", () => {
  it("takes the last :62F: of a one-account file", () => {
    const one = FILE.split("-\n")[0]!;
    expect(mt940Adapter.statementBalance!(plan(one).profile)).toEqual({ amount: "1087.50", date: "2024-01-03", currency: "eur" });
  });

  it("takes the last statement's of several of one account", () => {
    expect(mt940Adapter.statementBalance!(plan(FILE).profile)).toEqual({ amount: "1092.50", date: "2024-01-04", currency: "eur" });
  });
});

describe("multi-line fields: a field runs until the next tag", () => {
  it("joins an :86: written over several lines, subfields split across them", () => {
    const multi = FILE.replace(
      ":86:?00SEPA-LASTSCHRIFT?20Rechnung 4711?21Kunde 42?32MUELLER?33 GMBH",
      ":86:?00SEPA-LASTSCHRIFT?20Rechnung\n 4711?21Kunde 42\n?32MUEL\nLER?33 GMBH",
    );
    expect(plan(multi).items[0]!.item).toMatchObject({ payee: "MUELLER GMBH", notes: "SEPA-LASTSCHRIFT · Rechnung 4711 Kunde 42" });
  });

  it("keeps free text over several lines as one payee, and the next :61: apart", () => {
    const p = plan(FILE.replace(":86:Storno Gebuehr", ":86:Storno\nGebuehr Januar"));
    expect(p.items[2]!.item.payee).toBe("Storno Gebuehr Januar");
    expect(p.items).toHaveLength(3);
  });
});

describe("several statements in one file, with or without a SWIFT envelope each", () => {
  it("reads every statement's lines, numbered by their line in the file", () => {
    const wrapped = FILE.split("-\n")
      .filter((s) => s.trim())
      .map((s) => `{1:F01BANKDEFFXXXX0000000000}{2:I940BANKDEFFXXXXN}{4:\n${s}-}`)
      .join("\n");
    const p = plan(wrapped);
    expect(p.items.map((i) => i.item.amount)).toEqual(["12.50", "-1000.00", "-5.00"]);
    expect(p.profile.accounts).toEqual(["NL91ABNA0417164300"]);
  });
});

describe("a file of several accounts is not mixed into one manual account", () => {
  it("is refused unless the upload names one, listing the accounts it holds", () => {
    let refusal: unknown;
    try {
      plan(TWO_ACCOUNTS);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SourceInputError);
    expect((refusal as SourceInputError).message).toMatch(/holds 2 accounts .*choose one with file_account/);
    expect((refusal as SourceInputError).details).toEqual({ file_accounts: ["NL91ABNA0417164300", "DE12500105170648489890"] });
  });
});

describe("one account of several is imported when the upload names it", () => {
  it("reads only the named account's statements and offers its closing balance", () => {
    const p = mt940Adapter.plan(enc(TWO_ACCOUNTS), { accountId: 101, settings: { account: "DE12500105170648489890" } });
    expect(p.items.map((i) => i.item.amount)).toEqual(["-5.00"]);
    expect(mt940Adapter.fileAccounts!(p.profile)).toEqual(["NL91ABNA0417164300", "DE12500105170648489890"]);
    expect(mt940Adapter.statementBalance!(p.profile)).toEqual({ amount: "1092.50", date: "2024-01-04", currency: "eur" });
  });

  it("plans several of its accounts from one reading of the file, each as its own plan would be", () => {
    const each = ["NL91ABNA0417164300", "DE12500105170648489890"].map((account, i) => ({ accountId: 101 + i, settings: { account } }));
    expect(mt940Adapter.planAccounts!(enc(TWO_ACCOUNTS), each)).toEqual(each.map((o) => mt940Adapter.plan(enc(TWO_ACCOUNTS), o)));
  });

  it("refuses an account the file does not hold, listing those it does", () => {
    expect(() => mt940Adapter.plan(enc(TWO_ACCOUNTS), { accountId: 101, settings: { account: "X" } })).toThrow(
      /no account "X" \(it has NL91ABNA0417164300, DE12500105170648489890\)/,
    );
  });
});

describe("a file that ends inside a transaction is cut short, not read as whole", () => {
  const cutAt = (text: string, marker: string) => text.slice(0, text.indexOf(marker) + marker.length);
  it.each([
    ["inside the :61: amount", ":61:2401030103C1000"],
    ["inside the :86: details", "/NAME/Acme"],
    ["after the :86: details, before the closing balance", "/REMI/Salaris januari/\n"],
  ])("makes the cut transaction a row error and warns that the file ended early (%s)", (_, marker) => {
    const p = plan(cutAt(FILE, marker));
    expect(p.items.map((i) => i.item.payee)).toEqual(["MUELLER GMBH"]);
    expect(p.rows.at(-1)).toMatchObject({ row: 7, outcome: "error", reason: expect.stringMatching(/ends inside this transaction/) });
    expect(p.profile.warnings).toEqual([expect.stringMatching(/^The file ended early: .*closing balance \(:62F:\)/)]);
  });

  it("imports the cut transaction once, from the complete file, with its own id", () => {
    const whole = plan(FILE).items.map((i) => i.item.external_id);
    const cut = plan(cutAt(FILE, "/NAME/Acme")).items.map((i) => i.item.external_id);
    expect(cut).toEqual(whole.slice(0, 1));
  });

  it("sees the cut in the last statement of several, inside a SWIFT envelope", () => {
    const enveloped = `{1:F01ABNANL2AXXX0000000000}{2:I940ABNANL2AXXXN}{4:\n${FILE.replace(/-\n:20:STMT2/, "-}\n{1:F01ABNANL2AXXX0000000000}{2:I940ABNANL2AXXXN}{4:\n:20:STMT2")}-}\n`;
    expect(plan(enveloped).profile.warnings).toBeUndefined();
    const p = plan(cutAt(enveloped, ":61:2401040104RD5,00"));
    expect(p.items).toHaveLength(2);
    expect(p.rows.at(-1)).toMatchObject({ outcome: "error" });
    expect(p.profile.warnings).toHaveLength(1);
  });

  it("reads a statement without transactions, and a whole file, without a warning", () => {
    expect(plan(":20:S\n:25:DE1\n:28C:1\n:60F:C240101EUR1,00\n:62F:C240101EUR1,00\n").profile.warnings).toBeUndefined();
    expect(plan(FILE).profile.warnings).toBeUndefined();
  });
});

describe("a statement whose end mark is written is whole, though its bank wrote no closing balance", () => {
  // Each bank's last statement ends with its last transaction and its mark (a `-`, an envelope's `-}`, an ETX),
  // without the :62F: SWIFT asks for: nothing of it is cut.
  const PL_MBANK_DAY = [
    "\u0001",
    ":20:MT940/20240604",
    ":25:/PL61114020040000320250012345",
    ":28C:00155",
    ":60F:C240604PLN0,00",
    ":61:2406040604CN6250,00N911NONREF//24156011111",
    "911-PRZELEW PRZYCHODZĄCY",
    ":86:911~00VE12~20FV 2024/0611~3010201026~32HURTOWNIA KOWALSKI SP. Z O.O.",
    ":61:2406040604CN1480,35N911NONREF//24156011112",
    "911-PRZELEW PRZYCHODZĄCY",
    ":86:911~00VE12~20FV 2024/0612~3011402004~32ZAKŁAD USŁUG NOWAK",
    ":61:2406040604DN15,00NCHGNONREF//24156011113",
    "PROWIZJA",
    ":86:885~00VE91~20Opłata za przelewy zbiorcze",
    "-\u0003",
  ].join("\n");
  const DE_SPARKASSE_DAY = [
    ":20:STARTUMS",
    ":25:50050201/0123456789",
    ":28C:0",
    ":60F:C240604EUR1520,40",
    ":61:2406040604DR42,90NDDTNONREF",
    ":86:105?00FOLGELASTSCHRIFT?20SVWZ+Strom Juni?32Stadtwerke Musterstadt",
    ":61:2406040604CR1800,00NTRFNONREF",
    ":86:166?00GUTSCHRIFT?20SVWZ+Gehalt Juni?32Muster GmbH",
    "-",
  ].join("\r\n");
  const NL_ENVELOPED = [
    "{1:F01RABONL2UXXXX0000000000}{2:I940RABONL2UXXXXN}{4:",
    ":20:940S240604",
    ":25:NL91RABO0315273637",
    ":28C:00155/1",
    ":60F:C240603EUR250,00",
    ":61:240604D19,95N106NONREF//0011",
    ":86:/TRTP/SEPA INCASSO/NAME/Ziggo BV/REMI/Factuur 6/2024/",
    "-}{5:{CHK:ABCDEF123456}}",
  ].join("\r\n");
  const PL_PKO_BLOCK = [
    "\u0001",
    ":20:ST240604",
    ":25:/PL27102055581111123456789012",
    ":28C:155",
    ":60F:C240603PLN3200,00",
    ":61:2406040604DN89,99S073NONREF",
    ":86:073~00VE35~20ZAKUP PRZY UŻYCIU KARTY~21BIEDRONKA 1234 WARSZAWA",
    ":61:2406040604DN89,99S073NONREF",
    ":86:073~00VE35~20ZAKUP PRZY UŻYCIU KARTY~21BIEDRONKA 1234 WARSZAWA\u0003",
  ].join("\r\n");
  const PL_MILLENNIUM_PAGES = [
    ":20:MILL/1",
    ":25:/PL88116022020000000123456789",
    ":28C:1/1",
    ":60F:C240603PLN500,00",
    ":61:2406030603DN120,00NTRFNONREF",
    ":86:020<00PRZELEW<20Czynsz czerwiec<32WSPÓLNOTA MIESZKANIOWA",
    ":62F:C240603PLN380,00",
    "-",
    ":20:MILL/2",
    ":25:/PL88116022020000000123456789",
    ":28C:2/1",
    ":60F:C240604PLN380,00",
    ":61:2406040604CN75,00NTRFNONREF",
    ":86:020<00PRZELEW<20Zwrot za bilety<32ANNA WIŚNIEWSKA",
    "-",
  ].join("\n");

  it.each([
    ["mBank (PL), an SOH block of a day's payments with its fee last, `-` and ETX", PL_MBANK_DAY, ["-6250.00", "-1480.35", "15.00"]],
    ["Sparkasse (DE), a FinTS statement of the day so far, `-`", DE_SPARKASSE_DAY, ["42.90", "-1800.00"]],
    ["Rabobank (NL), a SWIFT envelope's end", NL_ENVELOPED, ["19.95"]],
    ["PKO BP (PL), an ETX after the last :86:, two equal card payments", PL_PKO_BLOCK, ["89.99", "89.99"]],
    ["Millennium (PL), two statements, the last without :62F:", PL_MILLENNIUM_PAGES, ["120.00", "-75.00"]],
  ])("%s: every transaction planned, none said to be cut", (_, text, amounts) => {
    const p = plan(text);
    expect(p.items.map((i) => i.item.amount)).toEqual(amounts);
    expect(p.rows.filter((r) => r.outcome !== "planned")).toEqual([]);
    expect(p.profile.warnings).toBeUndefined();
  });

  it.each([
    ["mBank (PL) without its `-` and ETX", PL_MBANK_DAY.replace("-\u0003", "")],
    ["Sparkasse (DE) without its `-`", DE_SPARKASSE_DAY.replace(/-$/, "")],
    ["Rabobank (NL) without its envelope's end", NL_ENVELOPED.replace(/-\}.*$/, "")],
    ["PKO BP (PL) without its ETX", PL_PKO_BLOCK.replace("\u0003", "")],
    ["Millennium (PL) without the last `-`", PL_MILLENNIUM_PAGES.replace(/-$/, "")],
  ])("is still cut where the mark is missing: %s", (_, text) => {
    const p = plan(text);
    expect(p.rows.at(-1)).toMatchObject({ outcome: "error", reason: expect.stringMatching(/ends inside this transaction/) });
    expect(p.profile.warnings).toEqual([expect.stringMatching(/^The file ended early/)]);
  });
});

describe("bytes that are not MT940 after :20: and :25: are refused, not read as an empty statement", () => {
  it("answers with a reason for binary after the account line", () => {
    const binary = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const bytes = new Uint8Array([...enc(":20:STMT\n:25:DE44500105175407324931\n"), ...binary]);
    expect(() => mt940Adapter.plan(bytes, { accountId: 1 })).toThrow(SourceInputError);
    expect(() => mt940Adapter.plan(bytes, { accountId: 1 })).toThrow(/no readable :61: transaction and no readable balance/);
  });
});

describe("one :25: kept in several currencies is an account per currency", () => {
  // A Dutch bank's MT940 of a multi-currency account: one :25: (no currency suffix), a statement per currency, the
  // currency only in the balances; the bank's references count per currency account.
  const statement = (ccy: string, ref: string, details: string) => `:20:940S260227
:25:NL91ABNA0417164300
:28C:00059/00001
:60F:C260226${ccy}2500,00
:61:2602270227D84,50NTRFNONREF//${ref}
:86:/TRTP/SEPA OVERBOEKING/NAME/${details}/REMI/Factuur 2026-118/
:62F:C260227${ccy}2415,50
-
`;
  const EUR = statement("EUR", "2602270001", "Bol.com BV");
  const USD = statement("USD", "2602270001", "Amazon.com Services LLC");
  const BOTH = EUR + USD;
  const ids = (text: string, account?: string) =>
    mt940Adapter.plan(enc(text), { accountId: 101, ...(account ? { settings: { account } } : {}) }).items.map((i) => i.item.external_id);

  it("lists the :25: once per currency and refuses to mix them into one account", () => {
    expect(() => plan(BOTH)).toThrow(
      "this MT940 file holds 2 accounts (NL91ABNA0417164300 (EUR), NL91ABNA0417164300 (USD)): choose one with file_account",
    );
  });

  it("imports each currency's statement alone, with its own closing balance", () => {
    const usd = mt940Adapter.plan(enc(BOTH), { accountId: 101, settings: { account: "NL91ABNA0417164300 (usd)" } });
    expect(usd.items.map((i) => i.item.payee)).toEqual(["Amazon.com Services LLC"]);
    expect(mt940Adapter.statementBalance!(usd.profile)).toEqual({ amount: "2415.50", date: "2026-02-27", currency: "usd" });
    expect(mt940Adapter.importedAccount!(usd.profile)).toBe("NL91ABNA0417164300 (USD)");
  });

  it("keeps a :25: that carries its currency as it was: a name and ids of its own already", () => {
    const suffixed =
      EUR.replace(":25:NL91ABNA0417164300", ":25:NL91ABNA0417164300EUR") +
      USD.replace(":25:NL91ABNA0417164300", ":25:NL91ABNA0417164300USD");
    expect(() => plan(suffixed)).toThrow("(NL91ABNA0417164300EUR, NL91ABNA0417164300USD)");
  });

  it("keeps the ids of a file of one currency, and of the first currency; the other's are its own", () => {
    // Computed before a :25:'s currencies were told apart: mt940:hash(:25:, "ref␟2602270001", 1).
    expect(ids(EUR)).toEqual(["mt940:73428f78b1f66536"]);
    expect(ids(BOTH, "NL91ABNA0417164300 (EUR)")).toEqual(ids(EUR));
    expect(ids(BOTH, "NL91ABNA0417164300 (USD)")).not.toEqual(ids(EUR));
  });
});
