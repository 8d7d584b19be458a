// A bill in an authority's name from a domain not the authority's: "Prefeitura Municipal <no-reply@
// suanotadisponivel.com.br>" with a "Nota Fiscal" of R$ 3.557,99, "Agenzia delle Entrate" writing from a
// commercial domain. Tax offices, town halls and ministries write from their governments' domains
// (gov.br, gouv.fr, go.jp, lg.jp…) or from a domain of their own name (belastingdienst.nl, comune.milano.it).
import type { MailAddress } from "../../message";
import { registrableOf } from "../../registrable-domain";
import { linesWith, foldAccents, phrasePattern, phrasesIn } from "../text/phrases";
import { AUTHORITIES, AUTHORITIES_JA, INVOICE, INVOICE_JA } from "./scam-words";

const pattern = { authority: phrasePattern(AUTHORITIES), invoice: phrasePattern(INVOICE) };

/** Labels of a registrable domain that say it is a government's ("sp.gov.br", "impots.gouv.fr", "city.kyoto.lg.jp"). */
const GOVERNMENT_LABELS = new Set(["gov", "gob", "gouv", "govt", "government", "go", "gv", "lg", "admin", "bund", "gc", "mil"]);

export interface AuthorityInput {
  from: MailAddress;
  subject: string | null;
  lines: readonly string[];
  /** Whether a total was read: a bill in an authority's name needs one, or an invoice's name. */
  total: boolean;
}

/** Why the mail is a bill in an authority's name from someone else's domain, in words for the inbox, or null. */
export function authorityBill(input: AuthorityInput): string | null {
  const { from, subject } = input;
  // The mail speaks as the authority: its sender's name names one (or its subject, when the sender gives no name).
  // A company's invoice may name the town hall that registered it, in its subject or its text.
  const name = authorityIn(from.name?.trim() ? from.name : (subject ?? ""));
  const registrable = registrableOf(from.address);
  if (!name || !registrable || governmental(registrable.domain) || ownName(from.name, registrable.name)) return null;
  const text = [subject ?? "", ...input.lines];
  const bill = input.total || linesWith(text, pattern.invoice).length > 0 || text.some((l) => INVOICE_JA.test(l));
  if (!bill) return null;
  return `a bill in the name of an authority ("${name}") from ${registrable.domain}: authorities write from their government's domains`;
}

function authorityIn(text: string): string | undefined {
  return phrasesIn(text, pattern.authority)[0]?.text ?? AUTHORITIES_JA.exec(text)?.[0];
}

function governmental(domain: string): boolean {
  return domain.split(".").some((label) => GOVERNMENT_LABELS.has(label));
}

/**
 * Whether the domain's name is a word of the sender's name, or words of it run together ("Gemeente Amsterdam" at
 * amsterdam.nl, "Belastingdienst" at belastingdienst.nl); "agenziaentrate-rimborsi" is not "Agenzia delle Entrate".
 */
function ownName(display: string | null, domainName: string): boolean {
  const domain = domainName.replace(/[^a-z0-9]/g, "");
  const words = foldAccents(display ?? "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1, run = ""; j <= words.length; j++) if ((run += words[j - 1]) === domain && run.length >= 3) return true;
  return false;
}
