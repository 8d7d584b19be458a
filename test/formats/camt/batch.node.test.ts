// An entry that books several payments as one (src/formats/camt/batch.ts) is one transaction of the entry's amount,
// as the bank's statement prints it and its CSV export lists it; its payments are kept in its notes and metadata.
import { describe, expect, it } from "vitest";
import { camtAdapter } from "../../../src/formats/camt/adapter";

const enc = (s: string) => new TextEncoder().encode(s);

interface Bank {
  iban: string;
  ccy: string;
  /** The message and its version: `053.001.02`, `054.001.08`… (v8 on nests a party's name under `Pty`). */
  message: string;
}

const CH_POSTFINANCE: Bank = { iban: "CH5109000000250097798", ccy: "CHF", message: "053.001.04" };
const DE_SPARKASSE: Bank = { iban: "DE02120300000000202051", ccy: "EUR", message: "053.001.02" };
const AT_ERSTE: Bank = { iban: "AT611904300234573201", ccy: "EUR", message: "053.001.08" };
const NL_ING: Bank = { iban: "NL91INGB0417164300", ccy: "EUR", message: "053.001.02" };
const FR_BNP: Bank = { iban: "FR7630004000031234567890143", ccy: "EUR", message: "054.001.02" };
const PL_PKO: Bank = { iban: "PL27102055581111123456789012", ccy: "PLN", message: "053.001.02" };
const CZ_FIO: Bank = { iban: "CZ6520100000002400222233", ccy: "CZK", message: "053.001.10" };

/** A statement (or, for camt.054, a notification) of `bank` holding `entries`. */
function message(bank: Bank, entries: string): string {
  const notification = bank.message.startsWith("054");
  const [root, block] = notification ? ["BkToCstmrDbtCdtNtfctn", "Ntfctn"] : ["BkToCstmrStmt", "Stmt"];
  return (
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${bank.message}"><${root}>` +
    `<GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-06-05T06:00:00</CreDtTm></GrpHdr><${block}><Id>S1</Id>` +
    `<Acct><Id><IBAN>${bank.iban}</IBAN></Id><Ccy>${bank.ccy}</Ccy></Acct>${entries}</${block}></${root}></Document>`
  );
}

interface EntryParts {
  amount: string;
  ind: "CRDT" | "DBIT";
  ref: string;
  words?: string;
  /** `NtryDtls/Btch`: how many payments the bank says the batch books. */
  count?: number;
  details: string[];
}

function entry(bank: Bank, e: EntryParts): string {
  const btch = e.count === undefined ? "" : `<Btch><NbOfTxs>${e.count}</NbOfTxs></Btch>`;
  return (
    `<Ntry><Amt Ccy="${bank.ccy}">${e.amount}</Amt><CdtDbtInd>${e.ind}</CdtDbtInd><Sts>BOOK</Sts>` +
    `<BookgDt><Dt>2024-06-04</Dt></BookgDt><ValDt><Dt>2024-06-03</Dt></ValDt><AcctSvcrRef>${e.ref}</AcctSvcrRef>` +
    `<NtryDtls>${btch}${e.details.join("")}</NtryDtls>${e.words ? `<AddtlNtryInf>${e.words}</AddtlNtryInf>` : ""}</Ntry>`
  );
}

interface DetailParts {
  /** The payment's amount and where it is written (its own `Amt` from v3 on, else `AmtDtls/TxAmt`). */
  amount?: string;
  at?: "Amt" | "TxAmt" | "InstdAmt";
  ccy?: string;
  ind?: "CRDT" | "DBIT";
  /** The counterparty, as the debtor of money in or the creditor of money out. */
  party?: string;
  role?: "Dbtr" | "Cdtr";
  ref?: string;
  purpose?: string;
  /** A charge taken from this payment (`Chrgs`). */
  charge?: string;
}

