// Is this mail really from whom it says? Only Cloudflare Email Routing's own verdict counts: the topmost
// Authentication-Results (`mx.cloudflare.net`); lower ones anyone can write. A pass is dmarc=pass for the From domain,
// or, where DMARC gave no verdict, a dkim/spf pass aligned with it; dmarc=fail is final. One author only: a From of two
// addresses lets a client show one while the check read the other. A mail the person's own mailbox forwarded as it
// came (a filter forwarding a bank's alerts) keeps the bank as author: it passes when the envelope is one of the
// mailbox's senders with SPF passing, and the author's domain still authenticates, by DKIM/DMARC that survived the
// forward or by the ARC results the person's provider wrote (arc=pass). No verdict is not a pass.
import { addressParser } from "postal-mime";
import { fail, ok, type Result } from "../../result";
import { sealsFor } from "./arc-sealers";
import { organizationalDomainOf } from "./registrable-domain";

/** The authserv-id Cloudflare Email Routing writes at the top of every message it receives. */
export const TRUSTED_AUTHSERV_ID = "mx.cloudflare.net";

export interface VerifiedSender {
  sender: string;
  how: "dmarc" | "dkim" | "spf" | "arc";
  /** The mailbox's sender whose own mailbox forwarded the mail (the envelope), when the author is someone else. */
  forwardedBy?: string;
}

/** The verified sender, or why the mail is not taken as theirs (in words for the inbox). */
export type SenderVerdict = Result<VerifiedSender>;

/**
 * @param headers every header of the message in document order (postal-mime's `headers`): the From
 *   header (the person who forwarded the receipt) and the receiving server's verdicts
 * @param allowed the connection's sender addresses (the person's own mailboxes)
 * @param envelope the SMTP envelope sender as the runtime received it (a forwarding mailbox's, when it forwarded)
 */
export function verifySender(
  headers: readonly { key: string; value: string }[],
  allowed: readonly string[],
  envelope: string | null = null,
): SenderVerdict {
  const author = theAuthor(headers);
  if (!author.ok) return author;
  const sender = author.value;
  const listed = (address: string) => allowed.some((a) => a.trim().toLowerCase() === address);
  if (listed(sender)) return authenticated(headers, sender);
  const forwarder = envelope === null ? null : forwardingMailbox(headers, envelope, listed);
  if (forwarder === null) return fail(`${sender} is not one of this connection's sender addresses`);
  const verdict = authenticated(headers, sender, forwarder);
  if (!verdict.ok) return fail(`forwarded by ${forwarder}, but ${verdict.reason}`);
  return ok({ ...verdict.value, forwardedBy: forwarder });
}

/**
 * The mailbox's sender whose mailbox sent this mail on: the envelope's address without its tag (Gmail forwards as
 * `me+caf_=…@gmail.com`) is one of the senders, and Cloudflare's SPF check passed for that envelope (its provider's
 * servers sent it). Null otherwise: an envelope alone is anyone's to write.
 */
function forwardingMailbox(
  headers: readonly { key: string; value: string }[],
  envelope: string,
  listed: (address: string) => boolean,
): string | null {
  const address = envelope.trim().toLowerCase();
  const untagged = address.replace(/\+[^@]*@/, "@");
  if (!listed(untagged)) return null;
  const topmost = cloudflareVerdict(headers);
  const domain = address.slice(address.lastIndexOf("@") + 1);
  const spfPassed = topmost?.methods.some((m) => {
    const mailfrom = m.props["smtp.mailfrom"] ?? "";
    return m.method === "spf" && m.result === "pass" && (mailfrom === address || mailfrom === domain);
  });
  return spfPassed ? untagged : null;
}

/** Cloudflare's verdict: the topmost Authentication-Results, when Cloudflare wrote it. */
function cloudflareVerdict(headers: readonly { key: string; value: string }[]): ReturnType<typeof parseAuthenticationResults> | null {
  const topmost = headers.find((h) => h.key === "authentication-results");
  const results = topmost ? parseAuthenticationResults(topmost.value) : null;
  return results?.authservId === TRUSTED_AUTHSERV_ID ? results : null;
}

