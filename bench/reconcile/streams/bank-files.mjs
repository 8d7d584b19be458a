// An export as its bank writes the file, which Intake then reads as it reads any upload (the bench through the
// formats' registry, the end-to-end test through POST /imports): a US card's or checking account's CSV with a
// Status column, an OFX card statement (each record its FITID), a German savings bank's CSV (day-first dates,
// decimal commas, the booking type and "Umsatz vorgemerkt" in columns of their own), a French card's relevé.
// Money out is negative in every file, as banks write it (the service's sign is the other way); the bank's other
// layout of an account's export names the shop as the bank cleaned it up.

const FILES = {
  "status-csv": {
    type: "text/csv",
    head: () => ["Date,Description,Amount,Status"],
    row: (r) => `${r.date},${quoted(r.text)},${signed(r.amount)},${r.channel === "pending" ? "Pending" : "Posted"}`,
    tail: () => [],
  },
  sparkasse: {
    type: "text/csv",
    head: () => [`"Buchungstag";"Valutadatum";"Buchungstext";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung";"Info"`],
    row: (r) =>
      [
        germanDate(r.date),
        germanDate(r.date),
        r.payment.shop ? "KARTENZAHLUNG" : Number(r.amount) < 0 ? "GUTSCHRIFT" : "LASTSCHRIFT",
        r.text,
        signed(r.amount).replace(".", ","),
        "EUR",
        r.channel === "pending" ? "Umsatz vorgemerkt" : "Umsatz gebucht",
      ]
        .map(quoted)
        .join(";"),
    tail: () => [],
  },
  releve: {
    type: "text/csv",
    head: () => ["Date;Libellé;Montant"],
    row: (r) => `${r.date};${quoted(r.text)};${signed(r.amount).replace(".", ",")}`,
    tail: () => [],
  },
  // The same bank's other export of an account (its app's, not its website's): the shop by the name the bank cleaned
  // up ("Blue Bottle Coffee", not "SQ *BLUE BOTTLE COFFE SEATTLE WA"), money out and in in columns of their own.
  merchant: {
    type: "text/csv",
    head: () => ["Transaction Date,Merchant,Debit,Credit"],
    row: (r) => {
      const amount = Number(r.amount);
      return `${r.date},${quoted(r.payment.shop?.name ?? r.text)},${amount > 0 ? amount.toFixed(2) : ""},${amount < 0 ? (-amount).toFixed(2) : ""}`;
    },
    tail: () => [],
  },
  ofx: {
    type: "application/x-ofx",
    head: (account, currency) => [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      `<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>${currency.toUpperCase()}<CCACCTFROM><ACCTID>${account.card.slice(-4)}</CCACCTFROM><BANKTRANLIST>`,
    ],
    row: (r, seed) =>
      `<STMTTRN><TRNTYPE>${Number(r.amount) < 0 ? "CREDIT" : "DEBIT"}<DTPOSTED>${r.date.replaceAll("-", "")}<TRNAMT>${signed(r.amount)}` +
      `<FITID>${fitid(seed, r.payment)}<NAME>${r.text}</STMTTRN>`,
    tail: () => ["</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>"],
  },
};

/** The export event `e` of `stream` as its file: {text, type} (a Content-Type for the upload). */
export function exportFile(e, stream) {
  const account = stream.accounts[e.account];
  const file = FILES[e.layout ?? account.file];
  const lines = [
    ...file.head(account, account.currency ?? stream.currency),
    ...e.rows.map((r) => file.row(r, stream.seed)),
    ...file.tail(),
  ];
  return { text: lines.join("\n"), type: file.type };
}

/** The card issuer's own id of a record: the same in every export that holds it. */
const fitid = (seed, payment) => `${seed.toString(36).toUpperCase()}${payment.id.toUpperCase()}`;
const signed = (amount) => (-Number(amount)).toFixed(2);
const quoted = (text) => `"${text.replaceAll('"', '""')}"`;
const germanDate = (iso) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
