// The domain a mail address's owner registered, by the Public Suffix List: "mail.amazon.co.uk" →
// "amazon.co.uk" (named "amazon"), "ib.rbc.com" → "rbc.com". Who sent a mail is judged by this part only:
// anyone can put "paypal" in a subdomain of a domain of their own.
//
// The list comes from tldts-icann (tldts with the ICANN section only, kept up to date by its maintainers):
// the private section (github.io, herokuapp.com, myshopify.com…) is left out on purpose, since under those
// suffixes anyone can take a name, so "paypal.herokuapp.com" is herokuapp.com's, not PayPal's.
import { parse } from "tldts-icann";

export interface Registrable {
  /** "amazon.co.uk" */
  domain: string;
  /** The label its owner chose: "amazon". */
  name: string;
}

/** The registrable part of a host name or address, or null (an IP address, a bare suffix, no domain). */
export function registrableOf(hostOrAddress: string | null | undefined): Registrable | null {
  if (!hostOrAddress) return null;
  const host = hostOrAddress
    .slice(hostOrAddress.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, "");
  if (!host.includes(".") || !/^[\p{L}\p{N}.-]+$/u.test(host)) return null;
  const r = parse(host, { extractHostname: false, detectIp: true });
  if (r.isIp || !r.domain || !r.domainWithoutSuffix) return null;
  return { domain: r.domain, name: r.domainWithoutSuffix };
}
