// The words of a bank's descriptor or a receipt's merchant that do not name one business, by what they are. A
// descriptor wraps the merchant's name in a processor's prefix, a way of paying, a store number and a city; a name
// made of a kind of business and a place ("Paris Cafe") names many. merchant-evidence.ts reads names through them.
// Lowercase, without accents (the reader folds both before it looks words up).

/** Processors, wallets and ways of paying that banks and card networks put around the merchant's name. */
const PAYMENT = words(`
  sq square tst toast paypal pp sp sumup iz izettle zettle ctlp stripe dd gglpay applepay gpay wallet klarna
  adyen worldpay payu mollie nayax vend pos ecom eft eftpos nfc contactless card debit credit purchase payment
  pmt pymt pay paid recurring authorized authorised on at visa mastercard mc maestro amex vpay chip online
  internet web www com net org co uk us usa de fr es it nl eu ie au ca ch at kartenzahlung karte lastschrift ec
  girocard zahlung einkauf umsatz cb carte achat paiement prlv compra pago tarjeta con betaling betaalautomaat
  bea pin pagamento acquisto carta kortkop kortbetaling platnosc karta zakup transakcja terminal ref reference
  trx txn id no nr num store branch fil filiale help bill billing subscription mktp mktplace marketplace digital
  services service pending pend vorgemerkt gebucht booked posted attente comptabilise pendiente contabilizado
`);

/** Legal forms and the small words of names: never what tells one business from another. */
const FORMS = words(`
  the a an and of by for to in de du des la le les el los las der die das und et y e di da del van von den het s
  inc incorporated llc ltd limited plc corp corporation company gmbh ag kg ohg ug mbh sa sas sarl srl spa bv nv
  ab as asa oy sl sp zoo pty kk group holdings international intl enterprises trading
`);

/**
 * Kinds of business and what they sell, a line a kind (its words in the banks' languages): a shop named only by
 * these is any shop of the kind; two names of other kinds are two businesses.
 */
const KINDS = [
  `coffee cafe caffe kaffee koffie cafeteria espresso roasters roastery tea teahouse`,
  `bar pub tavern inn lounge club beer brewery brewing`,
  `burger burgers pizza pizzeria grill bbq diner restaurant restaurants restaurante ristorante trattoria osteria bistro
   brasserie kitchen eatery cantina taqueria tacos taco sushi ramen noodle noodles kebab doner steakhouse seafood
   chicken wings food foods`,
  `bakery baeckerei backerei backstube boulangerie patisserie panaderia panificio bagel bagels donut donuts`,
  `juice smoothie`,
  `market markets supermarket supermercado supermarche markt mart minimarket grocery groceries grocer deli shop shops
   shoppe store stores boutique outlet center centre`,
  `pharmacy apotheke pharmacie farmacia apotheek drugstore drug chemist`,
  `oil gas fuel petrol station tankstelle gasolinera benzina carburant`,
  `hotel hotels motel hostel`,
  `books book bookstore bookshop buchhandlung librairie libreria`,
  `wine wines liquor spirits`,
  `cinema kino theatre theater`,
  `parking garage auto`,
  `tools hardware electronics`,
  `florist flowers`,
  `salon barber spa`,
  `fitness gym`,
  `laundry cleaners`,
  `taxi cab transit transport travel tours`,
].map(words);

/** Words many names share that say nothing of which business ("Corner", "Golden", "Express"). */
const COMMON = words(`
  house home express fresh natural organic plus best good golden royal new corner local family original famous
  little big great old first
`);

/** Places and where in them: a descriptor's suffix, or a name's "Paris" that many businesses share. */
const PLACES = words(`
  city downtown uptown midtown central centro centrum zentrum main street st ave avenue road rd blvd plaza
  square mall airport terminal north south east west paris london berlin munich muenchen hamburg koeln cologne
  frankfurt wien vienna zurich geneve geneva madrid barcelona lisboa lisbon porto roma rome milano milan napoli
  amsterdam rotterdam bruxelles brussels dublin edinburgh manchester warszawa krakow praha prague stockholm oslo
  kobenhavn copenhagen helsinki athens istanbul tokyo osaka seoul beijing shanghai hong kong singapore sydney
  melbourne auckland toronto montreal vancouver york nyc brooklyn boston chicago seattle portland francisco sf
  los angeles la san diego austin dallas houston miami atlanta denver phoenix vegas mexico sao paulo rio buenos
  aires santiago bogota lima dubai mumbai delhi bangkok cairo johannesburg cape town al ak az ar ca co ct dc fl
  ga hi il ia ks ky md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy
  on qc bc ab mb sk ns nb
`);

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/** What a word of a name is: part of a descriptor's wrapping, a small word, a kind of business, a common word, a place. */
export type WordKind = "payment" | "form" | "kind" | "common" | "place";

/** By word, what it is; a word not here may name a business. */
export const WORD_KINDS: ReadonlyMap<string, WordKind> = new Map<string, WordKind>([
  ...PLACES.map((w) => [w, "place"] as const),
  ...COMMON.map((w) => [w, "common"] as const),
  ...KINDS.flat().map((w) => [w, "kind"] as const),
  ...PAYMENT.map((w) => [w, "payment"] as const),
  ...FORMS.map((w) => [w, "form"] as const),
]);

/** By word of a kind of business, which kind: "cafe" and "coffee" are one, "grocer" and "grill" two. */
export const KIND_OF: ReadonlyMap<string, number> = new Map(KINDS.flatMap((kind, i) => kind.map((w) => [w, i] as const)));

/** How banks and processors shorten a brand: the abbreviation read as the brand's name. */
export const BRAND_SHORTHANDS: ReadonlyMap<string, string> = new Map([
  ["amzn", "amazon"],
  ["amz", "amazon"],
  ["wm", "walmart"],
  ["wal", "walmart"],
  ["mcd", "mcdonalds"],
  ["sbux", "starbucks"],
  ["msft", "microsoft"],
  ["goog", "google"],
]);
