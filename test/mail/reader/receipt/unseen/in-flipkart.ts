// An Indian marketplace's order mail: rupees grouped in lakhs (1,24,999), "Amount Paid" after an exchange offer.
import type { UnseenMail } from "../fixtures";

export default {
  name: "Flipkart / IN / order, lakh grouping ₹1,18,499",
  from: { name: "Flipkart", address: "no-reply@rmo.flipkart.com" },
  date: "Sun, 6 Oct 2024 13:11:29 +0530",
  subject: "Your Order for Apple iPhone 15 Pro (Natural Titanium, 256 GB) has been successfully placed",
  text: [
    "Hi Rahul,",
    "",
    "Your order has been successfully placed.",
    "",
    "Order placed on Oct 06, 2024",
    "Order ID OD331245678901234100",
    "",
    "Apple iPhone 15 Pro (Natural Titanium, 256 GB)",
    "Seller: RetailNet",
    "Qty: 1",
    "Price: ₹1,29,900",
    "",
    "Delivery Charges: FREE",
    "Exchange Discount: -₹9,000",
    "Bank Offer Discount: -₹2,401",
    "Amount Paid: ₹1,18,499",
    "",
    "Payment mode: Credit Card EMI",
  ].join("\n"),
  want: { verdict: "purchase", merchant: ["Flipkart"], total: "118499.00", currency: "inr", date: "2024-10-06" },
} satisfies UnseenMail;
