// A bank's CAMT message written as that bank documents its layout (none copied from a corpus), with what the budget
// must receive from it and what its balances say.
import type { Verification } from "../../../../src/formats/verification";

export interface CamtBankFixture {
  bank: string;
  /** The message, its version and the class of layout it stands for, in a few words. */
  layout: string;
  file: string;
  /** Every transaction, in file order, in the service's sign (positive is money out). */
  items: { date: string; amount: string; payee?: string; currency?: string }[];
  /** What the file's own balances say of the reading. */
  verification: Verification["status"];
  /** The balance offered as the account's (null: the message states none). */
  closing: { amount: string; date: string | null; currency: string | null } | null;
  /** Entries that batch payments: each imported as the one booking it is, its payments kept with it. */
  batches?: number;
  /** What the person is told to check, each matched in order. */
  warnings?: RegExp[];
}

/** A balance of `code` as CAMT writes it (`ind` DBIT: owed). */
export const bal = (code: string, amount: string, currency: string, when: string, ind = "CRDT", prefix = "") =>
  p(
    prefix,
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd>` +
      `<Dt>${when.includes("T") ? `<DtTm>${when}</DtTm>` : `<Dt>${when}</Dt>`}</Dt></Bal>`,
  );

/** Every element of `xml` with a namespace prefix (`ns2:`), as some banks' writers emit it. */
export const p = (prefix: string, xml: string) => (prefix ? xml.replace(/<(\/?)(?![?!])/g, `<$1${prefix}`) : xml);
