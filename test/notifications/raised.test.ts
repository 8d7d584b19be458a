// Notices raised by the channels themselves, and the settings as the HTTP surface takes them.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connectionKey, type StoredConnection } from "../../src/connections";
import { CF_PASS, connected, deliver, forward, ME } from "../support/mail";
import { forwardedPictureReceipt } from "../support/picture-mails";
import { gmailEnglish } from "../support/forwarding-mails";
import type { JobReport } from "../../src/outbox";
import { tunableOutbox } from "../support/outboxes";
import { changeSettings, waitFor } from "../support/world";
import { connectWithAddress, notifier } from "./support";

/** A receipt connection whose record names its person. */
async function receiptsWithAddress() {
  const c = await connected();
  const email = `${c.world.name}@example.com`;
  const record = (await env.CONNECTIONS.get<StoredConnection>(connectionKey(c.connectionId), "json"))!;
  const identity = { user_id: 9, email, name: "Pat", account_id: 9, budget_name: "Home" };
  await env.CONNECTIONS.put(connectionKey(c.connectionId), JSON.stringify({ ...record, identity }));
  return { ...c, email, mails: () => notifier().mailsTo(email) };
}

describe("a receipt held at arrival is told as it arrives", () => {
  it("mails 'needs its amount' for a picture receipt, once", async () => {
    const t = await receiptsWithAddress();
    await deliver(forwardedPictureReceipt(t.address), t.address);
    const [mail] = await waitFor(t.mails, (m) => m.length > 0);
    expect(mail!.subject).toBe("A receipt needs its amount");
    expect(mail!.text).toContain("Give the amount on the Receipts page");
    expect(mail!.text).toContain(`\n\n${env.PUBLIC_URL}/inbox\n\n`);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
  });

  it("mails nothing for a receipt booked on its own, or a mail that is no receipt", async () => {
    const t = await receiptsWithAddress();
    const original = `---------- Forwarded message ---------
From: News <news@shop.example>
Subject: Our autumn sale

Twenty percent off everything this week.
`;
    await deliver(forward({ to: t.address, original, subject: "Our autumn sale" }), t.address);
    await notifier().tick();
    expect(await t.mails()).toEqual([]);
  });
});

