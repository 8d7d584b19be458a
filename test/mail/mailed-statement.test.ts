// A bank's statement mailed to the Intake address, through the email() handler: imported as an upload, into the
// account the statement names (its IBAN, its number's last digits in an account's name), else the mailbox's; held
// and asked when several accounts could be the one; the same mail twice imported once; a receipt's PDF still a
// receipt; a statement that cannot be read told.
import { utils, write } from "@e965/xlsx";
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { heldReceiptNotice } from "../../src/notifications/news";
import { ACCOUNTS_TTL_MS } from "../../src/outbox/targets";
import { listReceipts } from "../../src/mail/inbox";
import { CF_PASS, connected, deliver, ME } from "../support/mail";
import { tunableOutbox } from "../support/outboxes";
import { unclosedSaves } from "../support/hostile-pdf";
import { base64Lines, textPdf } from "../support/pdf";
import { money, statementPdf } from "../support/statement-pdf";
import { waitFor, type World } from "../support/world";

const inbox = async (connectionId: string) => (await listReceipts(env.CONNECTIONS, connectionId, { limit: 10 })).receipts;
const enc = (s: string) => new TextEncoder().encode(s);

type Attached = { bytes: Uint8Array; name: string; type: string };

/** A mail with a short text and one attachment, as a bank's statement mail or a person's forward carries it. */
function mailWith(to: string, file: Attached, o: { from?: string; subject?: string; text?: string } = {}): string {
  return mailWithAll(to, [file], o);
}

