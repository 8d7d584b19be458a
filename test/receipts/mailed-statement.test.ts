// A bank's statement mailed to the Intake address, through the email() handler: imported as an upload, into the
// account the statement names (its IBAN, its number's last digits in an account's name), else the mailbox's; held
// and asked when several accounts could be the one; the same mail twice imported once; a receipt's PDF still a
// receipt; a statement that cannot be read told.
import { utils, write } from "@e965/xlsx";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { heldReceiptNotice } from "../../src/notifications/news";
import { listReceipts } from "../../src/receipts/inbox";
import { CF_PASS, connected, deliver, ME } from "../support/mail";
import { base64Lines, textPdf } from "../support/pdf";
import { money, statementPdf } from "../support/statement-pdf";
import { waitFor, type World } from "../support/world";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;
const enc = (s: string) => new TextEncoder().encode(s);

/** A mail with a short text and one attachment, as a bank's statement mail or a person's forward carries it. */
function mailWith(
  to: string,
  file: { bytes: Uint8Array; name: string; type: string },
  o: { from?: string; subject?: string; text?: string } = {},
): string {
  return [
    `Authentication-Results: ${CF_PASS}`,
    `From: ${o.from ?? `Pat <${ME}>`}`,
    `To: ${to}`,
    `Subject: ${o.subject ?? "Statement"}`,
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Date: Mon, 02 Nov 2026 10:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="mix"',
    "",
    "--mix",
    "Content-Type: text/plain; charset=utf-8",
    "",
    o.text ?? "Your statement is attached.",
    "--mix",
    `Content-Type: ${file.type}; name="${file.name}"`,
    `Content-Disposition: attachment; filename="${file.name}"`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(file.bytes),
    "--mix--",
    "",
  ].join("\r\n");
}

/** A German bank's CSV: the account's IBAN in the lines above its rows. */
const GIRO_CSV = `Kontoauszug
IBAN;DE89 3704 0044 0532 0130 00
Zeitraum;01.10.2026 - 31.10.2026

Buchungstag;Verwendungszweck;Betrag
01.10.2026;Bäckerei Sonnenschein;-4,20
02.10.2026;Gehalt Oktober;2.500,00
`;

/** An American bank's OFX: the account by its number, which the budget's account names by its last four digits. */
const CHECKING_OFX = (acctId: string) => `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>021000021<ACCTID>${acctId}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261005<TRNAMT>-18.75<FITID>M1<NAME>CORNER GROCER</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261006<TRNAMT>300.00<FITID>M2<NAME>REFUND DEPOT</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261007<TRNAMT>-9.10<FITID>M3<NAME>CITY PARKING</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

/** A Spanish bank's workbook, written by the sheet library: no account number in it. */
function movimientosXlsx(): Uint8Array {
  const wb = utils.book_new();
  const rows = [
    ["Movimientos de la cuenta"],
    [],
    ["Fecha", "Concepto", "Importe"],
    ["03/10/2026", "Farmacia Central", -12.4],
    ["04/10/2026", "Transferencia recibida", 150],
  ];
  utils.book_append_sheet(wb, utils.aoa_to_sheet(rows), "Movimientos");
  return new Uint8Array(write(wb, { bookType: "xlsx", type: "array" }) as ArrayBuffer);
}

/** A person's forward of a hosting company's invoice mail, whose total is only in its PDF. */
const FORWARDED_INVOICE = `---------- Forwarded message ---------
From: Nordlicht Hosting <billing@nordlicht-hosting.example>
Date: Thu, 1 Oct 2026 at 08:00
Subject: Ihre Rechnung RE-88123
To: Pat <pat@example.org>

