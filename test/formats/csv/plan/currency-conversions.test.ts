// A purchase paid in another currency from a wallet of several (src/formats/csv/plan/currency-conversions.ts): one
// transaction in the account's currency; the conversion rows are bookkeeping, ignored with their reason.
import { describe, expect, it } from "vitest";
import { planCsv, streamCsvPlan } from "../../../../src/formats/csv";
import { expandRuns } from "../../../support/rows";
import {
  AUTHORIZATION,
  cancels,
  isAuthorizationCell,
  isConversionCell,
  paidBy,
} from "../../../../src/formats/csv/plan/currency-conversions";
import type { UnseenFixture } from "../unseen/fixture";
import paypalPairs from "../unseen/app-paypal-currency-conversion-pairs";
import paypalAuthorization from "../unseen/app-paypal-authorization-pending-then-completed";
import paypalFrRefund from "../unseen/app-paypal-fr-conversion-de-devise-refund";

const planOf = (f: UnseenFixture | string) =>
  planCsv(new TextEncoder().encode(typeof f === "string" ? f : (f.file as string)), { accountId: 1 });

describe("a conversion row is named by its type, in the wallet's languages", () => {
  it.each([
    ["General Currency Conversion"],
    ["Allgemeine Währungsumrechnung"],
    ["Conversion de devise standard"],
    ["Conversión de divisa general"],
  ])("%s", (type) => expect(isConversionCell(type)).toBe(true));

  it("not a payment, a deposit, a refund, nor a charge for converting (money the bank took)", () => {
    for (const type of ["Express Checkout Payment", "Bank Deposit to PP Account", "Payment Refund", "Währung", "Currency conversion fee"]) {
      expect(isConversionCell(type)).toBe(false);
    }
  });
});

describe("the payment's cost is the half of the pair in the other currency, when the first half bought its amount", () => {
  const halves = [
    { currency: "eur", amount: "23.61" },
    { currency: "gbp", amount: "-20.00" },
  ];
  it("pays a GBP payment with the EUR half", () => expect(paidBy(halves, "gbp", "20.00")).toEqual({ currency: "eur", amount: "23.61" }));
  it("not a payment of another amount or currency", () => {
    expect(paidBy(halves, "gbp", "21.00")).toBeUndefined();
    expect(paidBy(halves, "usd", "20.00")).toBeUndefined();
  });
  it("amounts cancel only when they are opposite and not zero", () => {
    expect(cancels("12.00", "-12")).toBe(true);
    expect(cancels("12.00", "12.00")).toBe(false);
    expect(cancels("0.00", "0.00")).toBe(false);
  });
});

describe("a wallet's authorisation is a hold, not a payment: ignored, so the completed payment is the only transaction", () => {
  it("names an authorisation in English, German and French, and nothing else", () => {
    for (const t of ["General Authorization", "General Authorisation", "Allgemeine Autorisierung", "Autorisation générale"]) {
      expect(isAuthorizationCell(t)).toBe(true);
    }
    for (const t of ["Express Checkout Payment", "Authorization", "Payment Refund"]) expect(isAuthorizationCell(t)).toBe(false);
  });

  it("keeps the completed payments and reports the authorisations, pending or not, with their reason", () => {
    const plan = planOf(paypalAuthorization);
    expect(plan.items.map((i) => [i.item.payee, i.item.amount])).toEqual([
      ["Spotify AB", "10.99"],
      ["Uber BV", "23.40"],
      ["Bolt Operations", "12.80"],
    ]);
    expect(plan.rows.filter((r) => r.reason === AUTHORIZATION).map((r) => r.row)).toEqual([3, 5]);
    expect(plan.profile?.warnings ?? []).not.toContainEqual(expect.stringMatching(/do not add up/));
  });

  it("in German too", () => {
    const rows = [
      '"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Transaktionscode","Zugehöriger Transaktionscode","Guthaben"',
      '"03.07.2024","10:00:00","MESZ","Uber BV","Allgemeine Autorisierung","Ausstehend","EUR","-25,00","0,00","-25,00","2BB22222BB222222B","","89,01"',
      '"03.07.2024","22:41:10","MESZ","Uber BV","Express-Zahlung","Abgeschlossen","EUR","-23,40","0,00","-23,40","3CC33333CC333333C","2BB22222BB222222B","65,61"',
    ];
    expect(planOf(rows.join("\n")).items.map((i) => [i.item.payee, i.item.amount])).toEqual([["Uber BV", "23.40"]]);
  });
});