describe("each statement of a mail that is not imported is told", () => {
  it("mails a notice for each of two statements that cannot be read", async () => {
    const t = await receiptsWithAddress();
    const broken = (name: string) => [
      "--mix",
      `Content-Type: application/x-ofx; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      "",
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS>",
    ];
    const raw = [
      `Authentication-Results: ${CF_PASS}`,
      `From: Pat <${ME}>`,
      `To: ${t.address}`,
      "Subject: Statements",
      `Message-ID: <${crypto.randomUUID()}@example.org>`,
      "Date: Mon, 02 Nov 2026 10:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="mix"',
      "",
      "--mix",
      "Content-Type: text/plain",
      "",
      "Both statements attached.",
      ...broken("checking.ofx"),
      ...broken("savings.ofx"),
      "--mix--",
      "",
    ].join("\r\n");
    await deliver(raw, t.address);
    const mails = await waitFor(
      t.mails,
      (m) =>
        m
          .map((x) => x.text)
          .join(" ")
          .includes("savings.ofx") &&
        m
          .map((x) => x.text)
          .join(" ")
          .includes("checking.ofx"),
    );
    expect(mails.every((m) => m.subject.includes("statement"))).toBe(true);
  });
});

describe("a mail provider's request to confirm forwarding is told as it arrives, without its code", () => {
  it("mails that Gmail asks for a confirmation, and points at the Receipts page for the code", async () => {
    const t = await receiptsWithAddress();
    await deliver(gmailEnglish(t.address), t.address);
    const [mail] = await waitFor(t.mails, (m) => m.length > 0);
    expect(mail!.subject).toBe("Gmail asks you to confirm forwarding to Intake");
    expect(mail!.text).toContain("Open the Receipts page for the code or the link");
    expect(mail!.text).toContain(`\n\n${env.PUBLIC_URL}/inbox\n\n`);
    // The code is for the page the person signs in to, not for a mailbox or a webhook.
    expect(mail!.text).not.toContain("123456789");
  });
});

describe("a payment the bank showed as pending and no export booked in 30 days is told once", () => {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = daysAgo(40).split("-");
  it("asks whether to remove it, naming the payment as the budget writes days and amounts, and says nothing of a hold of last week", async () => {
    const t = await receiptsWithAddress();
    await changeSettings(t.world, "/me/user/settings", { month_day_year_format: "DD.MM.YYYY" });
    await changeSettings(t.world, "/me/account/settings", { locale: "de-DE" });
    const spec = { connectionId: t.connectionId, channel: "csv", manualAccountId: 101, bankRows: true };
    const pending = (date: string, external_id: string, payee: string) => ({
      row: 1,
      item: { date, amount: "29.90", payee, external_id, custom_metadata: { pending: true } },
      provisional: "pending" as const,
    });
    const old = await tunableOutbox().enqueue(spec, [pending(daysAgo(40), `p-old-${t.world.name}`, "ARAL STATION 2231")]);
    const recent = await tunableOutbox().enqueue(spec, [pending(daysAgo(5), `p-new-${t.world.name}`, "SHELL 0042")]);
    const [oldReport] = await Promise.all(
      [old.id, recent.id].map((id) =>
        waitFor(
          () => tunableOutbox().report(id, { items: true }) as Promise<JobReport>,
          (r) => r.counts.inserted === 1,
        ),
      ),
    );
    await notifier().tick();
    const mails = await t.mails();
    expect(mails.map((m) => m.subject)).toEqual(["Pending at the bank and never booked: remove it?"]);
    expect(mails[0]!.text).toContain(`(ARAL STATION 2231, 29,90) in “Sandbox Bank Checking” as pending on ${d}.${m}.${y},`);
    // The transaction's own page: where it is, and the import that put it there.
    expect(mails[0]!.text).toContain(`\n\n${env.PUBLIC_URL}/history/transaction/${oldReport!.items![0]!.transaction_id}\n\n`);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
  });
});

describe("an import whose rows do not add up to the file's own balances is told once", () => {
  it("names the file, the row and the balances; a balanced import is not told", async () => {
    const t = await receiptsWithAddress();
    const spec = { connectionId: t.connectionId, channel: "csv", manualAccountId: 101, bankRows: true, fileName: "giro.csv" };
    const row = (n: number) => ({
      row: n,
      item: { date: "2026-10-14", amount: "20.00", payee: "B", external_id: `u-${t.world.name}-${n}` },
    });
    const imported = async (verification: Parameters<ReturnType<typeof tunableOutbox>["seal"]>[1]) => {
      const id = await tunableOutbox().openJob(spec);
      await tunableOutbox().append(id, [row(verification?.status === "balanced" ? 2 : 3)]);
      await tunableOutbox().seal(id, verification);
      return id;
    };
    await imported({ status: "balanced", rows_checked: 1, rows_total: 1 });
    const id = await imported({
      status: "unbalanced",
      rows_checked: 0,
      rows_total: 1,
      first_break: { row: 3, expected: "950.00", found: "970.00" },
    });
    await notifier().tick();
    const mails = await t.mails();
    expect(mails.map((m) => m.subject)).toEqual(["An import does not add up to the bank's balances"]);
    expect(mails[0]!.text).toContain(
      "giro.csv do not add up to its own balances from row 3: the balance should read 950.00 there and reads 970.00",
    );
    expect(mails[0]!.text).toContain("They were imported into “Sandbox Bank Checking” as they read");
    // The report, opened at the row that breaks.
    expect(mails[0]!.text).toContain(`\n\n${env.PUBLIC_URL}/history/${id}#row-3\n\n`);
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
  });
});

describe("an account that stops agreeing with the bank's balances is told once, with its cause", () => {
  it("mails when a check finds a row deleted in the budget, and not again while it still differs", async () => {
    const t = await connectWithAddress();
    const csv = ["Date,Description,Amount,Balance", "2026-01-05,Grocer,-61.20,938.80", "2026-01-27,Rent,-900.00,38.80"].join("\n");
    const accepted = (await (await t.upload(csv, "?account=101")).json()) as { id: string };
    const done = await waitFor(
      () => t.report(`/imports/${accepted.id}?items=true`),
      (r) => r.status === "done",
    );
    const coverage = async (query = "") =>
      (await (await t.call("GET", `/accounts/101/coverage${query}`)).json()) as { agreement: { status: string } };
    await waitFor(coverage, (c) => c.agreement.status === "agrees");
    await t.api.deleteTransaction(done.items?.find((i) => i.payee === "Rent")?.transaction_id ?? 0);
    expect((await coverage("?check=now")).agreement.status).toBe("differs");
    await notifier().tick();
    const mails = await t.mails();
    expect(mails.map((m) => m.subject)).toEqual(["An account no longer agrees with your bank"]);
    expect(mails[0]?.text).toContain(
      "“Sandbox Bank Checking”: Differs by 900.00 since 5 Jan 2026: row 3 of an import (Rent, 900.00 out, 27 Jan 2026) is not in the budget any more: deleted there? The Accounts page",
    );
    expect(mails[0]?.text).toContain(`\n\n${env.PUBLIC_URL}/coverage#account-101\n\n`);
    await coverage("?check=now");
    await notifier().tick();
    expect(await t.mails()).toHaveLength(1);
  });
});

describe("GET and PUT /notifications/settings", () => {
  const json = async (r: Promise<Response>) => {
    const response = await r;
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it("answers the defaults, every kind with its words, and the address mails go to", async () => {
    const t = await connectWithAddress();
    const { status, body } = await json(t.call("GET", "/notifications/settings"));
    expect(status).toBe(200);
    expect(body.settings).toEqual({ email: true, delivery: "single", digest_hour: 7, webhook_url: null, muted: [] });
    expect(body.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      "reconnect",
      "source_attention",
      "source_stale",
      "import_failed_rows",
      "receipt_held",
      "pending_never_booked",
      "import_unbalanced",
      "forwarding_confirmation",
      "account_differs",
    ]);
    expect(body.email_address).toBe(t.email);
    expect(body.budget).toMatchObject({ connection_id: t.connectionId, name: "Household" });
  });

  it("saves choices, and refuses a webhook the URL policy refuses with a 400 that names the field", async () => {
    const t = await connectWithAddress();
    const choices = { email: false, delivery: "daily", digest_hour: 18, webhook_url: t.hookUrl(), muted: ["source_stale"] };
    const saved = await json(t.call("PUT", "/notifications/settings", choices));
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual(choices);
    expect((await json(t.call("GET", "/notifications/settings"))).body.settings).toEqual(choices);

    const refused = await json(t.call("PUT", "/notifications/settings", { ...choices, webhook_url: "https://192.168.1.1/hook" }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: "webhook_url" });
    expect(refused.body.error.message).toBe("The webhook URL is refused: the URL points to a local or private address.");

    const unknown = await json(t.call("PUT", "/notifications/settings", { ...choices, muted: ["everything"] }));
    expect(unknown.status).toBe(400);
  });

  it("sends a test through every channel that is on, whatever the digest", async () => {
    const t = await connectWithAddress();
    await t.call("PUT", "/notifications/settings", { email: true, delivery: "daily", digest_hour: 7, webhook_url: t.hookUrl(), muted: [] });
    const { status, body } = await json(t.call("POST", "/notifications/test"));
    expect(status).toBe(200);
    expect(body.notice).toMatchObject({ title: "Intake can reach you", email: "sent", webhook: "sent" });
    expect((await t.mails()).map((m) => m.subject)).toEqual(["Intake can reach you"]);
    expect(await t.hooks()).toHaveLength(1);
  });

  it("asks for a key or a session like every other route", async () => {
    const response = await SELF.fetch("https://intake.test/notifications/settings");
    expect(response.status).toBe(401);
  });

  it("serves the settings page at /notifications, linked from every page", async () => {
    const page = await SELF.fetch("https://intake.test/notifications");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Notifications</h1>");
    expect(html).toContain('src="/assets/notifications.js"');
    const home = await (await SELF.fetch("https://intake.test/history")).text();
    expect(home).toContain('href="/notifications"');
  });
});
