// What mails that are not purchases say about themselves, by language: parcels on their way, offers, carts
// left behind, refunds, cancellations, failed payments. Data only; classify.ts reads it.

/** A parcel on its way or delivered: statements (a condition before them undoes them)… */
export const SHIPPED = {
  statements: [
    ...[
      "has shipped",
      "have shipped",
      "has been shipped",
      "have been shipped",
      "was shipped",
      "shipped!",
      "is on its way",
      "are on their way",
      "is on the way",
      "out for delivery",
      "has been delivered",
      "was delivered",
      "has been dispatched",
      "has dispatched",
      "dispatched!",
      "ready for pickup",
    ],
    ...["wurde versandt", "wurde verschickt", "ist unterwegs", "sind unterwegs", "ist auf dem weg", "wurde zugestellt", "wurde geliefert"],
    ...["a été expédiée", "a été expédié", "ont été expédiés", "est en route", "est en cours de livraison", "a été livrée", "a été livré"],
    ...[
      "è stato spedito",
      "è stata spedita",
      "sono stati spediti",
      "è in viaggio",
      "è in consegna",
      "è stato consegnato",
      "è stata consegnata",
    ],
    ...["ha sido enviado", "ha sido enviada", "está en camino", "está en reparto", "ha sido entregado", "ha sido entregada"],
    ...["is verzonden", "zijn verzonden", "is onderweg", "zijn onderweg", "is bezorgd", "is afgeleverd"],
    ...["har skickats", "är på väg", "har levererats", "er afsendt", "er sendt", "er på vej", "er leveret"],
    ...["została wysłana", "został wysłany", "jest w drodze", "została dostarczona", "został dostarczony"],
  ],
  /** …and the names of shipping notices and their tracking numbers (a condition anywhere on the line undoes them). */
  nouns: [
    ...[
      "shipping confirmation",
      "shipment confirmation",
      "shipping notification",
      "shipment notification",
      "delivery notification",
      "tracking number",
      "track your package",
      "track your parcel",
      "track your shipment",
    ],
    ...["versandbestätigung", "versandbenachrichtigung", "sendungsnummer", "sendungsverfolgung"],
    ...["confirmation d'expédition", "avis d'expédition", "numéro de suivi", "suivre votre colis"],
    ...["conferma di spedizione", "avviso di spedizione", "numero di tracking", "numero di spedizione"],
    ...["confirmación de envío", "aviso de envío", "número de seguimiento"],
    ...[
      "verzendbevestiging",
      "track & trace",
      "trackingcode",
      "leveransbesked",
      "spårningsnummer",
      "forsendelsesnummer",
      "numer przesyłki",
    ],
  ],
};

/**
 * The total of one shipment, which merchants that charge per shipment state in its notice ("Shipment total:
 * $83.60"). Only with words for a shipment that are not also the words for its shipping cost (Lieferung,
 * expédition, spedizione, envío name both, and a total beside them is not read).
 */
export const SHIPMENT_TOTAL = [
  ...["shipment total", "total for this shipment", "this shipment's total", "shipment amount", "charged for this shipment"],
  ...["summe dieser sendung", "betrag dieser sendung", "gesamtbetrag dieser sendung", "gesamtbetrag dieses pakets"],
  ...["total de l'envoi", "total de cet envoi", "montant de cet envoi", "total de ce colis"],
  ...["total de este paquete", "totale di questo pacco", "totaal van deze zending", "bedrag van deze zending", "total desta remessa"],
];

/** Words that make a line about the future or a condition ("We'll email you when your order has shipped"). */
export const CONDITIONAL = [
  ...["when", "once", "as soon as", "after", "will", "we'll", "you'll", "if", "until", "before"],
  ...["wenn", "sobald", "nachdem", "wird", "werden", "falls"],
  ...["quand", "lorsque", "dès que", "une fois", "sera", "si"],
  ...["quando", "appena", "non appena", "una volta", "sarà", "se"],
  ...["cuando", "en cuanto", "una vez", "será", "si"],
  ...["zodra", "wanneer", "als", "wordt", "zal"],
  ...["när", "så snart", "kommer att", "om"],
  ...["når", "så snart", "vil blive"],
  ...["gdy", "kiedy", "jak tylko", "zostanie"],
];

/** An offer or newsletter. */
export const MARKETING = [
  ...[
    "% off",
    "shop now",
    "buy now",
    "sale ends",
    "sale",
    "limited time",
    "limited-time",
    "don't miss",
    "new arrivals",
    "new collection",
    "promo code",
    "use code",
    "discount code",
    "exclusive offer",
    "special offer",
    "deal of the day",
    "deals",
    "newsletter",
    "view in browser",
    "unsubscribe",
    "free shipping on orders",
  ],
  ...[
    "jetzt shoppen",
    "jetzt kaufen",
    "jetzt entdecken",
    "nur für kurze zeit",
    "gutscheincode",
    "angebot",
    "angebote",
    "abmelden",
    "newsletter abbestellen",
    "sale",
  ],
  ...["soldes", "j'en profite", "profitez", "découvrir", "offre exclusive", "code promo", "se désinscrire", "désabonner"],
  ...["saldi", "acquista ora", "scopri", "offerta", "offerte", "codice sconto", "annulla iscrizione", "disiscriviti"],
  ...["rebajas", "compra ahora", "descubre", "oferta", "ofertas", "código de descuento", "darse de baja", "cancelar suscripción"],
  ...["uitverkoop", "shop nu", "koop nu", "ontdek", "aanbieding", "aanbiedingen", "kortingscode", "afmelden", "uitschrijven"],
  ...["rea", "handla nu", "köp nu", "erbjudande", "rabattkod", "avregistrera"],
  ...["udsalg", "køb nu", "tilbud", "rabatkode", "afmeld"],
  ...["wyprzedaż", "kup teraz", "promocja", "kod rabatowy", "wypisz się"],
];

