// The CSV adapter behind the source contract: it claims what no other adapter does, and its settings are the
// request's overrides (which win), the saved profile's defaults and the file's name.
import { describe, expect, it } from "vitest";
import { csvAdapter } from "../../../src/formats/csv/adapter";

const enc = (s: string) => new TextEncoder().encode(s);
const FILE = enc("Datum;Text;Betrag;Saldo\n03.04.2025;Miete;-800,00;200,00\n05.04.2025;Gehalt;2000,00;2200,00\n");

describe("delimited text has no signature: the CSV adapter recognises anything", () => {
  it("claims bytes of any kind, last in the registry's order", () => {
    expect([csvAdapter.recognizes(FILE), csvAdapter.recognizes(new Uint8Array())]).toEqual([true, true]);
  });
});

describe("the request's overrides win over the saved profile, which the file's evidence may overrule", () => {
  it("reads the dates as the overrides say, over a saved default", () => {
    const plan = (settings: object) => csvAdapter.plan(FILE, { accountId: 1, settings }).items.map((i) => i.item.date);
    expect(plan({})).toEqual(["2025-04-03", "2025-04-05"]);
    expect(plan({ overrides: { dateFormat: "MM.DD.YYYY" }, saved: { dateFormat: "DD.MM.YYYY" } })).toEqual(["2025-03-04", "2025-05-04"]);
  });
});

describe("a file's layout is its header's fingerprint: one export's rows keep their ids from file to file", () => {
  it("names two months of one header alike, and another header apart", () => {
    const layout = (text: string) => csvAdapter.layout!(csvAdapter.plan(enc(text), { accountId: 1 }).profile);
    const march = layout("Datum;Text;Betrag;Saldo\n03.03.2025;Miete;-800,00;1000,00\n");
    expect(layout(new TextDecoder().decode(FILE))).toBe(march);
    expect(layout("Buchungstag;Verwendungszweck;Umsatz\n03.03.2025;Miete;-800,00\n")).not.toBe(march);
    expect(march).toMatch(/^csv:/);
  });
});

describe("the plan's verification is the profile's: what the file's own balances say", () => {
  it("answers the running balance's verdict", () => {
    const { profile } = csvAdapter.plan(FILE, { accountId: 1 });
    expect(csvAdapter.verification!(profile)?.status).toBe("balanced");
  });
});

describe("a part of a larger file ends at its last whole line", () => {
  it("cuts the head before a line cut short", () => {
    const head = csvAdapter.headOf!(FILE.subarray(0, FILE.length - 5));
    expect(new TextDecoder().decode(head!)).toBe("Datum;Text;Betrag;Saldo\n03.04.2025;Miete;-800,00;200,00\n");
  });
});

describe("a file whose date column is headed as the purchase's day says it dates rows by the purchase", () => {
  const dated = (header: string, day: string) =>
    csvAdapter.datedByPurchase?.(csvAdapter.plan(enc(`${header};Text;Betrag\n${day};Kaffee;-3,75\n`), { accountId: 1 }).profile);
  it.each([
    ["Transaction Date", "2026-10-31"],
    ["Belegdatum", "31.10.2026"],
    ["Дата операции", "31.10.2026"],
    ["利用日", "2026/10/31"],
  ])("%s: by the purchase", (header, day) => {
    expect(dated(header, day)).toBe(true);
  });
  it.each([
    ["Posting Date", "2026-10-31"],
    ["Buchungstag", "31.10.2026"],
    ["Date", "2026-10-31"],
  ])("%s: by its posting, or nothing says", (header, day) => {
    expect(dated(header, day)).toBe(false);
  });
});
