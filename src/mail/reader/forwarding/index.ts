// A mail provider's request to confirm this address as a new forwarding address (Gmail's "Forwarding
// Confirmation", Outlook.com's, Yahoo's…): the person needs its code or link, and it is no receipt. It is read
// before the sender check, since the provider, not the person, sends it; so only when Cloudflare's own verdict
// authenticates the provider's domain (DMARC, or DKIM aligned with it: SPF alone says who relayed, not who wrote).
// A mail that only looks like one stays what it is (unverified, suspicious) and shows no code and no link.
import type { Email } from "postal-mime";
import { htmlAsText } from "../html-text";
import { organizationalDomainOf } from "../registrable-domain";
import { authenticatedAuthor } from "../verify";
import { FORWARDING_PROVIDERS, FORWARDING_WORDS, type ForwardingProvider } from "./providers";

export interface ForwardingConfirmation {
  provider: string;
  code: string | null;
  /** An https link on the provider's own domain, never another host's. */
  link: string | null;
  /** The address that asks to forward to this one, when the mail names it. */
  forwarded_by: string | null;
}

/** @param recipient the Intake address the mail was sent to (it is named in the mail too, and is not the forwarder) */
export function forwardingConfirmation(mail: Email, recipient: string): ForwardingConfirmation | null {
  const verdict = authenticatedAuthor(mail.headers);
  if (!verdict.ok || verdict.value.how === "spf") return null;
  const author = verdict.value;
  const domain = organizationalDomainOf(author.sender);
  const provider = FORWARDING_PROVIDERS.find((p) => domain !== null && p.domains.includes(domain));
  const subject = mail.subject ?? "";
  if (!provider || !(provider.sender ? provider.sender.test(author.sender) : FORWARDING_WORDS.test(subject))) return null;
  const text = mail.text?.trim() ? mail.text : mail.html ? htmlAsText(mail.html) : "";
  const code = codeIn(subject, text);
  const link = linkIn(provider, `${text}\n${mail.html ?? ""}`);
  // A provider's other mail about forwarding (forwarding turned on, an alert) asks nothing of the person.
  if (code === null && link === null) return null;
  const forwardedBy = addressesIn(`${subject}\n${text}`).find(
    (a) => a !== recipient.toLowerCase() && a !== author.sender && !NOT_A_PERSON.test(a),
  );
  return { provider: provider.name, code, link, forwarded_by: forwardedBy ?? null };
}

/** Gmail's subject carries the code as "(#123456789)" in every language; elsewhere it follows a "code" label. */
const SUBJECT_CODE = /\(#\s*(\d{4,12})\)/;
const LABELLED_CODE = /(?:code|código|codice|kod|koodi|код|コード|코드|代码|代碼|验证码|驗證碼|pin)[^\n\d]{0,40}?(\d{4,12})(?!\d)/iu;

function codeIn(subject: string, text: string): string | null {
  return SUBJECT_CODE.exec(subject)?.[1] ?? LABELLED_CODE.exec(text)?.[1] ?? null;
}

const URL_IN_TEXT = /https?:\/\/[^\s"'<>()[\]]+/gi;
/** A provider without a confirmation path of its own: the link that says what it does. */
const CONFIRMING_PATH = /verif|confirm|forward|vf-/i;

/** The first https link on the provider's own domain that confirms; a link to any other host is never shown. */
function linkIn(provider: ForwardingProvider, body: string): string | null {
  for (const [written] of body.matchAll(URL_IN_TEXT)) {
    const url = URL.parse(written.replaceAll("&amp;", "&").replace(/[.,;:!?]+$/, ""));
    if (!url || url.protocol !== "https:" || url.username || url.password || url.port) continue;
    const domain = organizationalDomainOf(url.hostname);
    if (domain === null || !provider.domains.includes(domain)) continue;
    if (provider.linkPath ? provider.linkPath.test(url.pathname) : CONFIRMING_PATH.test(url.pathname + url.search)) return url.href;
  }
  return null;
}

const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** The provider's own addresses a confirmation may name (its sender, a no-reply, a help desk). */
const NOT_A_PERSON = /(^|[._-])(no-?reply|do-?not-?reply)[@._+-]|^(mailer-daemon|postmaster)@/i;

const addressesIn = (text: string) => Array.from(text.matchAll(ADDRESS), ([a]) => a.toLowerCase().replace(/\.+$/, ""));
