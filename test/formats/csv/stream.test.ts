// streamCsvPlan: the same plan as planCsv, in chunks, with a bounded number of rows in memory.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../src/formats/csv";
import { expandRuns } from "../../support/rows";

function bigFile(n: number): string {
  const lines = ["Konto: DE00 1234;", "", "Buchungstag;Empfänger;Verwendungszweck;Betrag;Saldo"];
  let bal = 100000;
  for (let i = 0; i < n; i++) {
    const amt = ((i * 7919) % 20000) / 100 - 100;
    bal += amt;
    const d = `${String((i % 28) + 1).padStart(2, "0")}.${String((Math.floor(i / 28) % 12) + 1).padStart(2, "0")}.2024`;
    lines.push(
      `${d};"Händler ${i % 50}";"Zweck; ${i % 3 === 0 ? "mit\nUmbruch" : "kurz"}";${amt.toFixed(2).replace(".", ",")};${bal.toFixed(2).replace(".", ",")}`,
    );
  }
  lines.push("Endsaldo;;;;" + bal.toFixed(2).replace(".", ","), "Ende der Liste");
  return lines.join("\r\n") + "\r\n";
}

/** A stream of the bytes in small, unaligned pieces (so multi-byte chars and records straddle them). */
function streamOf(bytes: Uint8Array, piece: number): ReadableStream<Uint8Array> {
  let off = 0;
  return new ReadableStream({
    pull(c) {
      if (off >= bytes.length) return c.close();
      c.enqueue(bytes.slice(off, off + piece));
      off += piece;
    },
  });
}

describe("streaming", () => {
  it("yields the same items and row reports as planCsv on a multi-chunk file, with bounded rows held", async () => {
    const bytes = new TextEncoder().encode(bigFile(6000));
    const whole = planCsv(bytes, { accountId: 3 });
    const items = [];
    const rows = [];
    let chunks = 0;
    let peak = 0;
    const profiles = [];
    for await (const chunk of streamCsvPlan(streamOf(bytes, 4099), { accountId: 3 }, 500)) {
      chunks++;
      items.push(...chunk.items);
      rows.push(...expandRuns(chunk.rows));
      peak = chunk.peakRowsHeld;
      expect(chunk.items.length).toBeLessThan(1500);
      profiles.push(chunk.profile);
    }
    // One profile, completed once the last row is read (its warnings, what its balances say).
    for (const profile of profiles) expect(profile).toEqual(whole.profile);
    expect(whole.profile.verification).toMatchObject({ status: "balanced", rows_total: 6000 });
    expect(chunks).toBeGreaterThan(5);
    expect(items).toEqual(whole.items);
    expect(rows).toEqual(expandRuns(whole.rows));
    expect(whole.rows.slice(-2).map((r) => r.reason)).toEqual(["footer", "footer"]);
    // One 64 KB piece of records plus one chunk of items, whatever the file size (bench: 50 MB).
    expect(peak).toBeLessThan(3000);
    expect(whole.items).toHaveLength(6000);
  });
  it("detects on the first bytes and still plans a small stream in one chunk", async () => {
    const bytes = new TextEncoder().encode("Date,Payee,Amount\n2024-01-03,a,-1.00\nTotal,,-1.00\n");
    const out = [];
    for await (const c of streamCsvPlan(streamOf(bytes, 5), { accountId: null })) out.push(c);
    expect(out).toHaveLength(1);
    expect(out[0]!.items.map((i) => i.item.amount)).toEqual(["1.00"]);
    expect(out[0]!.rows.map((r) => r.reason ?? r.outcome)).toEqual(["header", "planned", "footer"]);
  });
});

describe("a currency named by the amount's header holds in every chunk", () => {
  it("labels all 2,500 rows of a card export in euros, with the ids the same file has under a plain header", async () => {
    const lines = (amountHeader: string) => {
      const out = [`datum;handelaar;bedrag;munt;${amountHeader}`];
      for (let i = 0; i < 2500; i++) {
        const day = `${String((i % 28) + 1).padStart(2, "0")}/${String((Math.floor(i / 28) % 12) + 1).padStart(2, "0")}/2025`;
        const foreign = i % 5 === 0;
        out.push(`${day};Shop ${i % 40};-${(i % 90) + 1},00;${foreign ? "USD" : "EUR"};-${(i % 90) + 1},${foreign ? "37" : "00"}`);
      }
      return new TextEncoder().encode(out.join("\n") + "\n");
    };
    const streamed = async (bytes: Uint8Array, profile = {}) => {
      const items = [];
      for await (const chunk of streamCsvPlan(streamOf(bytes, 4099), { accountId: 3, profile }, 500)) items.push(...chunk.items);
      return items;
    };
    const named = await streamed(lines("bedrag in EUR"));
    // The same amounts under a header that names no currency: each row labelled by the currency column.
    const plain = await streamed(lines("bedrag rekening"), { columns: { amount: { header: "bedrag rekening" } } });
    expect(plain.map((i) => i.item.amount)).toEqual(named.map((i) => i.item.amount));
    expect(named).toHaveLength(2500);
    expect(new Set(named.map((i) => i.item.currency))).toEqual(new Set(["eur"]));
    expect(new Set(plain.map((i) => i.item.currency))).toEqual(new Set(["eur", "usd"]));
    expect(named.map((i) => i.item.external_id)).toEqual(plain.map((i) => i.item.external_id));
  });
});

describe("a stream's runs of blank lines are one report each, and the whole file's rows", () => {
  it("reads 3,000 transactions between runs of up to 60 blank lines as planCsv does, each run one report in its chunk", async () => {
    const lines = ["Datum;Empfänger;Betrag"];
    for (let i = 0; i < 3000; i++) {
      lines.push(`${String((i % 28) + 1).padStart(2, "0")}.03.2024;Händler ${i % 40};-${(i % 90) + 1},00`);
      // Runs of every length up to 60, some longer than a 64 KB piece's worth of records would be apart.
      for (let k = 0; k < i % 61; k++) lines.push("");
    }
    const bytes = new TextEncoder().encode(lines.join("\n") + "\n");
    const whole = planCsv(bytes, { accountId: 3 });
    const rows = [];
    for await (const chunk of streamCsvPlan(streamOf(bytes, 4099), { accountId: 3 }, 500)) {
      for (const [k, r] of chunk.rows.entries()) {
        const next = chunk.rows[k + 1];
        // Two reports of one reason side by side would have been one.
        if (next && r.outcome !== "planned" && next.outcome === r.outcome && next.reason === r.reason)
          expect(next.row).not.toBe((r.to_row ?? r.row) + 1);
      }
      rows.push(...expandRuns(chunk.rows));
    }
    expect(whole.items).toHaveLength(3000);
    expect(whole.rows.length).toBeGreaterThan(90_000);
    expect(rows).toEqual(expandRuns(whole.rows));
  });
});
