// Unwrapping against the forwarded mail of ../shared/email-corpus (skipped when the corpus is absent): the
// 232 bodies and subjects of crisp-oss/email-forward-parser's fixtures (12 clients, 22 locales) and two
// real .eml forwards. The fixtures carry no expectations of their own; their forwards are of John Doe's
// "Integer consequat non purus" unless EXPECTED says otherwise, and `*_variant_4` are replies (no forward).
// Every original's text starts with the forwarded body ("Aenean quis…"), never with the forwarder's note
// ("Praesent suscipit…"), and has a date.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MailAddress } from "../../../../src/mail/reader/message";
import { unwrap, unwrapText } from "../../../../src/mail/reader/unwrap";

const CORPUS = join(process.cwd(), "..", "shared", "email-corpus", "forwarded");
const CRISP = join(CORPUS, "crisp-email-forward-parser");
const present = existsSync(CRISP);

interface Expected {
  from: MailAddress;
  subject: string;
}
const JOHN = { name: "John Doe", address: "john.doe@acme.com" };
const DEFAULT: Expected = { from: JOHN, subject: "Integer consequat non purus" };
const THREAD = "***URGENT*** 2028/22/kb Integer consequat non purus";

/** Bodies whose innermost original is not the default one, and why. */
const EXPECTED: Record<string, Expected> = {
  // From written as a bare address, as "John, Doe <…>", as a name without address.
  apple_mail_en_body_variant_5: { ...DEFAULT, from: { name: null, address: JOHN.address } },
  outlook_live_en_body_variant_11: { ...DEFAULT, from: { name: "John, Doe", address: JOHN.address } },
  unknown_en_body_variant_12: { ...DEFAULT, from: { name: "John Doe", address: null } },
  // A thread forwarded ten times, each below a "Forwarded message" line: the innermost is Thibault's "TR: …".
  gmail_en_body_variant_14: { from: { name: "Thibault", address: "thibault@acme.com" }, subject: THREAD },
  thunderbird_en_body_variant_14: { from: { name: "Thibault", address: "thibault@acme.com" }, subject: THREAD },
  // John Doe's message forwards Thibault's, which forwards John Doe's "TR: …" (the innermost).
  gmail_en_body_variant_15: { from: JOHN, subject: THREAD },
  thunderbird_en_body_variant_15: { from: JOHN, subject: THREAD },
  outlook_live_en_body_variant_15: { from: JOHN, subject: THREAD },
  new_outlook_2019_en_body_variant_15: { from: JOHN, subject: THREAD },
  // Not listed: outlook_live_en_body_variant_14, new_outlook_2019_en_body_variant_14(_1) and
  // apple_mail_en_body_variant_13 quote a reply thread ("RE: …") below John Doe's message with Outlook's
  // underscore rule or bare header blocks, which open replies as well; John's subject is no forward's.
};

interface Case {
  name: string;
  body: string;
  subject: string | undefined;
  /** null: a reply, not a forward. */
  expected: Expected | null;
}

/** Each body with its subject file: same name and variant, else same name, else the client's ("outlook_2019_subject"). */
function cases(): Case[] {
  const files = new Set(readdirSync(CRISP));
  const read = (f: string) => readFileSync(join(CRISP, f), "utf8");
  const out: Case[] = [];
  for (const file of [...files].filter((f) => f.includes("_body")).sort()) {
    const stem = file.replace(/\.txt$/, "");
    const [client, variant = ""] = stem.split("_body");
    const expected = variant === "_variant_4" ? null : (EXPECTED[stem] ?? DEFAULT);
    // Outlook Live's one body goes with each of its locales' subjects.
    const subjects =
      client === "outlook_live" && variant === ""
        ? [...files].filter((f) => /^outlook_live_[a-z_]+_subject\.txt$/.test(f)).sort()
        : [subjectFor(client!, variant, files)];
    for (const s of subjects) out.push({ name: s ? `${stem} + ${s}` : stem, body: read(file), subject: s && read(s), expected });
  }
  return out;
}

function subjectFor(client: string, variant: string, files: Set<string>): string | undefined {
  const parts = client.split("_");
  const candidates = [`${client}_subject${variant}.txt`];
  for (let n = parts.length; n > 1; n--) candidates.push(`${parts.slice(0, n).join("_")}_subject.txt`);
  return candidates.find((c) => files.has(c));
}

describe.skipIf(!present)("the forwards of crisp-oss/email-forward-parser's fixtures", () => {
  it("yield, every one, the innermost original's From, Subject, date and text, and no forward in the replies", () => {
    const all = cases();
    const misses: string[] = [];
    let forwards = 0;
    let forwardsOk = 0;
    for (const c of all) {
      const got = unwrapText(c.body, c.subject);
      const ok =
        c.expected === null
          ? got === null
          : got !== null &&
            got.from?.address === c.expected.from.address &&
            got.from?.name === c.expected.from.name &&
            got.subject === c.expected.subject &&
            got.text.startsWith("Aenean quis diam urna.") &&
            !got.text.includes("Praesent suscipit egestas") &&
            /\d/.test(got.date ?? "");
      if (c.expected !== null) {
        forwards++;
        if (ok) forwardsOk++;
      }
      if (!ok)
        misses.push(
          `${c.name}: ${got === null ? "no forward" : JSON.stringify({ from: got.from, subject: got.subject, date: got.date, text: got.text.slice(0, 40) })}`,
        );
    }
    const replies = all.length - forwards;
    console.log(`email.unwrap corpus: ${forwardsOk} of ${forwards} forwards read right (${((100 * forwardsOk) / forwards).toFixed(1)} %)`);
    console.log(`email.unwrap corpus: ${replies} replies, misses:\n  ${misses.join("\n  ") || "none"}`);
    expect(all.length).toBeGreaterThan(200);
    // The issue asks for every forward fixture, and every one is read right: a new miss is a regression.
    expect(misses).toEqual([]);
  });
});

describe.skipIf(!existsSync(join(CORPUS, "gmail-2005-inline-forward-plaintext.eml")))("a Gmail inline forward (.eml)", () => {
  it("is the forwarded message, without the forwarder's note", async () => {
    const { original, depth, how } = await unwrap(readFileSync(join(CORPUS, "gmail-2005-inline-forward-plaintext.eml")));
    expect({ depth, how }).toEqual({ depth: 1, how: "inline" });
    expect(original.from).toEqual({ name: "xxxxx xxxxxx", address: "xxxxxxxx@xxx.com" });
    expect(original.subject).toBe("Signed email causes file attachments");
    expect(original.date).toBe("May 8, 2005 1:17 PM");
    expect(original.text).toMatch(/^Hi,\n/);
    expect(original.text).not.toContain("We should not include");
  });
});

describe.skipIf(!existsSync(join(CORPUS, "zimbra-forward-as-attachment-rfc822.eml")))("a Zimbra forward as attachment (.eml)", () => {
  it("is the attached message/rfc822", async () => {
    const { original, depth, how } = await unwrap(readFileSync(join(CORPUS, "zimbra-forward-as-attachment-rfc822.eml")));
    expect({ depth, how }).toEqual({ depth: 1, how: "attachment" });
    expect(original.from).toEqual({ name: "Daniel Haswell", address: "dhaswell@zedcore.com" });
    expect(original.subject).toBe("Test 6");
    expect(original.date).toBe("Fri, 15 Sep 2017 11:05:19 +0100 (BST)");
    expect(original.messageId).toBe("<904828280.225702.1505469919264.JavaMail.zimbra@zedcore.com>");
    expect(original.text.trim()).toBe("This is the original email sent it will include this and a html variant");
  });
});
