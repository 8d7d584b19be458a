// The first part of a large file, cut where its last whole record ends: what the preview of its head reads.
import { describe, expect, it } from "vitest";
import { csvHead, mt940Head, qifHead } from "../../src/formats/heads";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (part: Uint8Array | null) => (part === null ? null : new TextDecoder().decode(part));

describe("a CSV's first part ends at its last line end outside quotes", () => {
  it("leaves out the row the cut went through", () => {
    expect(text(csvHead(bytes("Date,Amount\n2026-10-01,-4.50\n2026-10-02,-1")))).toBe("Date,Amount\n2026-10-01,-4.50\n");
  });

  it("keeps a quoted field's line ends inside its row, and a row cut inside one out", () => {
    const csv = 'Date,Notes,Amount\n2026-10-01,"two\nlines",-4.50\n2026-10-02,"cut\ninside';
    expect(text(csvHead(bytes(csv)))).toBe('Date,Notes,Amount\n2026-10-01,"two\nlines",-4.50\n');
  });

  it("ends after CR alone (old Mac files) and keeps UTF-16LE's line end whole", () => {
    expect(text(csvHead(bytes("a,b\r1,2\r3,")))).toBe("a,b\r1,2\r");
    const utf16 = new Uint8Array([0x61, 0, 0x0a, 0, 0x62, 0]);
    expect([...(csvHead(utf16) ?? [])]).toEqual([0x61, 0, 0x0a, 0]);
  });

  it("is null for a part without a whole row", () => {
    expect(csvHead(bytes("Date,Amount,Notes that go on"))).toBeNull();
  });
});

describe("a QIF's first part ends after its last ^ line", () => {
  it("leaves out the transaction the cut went through", () => {
    const qif = "!Type:Bank\nD10/01/2026\nT-4.50\nPCafe\n^\nD10/02/2026\nT-1";
    expect(text(qifHead(bytes(qif)))).toBe("!Type:Bank\nD10/01/2026\nT-4.50\nPCafe\n^\n");
    expect(qifHead(bytes("!Type:Bank\nD10/01/2026\nT-4"))).toBeNull();
  });
});

describe("an MT940's first part ends before the last statement it begins", () => {
  const statement = (n: number) =>
    [`:20:S${n}`, ":25:DE89", ":60F:C261001EUR1,00", `:61:261002D${n},00NTRF`, ":62F:C261002EUR0,00", "-"].join("\r\n");

  it("keeps whole statements only", () => {
    const file = [statement(1), statement(2), statement(3)].join("\r\n");
    expect(text(mt940Head(bytes(file.slice(0, -10))))).toBe([statement(1), statement(2)].join("\r\n") + "\r\n");
  });

  it("cuts before an envelope, not inside it, in a file of SWIFT envelopes", () => {
    const wrapped = (n: number) => `{1:F01BANK}{2:O940}{4:\r\n${statement(n)}}\r\n`;
    const file = wrapped(1) + wrapped(2);
    expect(text(mt940Head(bytes(file.slice(0, -8))))).toBe(wrapped(1));
  });

  it("is null before a second statement begins", () => {
    expect(mt940Head(bytes(statement(1).slice(0, -10)))).toBeNull();
  });
});