Ihre Rechnung RE-88123 liegt als PDF bei (Kontoauszug-Nummer 4711 steht darin).`;

async function seeded(world: World, accounts: { name: string; currency: string }[]): Promise<number[]> {
  const made = await world.admin<{ manual_accounts: { id: number }[] }>("POST", "/seed", {
    manual_accounts: accounts.map((a) => ({ ...a, type: "cash" })),
  });
  return made.manual_accounts.map((a) => a.id);
}

const landedIn = (world: World, count: number) =>
  waitFor(
    () => world.transactions(),
    (t) => t.length >= count,
  );

describe("a mailed statement lands in the account it names", () => {
  it("a CSV whose heading names its IBAN, into the account whose name holds that IBAN", async () => {
    const { world, connectionId, address } = await connected();
    const [giro] = await seeded(world, [
      { name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" },
      { name: "Tagesgeld 7731", currency: "eur" },
    ]);
    await deliver(mailWith(address, { bytes: enc(GIRO_CSV), name: "Umsaetze.csv", type: "text/csv" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { statement: "Umsaetze.csv", format: "csv", account_id: giro } });
    expect(entry?.how?.account).toContain("DE89370400440532013000");
    const landed = await landedIn(world, 2);
    expect(landed.map((t) => [t.manual_account_id, t.payee, t.amount]).sort()).toEqual([
      [giro, "Bäckerei Sonnenschein", "4.2000"],
      [giro, "Gehalt Oktober", "-2500.0000"],
    ]);
  });

  it("an OFX by its number's last four digits, which an account's name ends in", async () => {
    const { world, connectionId, address } = await connected();
    const [, checking] = await seeded(world, [
      { name: "Visa 4242", currency: "usd" },
      { name: "Everyday Checking ••6789", currency: "usd" },
    ]);
    await deliver(
      mailWith(address, { bytes: enc(CHECKING_OFX("000123456789")), name: "stmt.qfx", type: "application/octet-stream" }),
      address,
    );
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { format: "ofx", account_id: checking } });
    const landed = await landedIn(world, 3);
    expect(new Set(landed.map((t) => t.manual_account_id))).toEqual(new Set([checking]));
  });

  it("a spreadsheet that names no account, into the mailbox's account", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    await seeded(world, [{ name: "Cuenta nómina 5521", currency: "usd" }]);
    const xlsx = movimientosXlsx();
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    await deliver(mailWith(address, { bytes: xlsx, name: "movimientos.xlsx", type }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { statement: "movimientos.xlsx", account_id: 101 } });
    expect(entry?.how?.account).toMatch(/mailbox's account/);
    const landed = await landedIn(world, 2);
    expect(landed.map((t) => [t.manual_account_id, t.payee]).sort()).toEqual([
      [101, "Farmacia Central"],
      [101, "Transferencia recibida"],
    ]);
  });
});

describe("a long mailed statement lands whole, as a long upload does", () => {
  it("a year's CSV of 1,500 rows: every row once, in its account", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const rows = Array.from({ length: 1_500 }, (_, i) => {
      const day = new Date(Date.UTC(2025, 10, 1) + Math.floor(i / 5) * 86_400_000).toISOString().slice(0, 10);
      return `${day},Shop ${String(i + 1).padStart(4, "0")},-${(1 + (i % 97) + (i % 7) / 100).toFixed(2)}`;
    });
    const csv = ["Date,Description,Amount", ...rows].join("\n");
    await deliver(mailWith(address, { bytes: enc(csv), name: "year.csv", type: "text/csv" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { statement: "year.csv", account_id: 101 } });
    const landed = await waitFor(
      () => world.transactions(),
      (t) => t.length >= 1_500,
      60_000,
    );
    expect(new Set(landed.map((t) => t.payee)).size).toBe(1_500);
    expect(landed.every((t) => t.manual_account_id === 101)).toBe(true);
  }, 90_000);
});

describe("a mailed PDF statement is read as an uploaded one", () => {
  const line = (date: string, text: string, cents: number, balance: number) =>
    [
      [date, 50],
      [text, 110],
      [money(cents, "de"), 470, "r"],
      [money(balance, "de"), 545, "r"],
    ] as const;
  const kontoauszug = (heading: string[][]) =>
    statementPdf([
      [
        [["Beispielbank eG — Kontoauszug 10/2026", 50]],
        ...heading.map((cells) => cells.map((text, i) => [text, 50 + i * 120] as const)),
        [
          ["Alter Saldo", 300],
          [money(120000, "de"), 545, "r"],
        ],
        [
          ["Datum", 50],
          ["Buchungstext", 110],
          ["Betrag", 470, "r"],
          ["Saldo", 545, "r"],
        ],
        line("05.10.2026", "Stadtwerke Abschlag", -8500, 111500),
        line("12.10.2026", "Gutschrift Erstattung", 2000, 113500),
        line("20.10.2026", "Buchhandlung am Markt", -3500, 110000),
        [
          ["Neuer Saldo", 300],
          [money(110000, "de"), 545, "r"],
        ],
      ],
    ]);
  const rowsIn = async (world: World, account: number) =>
    (await landedIn(world, 3)).map((t) => [t.manual_account_id, t.payee, t.amount]).sort();
  const want = (account: number) => [
    [account, "Buchhandlung am Markt", "35.0000"],
    [account, "Gutschrift Erstattung", "-20.0000"],
    [account, "Stadtwerke Abschlag", "85.0000"],
  ];

  it("a bank's text PDF naming no account: its rows in the mailbox's account, not read as a receipt", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const pdf = await kontoauszug([]);
    await deliver(mailWith(address, { bytes: pdf, name: "Kontoauszug_2026_10.pdf", type: "application/pdf" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { statement: "Kontoauszug_2026_10.pdf", account_id: 101 } });
    expect(await rowsIn(world, 101)).toEqual(want(101));
  });

  it("a PDF whose heading names its IBAN: into the account whose name holds it", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const [, giro] = await seeded(world, [
      { name: "Tagesgeld 7731", currency: "eur" },
      { name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" },
    ]);
    const pdf = await kontoauszug([["IBAN", "DE89 3704 0044 0532 0130 00"]]);
    await deliver(mailWith(address, { bytes: pdf, name: "Kontoauszug_2026_10.pdf", type: "application/pdf" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { statement: "Kontoauszug_2026_10.pdf", account_id: giro } });
    expect(await rowsIn(world, giro!)).toEqual(want(giro!));
  });
});

describe("a mailed statement of several accounts", () => {
  const twoAccounts = (a: string, b: string) =>
    CHECKING_OFX(a).replace(
      "</STMTTRNRS>",
      `</STMTTRNRS><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>021000021<ACCTID>${b}<ACCTTYPE>SAVINGS</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261008<TRNAMT>40.00<FITID>S1<NAME>INTEREST</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS>`,
    );

  it("imports each account into the account it names, a job each", async () => {
    const { world, connectionId, address } = await connected();
    const [checking, savings] = await seeded(world, [
      { name: "Checking 3333", currency: "usd" },
      { name: "Savings 6666", currency: "usd" },
    ]);
    await deliver(
      mailWith(address, { bytes: enc(twoAccounts("111122223333", "444455556666")), name: "all.ofx", type: "application/x-ofx" }),
      address,
    );
    const [entry] = await inbox(connectionId);
    expect(entry).toMatchObject({ verdict: "queued", fields: { job_ids: [expect.any(String), expect.any(String)] } });
    const landed = await landedIn(world, 4);
    expect(landed.map((t) => [t.manual_account_id, t.payee]).sort()).toEqual(
      [
        [checking, "CITY PARKING"],
        [checking, "CORNER GROCER"],
        [checking, "REFUND DEPOT"],
        [savings, "INTEREST"],
      ].sort(),
    );
  });

  it("one account the budget does not name: nothing guessed, the person told", async () => {
    const { world, connectionId, address } = await connected();
    await seeded(world, [{ name: "Checking 3333", currency: "usd" }]);
    await deliver(
      mailWith(address, { bytes: enc(twoAccounts("111122223333", "444455556666")), name: "all.ofx", type: "application/x-ofx" }),
      address,
    );
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("failed");
    expect(entry?.reason).toContain("444455556666 names no one account of your budget");
    expect(await world.transactions()).toEqual([]);
  });
});

describe("a statement that several accounts could be is held and asked", () => {
  it("waits for the person's choice, which imports it into that account", async () => {
    const { world, connectionId, address } = await connected();
    const [card, joint] = await seeded(world, [
      { name: "Visa 6789", currency: "usd" },
      { name: "Joint account 6789", currency: "usd" },
    ]);
    await deliver(mailWith(address, { bytes: enc(CHECKING_OFX("5500116789")), name: "statement.ofx", type: "application/x-ofx" }), address);
    const listed = await inbox(connectionId);
    expect(listed).toHaveLength(1);
    const [held] = listed;
    expect(held).toMatchObject({ verdict: "needs_account", fields: { account_choices: [String(card), String(joint)] } });
    expect(heldReceiptNotice(connectionId, held!)?.title).toBe("A mailed statement needs its account");
    expect(await world.transactions()).toEqual([]);
    const answer = await SELF.fetch(`https://intake.test/receipts/${held!.id}/account`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" },
      body: JSON.stringify({ account_id: joint }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { receipt: { verdict: string } }).receipt.verdict).toBe("queued");
    const landed = await landedIn(world, 3);
    expect(new Set(landed.map((t) => t.manual_account_id))).toEqual(new Set([joint]));
    const again = await SELF.fetch(`https://intake.test/receipts/${held!.id}/account`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" },
      body: JSON.stringify({ account_id: joint }),
    });
    expect(again.status).toBe(409);
  });
});

