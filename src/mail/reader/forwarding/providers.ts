// The mail providers that confirm a new forwarding address by mailing it a code or a link, and the domains
// each sends that mail from. Only a mail Cloudflare authenticated for one of these domains (forwarding/index.ts)
// is read as a confirmation: anyone can write "Gmail Forwarding Confirmation" in a subject.

export interface ForwardingProvider {
  /** As the person knows it, in the notice: "Gmail asks you to confirm forwarding…". */
  name: string;
  /** Organizational domains its confirmation comes from; its confirmation link is on one of them too. */
  domains: readonly string[];
  /** The confirmation's sender, where the provider has one for it alone (then no forwarding word is needed). */
  sender?: RegExp;
  /** A confirmation link's path, where the provider's mail carries other links (help pages, settings). */
  linkPath?: RegExp;
}

export const FORWARDING_PROVIDERS: readonly ForwardingProvider[] = [
  // Gmail: forwarding-noreply@google.com, the code in the subject "(#123456789)", the link on mail-settings.google.com/mail/vf-…
  { name: "Gmail", domains: ["google.com", "googlemail.com"], sender: /^forwarding-noreply@/, linkPath: /^\/mail\/(u\/\d+\/)?vf-/ },
  // Outlook.com and Hotmail: Microsoft's account mail, a code and a link.
  { name: "Outlook.com", domains: ["microsoft.com", "outlook.com", "hotmail.com", "live.com"] },
  // Yahoo Mail (forwarding is a Yahoo Mail Plus feature): a verification link.
  { name: "Yahoo Mail", domains: ["yahoo.com", "yahoo-inc.com", "yahoo.net"] },
  // Fastmail: a rule that forwards to a new address is confirmed by a link.
  { name: "Fastmail", domains: ["fastmail.com", "fastmail.fm", "messagingengine.com"] },
  // iCloud Mail: Apple confirms a forwarding address by mail.
  { name: "iCloud Mail", domains: ["icloud.com", "apple.com", "me.com"] },
  // GMX and WEB.DE: "Confirm e-mail forwarding", a link on forwarding.gmx.com.
  { name: "GMX", domains: ["gmx.net", "gmx.com", "gmx.de"] },
  { name: "WEB.DE", domains: ["web.de"] },
];

/** "Forwarding" in the languages the providers write to their users in: a provider's other mail (a receipt) is no confirmation. */
export const FORWARDING_WORDS =
  /forward|weiterleitung|reenv[ií]o|redirecci[oó]n|transfert|inoltro|encaminhamento|reencaminhamento|doorsturen|doorstuur|vidarebefordr|videresend|przekazywani|пересылк|переадрес|転送|转发|轉寄|전달/i;
