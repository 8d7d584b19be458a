// One mailbox as a forward writes it in its header block or quoting line: `Name <addr>`, `"Name" <addr>`,
// `addr`, `Name [mailto:addr]`, `Name (addr)`, Outlook's `Name<mailto:addr> <addr<mailto:addr>>`, or a bare name.
import type { MailAddress } from "../message";

const ADDRESS = String.raw`[^\s<>\[\]()"',;:]+@[^\s<>\[\]()"',;:]+\.[^\s<>\[\]()"',;:]+`;
/** An address in brackets, optionally as a mailto link: `<a@b.c>`, `[mailto:a@b.c]`, `(a@b.c)`, `(<a@b.c>)`. */
export const BRACKETED = new RegExp(String.raw`[<\[(]{1,2}\s*(?:mailto:)?(${ADDRESS})\s*[>\])]{1,2}`, "iu");
export const BARE = new RegExp(ADDRESS, "u");
const ONLY_ADDRESS = new RegExp(`^${ADDRESS}$`, "u");
/** Quote pairs around a display name. */
const QUOTES: Record<string, string> = { '"': '"', "'": "'", "«": "»", "„": "”", "“": "”", "‘": "’", "»": "«" };

/** A header value longer than this is no mailbox worth reading (and would make the patterns slow). */
const MAX_LENGTH = 1000;

export function parseMailbox(value: string): MailAddress | null {
  // "a@b.c<mailto:a@b.c>" is one address written twice (Outlook's text of a link).
  const v = value
    .slice(0, MAX_LENGTH)
    .replace(/(@[^\s<>[\]()]+?)<mailto:[^>]*>/giu, "$1")
    .trim();
  const bracketed = BRACKETED.exec(v);
  if (bracketed) return { name: displayName(v.slice(0, bracketed.index)), address: bracketed[1] ?? "" };
  const bare = BARE.exec(v);
  if (bare) return { name: displayName(v.slice(0, bare.index)), address: bare[0] };
  const name = displayName(v);
  return name === null ? null : { name, address: null };
}

/** A display name without its quotes and trailing separators; none when empty or only an address. */
export function displayName(raw: string): string | null {
  let name = raw
    .trim()
    .replace(/[,;:]+$/, "")
    .trim();
  let close = QUOTES[name[0] ?? ""];
  while (close !== undefined && name.length > 1 && name.endsWith(close)) {
    name = name.slice(1, -1).trim();
    close = QUOTES[name[0] ?? ""];
  }
  return name === "" || ONLY_ADDRESS.test(name) ? null : name;
}
