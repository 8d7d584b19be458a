// schema.org markup is the best signal: JSON-LD or microdata Orders, Invoices and Reservations, with prices
// as numbers, strings ("$70.00") or price specifications.
import { describe, expect, it } from "vitest";
import { readMarkup } from "../../../../../src/mail/reader/receipt/markup/markup";
import { mail, read } from "../fixtures";

const jsonLd = (data: unknown, body = "<p>Thanks for your order!</p>") =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;

describe("a JSON-LD Order gives merchant, total, currency, number, date and items", () => {
  it("reads a string price with its sign ('$70.00')", async () => {
    const html = jsonLd({
      "@context": "http://schema.org",
      "@type": "Order",
      merchant: { "@type": "Organization", name: "Example Outfitters" },
      orderNumber: "EO-552211",
      orderDate: "2024-10-06T18:22:00-07:00",
      price: "$70.00",
      acceptedOffer: [
        {
          "@type": "Offer",
          itemOffered: { "@type": "Product", name: "Trail mug" },
          price: "20.00",
          eligibleQuantity: { "@type": "QuantitativeValue", value: 2 },
        },
        { "@type": "Offer", itemOffered: { "@type": "Product", name: "Camp kettle" }, price: "30.00" },
      ],
    });
    const r = await read(mail({ fromName: "Outfitters Newsletter", html, text: "Thanks for your order! Order total: $75.00" }));
    expect(r).toMatchObject({
      verdict: "purchase",
      merchant: "Example Outfitters",
      total: "70.00",
      currency: "usd",
      date: "2024-10-06",
      orderNumber: "EO-552211",
      items: ["Trail mug × 2", "Camp kettle"],
      how: {
        merchant: "markup",
        total: "markup: the text's total is 75.00; unconfirmed: nothing else in the mail says this amount",
        date: "markup",
      },
    });
    expect(r.how.currency).toBe("markup: $ read as usd: nothing in the mail names another dollar's country");
  });
  it("reads a number price with priceCurrency, inside an @graph, and a MonetaryAmount", async () => {
    const graph = jsonLd({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "WebPage" }, { "@type": "Order", seller: "Kaffeerösterei Bohne", price: 12.5, priceCurrency: "EUR" }],
    });
    expect(await read(mail({ html: graph }))).toMatchObject({ total: "12.50", currency: "eur", merchant: "Kaffeerösterei Bohne" });
    const invoice = jsonLd({
      "@type": "Invoice",
      provider: { "@type": "Organization", name: "Hosting Co" },
      totalPaymentDue: { "@type": "MonetaryAmount", value: "1234.56", currency: "CHF" },
      confirmationNumber: "INV-42",
    });
    expect(await read(mail({ html: invoice }))).toMatchObject({
      total: "1234.56",
      currency: "chf",
      merchant: "Hosting Co",
      orderNumber: "INV-42",
    });
  });
  it("reads a reservation's total price", async () => {
    const flight = jsonLd({
      "@type": "FlightReservation",
      reservationNumber: "XK9Q2L",
      provider: { "@type": "Airline", name: "Example Air" },
      totalPrice: "249.90",
      priceCurrency: "EUR",
      bookingTime: "2024-10-05T09:00:00+02:00",
    });
    expect(await read(mail({ html: flight }))).toMatchObject({
      verdict: "purchase",
      total: "249.90",
      currency: "eur",
      merchant: "Example Air",
      orderNumber: "XK9Q2L",
      date: "2024-10-05",
    });
  });
  it("sums the offers when the order has no total, and says so", async () => {
    const html = jsonLd({
      "@type": "Order",
      seller: { name: "Tea Shop" },
      priceCurrency: "GBP",
      acceptedOffer: [
        { "@type": "Offer", itemOffered: "Green tea", price: 4.5, eligibleQuantity: 2 },
        { "@type": "Offer", itemOffered: "Teapot", price: "21.00" },
      ],
    });
    const r = await read(mail({ html }));
    expect([r.total, r.currency, r.how.total]).toEqual([
      "30.00",
      "gbp",
      "markup: no total in the markup: the sum of 2 item price(s); unconfirmed: nothing else in the mail says this amount",
    ]);
  });
});