function detail(bank: Bank, d: DetailParts): string {
  const ccy = d.ccy ?? bank.ccy;
  const amount =
    d.amount === undefined
      ? ""
      : (d.at ?? "Amt") === "Amt"
        ? `<Amt Ccy="${ccy}">${d.amount}</Amt>`
        : `<AmtDtls><${d.at}><Amt Ccy="${ccy}">${d.amount}</Amt></${d.at}></AmtDtls>`;
  const nested = Number(bank.message.slice(-2)) >= 8;
  const name = d.party ? (nested ? `<Pty><Nm>${d.party}</Nm></Pty>` : `<Nm>${d.party}</Nm>`) : "";
  const role = d.role ?? "Dbtr";
  return (
    `<TxDtls><Refs>${d.ref ? `<AcctSvcrRef>${d.ref}</AcctSvcrRef>` : ""}<EndToEndId>NOTPROVIDED</EndToEndId></Refs>${amount}` +
    (d.ind ? `<CdtDbtInd>${d.ind}</CdtDbtInd>` : "") +
    (d.charge ? `<Chrgs><Rcrd><Amt Ccy="${ccy}">${d.charge}</Amt><CdtDbtInd>DBIT</CdtDbtInd></Rcrd></Chrgs>` : "") +
    (name ? `<RltdPties><${role}>${name}</${role}></RltdPties>` : "") +
    (d.purpose ? `<RmtInf><Ustrd>${d.purpose}</Ustrd></RmtInf>` : "") +
    `</TxDtls>`
  );
}

const plan = (bank: Bank, ...entries: EntryParts[]) =>
  camtAdapter.plan(enc(message(bank, entries.map((e) => entry(bank, e)).join(""))), { accountId: 1 });

const metadataOf = (p: ReturnType<typeof plan>, i = 0) => p.items[i]!.item.custom_metadata as { batch: Record<string, unknown> };