describe("the same statement mailed twice is imported once", () => {
  it("the second mail is said to be imported already, and makes no job", async () => {
    const { world, connectionId, address } = await connected();
    const [checking] = await seeded(world, [{ name: "Checking 6789", currency: "usd" }]);
    const file = { bytes: enc(CHECKING_OFX("000123456789")), name: "statement.ofx", type: "application/x-ofx" };
    await deliver(mailWith(address, file), address);
    await landedIn(world, 3);
    await deliver(mailWith(address, file), address);
    const [second, first] = await inbox(connectionId);
    expect(first).toMatchObject({ verdict: "queued", fields: { account_id: checking } });
    expect(second?.verdict).toBe("already_imported");
    expect(second?.job_id).toBeUndefined();
    expect(second?.reason).toMatch(/was imported from a mail on .*nothing was imported again/);
    await scheduler.wait(300);
    expect(await world.transactions()).toHaveLength(3);
  });
});

describe("what is a statement is the reading's to say, not the sender's", () => {
  it("a receipt's PDF named like a statement is still read as a receipt", async () => {
    const { world, connectionId, address } = await connected();
    const invoice = await textPdf([["Nordlicht Hosting GmbH", "Rechnung RE-88123", "Rechnungsbetrag\t119,00 €"]]);
    const raw = mailWith(
      address,
      { bytes: invoice, name: "statement-of-account.pdf", type: "application/pdf" },
      { subject: "Fwd: Ihre Rechnung RE-88123", text: FORWARDED_INVOICE },
    );
    await deliver(raw, address);
    const [entry] = await inbox(connectionId);
    expect(entry?.fields?.statement).toBeUndefined();
    expect(entry).toMatchObject({ verdict: "queued", fields: { total: "119.00" } });
    const landed = await landedIn(world, 1);
    expect(landed.map((t) => t.amount)).toEqual(["119.0000"]);
  });

  it("a statement that cannot be read is told, with the reason, and raises a notice", async () => {
    const { world, connectionId, address } = await connected();
    const broken = "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS>";
    await deliver(mailWith(address, { bytes: enc(broken), name: "statement.ofx", type: "application/x-ofx" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("failed");
    expect(entry?.reason).toMatch(/^the attached statement "statement.ofx" was not imported: ./);
    expect(heldReceiptNotice(connectionId, entry!)?.title).toBe("A mailed statement was not imported");
    expect(await world.transactions()).toEqual([]);
  });

  it("a CSV the CSV reader refuses (no amount column) is told with its reason, not thrown", async () => {
    const { world, connectionId, address } = await connected();
    const csv = "Datum;Verwendungszweck;Notiz\n02.01.2025;Miete Januar;Wohnung\n03.01.2025;Bäckerei;Frühstück\n";
    await deliver(mailWith(address, { bytes: enc(csv), name: "umsaetze.csv", type: "text/csv" }), address);
    const [entry] = await inbox(connectionId);
    expect(entry?.verdict).toBe("failed");
    expect(entry?.reason).toMatch(/^the attached statement "umsaetze.csv" was not imported: .*no amount column/);
    expect(await world.transactions()).toEqual([]);
  });
});