/** A mail with a short text and every file attached, as a bank's monthly mail of several statements carries them. */
function mailWithAll(to: string, files: Attached[], o: { from?: string; subject?: string; text?: string } = {}): string {
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
    ...files.flatMap((file) => [
      "--mix",
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      "Content-Transfer-Encoding: base64",
      "",
      base64Lines(file.bytes),
    ]),
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

  it("one account the budget does not name: told which and why, the named one imported, the rest on a later mail", async () => {
    const { world, connectionId, address } = await connected();
    const [checking] = await seeded(world, [{ name: "Checking 3333", currency: "usd" }]);
    const file = { bytes: enc(twoAccounts("111122223333", "444455556666")), name: "all.ofx", type: "application/x-ofx" };
    await deliver(mailWith(address, file), address);
    const entries = await inbox(connectionId);
    expect(entries.map((e) => e.verdict).sort()).toEqual(["failed", "queued"]);
    const told = entries.find((e) => e.verdict === "failed");
    expect(told?.fields).toMatchObject({ statement: "all.ofx", file_account: "444455556666" });
    expect(told?.reason).toContain('the account 444455556666 of the attached statement "all.ofx" was not imported');
    expect(told?.reason).toContain("no account of your budget has number 444455556666");
    expect(heldReceiptNotice(connectionId, told!)?.title).toBe("A mailed statement was not imported");
    expect((await landedIn(world, 3)).map((t) => t.manual_account_id)).toEqual([checking, checking, checking]);
    // The person names the account, and the bank's next copy of the mail imports what was left, and nothing twice.
    const [savings] = await seeded(world, [{ name: "Savings 6666", currency: "usd" }]);
    // A day later in the person's time: the Outbox's list of the budget's accounts is read afresh.
    await tunableOutbox().configure({ accounts: { ttlMs: 0 } });
    try {
      await deliver(mailWith(address, file), address);
    } finally {
      await tunableOutbox().configure({ accounts: { ttlMs: ACCOUNTS_TTL_MS } });
    }
    const landed = await landedIn(world, 4);
    await scheduler.wait(300);
    expect((await world.transactions()).length).toBe(4);
    expect(landed.filter((t) => t.manual_account_id === savings).map((t) => t.payee)).toEqual(["INTEREST"]);
  });

  it("one account several of the budget's could be: held for it alone, the answer imports only it", async () => {
    const { world, connectionId, address } = await connected();
    const [checking, savings, other] = await seeded(world, [
      { name: "Checking 3333", currency: "usd" },
      { name: "Savings 6666", currency: "usd" },
      { name: "Old savings 6666", currency: "usd" },
    ]);
    await deliver(
      mailWith(address, { bytes: enc(twoAccounts("111122223333", "444455556666")), name: "all.ofx", type: "application/x-ofx" }),
      address,
    );
    const entries = await inbox(connectionId);
    expect(entries.map((e) => e.verdict).sort()).toEqual(["needs_account", "queued"]);
    const held = entries.find((e) => e.verdict === "needs_account");
    expect(held?.fields).toMatchObject({ file_account: "444455556666", account_choices: [String(savings), String(other)] });
    expect(held?.reason).toContain("the account 444455556666 of the statement could be any of 2 of your accounts");
    await landedIn(world, 3);
    const answer = await SELF.fetch(`https://intake.test/receipts/${held!.id}/account`, {
      method: "POST",
      headers: { Authorization: `Bearer key-${world.name}`, "Content-Type": "application/json" },
      body: JSON.stringify({ account_id: savings }),
    });
    expect(answer.status).toBe(200);
    const landed = await landedIn(world, 4);
    await scheduler.wait(300);
    expect((await world.transactions()).length).toBe(4);
    expect(landed.map((t) => [t.manual_account_id, t.payee]).sort()).toEqual(
      [
        [checking, "CITY PARKING"],
        [checking, "CORNER GROCER"],
        [checking, "REFUND DEPOT"],
        [savings, "INTEREST"],
      ].sort(),
    );
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
    const invoice = await textPdf([
      ["Nordlicht Hosting GmbH", "Rechnung RE-88123", "Rechnungsbetrag\t119,00 €", "Bezahlt per Kreditkarte"],
    ]);
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

describe("a mailed PDF too costly to read keeps the mail's inbox entry, saying which limit", () => {
  it("3 million unclosed q mailed as a statement by the mailbox's own sender: an entry naming the limit, nothing booked", async () => {
    const { world, connectionId, address } = await connected();
    const pdf = await unclosedSaves();
    await deliver(mailWith(address, { bytes: pdf, name: "statement.pdf", type: "application/pdf" }), address);
    const entries = await inbox(connectionId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.reason).toContain(
      'the PDF "statement.pdf": drawing it takes more than 12,000,000 steps, the most Intake reads from one PDF',
    );
    expect(await world.transactions()).toEqual([]);
  });
});

describe("every statement of a mail is imported, each into the account it names", () => {
  const csvOf = (iban: string, rows: string[]) =>
    enc(`Kontoauszug\nIBAN;${iban}\n\nBuchungstag;Verwendungszweck;Betrag\n${rows.join("\n")}\n`);
  /** A US checking statement as its PDF prints it: the account's number above, the same rows as its OFX. */
  const checkingPdf = (acct: string) =>
    statementPdf([
      [
        [["Example National Bank — Statement October 2026", 50]],
        [
          ["Account number", 50],
          [acct, 170],
        ],
        [
          ["Beginning balance", 300],
          [money(50000), 545, "r"],
        ],
        [
          ["Date", 50],
          ["Description", 110],
          ["Amount", 470, "r"],
          ["Balance", 545, "r"],
        ],
        [
          ["05 Oct 2026", 50],
          ["CORNER GROCER", 110],
          [money(-1875), 470, "r"],
          [money(48125), 545, "r"],
        ],
        [
          ["06 Oct 2026", 50],
          ["REFUND DEPOT", 110],
          [money(30000), 470, "r"],
          [money(78125), 545, "r"],
        ],
        [
          ["07 Oct 2026", 50],
          ["CITY PARKING", 110],
          [money(-910), 470, "r"],
          [money(77215), 545, "r"],
        ],
        [
          ["Ending balance", 300],
          [money(77215), 545, "r"],
        ],
      ],
    ]);
  const giroPdf = () =>
    statementPdf([
      [
        [["Beispielbank eG — Kontoauszug 10/2026", 50]],
        [
          ["IBAN", 50],
          ["DE89 3704 0044 0532 0130 00", 170],
        ],
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
        [
          ["05.10.2026", 50],
          ["Stadtwerke Abschlag", 110],
          [money(-8500, "de"), 470, "r"],
          [money(111500, "de"), 545, "r"],
        ],
        [
          ["12.10.2026", 50],
          ["Gutschrift Erstattung", 110],
          [money(2000, "de"), 470, "r"],
          [money(113500, "de"), 545, "r"],
        ],
        [
          ["Neuer Saldo", 300],
          [money(113500, "de"), 545, "r"],
        ],
      ],
    ]);
  const byAccount = (landed: { manual_account_id: number | null; payee: string | null }[]) =>
    landed.map((t) => [t.manual_account_id, t.payee]).sort();

  it("two CSVs of two accounts: each into its own, an entry each", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const [giro, tagesgeld] = await seeded(world, [
      { name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" },
      { name: "Tagesgeld DE02 1203 0000 0000 2020 51", currency: "eur" },
    ]);
    const first = csvOf("DE89 3704 0044 0532 0130 00", ["01.10.2026;Bäckerei Sonnenschein;-4,20"]);
    const second = csvOf("DE02 1203 0000 0000 2020 51", ["31.10.2026;Zinsen;1,15", "15.10.2026;Übertrag;250,00"]);
    await deliver(
      mailWithAll(address, [
        { bytes: first, name: "giro.csv", type: "text/csv" },
        { bytes: second, name: "tagesgeld.csv", type: "text/csv" },
      ]),
      address,
    );
    const entries = await inbox(connectionId);
    expect(entries.map((e) => [e.verdict, e.fields?.statement, e.fields?.account_id]).sort()).toEqual([
      ["queued", "giro.csv", giro],
      ["queued", "tagesgeld.csv", tagesgeld],
    ]);
    expect(byAccount(await landedIn(world, 3))).toEqual(
      [
        [giro, "Bäckerei Sonnenschein"],
        [tagesgeld, "Zinsen"],
        [tagesgeld, "Übertrag"],
      ].sort(),
    );
  });

  it("an OFX and a PDF of two accounts: each into the account it names", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const [checking, giro] = await seeded(world, [
      { name: "Everyday Checking ••6789", currency: "usd" },
      { name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" },
    ]);
    await deliver(
      mailWithAll(address, [
        { bytes: enc(CHECKING_OFX("000123456789")), name: "checking.ofx", type: "application/x-ofx" },
        { bytes: await giroPdf(), name: "Kontoauszug.pdf", type: "application/pdf" },
      ]),
      address,
    );
    const entries = await inbox(connectionId);
    expect(entries.map((e) => [e.verdict, e.fields?.statement, e.fields?.account_id]).sort()).toEqual([
      ["queued", "Kontoauszug.pdf", giro],
      ["queued", "checking.ofx", checking],
    ]);
    expect(byAccount(await landedIn(world, 5))).toEqual(
      [
        [checking, "CITY PARKING"],
        [checking, "CORNER GROCER"],
        [checking, "REFUND DEPOT"],
        [giro, "Gutschrift Erstattung"],
        [giro, "Stadtwerke Abschlag"],
      ].sort(),
    );
  });

  it("a statement that cannot be read is told, and the mail's other statement still lands", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const [giro] = await seeded(world, [{ name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" }]);
    const broken = "OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS>";
    await deliver(
      mailWithAll(address, [
        { bytes: enc(broken), name: "broken.ofx", type: "application/x-ofx" },
        { bytes: csvOf("DE89 3704 0044 0532 0130 00", ["01.10.2026;Bäckerei Sonnenschein;-4,20"]), name: "giro.csv", type: "text/csv" },
      ]),
      address,
    );
    const entries = await inbox(connectionId);
    expect(entries.map((e) => [e.verdict, e.fields?.statement]).sort()).toEqual([
      ["failed", "broken.ofx"],
      ["queued", "giro.csv"],
    ]);
    expect(byAccount(await landedIn(world, 1))).toEqual([[giro, "Bäckerei Sonnenschein"]]);
  });

  it("the same mail of two statements twice: the second imports neither", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    await seeded(world, [
      { name: "Everyday Checking ••6789", currency: "usd" },
      { name: "Girokonto DE89 3704 0044 0532 0130 00", currency: "eur" },
    ]);
    const files = [
      { bytes: enc(CHECKING_OFX("000123456789")), name: "checking.ofx", type: "application/x-ofx" },
      { bytes: await giroPdf(), name: "Kontoauszug.pdf", type: "application/pdf" },
    ];
    await deliver(mailWithAll(address, files), address);
    await landedIn(world, 5);
    await deliver(mailWithAll(address, files), address);
    const entries = await inbox(connectionId);
    expect(entries.map((e) => e.verdict).sort()).toEqual(["already_imported", "already_imported", "queued", "queued"]);
    await scheduler.wait(300);
    expect(await world.transactions()).toHaveLength(5);
  });

  it("an OFX and the PDF of the same month of one account: its rows imported once", async () => {
    const { world, connectionId, address } = await connected({ accountId: 101 });
    const [checking] = await seeded(world, [{ name: "Everyday Checking ••6789", currency: "usd" }]);
    await deliver(
      mailWithAll(address, [
        { bytes: enc(CHECKING_OFX("000123456789")), name: "october.ofx", type: "application/x-ofx" },
        { bytes: await checkingPdf("000123456789"), name: "october.pdf", type: "application/pdf" },
      ]),
      address,
    );
    const entries = await inbox(connectionId);
    expect(entries.map((e) => [e.verdict, e.fields?.statement]).sort()).toEqual([
      ["already_imported", "october.pdf"],
      ["queued", "october.ofx"],
    ]);
    expect(entries.find((e) => e.verdict === "already_imported")?.reason).toContain(
      'same 3 transactions (days and amounts) as "october.ofx"',
    );
    await landedIn(world, 3);
    await scheduler.wait(300);
    const landed = await world.transactions();
    expect(landed.map((t) => [t.manual_account_id, t.amount]).sort()).toEqual([
      [checking, "-300.0000"],
      [checking, "18.7500"],
      [checking, "9.1000"],
    ]);
  });
});