describe("a batch entry is one transaction of the entry's amount, on its booking day, as the bank booked it", () => {
  const cases: [string, Bank, EntryParts, string][] = [
    [
      "a QR-bill collection credited to a Swiss account (PostFinance, camt.053.001.04)",
      CH_POSTFINANCE,
      {
        amount: "1000.00",
        ind: "CRDT",
        ref: "20240604007602769939",
        words: "SAMMELGUTSCHRIFT QR-RECHNUNG PAKET 4",
        count: 4,
        details: [
          detail(CH_POSTFINANCE, { amount: "250.00", ind: "CRDT", party: "Hans Kaufmann", ref: "240604CH00T3L0GE" }),
          detail(CH_POSTFINANCE, { amount: "250.00", ind: "CRDT", ref: "240604CH00T3KWWA" }),
          detail(CH_POSTFINANCE, { amount: "300.00", ind: "CRDT", party: "Pia Rutschmann", ref: "240604CH00T2H28C" }),
          detail(CH_POSTFINANCE, { amount: "200.00", ind: "CRDT", party: "Maria Bernasconi", ref: "240604CH00T3L0W5" }),
        ],
      },
      "-1000.0000",
    ],
    [
      "a salary run paid from a German account (Sparkasse, camt.053.001.02, amounts in AmtDtls)",
      DE_SPARKASSE,
      {
        amount: "5400.00",
        ind: "DBIT",
        ref: "2024060410583450000",
        words: "SAMMLER-ÜBERWEISUNG",
        count: 3,
        details: [
          detail(DE_SPARKASSE, { amount: "1800.00", at: "TxAmt", role: "Cdtr", party: "Jana Schulz", purpose: "Gehalt Juni" }),
          detail(DE_SPARKASSE, { amount: "2100.00", at: "TxAmt", role: "Cdtr", party: "Tom Becker", purpose: "Gehalt Juni" }),
          detail(DE_SPARKASSE, { amount: "1500.00", at: "TxAmt", role: "Cdtr", party: "Eva Wolf", purpose: "Gehalt Juni" }),
        ],
      },
      "5400.0000",
    ],
    [
      "a SEPA collection credited net of its fee to an Austrian account (Erste, camt.053.001.08)",
      AT_ERSTE,
      {
        amount: "298.50",
        ind: "CRDT",
        ref: "AT24156011111",
        words: "SEPA LASTSCHRIFTEINZUG",
        details: [
          detail(AT_ERSTE, { amount: "100.00", party: "Verein Mitglied A", charge: "0.50" }),
          detail(AT_ERSTE, { amount: "200.00", party: "Verein Mitglied B", charge: "1.00" }),
        ],
      },
      "-298.5000",
    ],
    [
      "a batch payment whose details give no amounts (ING, camt.053.001.02)",
      NL_ING,
      {
        amount: "75.00",
        ind: "DBIT",
        ref: "INGB20240604",
        words: "VERZAMELBETALING",
        count: 3,
        details: [
          detail(NL_ING, { role: "Cdtr", party: "Gemeente Utrecht" }),
          detail(NL_ING, { role: "Cdtr", party: "Waternet" }),
          detail(NL_ING, { role: "Cdtr", party: "Eneco" }),
        ],
      },
      "75.0000",
    ],
    [
      "a card acquirer's remittance, sales in and commission out (BNP Paribas, camt.054.001.02)",
      FR_BNP,
      {
        amount: "970.00",
        ind: "CRDT",
        ref: "BNP0604REMCB",
        words: "REMISE CARTES",
        details: [
          detail(FR_BNP, { amount: "1000.00", ind: "CRDT", party: "Ventes CB du 03/06" }),
          detail(FR_BNP, { amount: "30.00", ind: "DBIT", role: "Cdtr", party: "Commission CB" }),
        ],
      },
      "-970.0000",
    ],
    [
      "a batch whose payments were made in dollars (Fio, camt.053.001.10)",
      CZ_FIO,
      {
        amount: "1163.40",
        ind: "DBIT",
        ref: "FIO2406041",
        details: [
          detail(CZ_FIO, { amount: "20.00", at: "InstdAmt", ccy: "USD", role: "Cdtr", party: "Shop One" }),
          detail(CZ_FIO, { amount: "30.00", at: "InstdAmt", ccy: "USD", role: "Cdtr", party: "Shop Two" }),
        ],
      },
      "1163.4000",
    ],
  ];

  it.each(cases)("%s", (_, bank, e, amount) => {
    const p = plan(bank, e);
    expect(p.items.map((i) => [i.item.date, i.item.amount, i.item.currency, i.row])).toEqual([
      ["2024-06-04", amount, bank.ccy.toLowerCase(), 1],
    ]);
    expect(p.rows).toEqual([{ row: 1, outcome: "planned" }]);
    expect(p.profile.batches).toEqual([expect.stringMatching(/^entry 1: \d+ payments booked as one entry, imported as one/)]);
    expect(p.profile.warnings).toBeUndefined();
    expect(metadataOf(p).batch.payments).toBe(e.details.length);
  });

  it("reads two batch entries of one day as two transactions, each with its own id", () => {
    const e = cases[0]![2];
    const p = plan(CH_POSTFINANCE, e, { ...e, ref: "20240604007602769940", details: e.details.slice(1) });
    expect(p.items.map((i) => i.item.amount)).toEqual(["-1000.0000", "-1000.0000"]);
    expect(new Set(p.items.map((i) => i.item.external_id)).size).toBe(2);
  });
});

