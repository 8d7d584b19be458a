// Sender verification: the connection's own addresses, and Cloudflare's verdict at the top of the headers.
import { describe, expect, it } from "vitest";
import { parseAuthenticationResults, verifySender } from "../../../src/sources/email/verify";

const ALLOWED = ["me@example.org", "Me.Work@Corp.example.com"];
const h = (...values: string[]) => values.map((value) => ({ key: "authentication-results", value }));
const CF = (verdicts: string) => `mx.cloudflare.net; ${verdicts}`;

describe("only the connection's sender addresses are accepted", () => {
  it("refuses another sender, whatever its verdict", () => {
    const verdict = verifySender(h(CF("dmarc=pass header.from=evil.example")), "someone@evil.example", ALLOWED);
    expect(verdict).toMatchObject({ ok: false, reason: "someone@evil.example is not one of this connection's sender addresses" });
  });
  it("compares addresses without case", () => {
    expect(verifySender(h(CF("dmarc=pass")), "me.work@corp.example.com", ALLOWED).ok).toBe(true);
  });
});

describe("the topmost verdict must be Cloudflare's: a lower one can be forged", () => {
  it("refuses a mail whose top Authentication-Results was written by someone else", () => {
    const headers = h("attacker.example; dmarc=pass", CF("dmarc=fail"));
    expect(verifySender(headers, "me@example.org", ALLOWED)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not Cloudflare's/),
    });
  });
  it("ignores a forged pass further down", () => {
    const headers = h(CF("dkim=none; spf=none; dmarc=none"), "mx.cloudflare.net; dmarc=pass");
    expect(verifySender(headers, "me@example.org", ALLOWED).ok).toBe(false);
  });
  it("treats no verdict as no pass", () => {
    expect(verifySender([], "me@example.org", ALLOWED)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no authentication verdict/),
    });
  });
});

describe("a pass is dmarc=pass, or dkim/spf passing for the From domain", () => {
  it("accepts dmarc=pass", () => {
    expect(
      verifySender(h(CF("dkim=pass header.d=example.org; spf=pass; dmarc=pass header.from=example.org")), "me@example.org", ALLOWED),
    ).toEqual({
      ok: true,
      sender: "me@example.org",
      how: "dmarc",
    });
  });
  it("refuses dmarc=fail with no aligned pass", () => {
    const headers = h(CF("dkim=pass header.d=mailer.example; spf=fail smtp.mailfrom=x@mailer.example; dmarc=fail header.from=example.org"));
    expect(verifySender(headers, "me@example.org", ALLOWED)).toMatchObject({ ok: false, reason: expect.stringMatching(/dmarc=fail/) });
  });
  it("accepts a DKIM pass of the From's organisational domain, and an aligned SPF pass", () => {
    expect(verifySender(h(CF("dkim=pass header.d=mail.corp.example.com; dmarc=none")), "me.work@corp.example.com", ALLOWED)).toMatchObject({
      ok: true,
      how: "dkim",
    });
    expect(verifySender(h(CF("spf=pass smtp.mailfrom=bounce@example.org")), "me@example.org", ALLOWED)).toMatchObject({
      ok: true,
      how: "spf",
    });
  });
  it("does not take a DKIM pass of another domain", () => {
    expect(verifySender(h(CF("dkim=pass header.d=gmail.com")), "me@example.org", ALLOWED).ok).toBe(false);
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
