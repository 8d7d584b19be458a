import type { DialectFixture } from "./fixture";

// PostFinance (Switzerland): one SWIFT envelope per page, each on one line with the message's first field;
// the first page closes with an intermediate balance (`:62M:`) and the next opens with one (`:60M:`); the
// owner's reference is the transaction's number; `:86:` is free text over several lines.
const envelope = "{1:F01POFICHBEXXXX0000000000}{2:I940POFICHBEXXXXN}{4:";
const file = [
  envelope,
  ":20:100304CH0001",
  ":25:CH2109000000401234567",
  ":28C:61/1",
  ":60F:C240301CHF3250,40",
  ":61:2403040304D84,50NTRF1234567890123456",
  "240304123456700000000",
  ":86:KAUF/DIENSTLEISTUNG VOM 02.03.2024 KARTEN NR. XXXX1234",
  "MIGROS M BERN WESTSIDE BERN",
  ":61:2403040304C4200,00NTRF2403041234567890",
  ":86:GIRO AUS KONTO 30-12345-6 MUSTER TREUHAND AG BERN",
  "MITTEILUNGEN: LOHN MAERZ 2024",
  ":62M:C240304CHF7365,90",
  "-}",
  envelope,
  ":20:100305CH0001",
  ":25:CH2109000000401234567",
  ":28C:61/2",
  ":60M:C240304CHF7365,90",
  ":61:2403050305D1850,00NTRF2403051234567891",
  ":86:E-FINANCE 30-12345-6 IMMOBILIEN VERWALTUNG AG MIETZINS APRIL",
  ":62F:C240305CHF5515,90",
  "-}",
].join("\r\n");

export default {
  bank: "PostFinance (Switzerland)",
  layout: "a statement over two pages (:62M:, :60M:), free-text :86: over several lines",
  file,
  account: "CH2109000000401234567",
  closing: { amount: "5515.90", date: "2024-03-05", currency: "chf" },
  items: [
    { date: "2024-03-04", amount: "84.50", payee: "KAUF/DIENSTLEISTUNG VOM 02.03.2024 KARTEN NR. XXXX1234 MIGROS M BERN WESTSIDE BERN" },
    { date: "2024-03-04", amount: "-4200.00", payee: "GIRO AUS KONTO 30-12345-6 MUSTER TREUHAND AG BERN MITTEILUNGEN: LOHN MAERZ 2024" },
    { date: "2024-03-05", amount: "1850.00", payee: "E-FINANCE 30-12345-6 IMMOBILIEN VERWALTUNG AG MIETZINS APRIL" },
  ],
} satisfies DialectFixture;
