// What a sender's address says: its registrable domain ("mail.shop.co.uk" → "shop.co.uk", by the Public
// Suffix List: ../../registrable-domain.ts), the name in it ("shop"), and the country of a country-code domain
// (".ca", ".com.au").
import { registrableOf } from "../../registrable-domain";

/** Country-code domains used worldwide for other reasons (.io startups, .co companies, .me pages). */
const NOT_A_COUNTRY = new Set([
  "io",
  "co",
  "ai",
  "me",
  "tv",
  "fm",
  "ly",
  "to",
  "gg",
  "sh",
  "ws",
  "cc",
  "so",
  "app",
  "la",
  "st",
  "vc",
  "am",
  "im",
]);

export function domainOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const at = address.lastIndexOf("@");
  const domain = (at >= 0 ? address.slice(at + 1) : address)
    .trim()
    .toLowerCase()
    .replace(/[>.]+$/, "");
  return /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? domain : null;
}

/** The part of a domain its owner registered: "orders.shop.co.uk" → "shop.co.uk". */
export function registrableDomain(domain: string): string {
  return registrableOf(domain)?.domain ?? domain;
}

/** The name in a domain: "email.apple.com" → "apple", "shop.co.uk" → "shop". */
export function nameOfDomain(domain: string): string {
  return registrableOf(domain)?.name ?? domain.split(".")[0] ?? domain;
}

/** The two-letter country of a country-code domain, or null (generic and vanity domains have none). */
export function countryOfDomain(domain: string): string | null {
  const tld = domain.split(".").pop() ?? "";
  if (tld.length !== 2 || NOT_A_COUNTRY.has(tld)) return null;
  return tld === "uk" ? "gb" : tld;
}
