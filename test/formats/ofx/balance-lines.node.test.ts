// Balances an OFX statement lists as transactions (src/formats/ofx/balance-lines.ts): found by their words and by what
// their amounts do, ignored with a reason, and checking the statement; zero-amount notices ignored. Statements written
// here as banks of several countries write them (SGML 1.x and XML 2.x), none copied from a corpus.
import { describe, expect, it } from "vitest";
import { ofxAdapter } from "../../../src/formats/ofx/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (file: string) => ofxAdapter.plan(enc(file), { accountId: 1 });

/** One STMTTRN: day (YYYYMMDD), TRNAMT as written, its text as MEMO (or NAME), TRNTYPE from the sign unless given. */
interface Entry {
  day: string;
  amt: string;
  memo?: string;
  name?: string;
  type?: string;
}

/** A 1.x SGML bank statement (leaf elements unclosed, as Brazilian and Spanish banks send them). */
const sgml = (entries: Entry[], o: { ledger?: string; asOf?: string; end?: string; currency?: string } = {}) =>
  [
    "OFXHEADER:100",
    "DATA:OFXSGML",
    "VERSION:102",
    "CHARSET:1252",
    "",
    "<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS>",
    `<CURDEF>${o.currency ?? "BRL"}<BANKACCTFROM><BANKID>0001<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${entries[0]?.day ?? "20240101"}<DTEND>${o.end ?? entries.at(-1)?.day ?? "20240131"}`,
    ...entries.map(
      (e, i) =>
        `<STMTTRN><TRNTYPE>${e.type ?? (e.amt.trim().startsWith("-") ? "DEBIT" : "CREDIT")}<DTPOSTED>${e.day}120000[-3:BRT]` +
        `<TRNAMT>${e.amt}<FITID>${e.day}${String(i).padStart(3, "0")}` +
        `${e.name ? `<NAME>${e.name}` : ""}${e.memo ? `<MEMO>${e.memo}` : ""}</STMTTRN>`,
    ),
    "</BANKTRANLIST>",
    o.ledger ? `<LEDGERBAL><BALAMT>${o.ledger}<DTASOF>${o.asOf ?? o.end ?? entries.at(-1)?.day}</LEDGERBAL>` : "",
    "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
  ].join("\n");

