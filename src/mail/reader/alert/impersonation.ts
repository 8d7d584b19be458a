// A mail that claims to be a known issuer's while sent from none of its domains ("Nubank <alertas@gmail.com>",
// "NUBANK AVISO DE COMPRA" from a stranger): the shape of most banking phishing. The claim is the sender's own
// (its display name, or the subject and first lines presenting the mail as the issuer's alert), never a
// merchant's receipt naming the card it was paid with ("paid with your Chase card"). Unknown issuers are not
// judged, and neither is a sender the mail no longer has (a forward that lost it) or one anonymised to a
// documentation domain (RFC 2606: example.com, .example, .invalid, .test).
import type { MailMessage } from "../message";
import { hasPublicSuffix, organizationalDomainOf } from "../registrable-domain";
import { issuerNamedIn, issuerOfDomain, type Issuer } from "./issuers";
import { alertText } from "./text";

/** The lines a mail presents itself in. */
const PRESENTING_LINES = 5;
/** Words of an issuer's own alert or service after its name ("Chase alert", "Nubank: Compra…", "Suporte Nubank"). */
const ALERT_AFTER =
  /^\s*(?::|[-–|]\s|(?:fraud |security |transaction |purchase |card |account )?(?:alerts?|notifications?|notice|security|support|service|customer service|team|communications?|updates?|info|news|card|bank|banking|online|mobile|avisos?|alertas?|notificaç(?:ão|ões)|notificaci(?:ón|ones)|segurança|seguridad|suporte|soporte|atendimento|benachrichtigung|mitteilung|avis|notification|avviso|notifica|melding|уведомление|оповещение)(?![\p{L}]))/iu;
const SERVICE_BEFORE =
  /(?:suporte|soporte|atendimento|support|service|équipe|equipe|team|aviso|alerta|alert|notificação|servicio)\s*[-–:]?\s*$/iu;
/** "your Nubank card", "seu cartão Nubank", "Ihre Chase Karte": the mail addresses the issuer's customer as the issuer. */
const YOUR_CARD_BEFORE =
  /(?:your|seu|sua|tu|su|votre|ihre?|deine?|il tuo|la tua|je|uw|ваш[аеу]?)\s+(?:cartão|conta|tarjeta|cuenta|carte|compte|karte|konto|carta|conto|kaart|rekening|карта|сч[её]т)\s+(?:de\s+|du\s+)?$/iu;
const CARD_AFTER =
  /^\s*(?:credit |debit )?(?:card|account|cartão|conta|tarjeta|cuenta|carte|compte|karte|konto|carta|conto|kaart|rekening|карта|сч[её]т)(?![\p{L}])/iu;
/** What a tender line says before a card: a merchant's "paid with your Chase card" claims nothing. */
const TENDER_BEFORE =
  /(?:paid|pay|charged|billed|payment method|using|bezahlt mit|payé avec|pagado con|pago com|pagato con|betaald met)\b[^.]{0,30}$/iu;

/** Reserved for documentation and testing (RFC 2606, RFC 6761): an anonymised sender, nobody's real one. */
const RESERVED = /(?:^|\.)(?:example\.(?:com|net|org)|example|invalid|test|localhost)$/iu;

/** The known issuer the mail claims to be from a domain not its own, or null. */
export function impersonatedIssuer(message: MailMessage): string | null {
  const address = message.from?.address ?? null;
  if (!address || !address.includes("@")) return null;
  const host = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  const domain = organizationalDomainOf(address);
  // Checked before the documentation domains: "chase.com.alerts-center.example" is no anonymised sender but a look-alike.
  const worn = issuerWornBy(host, domain);
  if (worn) return worn.name;
  if (RESERVED.test(host)) return null;
  const claimed = claimedIssuer(message);
  if (!claimed) return null;
  return domain !== null && claimed.domains.includes(domain) ? null : claimed.name;
}

/**
 * The known issuer whose whole domain a host wears as its left-hand labels while it is registered under another
 * ("chase.com.alerts-center.net", "alerts.chase.com.secure.example"): the host itself claims to be the issuer's, so
 * it is a look-alike whatever the mail says and whatever suffix it ends in. A host of the issuer's own domain
 * ("alerts.chase.com") wears nothing.
 */
export function issuerWornBy(host: string, organizational: string | null): Issuer | null {
  const labels = host.replace(/\.+$/, "").split(".");
  // Worn labels end where the registered domain begins: "alerts.hsbc.com.au" is HSBC's own Australian domain, which
  // contains "hsbc.com" only as the start of its name.
  const registeredAt = labels.length - (organizational ?? labels.slice(-2).join(".")).split(".").length;
  for (let start = 0; start < registeredAt - 1; start++) {
    for (let end = start + 2; end <= registeredAt; end++) {
      const issuer = issuerOfDomain(labels.slice(start, end).join("."));
      if (issuer && !(organizational !== null && issuer.domains.includes(organizational))) return issuer;
    }
  }
  return null;
}

/**
 * The sender's host when its suffix is in no Public Suffix List (a bank's alert from "alerts@firstvalley.zzq"), or null:
 * no bank sends from a domain nobody can register, so the "domain of its own" an unlisted bank is read by is no
 * evidence there, and a known bank's name under it is a look-alike as surely as under ".com". Reserved documentation
 * domains (anonymised senders) and a sender the mail no longer has are not judged, as above.
 */
export function senderOffPublicSuffixes(message: MailMessage): string | null {
  const address = message.from?.address ?? null;
  if (!address || !address.includes("@")) return null;
  const host = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  if (RESERVED.test(host)) return null;
  return hasPublicSuffix(host) === false ? host : null;
}

/** The issuer the sender presents itself as: its display name, else its subject and opening lines. */
function claimedIssuer(message: MailMessage): Issuer | null {
  // A display name is a name: "citi" and "CHASE" name their banks as surely as "Citi" does.
  const byName = presentedIn(message.from?.name ?? "", true);
  if (byName) return byName;
  const { subject, lines } = alertText(message);
  for (const text of [subject, ...lines.slice(0, PRESENTING_LINES)]) {
    const claim = presentedIn(text);
    if (claim) return claim;
  }
  return null;
}

function presentedIn(text: string, anyCase = false): Issuer | null {
  const named = issuerNamedIn(text, anyCase);
  if (!named) return null;
  const before = text.slice(0, named.start);
  const after = text.slice(named.end);
  if (TENDER_BEFORE.test(before)) return null;
  // The line opens with the issuer's name ("*PayPal*", "Nubank: Compra…", "NUBANK AVISO DE COMPRA").
  if (
    /^[\s*_#>[\]|-]*$/u.test(before) &&
    (after.trim() === "" || /^[\s*_\]]*$/u.test(after) || ALERT_AFTER.test(after.replace(/^[*_\]]+/u, "")))
  )
    return named.issuer;
  if (ALERT_AFTER.test(after) || SERVICE_BEFORE.test(before)) return named.issuer;
  if (YOUR_CARD_BEFORE.test(before) || (/(?:your|seu|sua|votre|ihre?|deine?)\s+$/iu.test(before) && CARD_AFTER.test(after)))
    return named.issuer;
  return null;
}
