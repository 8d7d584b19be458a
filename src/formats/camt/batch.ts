// An entry that batches several payments (a collective booking: `NtryDtls` with several `TxDtls`, a salary run, a
// SEPA collection, a card acquirer's settlement). Its details become the transactions only when their amounts, in the
// entry's currency and each in its own direction, add up to the entry: then the account's balance moves as the entry
// says, whichever way it is read. Details that give no amount, give it only in another currency, or do not add up
// (a fee taken from the batch, a detail left out) leave the entry one transaction, and say why.
import { fromUnits, unitsOfDecimal } from "../verification";
import { directionOf } from "./direction";
import { attribute, type Node, text } from "./document";

/** Where a detail writes its amount: its own (v3 on), the transaction's, its counter value, the instructed one. */
const AMOUNT_PATHS = ["Amt", "AmtDtls/TxAmt/Amt", "AmtDtls/CntrValAmt/Amt", "AmtDtls/InstdAmt/Amt"] as const;

/** One detail of a batch read as a transaction: its amount as written (sign dropped) and where it is. */
export interface BatchPart {
  detail: Node;
  amount: string;
  path: string;
}

/** What an entry of several details is: its parts (they add up), or why it stays one entry. */
export type Batch = { parts: BatchPart[] } | { kept: string };

/**
 * The batch `entry` with its `details` (two or more): its parts, or why it stays whole. `signed`: the statement signs
 * its amounts (direction.ts).
 */
export function batchOf(entry: Node, details: readonly Node[], signed: boolean): Batch {
  const written = text(entry, "Amt");
  const currency = attribute(entry, "Amt", "Ccy");
  const parts: BatchPart[] = [];
  for (const detail of details) {
    const path = AMOUNT_PATHS.find((p) => text(detail, p) !== null && sameCurrency(attribute(detail, p, "Ccy"), currency));
    if (path === undefined) {
      const foreign = AMOUNT_PATHS.some((p) => text(detail, p) !== null);
      return {
        kept: foreign
          ? `its ${details.length} payments give their amounts in another currency than the entry's`
          : `its ${details.length} payments give no amounts of their own`,
      };
    }
    parts.push({ detail, amount: (text(detail, path) ?? "").replace(/^[+-]/, ""), path });
  }
  const entryUnits = units(written);
  if (Number.isNaN(entryUnits)) return { kept: `its amount "${written ?? ""}" is not readable` };
  const entryIn = directionOf(entry, undefined, signed).out ? -entryUnits : entryUnits;
  let sum = 0;
  for (const part of parts) {
    const u = units(part.amount);
    if (Number.isNaN(u)) return { kept: `a payment's amount "${part.amount}" is not readable` };
    sum += directionOf(entry, part.detail, signed).out ? -u : u;
  }
  if (sum !== entryIn)
    return { kept: `its ${details.length} payments make ${fromUnits(Math.abs(sum))}, not the entry's ${fromUnits(entryUnits)}` };
  return { parts };
}

/** A currency that is not written matches any: most details of a one-currency account leave it to the entry. */
const sameCurrency = (a: string | null, b: string | null) => a === null || b === null || a.toUpperCase() === b.toUpperCase();

function units(amount: string | null): number {
  const plain = amount?.replace(/^[+-]/, "") ?? "";
  return /^\d+(\.\d+)?$/.test(plain) ? unitsOfDecimal(plain) : NaN;
}
