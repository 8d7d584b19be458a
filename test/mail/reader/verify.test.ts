// Sender verification: the connection's own addresses, and Cloudflare's verdict at the top of the headers.
import { describe, expect, it } from "vitest";
import { parseAuthenticationResults, verifySender } from "../../../src/mail/reader/verify";

const ALLOWED = ["me@example.org", "Me.Work@Corp.example.com"];
const h = (...values: string[]) => values.map((value) => ({ key: "authentication-results", value }));
const from = (value: string) => ({ key: "from", value });
const CF = (verdicts: string) => `mx.cloudflare.net; ${verdicts}`;

describe("only the connection's sender addresses are accepted", () => {
  it("refuses another sender, whatever its verdict", () => {
    const verdict = verifySender([from("someone@evil.example"), ...h(CF("dmarc=pass header.from=evil.example"))], ALLOWED);
    expect(verdict).toMatchObject({ ok: false, reason: "someone@evil.example is not one of this connection's sender addresses" });
  });
  it("compares addresses without case", () => {
    expect(verifySender([from("Me <ME.work@corp.example.com>"), ...h(CF("dmarc=pass header.from=corp.example.com"))], ALLOWED).ok).toBe(
      true,
    );
  });
});

describe("the topmost verdict must be Cloudflare's: a lower one can be forged", () => {
  it("refuses a mail whose top Authentication-Results was written by someone else", () => {
    const headers = h("attacker.example; dmarc=pass", CF("dmarc=fail"));
    expect(verifySender([from("me@example.org"), ...headers], ALLOWED)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not Cloudflare's/),
    });
  });
  it("ignores a forged pass further down", () => {
    const headers = h(CF("dkim=none; spf=none; dmarc=none"), "mx.cloudflare.net; dmarc=pass");
    expect(verifySender([from("me@example.org"), ...headers], ALLOWED).ok).toBe(false);
  });
  it("treats no verdict as no pass", () => {
    expect(verifySender([from("me@example.org")], ALLOWED)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no authentication verdict/),
    });
  });
});

describe("a pass is dmarc=pass, or dkim/spf passing for the From domain", () => {
  it("accepts dmarc=pass", () => {
    expect(
      verifySender(
        [from("me@example.org"), ...h(CF("dkim=pass header.d=example.org; spf=pass; dmarc=pass header.from=example.org"))],
        ALLOWED,
      ),
    ).toEqual({ ok: true, value: { sender: "me@example.org", how: "dmarc" } });
  });
  it("refuses dmarc=fail with no aligned pass", () => {
    const headers = h(CF("dkim=pass header.d=mailer.example; spf=fail smtp.mailfrom=x@mailer.example; dmarc=fail header.from=example.org"));
    expect(verifySender([from("me@example.org"), ...headers], ALLOWED)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/dmarc=fail/),
    });
  });
  it("accepts a DKIM pass of the From's organisational domain, and an aligned SPF pass", () => {
    expect(
      verifySender([from("me.work@corp.example.com"), ...h(CF("dkim=pass header.d=mail.corp.example.com; dmarc=none"))], ALLOWED),
    ).toMatchObject({ ok: true, value: { how: "dkim" } });
    expect(verifySender([from("me@example.org"), ...h(CF("spf=pass smtp.mailfrom=bounce@example.org"))], ALLOWED)).toMatchObject({
      ok: true,
      value: { how: "spf" },
    });
  });
  it("does not take a DKIM pass of another domain", () => {
    expect(verifySender([from("me@example.org"), ...h(CF("dkim=pass header.d=gmail.com"))], ALLOWED).ok).toBe(false);
  });
});

describe("alignment is by the registrable domain of the Public Suffix List", () => {
  const pass = (from: string, verdicts: string) => verifySender([{ key: "from", value: from }, ...h(CF(verdicts))], [from]).ok;
  it("does not align two registrants under one public suffix", () => {
    expect(pass("me@example.me.uk", "dkim=pass header.d=attacker.me.uk")).toBe(false);
    expect(pass("me@example.ne.jp", "spf=pass smtp.mailfrom=x@attacker.ne.jp")).toBe(false);
    expect(pass("me@shop.example.com.au", "dkim=pass header.d=evil.com.au")).toBe(false);
    expect(pass("me@example.org", "dkim=pass header.d=org")).toBe(false);
  });
  it("does not align two names under a private suffix (the whole list: github.io, herokuapp.com, myshopify.com)", () => {
    expect(pass("pat@victim.github.io", "dkim=pass header.d=attacker.github.io")).toBe(false);
    expect(pass("pat@victim.herokuapp.com", "spf=pass smtp.mailfrom=x@attacker.herokuapp.com")).toBe(false);
    expect(pass("shop@victim.myshopify.com", "dkim=pass header.d=attacker.myshopify.com")).toBe(false);
    expect(pass("pat@victim.github.io", "dkim=pass header.d=mail.victim.github.io")).toBe(true);
  });
  it("aligns a subdomain with its registrable domain, under any suffix", () => {
    expect(pass("me@example.me.uk", "dkim=pass header.d=mail.example.me.uk")).toBe(true);
    expect(pass("me@example.ne.jp", "spf=pass smtp.mailfrom=bounce@mx.example.ne.jp")).toBe(true);
    expect(pass("me@mail.example.co.uk", "dkim=pass header.d=example.co.uk")).toBe(true);
  });
});

