// What is no alert of one payment, whoever sent it: a merchant's receipt naming the card it was paid with, an
// order, a statement of many payments, an offer, a security code, a newsletter, a transfer out. Each is null.
import { describe, expect, it } from "vitest";
import { alertMail, html, read } from "./fixtures";

describe("a merchant's own receipt is no alert, though it names the card", () => {
  it("an Amazon order confirmation paid with 'Visa ending in 1234'", () => {
    const mail = alertMail({
      fromName: "Amazon.com",
      fromAddress: "auto-confirm@amazon.com",
      subject: "Your Amazon.com order #112-1234567-1234567",
      text: "Hello Anna,\nThank you for shopping with us.\nOrder #112-1234567-1234567\nItems ordered: USB-C cable\nPayment method: Visa ending in 1234\nOrder Total: $54.20",
    });
    expect(read(mail)).toBeNull();
  });

  it("an Uber trip receipt charged to 'Visa ••••1234'", () => {
    const mail = alertMail({
      fromName: "Uber Receipts",
      fromAddress: "noreply@uber.com",
      subject: "Your Tuesday evening trip with Uber",
      text: "Thanks for riding, Anna\nTotal $23.50\nTrip fare $20.00\nBooking fee $3.50\nPayments\nVisa ••••1234 $23.50",
    });
    expect(read(mail)).toBeNull();
  });

  it("a shop's invoice with item lines, approved on 'Mastercard ending 5678'", () => {
    const mail = alertMail({
      fromName: "Bike Shop",
      fromAddress: "billing@bikeshop.example.net",
      subject: "Invoice INV-1001: payment approved",
      text: "Invoice #INV-1001\nQty 1 Inner tube $8.00\nQty 2 Brake pads $24.00\nSubtotal $32.00\nTotal $32.00\nPayment approved: Mastercard ending 5678",
    });
    expect(read(mail)).toBeNull();
  });

  it("a merchant's 'payment approved' from its own domain, naming itself as the merchant", () => {
    const mail = alertMail({
      fromName: "Corner Deli",
      fromAddress: "receipts@cornerdeli.com",
      subject: "Payment approved",
      text: "Your payment of $18.40 at Corner Deli was approved. Visa ending 1234.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a service's autopay confirmation from its own domain ('account ending in 2462', no merchant)", () => {
    const mail = alertMail({
      fromName: "Streamly",
      fromAddress: "billing@account.streamly.com",
      subject: "Thanks for your payment",
      text: "Your automatic payment of $15.99 was processed successfully with your account ending in 2462.\nWe never ask for payment by PayPal or gift cards.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a shipping notice", () => {
    const mail = alertMail({
      fromName: "Shop",
      fromAddress: "orders@shop.example.org",
      subject: "Your order has shipped",
      text: "Your order #A-1001 is on its way.\nEstimated delivery: Friday\nPaid with Visa ending 1234: $54.20",
    });
    expect(read(mail)).toBeNull();
  });
});

describe("a mail of many payments is no alert of one", () => {
  it("a statement listing the month's transactions", () => {
    const mail = alertMail({
      fromName: "Chase",
      fromAddress: "no.reply.alerts@chase.com",
      subject: "Your transaction summary",
      text: "Recent transactions on your card ending in 4321:\n11/01 STARBUCKS $5.40\n11/02 SHELL OIL $40.00\n11/03 AMAZON MKTPL $23.99\n11/05 WHOLEFDS MKT $84.12\n11/07 NETFLIX.COM $15.49",
    });
    expect(read(mail)).toBeNull();
  });
});

describe("a bank's mail that moves no money is no alert", () => {
  it("marketing: 'Get 2% cashback'", () => {
    const mail = alertMail({
      fromName: "Barclaycard",
      fromAddress: "offers@email.barclaycard.co.uk",
      subject: "Get 2% cashback on every purchase",
      text: "Spend £500 with your Barclaycard ending 1234 this month and earn £10 back. Apply now.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a one-time code to confirm a payment", () => {
    const mail = alertMail({
      fromName: "Revolut",
      fromAddress: "no-reply@revolut.com",
      subject: "Your verification code",
      text: "Your one-time code is 482913. Use it to confirm your payment of €49.99 at ZALANDO with your card ending 2222. Never share this code.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a one-time code in Russian ('код подтверждения')", () => {
    const mail = alertMail({
      fromName: "Т-Банк",
      fromAddress: "noreply@tbank.ru",
      subject: "Код подтверждения",
      text: "Код подтверждения: 4821. Покупка 2 500,00 ₽ в OZON. Никому не сообщайте код.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a newsletter", () => {
    const mail = alertMail({
      fromName: "Monzo",
      fromAddress: "hello@monzo.com",
      subject: "What's new at Monzo this November",
      html: html("Our November newsletter", "Savings pots got better: read what's new."),
    });
    expect(read(mail)).toBeNull();
  });

  it("a credit limit notice names no payment", () => {
    const mail = alertMail({
      fromName: "Capital One",
      fromAddress: "capitalone@notification.capitalone.com",
      subject: "Your credit limit has changed",
      text: "Your available credit is below $800.00 on your card ending 1234.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a transfer sent out (a wire), which this reader does not book", () => {
    const mail = alertMail({
      fromName: "Citi",
      fromAddress: "alerts@citi.com",
      subject: "Wire Transfer Successfully Processed",
      text: "We have processed the wire transfer you initiated.\nAmount: $1,500.00\nBeneficiary account ●●●●7492",
    });
    expect(read(mail)).toBeNull();
  });
});

describe("evidence that a mail is an issuer's", () => {
  it("a sender on the issuer's domain suffices", () => {
    const mail = alertMail({
      fromName: "Chase",
      fromAddress: "no.reply.alerts@chase.com",
      subject: "You made a $5.40 transaction with STARBUCKS",
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", issuer: "Chase", merchant: "STARBUCKS", amount: "5.40" });
  });

  it("from elsewhere (a forward that kept no sender, free mail), the card's digits and a payment's words do", () => {
    const mail = alertMail({
      fromName: null,
      fromAddress: null,
      subject: "Transaction alert",
      text: "A purchase of $25.00 was made with your debit card ending 1234 at SHELL 5678.",
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", issuer: null, last4: "1234", merchant: "SHELL", amount: "25.00" });
  });

  it("from elsewhere, the issuer named in the mail does", () => {
    const mail = alertMail({
      fromAddress: "me@gmail.com",
      fromName: "Me",
      subject: "Fwd: 15 CAD spent at Independent City Market",
      text: "Wise. Your account for the world's money\nYou spent 15 CAD at Independent City Market.",
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", issuer: "Wise", amount: "15.00", currency: "cad" });
  });

  it("words of a payment alone, without the card or an issuer, do not", () => {
    const mail = alertMail({ fromName: null, fromAddress: null, subject: "Purchase", text: "You spent $25.00 at SHELL." });
    expect(read(mail)).toBeNull();
  });

  it("Apple's domain is Apple Card's only for its card senders, not the App Store's receipts", () => {
    const receipt = alertMail({
      fromName: "Apple",
      fromAddress: "no_reply@email.apple.com",
      subject: "Your receipt from Apple",
      text: "You paid $2.99 for iCloud+ with Apple Card.",
    });
    expect(read(receipt)).toBeNull();
  });
});

describe("a sender on a domain of its own that is no known issuer", () => {
  it("a payment processor's receipt naming the merchant and the card is no alert", () => {
    const mail = alertMail({
      fromName: "Blue Bottle Coffee via Square",
      fromAddress: "receipts@messaging.squareup.com",
      subject: "Your receipt from Blue Bottle Coffee",
      text: "You paid $5.40 at Blue Bottle Coffee.\nVisa ending 1234",
    });
    expect(read(mail)).toBeNull();
  });

  it("a ride receipt is no alert", () => {
    const mail = alertMail({
      fromName: "Lyft",
      fromAddress: "no-reply@lyftmail.com",
      subject: "Your ride with John on November 19",
      text: "Charged to Visa *1234: $12.50 at LYFT RIDE",
    });
    expect(read(mail)).toBeNull();
  });

  it("an unknown credit union's alert, presenting itself as one, is read", () => {
    const mail = alertMail({
      fromName: "Valley Credit Union",
      fromAddress: "alerts@valleycu.org",
      subject: "Transaction alert",
      text: "A purchase of $25.00 was made at SHELL 5678 with your debit card ending 1234.",
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", issuer: null, merchant: "SHELL", amount: "25.00" });
  });
});

describe("a bank or wallet no table lists, read by what its mail says", () => {
  it("a payment's words, an amount with its currency, the card's digits and a payee: no word 'alert' needed", () => {
    const mail = alertMail({
      fromName: "Banka Vltava",
      fromAddress: "info@bankavltava.cz",
      subject: "Platba kartou",
      text: "Platba kartou č. ****4711 ve výši 1 234,50 Kč v ALBERT PRAHA byla provedena.",
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", issuer: null, merchant: "ALBERT PRAHA", amount: "1234.50", currency: "czk" });
  });

  it("a wallet names no card: its own name as the means of the payment is the reference", () => {
    const mail = alertMail({
      fromName: "FlyPay by Harbor",
      fromAddress: "no-reply@notify.flypay.harborbank.com.hk",
      subject: "You have paid the business BLUE LANTERN TEA",
      html: html("You paid the business BLUE LANTERN TEA via FlyPay", "- HKD 58.00", "Payment status SUCCESS"),
    });
    expect(read(mail)).toMatchObject({ kind: "purchase", card: "FlyPay", merchant: "BLUE LANTERN TEA", amount: "58.00", currency: "hkd" });
  });

  it("money in, from such a bank, is read (and listed, never booked)", () => {
    const mail = alertMail({
      fromName: "Banka Vltava",
      fromAddress: "info@bankavltava.cz",
      subject: "Příchozí platba",
      text: "Na váš účet ****4711 byla připsána částka 5 000,00 Kč od Jana Nováková.",
    });
    expect(read(mail)).toMatchObject({ kind: "incoming", amount: "5000.00", currency: "czk" });
  });

  it("an amount without its currency is not enough", () => {
    const mail = alertMail({
      fromName: "Banka Vltava",
      fromAddress: "info@bankavltava.cz",
      subject: "Platba kartou",
      text: "Platba kartou č. ****4711, částka 1 234,50, obchodník ALBERT PRAHA.",
    });
    expect(read(mail)).toBeNull();
  });

  it("a business paid through its own app is its own sale, not an alert of someone else's", () => {
    const mail = alertMail({
      fromName: "Acme Coffee",
      fromAddress: "receipts@acmecoffee.com",
      subject: "You paid Acme Coffee",
      text: "You paid $5.40 at Acme Coffee via Acme Pay.",
    });
    expect(read(mail)).toBeNull();
  });

  it("its statements and payments received are its own bills", () => {
    const mail = alertMail({
      fromName: "Banka Vltava",
      fromAddress: "info@bankavltava.cz",
      subject: "Výpis z karty",
      text: "Výpis z karty ****4711 za listopad: minimální splátka 500,00 Kč.",
    });
    expect(read(mail)).toBeNull();
  });
});