describe("microdata Orders and Invoices are read like JSON-LD", () => {
  const invoice = `<div itemscope itemtype="http://schema.org/Invoice">
    <div itemprop="provider" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Cloud &amp; Co</span></div>
    <p>Invoice <span itemprop="confirmationNumber">INV-2024-0042</span></p>
    <div itemprop="totalPaymentDue" itemscope itemtype="http://schema.org/PriceSpecification">
      Amount: <meta itemprop="priceCurrency" content="EUR"><span itemprop="price">1.234,56</span> €
    </div>
  </div>`;
  it("reads a microdata Invoice: provider, number, total due and its currency", async () => {
    const r = await read(mail({ html: invoice }));
    expect(r).toMatchObject({
      verdict: "purchase",
      merchant: "Cloud & Co",
      orderNumber: "INV-2024-0042",
      total: "1234.56",
      currency: "eur",
      how: { total: 'markup: confirmed by text: the text\'s "Amount" says the same amount', currency: "markup" },
    });
  });
  it("collects nested things and attribute values", async () => {
    const markup = await readMarkup(
      `<div itemscope itemtype="https://schema.org/Order"><link itemprop="orderStatus" href="https://schema.org/OrderProcessing"><time itemprop="orderDate" datetime="2024-10-07">Oct 7</time><div itemprop="acceptedOffer" itemscope itemtype="https://schema.org/Offer"><span itemprop="itemOffered">Mug <b>large</b></span></div></div>`,
    );
    const order = markup.things[0]!;
    expect(order.types).toEqual(["Order"]);
    expect(order.props.get("orderStatus")).toEqual(["https://schema.org/OrderProcessing"]);
    expect(order.props.get("orderDate")).toEqual(["2024-10-07"]);
    const offer = order.props.get("acceptedOffer")![0];
    expect(typeof offer === "object" && offer.props.get("itemOffered")).toEqual(["Mug large"]);
  });
});

describe("every element's attributes are read when the mail holds microdata, only scripts' when it holds none", () => {
  const ld = `<script type="application/ld+json">${JSON.stringify({ "@type": "Order", orderNumber: "A-1" })}</script>`;
  it("reads a JSON-LD script among elements whose attributes are not read", async () => {
    const html = `<table style="width:100%" data-x='<script>'><tr><td class="total">$5</td></tr></table>${ld}<img src="x.png">`;
    expect((await readMarkup(html)).things.map((t) => t.props.get("orderNumber"))).toEqual([["A-1"]]);
  });
  it("reads microdata after a JSON-LD script in the same mail (every attribute read then)", async () => {
    const micro = `<div itemscope itemtype="https://schema.org/Invoice"><meta itemprop="confirmationNumber" content="B-2"></div>`;
    const things = (await readMarkup(`${ld}${micro}`)).things;
    expect(things.map((t) => t.types)).toEqual([["Order"], ["Invoice"]]);
    expect(things[1]!.props.get("confirmationNumber")).toEqual(["B-2"]);
  });
});

describe("a JSON-LD script is told by its first type attribute, and ends at its end tag or the document's", () => {
  const order = JSON.stringify({ "@type": "Order", orderNumber: "A-1" });
  it("reads a script whose first type is JSON-LD, written with a character reference or without quotes", async () => {
    const numbers = async (html: string) => (await readMarkup(html)).things.map((t) => t.props.get("orderNumber"));
    expect(await numbers(`<script type="application&#47;ld+json" type="text/plain">${order}</script>`)).toEqual([["A-1"]]);
    expect(await numbers(`<script type=application/ld+json>${order}</script>`)).toEqual([["A-1"]]);
    expect(await numbers(`<script type="text/plain" type="application/ld+json">${order}</script>`)).toEqual([]);
  });
  it("reads the text of a script left open to the end of the mail, and not what a comment or a style holds", async () => {
    expect((await readMarkup(`<p>Thanks</p><script type="application/ld+json">${order}`)).things).toHaveLength(1);
    const hidden = `<!-- <script type="application/ld+json">${order}</script> --><style><script type="application/ld+json">${order}</script></style>`;
    expect((await readMarkup(`${hidden}<script>var x = 1;</script>`)).things).toEqual([]);
  });
});

describe("markup is found whatever the case of its tag and attribute names", () => {
  it("reads JSON-LD in a <SCRIPT> and microdata written ITEMSCOPE/ItemProp", async () => {
    const ld = `<SCRIPT type="application/ld+json">${JSON.stringify({ "@type": "Order", price: "70.00", priceCurrency: "USD" })}</SCRIPT>`;
    expect((await readMarkup(ld)).things.map((t) => t.types)).toEqual([["Order"]]);
    const micro = `<DIV ITEMSCOPE itemtype="https://schema.org/Order"><META ItemProp="price" content="12.50"></DIV>`;
    expect((await readMarkup(micro)).things[0]?.props.get("price")).toEqual(["12.50"]);
  });
  it("reads nothing from HTML whose only 'script' is a word or a link (javascript:, description)", async () => {
    const html = `<p class="description">Our scripts</p><a href="javascript:void(0)">Itemised</a>`;
    expect(await readMarkup(html)).toEqual({ things: [], problems: [] });
  });
});

describe("markup that cannot be read leaves the text to speak, and the inbox is told", () => {
  it("reads the labels when the JSON-LD is broken", async () => {
    const html = `<script type="application/ld+json">{"@type": "Order", "price": "70.00",}</script><table><tr><td>Order total</td><td>$70.00</td></tr></table>`;
    const r = await read(mail({ html }));
    expect([r.total, r.how.total]).toEqual([
      "70.00",
      'label: "Order total" (same line) (a JSON-LD block is not valid JSON (skipped)); unconfirmed: nothing else in the mail says this amount',
    ]);
  });
  it("never reads a script's text as the receipt's text", async () => {
    const html = `<script type="application/ld+json">{"@type": "WebPage", "description": "Total: $999.00"}</script><p>Order total: $70.00</p>`;
    expect((await read(mail({ html }))).total).toBe("70.00");
  });
});