/** The message's one author, if the receiving server's verdict authenticates them, whoever they are (forwarding/). */
export function authenticatedAuthor(headers: readonly { key: string; value: string }[]): SenderVerdict {
  const author = theAuthor(headers);
  return author.ok ? authenticated(headers, author.value) : author;
}

/**
 * Cloudflare's topmost verdict on the From domain of `sender`; for a mail the person's own mailbox forwarded
 * (`forwardedBy`, its address), where the forward may have broken the author's DKIM, the ARC results its provider sealed.
 */
function authenticated(
  headers: readonly { key: string; value: string }[],
  sender: string,
  forwardedBy: string | null = null,
): SenderVerdict {
  const topmost = headers.find((h) => h.key === "authentication-results");
  if (!topmost) return fail("the receiving server gave no authentication verdict");
  const results = parseAuthenticationResults(topmost.value);
  if (results.authservId !== TRUSTED_AUTHSERV_ID) {
    return fail(`the topmost authentication verdict is not Cloudflare's (${results.authservId || "unnamed"})`);
  }
  const fromDomain = sender.slice(sender.lastIndexOf("@") + 1);
  const method = (name: string) => results.methods.filter((m) => m.method === name);
  const dmarc = method("dmarc");
  // The chain of the person's own provider holds: what it read on receiving the mail is the author's verdict.
  if (forwardedBy !== null && method("arc").some((m) => m.result === "pass") && arcAuthenticates(headers, fromDomain, forwardedBy)) {
    return ok({ sender, how: "arc" });
  }
  if (dmarc.some((m) => m.result === "fail")) {
    return fail("the sender's domain failed DMARC (dmarc=fail): its owner asks for such mail to be refused");
  }
  if (dmarc.some((m) => m.result === "pass" && m.props["header.from"] === fromDomain)) return ok({ sender, how: "dmarc" });
  if (method("dkim").some((m) => m.result === "pass" && aligned(m.props["header.d"] ?? m.props["header.i"], fromDomain))) {
    return ok({ sender, how: "dkim" });
  }
  if (method("spf").some((m) => m.result === "pass" && aligned(m.props["smtp.mailfrom"], fromDomain))) {
    return ok({ sender, how: "spf" });
  }
  const seen = results.methods.map((m) => `${m.method}=${m.result}`).join(", ") || "none";
  return fail(`the sender's domain did not pass authentication (${seen})`);
}

/**
 * The latest ARC-Authentication-Results (the highest instance: the last hop before Cloudflare) pass the author's domain by
 * DMARC, or by a DKIM signature aligned with it, and that instance was sealed by the forwarding mailbox's own provider
 * (arc-sealers.ts). arc=pass says only that each seal is its signer's: anyone who relays a mail can add an instance and
 * write in it what they like, so the results are the person's provider's only when its domain sealed them.
 */
function arcAuthenticates(headers: readonly { key: string; value: string }[], fromDomain: string, forwardedBy: string): boolean {
  const latest = highestInstance(headers, "arc-authentication-results");
  if (latest === null) return false;
  const seal = instanceOf(headers, "arc-seal", latest.instance);
  const sealer = seal === null ? null : (/(?:^|;)\s*d\s*=\s*([^;\s]+)/i.exec(seal)?.[1] ?? null);
  if (sealer === null || !sealsFor(forwardedBy, organizationalDomainOf(sealer))) return false;
  const { methods } = parseAuthenticationResults(latest.value);
  return methods.some(
    (m) =>
      m.result === "pass" &&
      ((m.method === "dmarc" && m.props["header.from"] === fromDomain) ||
        (m.method === "dkim" && aligned(m.props["header.d"] ?? m.props["header.i"], fromDomain))),
  );
}

