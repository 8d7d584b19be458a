// One transaction's payee and notes as the MT940 adapter reads them from the detail fields given: the tests of
// each way banks write details (`:86:` subfields, /KEY/ pairs, free text, `:NS:` lines) read through it.
import { mt940Adapter } from "../../../src/formats/mt940/adapter";

export const enc = (s: string) => new TextEncoder().encode(s);

/** The payee and notes of one transaction whose details are the fields given (`:86:…`, `:NS:…`). */
export const readDetails = (...details: string[]) => {
  const file = [":20:S", ":25:DE1", ":60F:C240101EUR0,00", ":61:2401020102D1,00NTRFNONREF", ...details, ":62F:D240102EUR1,00"];
  const { payee, notes } = mt940Adapter.plan(enc(file.join("\n")), { accountId: 1 }).items[0]!.item;
  return { payee, notes };
};
