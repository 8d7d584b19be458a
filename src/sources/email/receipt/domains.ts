// What a sender's address says: its registrable domain ("mail.shop.co.uk" → "shop.co.uk"), the name in it
// ("shop"), and the country of a country-code domain (".ca", ".com.au").

/** Second-level labels under which country registries sell names ("co.uk", "com.au", "ne.jp"). */
const SECOND_LEVEL = new Set(["co", "com", "net", "org", "ac", "gov", "edu", "ne", "or", "gob", "gv", "ltd", "plc", "nom"]);
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
  const labels = domain.split(".");
  const tld = labels[labels.length - 1] ?? "";
  const second = labels[labels.length - 2] ?? "";
  const keep = tld.length === 2 && SECOND_LEVEL.has(second) && labels.length >= 3 ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** The name in a domain: "email.apple.com" → "apple", "shop.co.uk" → "shop". */
export function nameOfDomain(domain: string): string {
  return registrableDomain(domain).split(".")[0] ?? domain;
}

/** The two-letter country of a country-code domain, or null (generic and vanity domains have none). */
export function countryOfDomain(domain: string): string | null {
  const tld = domain.split(".").pop() ?? "";
  if (tld.length !== 2 || NOT_A_COUNTRY.has(tld)) return null;
  return tld === "uk" ? "gb" : tld;
}