/** The ARC header of the highest instance (`i=<n>;` first), its value after the instance tag. */
function highestInstance(headers: readonly { key: string; value: string }[], key: string): { instance: number; value: string } | null {
  let latest: { instance: number; value: string } | null = null;
  for (const header of headers) {
    if (header.key !== key) continue;
    const [, instance = "", rest = ""] = /^\s*i\s*=\s*(\d+)\s*;([^]*)$/.exec(header.value) ?? [];
    if (instance !== "" && (latest === null || Number(instance) > latest.instance)) latest = { instance: Number(instance), value: rest };
  }
  return latest;
}

/** The value of an ARC header of one instance (its tags in any order), or null. */
function instanceOf(headers: readonly { key: string; value: string }[], key: string, instance: number): string | null {
  const header = headers.find((h) => h.key === key && new RegExp(`(?:^|;)\\s*i\\s*=\\s*${instance}\\s*(?:;|$)`).test(h.value));
  return header?.value ?? null;
}

/** The one address of the message's one From header, lowercased; or why there is not exactly one. */
function theAuthor(headers: readonly { key: string; value: string }[]): Result<string> {
  const fields = headers.filter((h) => h.key === "from");
  const [field] = fields;
  if (!field) return fail("the message has no From address");
  if (fields.length > 1) return fail(`the message has ${fields.length} From headers: it must name one sender`);
  const addresses = addressParser(field.value).flatMap((a) => ("group" in a && a.group ? a.group : [a]));
  const named = addresses.map((a) => a.address?.trim().toLowerCase() ?? "").filter((a) => a.includes("@"));
  const [author] = named;
  if (author === undefined) return fail("the message has no From address");
  if (named.length > 1 || addresses.length > 1) return fail(`the From header names ${addresses.length} addresses: it must name one sender`);
  return ok(author);
}

interface MethodResult {
  method: string;
  result: string;
  /** `header.d`, `smtp.mailfrom`, … (lowercased names and values). */
  props: Record<string, string>;
}

/** RFC 8601: `authserv-id [version]; method=result (comment) prop=value …; …`. */
export function parseAuthenticationResults(value: string): { authservId: string; methods: MethodResult[] } {
  const statements = stripComments(value)
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
  const authservId = (statements.shift() ?? "").replace(/\s[^]*$/, "").toLowerCase();
  const methods: MethodResult[] = [];
  for (const statement of statements) {
    const tokens = statement.split(/\s+/);
    const [method, result] = (tokens.shift() ?? "").toLowerCase().split("=");
    if (!method || !result) continue;
    const props: Record<string, string> = {};
    for (const token of tokens) {
      const eq = token.indexOf("=");
      if (eq > 0)
        props[token.slice(0, eq).toLowerCase()] = token
          .slice(eq + 1)
          .toLowerCase()
          .replace(/^"|"$/g, "");
    }
    methods.push({ method, result, props });
  }
  return { authservId, methods };
}

/** Comments in parentheses (they may hold semicolons and equals signs), removed, nesting included. */
function stripComments(value: string): string {
  // Most results hold no comment: the character-by-character copy below (every mail's verification) is not needed.
  if (!value.includes("(") && !value.includes(")")) return value;
  let depth = 0;
  let out = "";
  for (const ch of value) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/**
 * Relaxed alignment (RFC 7489 §3.1): the authenticated domain and the From domain have one organizational domain
 * by the whole Public Suffix List, private section included (registrable-domain.ts): attacker.me.uk is not
 * example.me.uk's, nor attacker.github.io victim.github.io's. No such domain (an IP, a bare suffix) aligns with nothing.
 */
function aligned(identity: string | undefined, fromDomain: string): boolean {
  if (!identity) return false;
  const [authenticated, from] = [organizationalDomainOf(identity), organizationalDomainOf(fromDomain)];
  return authenticated !== null && from !== null && authenticated === from;
}
