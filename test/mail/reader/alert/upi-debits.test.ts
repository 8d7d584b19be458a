// India's banks alert a UPI payment in one sentence: "Rs.113.00 has been debited from account **0178 to VPA
// shop@okaxis CORNER STORE on 20-03-25". The amount's "Rs." touches its digits, and the payee stands after its virtual
// payment address (VPA), which is no name. Money credited from a VPA is money in, never a purchase.
import { describe, expect, it } from "vitest";
import { alertMail, read } from "./fixtures";

describe("a UPI debit alert is a purchase at the name after the payment address, in rupees", () => {
  it.each([
    [
      "Sarovar Bank InstaAlerts <alerts@sarovarbank.net>",
      "You have done a UPI txn. Check details!",
      "Dear Customer,\nRs.113.00 has been debited from account **0178 to VPA shop4411@okaxis CORNER STORE on 18-11-24. Your UPI transaction reference number is 432112345678.",
      "113.00",
      "CORNER STORE",
    ],
    [
      "Deccan Bank <alerts@deccanbank.co.in>",
      "Debit alert",
      "Rs 450.00 debited from A/c XX4821 on 18-11-24 to VPA chai.point@ybl CHAI POINT. UPI Ref 427112345678. Not you? Call 1800 123 4567.",
      "450.00",
      "CHAI POINT",
    ],
    [
      "Konkan Bank Alerts <alerts@konkanbank.com>",
      "Transaction alert for your account",
      "INR 1,250.00 debited from A/c no. XX9023 on 18-11-2024 to VPA grocer@icici FRESH BASKET. If not done by you, report at once.",
      "1250.00",
      "FRESH BASKET",
    ],
  ])("%s", (from, subject, text, amount, merchant) => {
    const [, fromName = "", fromAddress = ""] = /^(.*) <(.*)>$/.exec(from) ?? [];
    const alert = read(alertMail({ fromName, fromAddress, subject, text }));
    expect(alert).toMatchObject({ kind: "purchase", amount, currency: "inr", merchant });
  });
});

describe("money credited from a payment address is no purchase", () => {
  it("Rs.500.00 credited from VPA … is money in", () => {
    const alert = read(
      alertMail({
        fromName: "Sarovar Bank InstaAlerts",
        fromAddress: "alerts@sarovarbank.net",
        subject: "You have received money",
        text: "Dear Customer,\nRs.500.00 has been credited to account **0178 from VPA anil.k@okhdfc ANIL KUMAR on 18-11-24.",
      }),
    );
    expect(alert?.kind).not.toBe("purchase");
  });
});

describe("a rupee amount written with its full stop is read whole", () => {
  it("Rs.113.00, Rs. 113.00 and Rs 113 are one amount of 113", () => {
    for (const written of ["Rs.113.00", "Rs. 113.00", "Rs 113.00"]) {
      const alert = read(
        alertMail({
          fromName: "Sarovar Bank InstaAlerts",
          fromAddress: "alerts@sarovarbank.net",
          text: `${written} has been debited from account **0178 to VPA shop4411@okaxis CORNER STORE on 18-11-24.`,
        }),
      );
      expect(alert?.amount, written).toBe("113.00");
    }
  });
});
