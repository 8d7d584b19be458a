// A realistic German-style bank export (semicolon, decimal comma, quoted text, running balance),
// generated from a seeded PRNG so every run and both sides of a comparison read the same bytes.

import { prng } from "./seeded-random.mjs";

const PAYEES = [
  "REWE Markt GmbH",
  "Lidl sagt Danke",
  "Deutsche Bahn",
  "Stadtwerke München",
  "Amazon EU S.a.r.l.",
  "Café Müller",
  "Arbeitgeber AG",
  "Vodafone GmbH",
  "Shell Station 1234",
  "Apotheke am Platz",
  "Netflix International",
  "Bäckerei Schmidt",
];
const PURPOSES = ["Kartenzahlung", "Lastschrift", "Gutschrift", "Dauerauftrag Miete", "SEPA-Überweisung", "Abschlag Strom"];

export const HEADER = "Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Saldo;Währung";

function fmt(n) {
  const neg = n < 0;
  const [i, f] = Math.abs(n).toFixed(2).split(".");
  const grouped = i.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${neg ? "-" : ""}${grouped},${f}`;
}

/**
 * The days a file spans, whatever its size: from 2020 on, its dates stay in the past. A day a row (p 0.3) from 2020
 * would run a 100,000-row file 80 years ahead, where every date past next year is a row error: a bench of errors.
 */
const SPAN_DAYS = 4 * 365;

/** Rows [from, to) as text lines (no trailing newline). */
export function* exportLines(rows, seed = 42) {
  const rnd = prng(seed);
  const nextDay = Math.min(0.3, SPAN_DAYS / Math.max(1, rows));
  let balance = 5000;
  let day = Date.UTC(2020, 0, 1);
  yield "Umsatzanzeige;Girokonto DE12 3456 7890 1234 5678 90";
  yield "Zeitraum:;01.01.2020 - 31.12.2024";
  yield "";
  yield HEADER;
  for (let n = 0; n < rows; n++) {
    if (rnd() < nextDay) day += 86400000;
    const d = new Date(day);
    const date = `${String(d.getUTCDate()).padStart(2, "0")}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.${d.getUTCFullYear()}`;
    const payee = PAYEES[Math.floor(rnd() * PAYEES.length)];
    const purpose = `${PURPOSES[Math.floor(rnd() * PURPOSES.length)]} ${Math.floor(rnd() * 1e8)}; Ref ${n}`;
    const amount = rnd() < 0.1 ? Math.round(rnd() * 300000) / 100 : -Math.round(rnd() * 20000) / 100;
    balance += amount;
    yield `${date};${date};"${payee}";"${purpose}";${fmt(amount)};${fmt(balance)};EUR`;
  }
  yield "";
  yield `Kontostand am 31.12.2024;;;;;${fmt(balance)};EUR`;
}

export function exportText(rows, seed = 42) {
  let out = "";
  for (const line of exportLines(rows, seed)) out += line + "\n";
  return out;
}
