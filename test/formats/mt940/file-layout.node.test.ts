// How an MT940 file is laid out around its fields: line ends, SWIFT envelopes, statement separators and pages,
// control characters. (The code page: encoding.node.test.ts.) Each layout reads as the plain one does.
import { describe, expect, it } from "vitest";
import { mt940Adapter } from "../../../src/formats/mt940/adapter";
import { recognize } from "../../../src/formats/registry";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (file: string | Uint8Array) => mt940Adapter.plan(typeof file === "string" ? enc(file) : file, { accountId: 1 });
const read = (file: string | Uint8Array) => plan(file).items.map((i) => [i.item.date, i.item.amount, i.item.payee]);

const FIELDS = [
  ":20:S1",
  ":25:DE89370400440532013000",
  ":28C:00001/001",
  ":60F:C240301EUR100,00",
  ":61:2403040304D10,00NTRFNONREF//R1",
  ":86:105?00LASTSCHRIFT?32Stadtwerke",
  ":61:2403050305C5,00NTRFNONREF//R2",
  ":86:Gutschrift",
  ":62F:C240305EUR95,00",
];
const PLAIN = [...FIELDS, "-"].join("\n");
const EXPECTED = [
  ["2024-03-04", "10.00", "Stadtwerke"],
  ["2024-03-05", "-5.00", "Gutschrift"],
];

describe("lines end with CR LF, LF, CR or @@ (the BTX line end FinTS servers still send)", () => {
  it.each([["\r\n"], ["\n"], ["\r"], ["@@"]])("reads and recognises the statement with %j", (end) => {
    const file = [...FIELDS, "-"].join(end);
    expect(recognize(enc(file)).format).toBe("mt940");
    expect(read(file)).toEqual(EXPECTED);
  });
});

describe("SWIFT envelopes are skipped, on lines of their own or on the fields' lines", () => {
  const header = "{1:F01DEUTDEFFAXXX0000000000}{2:O9401200240305DEUTDEFFAXXX00000000002403051200N}{3:{108:MT940REF}}";
  it("reads a message between {1:…}{2:…}{3:{108:…}}{4: and -}{5:{CHK:…}}", () => {
    const file = `${header}{4:\r\n${FIELDS.join("\r\n")}\r\n-}{5:{CHK:1234567890AB}}\r\n`;
    expect(recognize(enc(file)).format).toBe("mt940");
    expect(read(file)).toEqual(EXPECTED);
  });

  it("reads messages written back to back, the next envelope on the last one's closing line", () => {
    const second = FIELDS.map((f) => f.replace("//R1", "//R3").replace("//R2", "//R4"));
    const file = `${header}{4:\n${FIELDS.join("\n")}\n-}${header}{4:\n${second.join("\n")}\n-}`;
    const p = plan(file);
    expect(p.items).toHaveLength(4);
    expect(p.profile.closing_balances).toHaveLength(2);
  });
});

describe("a statement ends at its `-` line or envelope's end: a page after it is a statement of its own", () => {
  it("reads a page without :20: or :25: as the account's before it", () => {
    const page = [":28C:00001/002", ":60M:C240305EUR95,00", ":61:2403060306D1,00NTRFNONREF//R9", ":86:Gebuehr", ":62F:C240306EUR94,00"];
    const p = plan([...FIELDS, "-", ...page, "-"].join("\n"));
    expect(p.profile.accounts).toEqual(["DE89370400440532013000"]);
    expect(p.items.map((i) => i.item.payee)).toEqual(["Stadtwerke", "Gutschrift", "Gebuehr"]);
    expect(mt940Adapter.statementBalance!(p.profile)).toMatchObject({ amount: "94.00", date: "2024-03-06" });
  });
});

describe(":28C: in its variants, and :28: without its letter, leave the statement as it reads", () => {
  it.each([[":28C:00001/001"], [":28C:1"], [":28:12301/1"], [":28C:036/2009/BPL"], [""]])("%j", (number) => {
    const file = PLAIN.replace(":28C:00001/001\n", number ? `${number}\n` : "");
    expect(read(file)).toEqual(EXPECTED);
  });
});

describe("intermediate balances (:60M:, :62M:) open and close a statement's pages", () => {
  it("offers the last page's closing balance, and takes a file ending on :62M: as whole", () => {
    const pages = PLAIN.replace(":62F:C240305EUR95,00", ":62M:C240305EUR95,00");
    const p = plan(pages);
    expect(p.items).toHaveLength(2);
    expect(p.profile.warnings).toBeUndefined();
    expect(mt940Adapter.statementBalance!(p.profile)).toEqual({ amount: "95.00", date: "2024-03-05", currency: "eur" });
  });
});

describe("control characters around a block (SOH, ETX) are no part of its fields", () => {
  it("reads a block opened by SOH and closed by ETX, on the fields' lines or their own", () => {
    expect(read(`\u0001\n${PLAIN}\n\u0003`)).toEqual(EXPECTED);
    expect(read(`\u0001${PLAIN}\u0003`)).toEqual(EXPECTED);
    expect(recognize(enc(`\u0001${PLAIN}`)).format).toBe("mt940");
  });
});

describe("a :86: after the closing balance is the statement's, no transaction's", () => {
  it("leaves ING's /SUM/ line out of the last transaction", () => {
    const p = plan(PLAIN.replace(":62F:C240305EUR95,00", ":62F:C240305EUR95,00\n:64:C240305EUR95,00\n:86:/SUM/1/1/10,00/5,00/"));
    expect(p.items[1]!.item).toMatchObject({ payee: "Gutschrift" });
    expect(p.items[1]!.item.notes).toBeUndefined();
  });
});
