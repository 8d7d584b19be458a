// The order date is the purchase day; a pickup, collection or delivery date printed beside it or before it is
// not, in any language the receipt is written in.
import { describe, expect, it } from "vitest";
import { mail, read } from "./fixtures";

describe("a pickup or delivery date beside the order date is not the purchase day", () => {
  it.each([
    ["en", "Pickup date: Oct 8, 2024\nOrder date: Oct 5, 2024\nOrder total: $18.20", "2024-10-05"],
    ["en, on one line", "Collection date: Oct 8, 2024 | Order date: Oct 5, 2024\nOrder total: £18.20", "2024-10-05"],
    ["de", "Datum der Abholung: 08.10.2024\nBestellt am 05.10.2024\nGesamtbetrag: 18,20 €", "2024-10-05"],
    ["fr", "Date de retrait : 08/10/2024\nDate de commande : 05/10/2024\nTotal TTC : 18,20 €", "2024-10-05"],
    ["es", "Fecha de recogida: 08/10/2024\nFecha del pedido: 05/10/2024\nImporte total: 18,20 €", "2024-10-05"],
    ["it", "Data di ritiro: 08/10/2024\nData ordine: 05/10/2024\nTotale: 18,20 €", "2024-10-05"],
    ["nl", "Datum afhalen: 08-10-2024\nBesteldatum: 05-10-2024\nTotaal: € 18,20", "2024-10-05"],
    ["pt", "Data de retirada: 08/10/2024\nData do pedido: 05/10/2024\nValor total: R$ 18,20", "2024-10-05"],
    ["ja", "お届け予定日：2024年10月8日\nご注文日：2024年10月5日\n合計金額：1,820円", "2024-10-05"],
  ])("%s", async (_lang, text, date) => {
    const r = await read(mail({ text: `Order #7781\n${text}` }));
    expect([r.verdict, r.date]).toEqual(["purchase", date]);
  });
});
