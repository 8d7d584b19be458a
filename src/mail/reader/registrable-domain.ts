// The domain a mail address's owner registered, by the Public Suffix List: "mail.amazon.co.uk" →
// "amazon.co.uk" (named "amazon"), "ib.rbc.com" → "rbc.com". Who sent a mail is judged by this part only:
// anyone can put "paypal" in a subdomain of a domain of their own.
//
// The list comes from tldts-icann (tldts with the ICANN section only, kept up to date by its maintainers):
// the private section (github.io, herokuapp.com, myshopify.com…) is left out on purpose, since under those
// suffixes anyone can take a name, so "paypal.herokuapp.com" is herokuapp.com's, not PayPal's.
import { parse as parseWholeList } from "tldts";
import { parse } from "tldts-icann";

export interface Registrable {
  /** "amazon.co.uk" */
  domain: string;
  /** The label its owner chose: "amazon". */
  name: string;
}

/** Hosts asked again and again while one mail is read (the sender's, its links'): answered once each. */
const known = new Map<string, Registrable | null>();
/** Entries kept at most: a mail names a few dozen hosts, and an isolate reads many mails. */
const KNOWN_MAX = 512;

/** The registrable part of a host name or address, or null (an IP address, a bare suffix, no domain). */
export function registrableOf(hostOrAddress: string | null | undefined): Registrable | null {
  if (!hostOrAddress) return null;
  const cached = known.get(hostOrAddress);
  if (cached !== undefined) return cached;
  const found = lookUp(hostOrAddress);
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(hostOrAddress, found);
  return found;
}

function lookUp(hostOrAddress: string): Registrable | null {
  const host = hostOf(hostOrAddress);
  if (host === null) return null;
  const r = parse(host, { extractHostname: false, detectIp: true });
  if (r.isIp || !r.domain || !r.domainWithoutSuffix) return null;
  return { domain: r.domain, name: r.domainWithoutSuffix };
}

/**
 * Whose a host is for sender alignment (DMARC's organizational domain): by the whole Public Suffix List, its private
 * section included (tldts, the same maintainers' full list), since under github.io or herokuapp.com every name is
 * someone else's: attacker.github.io is not victim.github.io's. Null like registrableOf.
 */
export function organizationalDomainOf(hostOrAddress: string | null | undefined): string | null {
  const host = hostOrAddress ? hostOf(hostOrAddress) : null;
  if (host === null) return null;
  const r = parseWholeList(host, { extractHostname: false, detectIp: true, allowPrivateDomains: true });
  return r.isIp || !r.domain ? null : r.domain;
}

/**
 * Whether a host ends in a suffix of the Public Suffix List (ICANN's or a private one): "alerts.chase.zzq" does not, and
 * its "domain" is nobody's registration, only a name that looks like one. Null for what is no domain name.
 */
export function hasPublicSuffix(hostOrAddress: string): boolean | null {
  const host = hostOf(hostOrAddress);
  if (host === null) return null;
  const r = parseWholeList(host, { extractHostname: false, detectIp: true, allowPrivateDomains: true });
  if (r.isIp) return null;
  return r.isIcann === true || r.isPrivate === true;
}

/** The host of an address or a host name, lowercase, without trailing dots; null when it is no domain name. */
function hostOf(hostOrAddress: string): string | null {
  const host = hostOrAddress
    .slice(hostOrAddress.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, "");
  return host.includes(".") && /^[\p{L}\p{N}.-]+$/u.test(host) ? host : null;
}