/** The same statement in 2.x XML (every element closed), as US and European banks send it. */
const xml = (entries: Entry[], o: { ledger?: string; asOf?: string; end?: string; currency?: string } = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?>` +
  `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>${o.currency ?? "USD"}</CURDEF>` +
  `<BANKACCTFROM><BANKID>021000021</BANKID><ACCTID>987654</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>` +
  `<BANKTRANLIST><DTSTART>${entries[0]?.day}</DTSTART><DTEND>${o.end ?? entries.at(-1)?.day}</DTEND>` +
  entries
    .map(
      (e, i) =>
        `<STMTTRN><TRNTYPE>${e.type ?? (e.amt.startsWith("-") ? "DEBIT" : "CREDIT")}</TRNTYPE><DTPOSTED>${e.day}</DTPOSTED>` +
        `<TRNAMT>${e.amt}</TRNAMT><FITID>X${i}</FITID>${e.name ? `<NAME>${e.name}</NAME>` : ""}${e.memo ? `<MEMO>${e.memo}</MEMO>` : ""}</STMTTRN>`,
    )
    .join("") +
  `</BANKTRANLIST>${o.ledger ? `<LEDGERBAL><BALAMT>${o.ledger}</BALAMT><DTASOF>${o.asOf ?? o.end ?? entries.at(-1)?.day}</DTASOF></LEDGERBAL>` : ""}` +
  `</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const amounts = (p: ReturnType<typeof plan>) => p.items.map((i) => i.item.amount);
const ignored = (p: ReturnType<typeof plan>) => p.rows.filter((r) => r.outcome === "ignored").map((r) => r.reason);

describe("a balance the bank writes as an entry is not booked: its words name it, and nothing in the file says otherwise", () => {
  it("ignores Itaú-style SALDO FINAL (a DEBIT of the balance, unsigned) after the month, whose LEDGERBAL is of a later day", () => {
    const p = plan(
      sgml(
        [
          { day: "20240102", amt: "-150.00", memo: "PIX TRANSF  MARIA 02 01" },
          { day: "20240102", amt: "2000.00", memo: "SISPAG SALARIO" },
          { day: "20240110", amt: "-49.90", memo: "TAR PACOTE ITAU" },
          { day: "20240131", amt: "1800.10", memo: "SALDO FINAL", type: "DEBIT" },
        ],
        { ledger: "1755.00", asOf: "20241104" },
      ),
    );
    expect(amounts(p)).toEqual(["150.0000", "-2000.0000", "49.9000"]);
    expect(ignored(p)).toEqual([expect.stringMatching(/^the bank's balance written as an entry \("SALDO FINAL" 1800\.10\), by its words/)]);
  });

  it("ignores Caixa-style SALDO DIA whose TRNAMT holds no amount, rather than calling it an error", () => {
    const p = plan(sgml([{ day: "20220411", amt: "            .  ", memo: "SALDO DIA" }], { ledger: "0.00" }));
    expect(p.rows).toEqual([{ row: expect.any(Number), outcome: "ignored", reason: expect.stringMatching(/with no amount/) }]);
  });

  it.each([
    ["Spanish (BBVA México)", "SALDO AL 31/01/2024"],
    ["English (a US credit union)", "BALANCE FORWARD"],
    ["German (a Sparkasse's OFX)", "Kontostand am 31.01.2024"],
    ["French", "Solde au 31/01/2024"],
    ["Italian", "Saldo contabile finale"],
    ["Indonesian", "SALDO AKHIR"],
    ["Japanese", "本日残高"],
    ["Russian", "Исходящий остаток"],
  ])("ignores %s: %s", (_, label) => {
    const p = plan(
      xml([
        { day: "20240105", amt: "-20.00", name: "Grocer" },
        { day: "20240131", amt: "980.00", name: label },
      ]),
    );
    expect(amounts(p)).toEqual(["20.0000"]);
    expect(ignored(p)).toEqual([expect.stringContaining(label)]);
  });
});

describe("balance entries that meet each other and LEDGERBAL are proved, and check the statement", () => {
  // Banco do Brasil's layout: the previous balance first, a balance after each day, the letter-spaced closing last.
  const bb: Entry[] = [
    { day: "20240102", amt: "1000.00", memo: "Saldo Anterior" },
    { day: "20240102", amt: "-120.00", memo: "Pagto conta luz" },
    { day: "20240102", amt: "880.00", memo: "Saldo do dia" },
    { day: "20240103", amt: "3500.00", memo: "Proventos" },
    { day: "20240103", amt: "-300.50", memo: "Compra com cartao" },
    { day: "20240103", amt: "4079.50", memo: "Saldo do dia" },
    { day: "20240104", amt: "4079.50", memo: "S A L D O" },
  ];

  it("ignores each of Banco do Brasil's balance entries as the running balance, and says the statement adds up", () => {
    const p = plan(sgml(bb, { ledger: "4079.50", end: "20240104" }));
    expect(amounts(p)).toEqual(["120.0000", "-3500.0000", "300.5000"]);
    expect(ignored(p)).toHaveLength(4);
    expect(ignored(p).slice(0, 3)).toEqual(Array(3).fill(expect.stringMatching(/its amount is the running balance here$/)));
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 3, rows_total: 3 });
  });

  it("reads a newest-first statement the other way round", () => {
    const p = plan(sgml([...bb].reverse(), { ledger: "4079.50", end: "20240104" }));
    expect(amounts(p)).toEqual(["300.5000", "-3500.0000", "120.0000"]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 3 });
  });

  it("says where the balances stop adding up when an entry is missing, and still books none of them", () => {
    const missing = bb.filter((e) => e.memo !== "Compra com cartao");
    const p = plan(sgml(missing, { ledger: "4079.50", end: "20240104" }));
    expect(amounts(p)).toEqual(["120.0000", "-3500.0000"]);
    expect(p.profile.verification).toMatchObject({
      status: "unbalanced",
      first_break: { row: expect.any(Number), expected: "4380.00", found: "4079.50" },
    });
  });

  it("reads balances written with the sign of TRNTYPE (an overdraft as a DEBIT of its size)", () => {
    const p = plan(
      xml(
        [
          { day: "20240301", amt: "20.00", name: "Opening balance", type: "CREDIT" },
          { day: "20240302", amt: "-50.00", name: "ATM" },
          { day: "20240331", amt: "30.00", name: "Closing balance", type: "DEBIT" },
        ],
        { ledger: "-30.00", currency: "GBP" },
      ),
    );
    expect(amounts(p)).toEqual(["50.0000"]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 1 });
  });
});