describe("the batch's payments are kept: in the notes, after the bank's words, and each one in custom_metadata", () => {
  it("lists each payment's counterparty and amount after the bank's words for the entry", () => {
    const p = plan(CH_POSTFINANCE, {
      amount: "550.00",
      ind: "CRDT",
      ref: "R1",
      words: "SAMMELGUTSCHRIFT ESR",
      details: [
        detail(CH_POSTFINANCE, { amount: "250.00", party: "Hans Kaufmann", ref: "A1", purpose: "Rechnung 17" }),
        detail(CH_POSTFINANCE, { amount: "300.00", ref: "A2" }),
      ],
    });
    expect(p.items[0]!.item.notes).toBe("SAMMELGUTSCHRIFT ESR · 2 payments: Hans Kaufmann 250.00 · 300.00");
    expect(metadataOf(p).batch).toEqual({
      payments: 2,
      listed: [
        { amount: "-250.00", payee: "Hans Kaufmann", reference: "A1", notes: "Rechnung 17" },
        { amount: "-300.00", reference: "A2" },
      ],
    });
  });

  it("says how many payments the entry books when the bank gives it no words", () => {
    const p = plan(PL_PKO, {
      amount: "3000.00",
      ind: "DBIT",
      ref: "PKO1",
      details: [
        detail(PL_PKO, { amount: "1000.00", role: "Cdtr", party: "Anna Nowak" }),
        detail(PL_PKO, { amount: "2000.00", role: "Cdtr", party: "Piotr Wiśniewski" }),
      ],
    });
    expect(p.items[0]!.item.notes).toBe("2 payments: Anna Nowak 1000.00 · Piotr Wiśniewski 2000.00");
  });

  it("names each payment's direction when the batch goes both ways, and a payment's own currency", () => {
    const both = plan(FR_BNP, {
      amount: "970.00",
      ind: "CRDT",
      ref: "B1",
      details: [
        detail(FR_BNP, { amount: "1000.00", ind: "CRDT", party: "Ventes CB" }),
        detail(FR_BNP, { amount: "30.00", ind: "DBIT", role: "Cdtr", party: "Commission CB" }),
      ],
    });
    expect(both.items[0]!.item.notes).toBe("2 payments: Ventes CB 1000.00 in · Commission CB 30.00 out");
    expect(metadataOf(both).batch.listed).toEqual([
      { amount: "-1000.00", payee: "Ventes CB" },
      { amount: "30.00", payee: "Commission CB" },
    ]);
    const foreign = plan(CZ_FIO, {
      amount: "1163.40",
      ind: "DBIT",
      ref: "F1",
      details: [
        detail(CZ_FIO, { amount: "20.00", at: "InstdAmt", ccy: "USD", role: "Cdtr", party: "Shop One" }),
        detail(CZ_FIO, { amount: "30.00", at: "InstdAmt", ccy: "USD", role: "Cdtr", party: "Shop Two" }),
      ],
    });
    expect(foreign.items[0]!.item.notes).toBe("2 payments: Shop One 20.00 USD · Shop Two 30.00 USD");
    expect(metadataOf(foreign).batch.listed).toEqual([
      { amount: "20.00", currency: "usd", payee: "Shop One" },
      { amount: "30.00", currency: "usd", payee: "Shop Two" },
    ]);
  });

  it("says when the payments do not add up to the entry (a fee taken, a payment not listed), and imports the entry", () => {
    const p = plan(AT_ERSTE, {
      amount: "298.50",
      ind: "CRDT",
      ref: "E1",
      words: "SEPA LASTSCHRIFTEINZUG",
      details: [
        detail(AT_ERSTE, { amount: "100.00", party: "Mitglied A", charge: "0.50" }),
        detail(AT_ERSTE, { amount: "200.00", party: "Mitglied B", charge: "1.00" }),
      ],
    });
    expect(p.items[0]!.item.amount).toBe("-298.5000");
    expect(p.items[0]!.item.notes).toBe("SEPA LASTSCHRIFTEINZUG · 2 payments of 300.00 in all: Mitglied A 100.00 · Mitglied B 200.00");
    expect(p.profile.batches).toEqual([expect.stringMatching(/\(they do not add up to it\)$/)]);
    expect(metadataOf(p).batch.listed).toEqual([
      { amount: "-100.00", payee: "Mitglied A", charge: "0.50" },
      { amount: "-200.00", payee: "Mitglied B", charge: "1.00" },
    ]);
  });

  it("names the entry by its payments' counterparty only when they share one", () => {
    const of = (second: string) =>
      plan(DE_SPARKASSE, {
        amount: "20.00",
        ind: "DBIT",
        ref: "S1",
        details: [
          detail(DE_SPARKASSE, { amount: "10.00", role: "Cdtr", party: "Stadtwerke" }),
          detail(DE_SPARKASSE, { amount: "10.00", role: "Cdtr", party: second }),
        ],
      }).items[0]!.item.payee;
    expect([of("Stadtwerke"), of("Gaswerk")]).toEqual(["Stadtwerke", undefined]);
  });

  it("keeps a salary run of 400 payments within the service's limits: the notes end with how many more, the metadata says how many it does not list", () => {
    const details = Array.from({ length: 400 }, (_, i) =>
      detail(DE_SPARKASSE, { amount: "1000.00", at: "TxAmt", role: "Cdtr", party: `Mitarbeiter ${i + 1}`, purpose: "Gehalt Juni" }),
    );
    const words = "SAMMLER-UEBERWEISUNG GEHAELTER JUNI 2024 AUFTRAGGEBER MUSTER GMBH PAKET-ID 160527DE000000RU KUNDE 01-000000-4";
    const p = plan(DE_SPARKASSE, { amount: "400000.00", ind: "DBIT", ref: "RUN", words, details });
    const item = p.items[0]!.item;
    expect(item.amount).toBe("400000.0000");
    expect(item.notes!.length).toBeLessThanOrEqual(350);
    expect(item.notes).toMatch(new RegExp(`^${words} · 400 payments: Mitarbeiter 1 1000\\.00 · .* · … \\(\\d+ more\\)$`));
    expect(JSON.stringify(item.custom_metadata).length).toBeLessThanOrEqual(4096);
    const batch = metadataOf(p).batch as { payments: number; listed: unknown[]; not_listed: number };
    expect(batch.payments).toBe(400);
    expect(batch.listed.length + batch.not_listed).toBe(400);
  });
});

