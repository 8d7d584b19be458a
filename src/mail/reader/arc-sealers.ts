// Who may seal the ARC results Intake reads for a mail the person's own mailbox forwarded: that mailbox's provider. A
// mailbox on a domain of its own is sealed by that domain; the big providers seal their users' mail with a domain of
// their company (Gmail's with google.com, Outlook.com's with microsoft.com), which the address does not show.
import { organizationalDomainOf } from "./registrable-domain";

/** Mailbox domains → the domains their provider seals ARC with. */
const PROVIDER_SEALERS: readonly { mailboxes: readonly string[]; sealers: readonly string[] }[] = [
  { mailboxes: ["gmail.com", "googlemail.com"], sealers: ["google.com"] },
  { mailboxes: ["outlook.com", "hotmail.com", "live.com", "msn.com"], sealers: ["microsoft.com", "outlook.com"] },
  { mailboxes: ["yahoo.com", "ymail.com", "rocketmail.com"], sealers: ["yahoo.com"] },
  { mailboxes: ["aol.com"], sealers: ["aol.com", "yahoo.com"] },
  { mailboxes: ["icloud.com", "me.com", "mac.com"], sealers: ["icloud.com", "apple.com"] },
  { mailboxes: ["fastmail.com", "fastmail.fm"], sealers: ["messagingengine.com", "fastmail.com"] },
  { mailboxes: ["proton.me", "protonmail.com", "pm.me"], sealers: ["protonmail.ch", "proton.me"] },
];

/** Whether `sealer` (an organizational domain) is the provider of the forwarding mailbox `mailbox` (an address). */
export function sealsFor(mailbox: string, sealer: string | null): boolean {
  if (sealer === null) return false;
  const own = organizationalDomainOf(mailbox);
  if (own === null) return false;
  if (own === sealer) return true;
  return PROVIDER_SEALERS.some((p) => p.mailboxes.includes(own) && p.sealers.includes(sealer));
}