describe("an entry whose words say balance stays a transaction when the balances prove it moved the money", () => {
  it("books a transfer named SALDO between two balances that add up only with it", () => {
    const p = plan(
      sgml(
        [
          { day: "20240201", amt: "500.00", memo: "SALDO ANTERIOR" },
          { day: "20240205", amt: "-200.00", memo: "SALDO", type: "DEBIT" },
          { day: "20240206", amt: "-50.00", memo: "Padaria" },
          { day: "20240229", amt: "250.00", memo: "SALDO FINAL" },
        ],
        { ledger: "250.00", end: "20240229" },
      ),
    );
    expect(amounts(p)).toEqual(["200.0000", "50.0000"]);
    expect(p.profile.warnings).toEqual([expect.stringMatching(/"SALDO" reads as a balance, but .* imported as one/)]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 2 });
  });

  it("books what only looks like a balance (the rest of last month's card bill, a balance transfer, overdraft interest)", () => {
    const p = plan(
      xml(
        [
          { day: "20240110", amt: "0.00", name: "Saldo anterior" },
          { day: "20240111", amt: "-812.40", name: "Saldo restante da fatura anterior" },
          { day: "20240112", amt: "-1500.00", name: "BALANCE TRANSFER" },
          { day: "20240113", amt: "-12.31", name: "JUROS SALDO DEVEDOR" },
          { day: "20240131", amt: "-2324.71", name: "Saldo atual" },
        ],
        { currency: "BRL" },
      ),
    );
    expect(amounts(p)).toEqual(["812.4000", "1500.0000", "12.3100"]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 3 });
  });
});

describe("entries no words name, whose amounts run as the balance does at the end of each day, are balances too", () => {
  it("ignores a bank's daily 'POSICAO CONSOLIDADA' lines (words in no table), proved by their amounts", () => {
    const p = plan(
      sgml([
        { day: "20240301", amt: "-40.00", memo: "Mercado" },
        { day: "20240301", amt: "960.00", memo: "POSICAO CONSOLIDADA" },
        { day: "20240302", amt: "-60.00", memo: "Farmacia" },
        { day: "20240302", amt: "900.00", memo: "POSICAO CONSOLIDADA" },
        { day: "20240303", amt: "100.00", memo: "Reembolso" },
        { day: "20240303", amt: "1000.00", memo: "POSICAO CONSOLIDADA" },
      ]),
    );
    expect(amounts(p)).toEqual(["40.0000", "60.0000", "-100.0000"]);
    expect(ignored(p)).toEqual(Array(3).fill(expect.stringMatching(/as on the other days it is written$/)));
    expect(p.profile.verification).toMatchObject({ status: "partial", rows_checked: 2, rows_total: 3 });
  });

  it("books a text written twice whose second amount happens to be the first plus what came between", () => {
    const p = plan(
      sgml([
        { day: "20240305", amt: "-12.00", memo: "UBER TRIP" },
        { day: "20240306", amt: "-20.00", memo: "Padaria" },
        { day: "20240306", amt: "23.50", memo: "Reembolso" },
        { day: "20240309", amt: "-15.50", memo: "UBER TRIP" },
      ]),
    );
    expect(amounts(p)).toEqual(["12.0000", "20.0000", "-23.5000", "15.5000"]);
    expect(p.profile.verification).toBeUndefined();
  });

  it("books a monthly fee of one amount at the end of its days: the balances do not run through it", () => {
    const p = plan(
      sgml(
        [
          { day: "20240101", amt: "900.00", memo: "SALDO ANTERIOR" },
          { day: "20240105", amt: "-25.00", memo: "TARIFA MENSAL" },
          { day: "20240120", amt: "-100.00", memo: "Aluguel" },
          { day: "20240205", amt: "-25.00", memo: "TARIFA MENSAL" },
          { day: "20240229", amt: "750.00", memo: "SALDO FINAL" },
        ],
        { end: "20240229" },
      ),
    );
    expect(amounts(p)).toEqual(["25.0000", "100.0000", "25.0000"]);
    expect(p.profile.verification).toMatchObject({ status: "balanced", rows_checked: 3 });
  });
});

describe("a zero-amount entry is a notice, not a transaction", () => {
  it.each([
    ["Nubank's carried-over bill", "Saldo restante da fatura anterior", "0.00"],
    ["a card check (US)", "CARD VERIFICATION", "0.00"],
    ["a Spanish notice", "AVISO DE COBRO", "-0,00"],
  ])("ignores %s, with why", (_, memo, amt) => {
    const p = plan(
      sgml([
        { day: "20240109", amt, memo },
        { day: "20240110", amt: "-9.90", memo: "Spotify" },
      ]),
    );
    expect(amounts(p)).toEqual(["9.9000"]);
    expect(ignored(p)).toEqual([`amount 0: a notice, not a transaction ("${memo}")`]);
  });
});
