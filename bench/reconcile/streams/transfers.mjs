// Money moved between the person's own accounts, each side a row of its own bank's export: a card's bill paid from
// checking, a move to and from savings, an exchange into the wallet of the other currency. And look-alikes that are
// not one: a phone bill's autopay from checking the same days a card's bill came in from a bank not in the budget, a
// payment to a friend of the same sum. Drawn from a PRNG of their own: the stream's other payments are the same with
// transfers or without.
import { RATES } from "./budget.mjs";
import { cents, DAY, dateOf, drawing } from "./draw.mjs";

/** Movements a month holds (each two sides, or two look-alike rows). */
const MOVES = [2, 5];

/** How each side's bank writes it; `{4}` is the named account's last four digits. */
const TEXTS = {
  us: {
    cardBill: {
      cardA: ["PAYMENT TO VISA ENDING {4}", "CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224", "ONLINE PAYMENT TO CARD ...{4}"],
      cardB: ["AMEX EPAYMENT ACH PMT W{n}", "AMERICAN EXPRESS ACH PMT M{n}"],
    },
    cardPaid: {
      cardA: ["PAYMENT THANK YOU", "AUTOPAY PAYMENT - THANK YOU", "ONLINE PAYMENT, THANK YOU"],
      cardB: ["PAYMENT RECEIVED - THANK YOU", "ONLINE PAYMENT THANK YOU"],
    },
    toSavings: ["ONLINE TRANSFER TO SAV ...{4} REF #IB{n}", "Internal transfer to Savings {4}"],
    fromChecking: ["ONLINE TRANSFER FROM CHK ...{4} REF #IB{n}", "Internal transfer from Checking {4}"],
    fromSavings: ["ONLINE TRANSFER FROM SAV ...{4} REF #IB{n}", "Internal transfer from Savings {4}"],
    toChecking: ["ONLINE TRANSFER TO CHK ...{4} REF #IB{n}", "Internal transfer to Checking {4}"],
    exchangeOut: ["WISE INC TOP UP {n}", "Top up EUR balance"],
    exchangeIn: ["Top up from Checking {4}", "Exchanged USD to EUR"],
    bill: ["VERIZON WIRELESS AUTOPAY", "COMCAST CABLE AUTOPAY", "PG&E WEB ONLINE AUTOPAY"],
    friend: ["ZELLE PAYMENT TO JORDAN LEE {n}", "VENMO PAYMENT {n}"],
  },
  eu: {
    cardBill: {
      cardA: ["KREDITKARTENABRECHNUNG VISA {4}", "Abrechnung Visa Karte ...{4}"],
      cardB: ["MASTERCARD ABRECHNUNG {4}", "Kreditkarte Ausgleich Mastercard {4}"],
    },
    cardPaid: {
      cardA: ["PAIEMENT RECU MERCI", "MERCI POUR VOTRE PAIEMENT"],
      cardB: ["ZAHLUNG ERHALTEN - DANKE", "PAYMENT RECEIVED"],
    },
    toSavings: ["Umbuchung auf Tagesgeld {4}", "UEBERTRAG AUF KONTO {4}"],
    fromChecking: ["Umbuchung von Girokonto {4}", "UEBERTRAG VON KONTO {4}"],
    fromSavings: ["Umbuchung von Tagesgeld {4}", "UEBERTRAG VON KONTO {4}"],
    toChecking: ["Umbuchung auf Girokonto {4}", "UEBERTRAG AUF KONTO {4}"],
    exchangeOut: ["Top up USD balance {n}", "Eigene Umbuchung USD-Konto"],
    exchangeIn: ["Top up from Girokonto {4}", "Exchanged EUR to USD"],
    bill: ["TELEKOM DEUTSCHLAND GMBH LASTSCHRIFT", "VODAFONE GMBH LASTSCHRIFT", "STADTWERKE STROM ABSCHLAG"],
    friend: ["Ueberweisung an Jonas Weber {n}", "PAYPAL EUROPE SARL {n}"],
  },
};

/** The kinds of movement and how often each is drawn. */
const KINDS = [
  ["cardBill", 4],
  ["savings", 3],
  ["exchange", 2],
  ["bill", 1],
  ["friend", 1],
];

/**
 * The month's movements as bank-only payments (each side one, in the account that books it), every side carrying
 * `move: {id, kind, real}`: `real` when the two sides are one transfer the budget should group.
 */
export function transferPayments(stream, lastDay) {
  const d = drawing(stream.seed ^ 0x7a45f3);
  const words = TEXTS[stream.home];
  const payments = [];
  const count = d.int(...MOVES);
  for (let i = 1; i <= count; i++) {
    const kind = weighted(d);
    const day = d.int(0, lastDay - 2);
    const lag = d.int(0, 3);
    const n = () => String(d.int(100_000, 999_999));
    // A side's text names the movement's other account by its digits, as banks write it.
    const side = (account, other, amount, text, after, tag) => {
      const filled = text.replaceAll("{4}", stream.accounts[other].number).replaceAll("{n}", n());
      payments.push(bankRow(`t${i}${tag}`, account, day + after, amount, filled, { id: i, kind, real: real(kind) }));
    };
    if (kind === "cardBill") {
      const card = d.pick(["cardA", "cardB"]);
      const amount = d.money(80, 1800);
      side("checking", card, amount, d.pick(words.cardBill[card]), 0, "out");
      side(card, "checking", cents(-amount), d.pick(words.cardPaid[card]), lag, "in");
    } else if (kind === "savings") {
      const amount = cents(d.int(1, 40) * 50);
      const back = d.chance(0.3);
      const [from, to] = back ? ["savings", "checking"] : ["checking", "savings"];
      const which = d.int(0, 1);
      side(from, to, amount, (back ? words.toChecking : words.toSavings)[which], 0, "out");
      side(to, from, cents(-amount), (back ? words.fromSavings : words.fromChecking)[which], Math.min(lag, 1), "in");
    } else if (kind === "exchange") {
      const amount = d.money(100, 1500);
      const rate = (RATES[stream.currency] / RATES[stream.wallet]) * (1 - d.int(0, 10) / 1000);
      side("checking", "wallet", amount, d.pick(words.exchangeOut), 0, "out");
      side("wallet", "checking", cents(-Number(amount) * rate), d.pick(words.exchangeIn), Math.min(lag, 1), "in");
    } else {
      // A look-alike: the card's bill paid from a bank the budget does not have, and the same sum out of checking
      // to someone else (a bill's autopay, a friend) within the window.
      const card = d.pick(["cardA", "cardB"]);
      const amount = d.money(20, 400);
      side("checking", card, amount, d.pick(words[kind]), 0, "out");
      side(card, "checking", cents(-amount), d.pick(words.cardPaid[card]), lag, "in");
    }
  }
  return payments;
}

const real = (kind) => kind === "cardBill" || kind === "savings" || kind === "exchange";

function weighted(d) {
  let left = d.rnd() * KINDS.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, w] of KINDS) if ((left -= w) < 0) return kind;
  return KINDS[0][0];
}

/** A side as a bank-only payment (generate.mjs's shape): `amount` in the service's sign (positive: money out). */
function bankRow(id, account, day, amount, text, move) {
  const date = dateOf(day);
  return {
    id,
    shop: null,
    account,
    day,
    t0: day * DAY,
    tags: ["transfer", move.real ? `transfer: ${move.kind}` : `not a transfer: ${move.kind}`],
    booked: { amount, date, at: day * DAY + 7 * 60, text },
    pendingAmount: amount,
    tap: null,
    receipt: null,
    move,
  };
}