describe("conversions and authorisations read in chunks as in the whole file, their reports in file order", () => {
  /** A stream of the file in small pieces, so that records straddle them. */
  const streamOf = (bytes: Uint8Array, piece: number) => {
    let off = 0;
    return new ReadableStream<Uint8Array>({
      pull(c) {
        if (off >= bytes.length) return c.close();
        c.enqueue(bytes.slice(off, off + piece));
        off += piece;
      },
    });
  };
  for (const f of [paypalPairs, paypalFrRefund, paypalAuthorization]) {
    it(f.name, async () => {
      const bytes = new TextEncoder().encode(f.file as string);
      const whole = planCsv(bytes, { accountId: 1 });
      const items = [];
      const rows = [];
      for await (const chunk of streamCsvPlan(streamOf(bytes, 97), { accountId: 1 }, 1)) {
        items.push(...chunk.items);
        rows.push(...expandRuns(chunk.rows));
      }
      expect(items).toEqual(whole.items);
      expect(rows).toEqual(expandRuns(whole.rows));
      const order = rows.map((r) => r.row);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });
  }
});

describe("a year of purchases in another currency, past a chunk's 500 items and 1,000 rows, reads as the whole file", () => {
  /** 1,200 purchases, every third in GBP paid from EUR by a conversion pair (oldest first), the rest in EUR: 2,000 rows. */
  function walletYear(): { text: string; foreign: number } {
    const lines = [
      '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","Transaction ID","Reference Txn ID","Balance"',
    ];
    let balance = 50_000;
    let foreign = 0;
    for (let n = 0; n < 1200; n++) {
      const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(n / 4)));
      const date = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
      const id = `P${String(n).padStart(8, "0")}X`;
      const price = (5 + (n % 37)).toFixed(2);
      if (n % 3 === 0) {
        foreign++;
        const eur = (Number(price) * 1.17).toFixed(2);
        balance -= Number(eur);
        lines.push(
          `"${date}","10:00:00","BST","Shop ${n % 11}","Express Checkout Payment","Completed","GBP","-${price}","0.00","-${price}","${id}","","-${price}"`,
        );
        lines.push(
          `"${date}","10:00:00","BST","","General Currency Conversion","Completed","GBP","${price}","0.00","${price}","${id}G","${id}","0.00"`,
        );
        lines.push(
          `"${date}","10:00:00","BST","","General Currency Conversion","Completed","EUR","-${eur}","0.00","-${eur}","${id}E","${id}","${balance.toFixed(2)}"`,
        );
      } else {
        balance -= Number(price);
        lines.push(
          `"${date}","10:00:00","BST","Shop ${n % 11}","Express Checkout Payment","Completed","EUR","-${price}","0.00","-${price}","${id}","","${balance.toFixed(2)}"`,
        );
      }
    }
    return { text: lines.join("\n"), foreign };
  }

  it("one item a purchase, each in euros, every conversion row reported, streamed or whole", async () => {
    const { text, foreign } = walletYear();
    const bytes = new TextEncoder().encode(text);
    const whole = planCsv(bytes, { accountId: 1 });
    expect(whole.items).toHaveLength(1200);
    expect(whole.items.every((i) => i.item.currency === "eur")).toBe(true);
    expect(expandRuns(whole.rows).filter((r) => r.reason === "currency conversion")).toHaveLength(2 * foreign);
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (offset >= bytes.length) return c.close();
        c.enqueue(bytes.slice(offset, offset + 4099));
        offset += 4099;
      },
    });
    const items = [];
    const rows = [];
    let chunks = 0;
    for await (const chunk of streamCsvPlan(stream, { accountId: 1 }, 500)) {
      items.push(...chunk.items);
      rows.push(...expandRuns(chunk.rows));
      chunks++;
    }
    expect(chunks).toBeGreaterThan(2);
    expect(items).toEqual(whole.items);
    expect(rows).toEqual(expandRuns(whole.rows));
  });
});