describe("what is not a batch reads as before", () => {
  it("reads an entry of one detail (a batch of one too) as that payment: its payee, its remittance, no batch kept", () => {
    for (const count of [undefined, 1]) {
      const p = plan(PL_PKO, {
        amount: "89.99",
        ind: "DBIT",
        ref: "PKO2",
        words: "PRZELEW",
        count,
        details: [detail(PL_PKO, { amount: "89.99", role: "Cdtr", party: "Orange Polska", purpose: "FV 2024/06/112" })],
      });
      expect(p.items.map((i) => [i.item.amount, i.item.payee, i.item.notes, i.item.custom_metadata])).toEqual([
        ["89.9900", "Orange Polska", "FV 2024/06/112", undefined],
      ]);
      expect(p.profile.batches).toBeUndefined();
    }
  });

  it("reads an entry without details by its own words", () => {
    const p = plan(NL_ING, { amount: "2.50", ind: "DBIT", ref: "FEE", words: "Kosten betaalrekening", details: [] });
    expect(p.items.map((i) => [i.item.amount, i.item.notes, i.item.custom_metadata])).toEqual([
      ["2.5000", "Kosten betaalrekening", undefined],
    ]);
    expect(p.profile.batches).toBeUndefined();
  });
});

describe("the entry is the same transaction whichever of the account's messages carries it", () => {
  it("gives a batch the same id in the statement (camt.053) and in the notification (camt.054) of its booking", () => {
    const e: EntryParts = {
      amount: "24.00",
      ind: "CRDT",
      ref: "20240604375244000081",
      details: [
        detail(CH_POSTFINANCE, { amount: "15.00", party: "Pia Rutschmann", ref: "TST_201-2091644-9" }),
        detail(CH_POSTFINANCE, { amount: "9.00", party: "Maria Bernasconi", ref: "TST_201-2091644-8" }),
      ],
    };
    const statement = plan(CH_POSTFINANCE, e).items;
    const notification = plan({ ...CH_POSTFINANCE, message: "054.001.04" }, e).items;
    expect(notification.map((i) => [i.item.amount, i.item.external_id])).toEqual(statement.map((i) => [i.item.amount, i.item.external_id]));
    expect(statement).toHaveLength(1);
  });

  it("gives the same id to a statement's batch that lists only its total and the notification that lists its payments", () => {
    const booked = { amount: "455.00", ind: "CRDT" as const, ref: "NDEA20240604-77" };
    const totalOnly = plan(CH_POSTFINANCE, { ...booked, words: "SAMMELGUTSCHRIFT", count: 3, details: [] }).items;
    const payments = plan(
      { ...CH_POSTFINANCE, message: "054.001.04" },
      {
        ...booked,
        count: 3,
        details: [
          detail(CH_POSTFINANCE, { amount: "150.00", party: "Matti Virtanen", ref: "P-1" }),
          detail(CH_POSTFINANCE, { amount: "205.00", party: "Korhonen Oy", ref: "P-2" }),
          detail(CH_POSTFINANCE, { amount: "100.00", party: "Liisa Nieminen", ref: "P-3" }),
        ],
      },
    ).items;
    expect(payments.map((i) => [i.item.amount, i.item.external_id, i.recordId])).toEqual(
      totalOnly.map((i) => [i.item.amount, i.item.external_id, i.recordId]),
    );
  });
});