describe("dmarc=fail is final", () => {
  it("refuses it even beside a DKIM or SPF pass of the From domain", () => {
    for (const verdicts of [
      "dkim=pass header.d=example.org; dmarc=fail header.from=example.org",
      "spf=pass smtp.mailfrom=me@example.org; dmarc=fail header.from=example.org",
    ]) {
      expect(verifySender([from("me@example.org"), ...h(CF(verdicts))], ALLOWED)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/failed DMARC/),
      });
    }
  });
});

describe("dmarc=pass counts for the From domain only", () => {
  it("refuses a DMARC pass of another domain, or of none named", () => {
    for (const verdicts of [
      "dmarc=pass header.from=attacker.example",
      "dmarc=pass",
      "dmarc=pass header.from=example.org.attacker.example",
    ]) {
      expect(verifySender([from("me@example.org"), ...h(CF(verdicts))], ALLOWED).ok, verdicts).toBe(false);
    }
  });
  it("accepts it for the From domain, in any case", () => {
    expect(verifySender([from("me@example.org"), ...h(CF("dmarc=pass header.from=Example.ORG"))], ALLOWED)).toMatchObject({
      ok: true,
      value: { how: "dmarc" },
    });
  });
});

describe("the message names exactly one sender", () => {
  const pass = h(CF("dmarc=pass header.from=example.org"));
  it("refuses a From of two addresses, whichever comes first", () => {
    for (const value of [
      "me@example.org, boss@example.org",
      "Boss <boss@example.org>, Me <me@example.org>",
      "Team: me@example.org, you@example.org;",
    ]) {
      expect(verifySender([from(value), ...pass], ALLOWED), value).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/must name one sender/),
      });
    }
  });
  it("refuses two From headers", () => {
    expect(verifySender([from("me@example.org"), from("evil@attacker.example"), ...pass], ALLOWED)).toMatchObject({
      ok: false,
      reason: "the message has 2 From headers: it must name one sender",
    });
  });
  it("refuses a message without a From address", () => {
    for (const headers of [pass, [from("Undisclosed"), ...pass]]) {
      expect(verifySender(headers, ALLOWED)).toMatchObject({ ok: false, reason: "the message has no From address" });
    }
  });
});

describe("Authentication-Results is read as RFC 8601 writes it", () => {
  it("skips comments, which may hold semicolons and equals signs", () => {
    const parsed = parseAuthenticationResults(
      "mx.cloudflare.net (a; b=c); spf=pass (mx.cloudflare.net: domain of x@example.org designates 1.2.3.4 as permitted sender; x=y) smtp.mailfrom=x@example.org",
    );
    expect(parsed).toEqual({
      authservId: "mx.cloudflare.net",
      methods: [{ method: "spf", result: "pass", props: { "smtp.mailfrom": "x@example.org" } }],
    });
  });
});

