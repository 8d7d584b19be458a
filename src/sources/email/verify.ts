// Is this mail really from the person it says? Only the receiving MTA's own verdict counts: the topmost
// Authentication-Results header, added by Cloudflare Email Routing (`mx.cloudflare.net`). Headers further
// down were written before the mail reached Cloudflare, and anyone can write them. A pass is dmarc=pass,
// or a dkim=pass / spf=pass whose domain is aligned with the From domain. No verdict is not a pass.

/** The authserv-id Cloudflare Email Routing writes at the top of every message it receives. */
export const TRUSTED_AUTHSERV_ID = "mx.cloudflare.net";

export type SenderVerdict =
  { ok: true; sender: string; how: "dmarc" | "dkim" | "spf" } | { ok: false; sender: string | null; reason: string };

/**
 * @param headers every header of the message in document order (postal-mime's `headers`)
 * @param fromAddress the From header's address (the person who forwarded the receipt)
 * @param allowed the connection's sender addresses (the person's own mailboxes)
 */
export function verifySender(
  headers: readonly { key: string; value: string }[],
  fromAddress: string | null,
  allowed: readonly string[],
): SenderVerdict {
  const sender = fromAddress?.trim().toLowerCase() || null;
  if (!sender) return { ok: false, sender, reason: "the message has no From address" };
  if (!allowed.some((a) => a.trim().toLowerCase() === sender)) {
    return { ok: false, sender, reason: `${sender} is not one of this connection's sender addresses` };
  }
  const topmost = headers.find((h) => h.key === "authentication-results");
  if (!topmost) return { ok: false, sender, reason: "the receiving server gave no authentication verdict" };
  const results = parseAuthenticationResults(topmost.value);
  if (results.authservId !== TRUSTED_AUTHSERV_ID) {
    return { ok: false, sender, reason: `the topmost authentication verdict is not Cloudflare's (${results.authservId || "unnamed"})` };
  }
  const fromDomain = sender.slice(sender.lastIndexOf("@") + 1);
  const method = (name: string) => results.methods.filter((m) => m.method === name);
  if (method("dmarc").some((m) => m.result === "pass")) return { ok: true, sender, how: "dmarc" };
  if (method("dkim").some((m) => m.result === "pass" && aligned(m.props["header.d"] ?? m.props["header.i"], fromDomain))) {
    return { ok: true, sender, how: "dkim" };
  }
  if (method("spf").some((m) => m.result === "pass" && aligned(m.props["smtp.mailfrom"], fromDomain))) {
    return { ok: true, sender, how: "spf" };
  }
  const seen = results.methods.map((m) => `${m.method}=${m.result}`).join(", ") || "none";
  return { ok: false, sender, reason: `the sender's domain did not pass authentication (${seen})` };
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
  const authservId = (statements.shift() ?? "").split(/\s+/)[0]!.toLowerCase();
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
  let depth = 0;
  let out = "";
  for (const ch of value) {
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Relaxed alignment: the authenticated domain is the From domain or shares its organisational domain. */
function aligned(identity: string | undefined, fromDomain: string): boolean {
  if (!identity) return false;
  const domain = identity.slice(identity.lastIndexOf("@") + 1);
  return organisational(domain) === organisational(fromDomain);
}

/** The last two labels, or three under a two-level public suffix (co.uk, com.au…): close enough for alignment. */
function organisational(domain: string): string {
  const labels = domain.split(".").filter(Boolean);
  const twoLevel = labels.length >= 3 && /^(co|com|net|org|gov|ac|edu)$/.test(labels.at(-2)!) && labels.at(-1)!.length === 2;
  return labels.slice(twoLevel ? -3 : -2).join(".");
}