/** A cart left behind: a total, but nothing bought. */
export const CART = [
  ...[
    "left in your cart",
    "still in your cart",
    "in your shopping cart",
    "complete your purchase",
    "complete your order",
    "finish your order",
    "forgot something",
    "your cart is waiting",
    "items in your basket",
    "still in your basket",
  ],
  ...["noch in deinem warenkorb", "noch in ihrem warenkorb", "ihr warenkorb wartet", "dein warenkorb wartet", "bestellung abschließen"],
  ...["dans votre panier", "votre panier vous attend", "finalisez votre commande"],
  ...["nel tuo carrello", "il tuo carrello ti aspetta", "completa il tuo ordine"],
  ...["en tu carrito", "tu carrito te espera", "completa tu compra"],
  ...["in je winkelwagen", "in uw winkelwagen", "rond je bestelling af"],
  ...["i din varukorg", "i din kurv", "w twoim koszyku"],
];

/** Lost property, which rides and trips ask about below their receipt ("Forgot something? If you lost an item…"). */
export const LOST_PROPERTY = [
  ...["lost an item", "lost item", "lost something", "left an item", "left something in", "lost and found", "lost property"],
  ...["fundsachen", "fundbüro", "verlorenen gegenstand", "objet perdu", "objets perdus", "oggetto smarrito", "oggetti smarriti"],
  ...["objeto perdido", "objetos perdidos", "verloren voorwerp", "gevonden voorwerpen", "hittegods", "glemt noget"],
];

/** Money coming back: statements a body makes (policies name refunds too, so nouns count only in the subject). */
export const REFUND = {
  statements: [
    ...[
      "has been refunded",
      "have been refunded",
      "was refunded",
      "we've refunded",
      "we have refunded",
      "refund confirmation",
      "refund processed",
      "refund issued",
      "your refund of",
    ],
    ...[
      "wurde erstattet",
      "wurde zurückerstattet",
      "haben wir erstattet",
      "a été remboursé",
      "a été remboursée",
      "avons remboursé",
      "è stato rimborsato",
      "è stata rimborsata",
      "ha sido reembolsado",
      "hemos reembolsado",
      "is terugbetaald",
      "hebben terugbetaald",
      "har återbetalats",
      "er refunderet",
      "zwróciliśmy",
    ],
  ],
  subject: [
    "refund",
    "refunded",
    "erstattung",
    "rückerstattung",
    "gutschrift",
    "remboursement",
    "rimborso",
    "nota di credito",
    "reembolso",
    "nota de crédito",
    "terugbetaling",
    "creditnota",
    "återbetalning",
    "refusion",
    "zwrot",
    "korekta",
  ],
};

/** Money that came in: a payment received is not a purchase. */
export const MONEY_IN = [
  ...[
    "you received a payment",
    "you've received a payment",
    "you have received a payment",
    "you received money",
    "you've got money",
    "payment received from",
  ],
  ...[
    "sie haben eine zahlung erhalten",
    "zahlung erhalten von",
    "vous avez reçu un paiement",
    "paiement reçu de",
    "hai ricevuto un pagamento",
    "has recibido un pago",
    "je hebt een betaling ontvangen",
    "du har tagit emot en betalning",
    "du har modtaget en betaling",
    "otrzymałeś płatność",
  ],
];

/** An order or subscription called off. */
export const CANCELLED = {
  statements: [
    ...[
      "has been cancelled",
      "has been canceled",
      "was cancelled",
      "was canceled",
      "have cancelled your",
      "have canceled your",
      "cancellation confirmation",
      "cancellation confirmed",
    ],
    ...[
      "wurde storniert",
      "wurde gekündigt",
      "a été annulée",
      "a été annulé",
      "è stato annullato",
      "è stata annullata",
      "ha sido cancelado",
      "ha sido cancelada",
      "is geannuleerd",
      "har avbrutits",
      "er annulleret",
      "zostało anulowane",
      "zostało anulowane",
    ],
  ],
  subject: [
    "cancelled",
    "canceled",
    "cancellation",
    "storniert",
    "stornierung",
    "kündigungsbestätigung",
    "annulée",
    "annulé",
    "annulation",
    "annullato",
    "annullata",
    "annullamento",
    "cancelado",
    "cancelada",
    "cancelación",
    "geannuleerd",
    "annulering",
    "avbokning",
    "annulleret",
    "annullering",
    "anulowane",
    "anulowanie",
  ],
};

/** A payment that did not go through. */
export const FAILED = [
  ...[
    "payment failed",
    "payment declined",
    "card was declined",
    "card declined",
    "payment was declined",
    "payment unsuccessful",
    "couldn't process your payment",
    "could not process your payment",
    "unable to process your payment",
  ],
  ...["zahlung fehlgeschlagen", "zahlung abgelehnt", "zahlung nicht möglich", "konnte nicht belastet werden"],
  ...["paiement refusé", "échec du paiement", "paiement a échoué", "paiement n'a pas pu"],
  ...["pagamento non riuscito", "pagamento rifiutato", "pagamento non è andato"],
  ...["pago rechazado", "pago fallido", "no hemos podido procesar"],
  ...[
    "betaling mislukt",
    "betaling geweigerd",
    "betalningen misslyckades",
    "betalingen mislykkedes",
    "płatność nieudana",
    "płatność odrzucona",
  ],
];
