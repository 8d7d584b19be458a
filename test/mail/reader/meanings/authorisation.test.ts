// Money set aside on the card before the purchase is final (a pre-authorisation, a hold), in every language: booked as
// pending until the bank's row says what was spent, and told apart from a payment merely pending.
import { describe, expect, it } from "vitest";
import { meaningOf } from "./said";

describe("a hold or a pre-authorisation", () => {
  it.each([
    ["en", "An authorization hold of $200.00 was placed by MARRIOTT"],
    ["en", "A pending authorization of $100.00 at SHELL OIL"],
    ["de", "Kartenzahlung 80,00 EUR bei ARAL vorgemerkt"],
    ["fr", "Empreinte bancaire de 150,00 € chez HERTZ"],
    ["es", "Preautorización de 100,00 € en REPSOL"],
    ["pt", "Pré-autorização de R$ 300,00 no HOTEL MAR"],
    ["it", "Preautorizzazione di 150,00 EUR presso HOTEL ROMA"],
    ["nl", "Reservering van € 100,00 bij SHELL op je kaart"],
    ["cs", "Blokace částky 2 000,00 Kč u SHELL"],
    ["pl", "Blokada środków 300,00 zł na karcie"],
    ["sv", "Reservation av 500,00 SEK hos CIRCLE K"],
    ["da", "Beløbet 500,00 DKK er reserveret på dit kort"],
    ["no", "Beløpet 500,00 NOK er reservert på kortet ditt"],
    ["fi", "Katevaraus 100,00 EUR kortilla"],
    ["tr", "Kartınıza 500,00 TL provizyon alınmıştır"],
    ["hu", "Zárolás: 20 000 Ft a kártyáján"],
    ["ro", "Sumă blocată 300,00 RON pe card"],
    ["ru", "Заблокировано 3 000,00 ₽ на карте"],
    ["uk", "Блокування коштів 500,00 грн на картці"],
    ["el", "Δέσμευση ποσού 100,00 € στην κάρτα"],
    ["zh", "您尾号1234的信用卡预授权人民币500.00元"],
    ["ja", "仮売上 10,000円"],
    ["ko", "가승인 50,000원"],
  ])("%s: %s", (_, line) => {
    expect(meaningOf(line)).toBe("authorisation");
  });
});