describe("a mail the person's own mailbox forwarded keeps its author, and is accepted when both authenticate", () => {
  const BANK = from("Chase <no.reply.alerts@chase.com>");
  const GMAIL = ["me@gmail.com"];
  const ENVELOPE = "me+caf_=r-abc=in.example.com@gmail.com";
  const arc = (instance: number, verdicts: string) => ({
    key: "arc-authentication-results",
    value: `i=${instance}; mx.google.com; ${verdicts}`,
  });
  /** The instance's seal, as a provider writes it (its tags in its own order). */
  const seal = (instance: number, domain = "google.com") => ({
    key: "arc-seal",
    value: `i=${instance}; a=rsa-sha256; t=1732110000; cv=${instance === 1 ? "none" : "pass"}; d=${domain}; s=arc-20240605; b=AbC=`,
  });
  it("accepts the bank's alert a Gmail filter forwarded, its DKIM intact", () => {
    const headers = [BANK, ...h(CF(`dkim=pass header.d=chase.com; spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=pass header.from=chase.com`))];
    expect(verifySender(headers, GMAIL, ENVELOPE)).toEqual({
      ok: true,
      value: { sender: "no.reply.alerts@chase.com", how: "dmarc", forwardedBy: "me@gmail.com" },
    });
  });
  it("accepts an SPF pass written for the envelope's domain only", () => {
    const headers = [BANK, ...h(CF("dkim=pass header.d=chase.com; spf=pass smtp.mailfrom=gmail.com; dmarc=pass header.from=chase.com"))];
    expect(verifySender(headers, GMAIL, ENVELOPE).ok).toBe(true);
  });
  it("reads the ARC results of the person's provider when the forward broke the bank's DKIM", () => {
    const headers = [
      BANK,
      ...h(CF(`dkim=fail header.d=chase.com; spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=fail header.from=chase.com; arc=pass`)),
      seal(2),
      arc(2, "dkim=pass header.d=chase.com; dmarc=pass header.from=chase.com"),
      seal(1, "chase.com"),
      arc(1, "dkim=fail; dmarc=fail"),
    ];
    expect(verifySender(headers, GMAIL, ENVELOPE)).toMatchObject({ ok: true, value: { how: "arc", forwardedBy: "me@gmail.com" } });
  });
  it("trusts the highest ARC instance only when the forwarding mailbox's provider sealed it", () => {
    const broken = h(CF(`dkim=fail header.d=chase.com; spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=fail header.from=chase.com; arc=pass`));
    const passing = arc(2, "dkim=pass header.d=chase.com; dmarc=pass header.from=chase.com");
    // A relay of the attacker's own adds an instance and writes a pass in it: arc=pass says only that its seal is theirs.
    for (const sealed of [[seal(2, "relay-mailer.example"), seal(1)], [seal(1)], [seal(2, "gmail.com.evil.example")]]) {
      const headers = [BANK, ...broken, ...sealed, passing, arc(1, "dmarc=pass header.from=chase.com")];
      expect(verifySender(headers, GMAIL, ENVELOPE).ok, JSON.stringify(sealed)).toBe(false);
    }
    // A mailbox on a domain of its own is sealed by that domain; Outlook.com's by microsoft.com.
    const own = "me@pat-family.org";
    const ownBroken = h(CF(`spf=pass smtp.mailfrom=${own}; dmarc=fail header.from=chase.com; arc=pass`));
    expect(
      verifySender([BANK, ...ownBroken, seal(1, "mx.pat-family.org"), arc(1, "dmarc=pass header.from=chase.com")], [own], own).ok,
    ).toBe(true);
    expect(verifySender([BANK, ...ownBroken, seal(1, "google.com"), arc(1, "dmarc=pass header.from=chase.com")], [own], own).ok).toBe(
      false,
    );
    const outlook = "pat@outlook.com";
    const outlookBroken = h(CF(`spf=pass smtp.mailfrom=${outlook}; dmarc=fail header.from=chase.com; arc=pass`));
    const viaOutlook = [BANK, ...outlookBroken, seal(1, "microsoft.com"), arc(1, "dkim=pass header.d=chase.com")];
    expect(verifySender(viaOutlook, [outlook], outlook).ok).toBe(true);
  });
  it("refuses when the latest ARC results fail, whatever an earlier instance says", () => {
    const headers = [
      BANK,
      ...h(CF(`spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=fail header.from=chase.com; arc=pass`)),
      seal(1),
      arc(1, "dmarc=pass header.from=chase.com"),
      seal(2),
      arc(2, "dmarc=fail header.from=chase.com"),
    ];
    expect(verifySender(headers, GMAIL, ENVELOPE)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^forwarded by me@gmail.com, but/),
    });
  });
  it("refuses ARC results whose chain does not hold", () => {
    const headers = [
      BANK,
      ...h(CF(`spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=fail header.from=chase.com; arc=fail`)),
      arc(1, "dmarc=pass header.from=chase.com"),
    ];
    expect(verifySender(headers, GMAIL, ENVELOPE).ok).toBe(false);
  });
  it("refuses an envelope of one of the senders that SPF did not pass: anyone can write an envelope", () => {
    for (const spf of ["spf=fail smtp.mailfrom=gmail.com", "spf=none", "spf=pass smtp.mailfrom=evil.example"]) {
      const headers = [BANK, ...h(CF(`dkim=pass header.d=chase.com; ${spf}; dmarc=pass header.from=chase.com`))];
      expect(verifySender(headers, GMAIL, ENVELOPE)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/not one of this connection's/),
      });
    }
  });
  it("refuses a stranger's envelope, and a bank's mail sent straight to the address", () => {
    const verdicts = h(CF("dkim=pass header.d=chase.com; spf=pass smtp.mailfrom=chase.com; dmarc=pass header.from=chase.com"));
    expect(verifySender([BANK, ...verdicts], GMAIL, "bounces@chase.com").ok).toBe(false);
    expect(verifySender([BANK, ...verdicts], GMAIL, null).ok).toBe(false);
  });
  it("refuses a forwarded mail whose author fails, or claims a domain it does not authenticate", () => {
    const spoof = [BANK, ...h(CF(`dkim=pass header.d=evil.example; spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=fail header.from=chase.com`))];
    expect(verifySender(spoof, GMAIL, ENVELOPE).ok).toBe(false);
    const none = [BANK, ...h(CF(`dkim=none; spf=pass smtp.mailfrom=${ENVELOPE}; dmarc=none`))];
    expect(verifySender(none, GMAIL, ENVELOPE).ok).toBe(false);
  });
  it("never takes the forwarder's own SPF pass for the author's", () => {
    const headers = [BANK, ...h(CF(`spf=pass smtp.mailfrom=${ENVELOPE}`))];
    expect(verifySender(headers, GMAIL, ENVELOPE).ok).toBe(false);
  });
});
