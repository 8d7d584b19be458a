// A bank's status column, in the languages banks export it in: a pending row is imported marked pending (for the
// booked row of a later export to take over), a declined one is no payment, a booked one is as before — and the
// column's text stays where it was, so the ids of files imported before do not move.
import { describe, expect, it } from "vitest";
import { planCsv } from "../../../../src/formats/csv";
import { isStatusColumn, rowStateOf } from "../../../../src/formats/csv/words/row-state";

const enc = (s: string) => new TextEncoder().encode(s);
const plan = (s: string) => planCsv(enc(s), { accountId: 42 });
const pendingOf = (p: ReturnType<typeof plan>) =>
  p.items.map((i) => [i.item.amount, i.provisional ?? null, i.item.custom_metadata?.pending ?? null]);

describe("a status cell says booked, pending or declined, in any language a bank writes", () => {
  it.each([
    ["Posted", "booked"],
    ["COMPLETED", "booked"],
    ["Umsatz gebucht", "booked"],
    ["Comptabilisé", "booked"],
    ["Zaksięgowana", "booked"],
    ["Проведено", "booked"],
    ["確定", "booked"],
    ["Pending", "pending"],
    ["Umsatz vorgemerkt", "pending"],
    ["En attente", "pending"],
    ["Pendiente", "pending"],
    ["In attesa", "pending"],
    ["In behandeling", "pending"],
    ["Oczekująca", "pending"],
    ["Reserverad", "pending"],
    ["В обработке", "pending"],
    ["未確定", "pending"],
    ["处理中", "pending"],
    ["DECLINED", "not_booked"],
    ["Storniert", "not_booked"],
    ["Annulé", "not_booked"],
    ["Rechazado", "not_booked"],
    ["Отклонено", "not_booked"],
    ["Udført", "booked"],
    ["Utført", "booked"],
    ["Venter", "pending"],
    ["Väntar", "pending"],
  ])("%s → %s", (cell, state) => {
    expect(rowStateOf(cell)).toBe(state);
  });

  it.each([
    "Deleted",
    "Gelöscht",
    "Supprimé",
    "Eliminado",
    "Excluído",
    "Eliminato",
    "Verwijderd",
    "Usunięta",
    "Smazáno",
    "Slettet",
    "Raderad",
    "Poistettu",
    "Törölve",
    "Șters",
    "Silindi",
    "Удалено",
    "Видалено",
    "削除済み",
    "已删除",
    "삭제",
  ])("%s (deleted) → not_booked", (cell) => {
    expect(rowStateOf(cell)).toBe("not_booked");
  });

  it("reads nothing into other words", () => {
    expect(rowStateOf("Lastschrift")).toBeNull();
    expect(rowStateOf("CARD_PAYMENT")).toBeNull();
    expect(rowStateOf("")).toBeNull();
  });

  it("takes a column as a status column when nearly all its values are state words", () => {
    expect(isStatusColumn(["Posted", "Pending", "Posted", ""])).toBe(true);
    expect(isStatusColumn(["Posted", "Lastschrift", "Gutschrift"])).toBe(false);
    expect(isStatusColumn(["", ""])).toBe(false);
  });
});

describe("a pending row is imported marked pending", () => {
  it("reads a savings bank's Info column (Umsatz vorgemerkt / gebucht), keeps its words aside and the ids as they were", () => {
    const header = `"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Betrag";"Waehrung";"Info"`;
    const rows = [
      `"25.11.26";"25.11.26";"KARTENZAHLUNG";"ARAL 2231";"ARAL STATION";"-29,90";"EUR";"Umsatz vorgemerkt"`,
      `"24.11.26";"24.11.26";"LASTSCHRIFT";"Strom";"Stadtwerke";"-50,00";"EUR";"Umsatz gebucht"`,
    ];
    const p = plan([header, ...rows].join("\n"));
    expect(p.profile.columns.status).toMatchObject({ header: "Info" });
    expect(pendingOf(p)).toEqual([
      ["29.90", "pending", true],
      ["50.00", null, null],
    ]);
    // The column was read as a note before there was a status role: its words are hashed as they were, so the
    // ids are the same, but the notes are the purpose alone and the bank's words are custom_metadata.
    expect(p.items[0]!.item).toMatchObject({
      payee: "ARAL STATION",
      notes: "ARAL 2231",
      custom_metadata: { bank_type: "KARTENZAHLUNG", bank_state: "Umsatz vorgemerkt", pending: true },
    });
    expect(p.items.map((i) => i.item.external_id)).toEqual(["h:b9ed94ffef1325c2:1", "h:d31c003dbd677653:1"]);
  });

  it("reads a card export's Status column (Pending / Posted)", () => {
    const p = plan(
      ["Date,Description,Amount,Status", "2026-11-25,SHELL OIL 57444,-1.00,Pending", "2026-11-24,NETFLIX.COM,-15.49,Posted"].join("\n"),
    );
    expect(pendingOf(p)).toEqual([
      ["1.00", "pending", true],
      ["15.49", null, null],
    ]);
    expect(p.items.map((i) => i.item.external_id)).toEqual(["h:f3d7e38a8bd68e84:1", "h:0258361ddc59afa4:1"]);
  });

  it("reads a French export's Statut, a Polish one's Status and a Spanish one's Estado", () => {
    const fr = plan(
      ["Date;Libellé;Montant;Statut", "25/11/2026;CB CARREFOUR;-42,10;En attente", "24/11/2026;PRLV EDF;-60,00;Comptabilisé"].join("\n"),
    );
    expect(pendingOf(fr).map((r) => r[1])).toEqual(["pending", null]);
    const pl = plan(
      ["Data;Opis;Kwota;Status", "25.11.2026;BIEDRONKA 123;-42,10;Oczekująca", "24.11.2026;ORLEN 55;-60,00;Zaksięgowana"].join("\n"),
    );
    expect(pendingOf(pl).map((r) => r[1])).toEqual(["pending", null]);
    const es = plan(
      ["Fecha;Concepto;Importe;Estado", "25/11/2026;MERCADONA;-42,10;Pendiente", "24/11/2026;IBERDROLA;-60,00;Contabilizado"].join("\n"),
    );
    expect(pendingOf(es).map((r) => r[1])).toEqual(["pending", null]);
  });
});

describe("a row the bank declined, cancelled or reverted is no payment", () => {
  it("ignores it with its reason and plans the rest (a neobank's State column)", () => {
    const p = plan(
      [
        "Type,Started Date,Description,Amount,Currency,State",
        "CARD_PAYMENT,2026-11-20 10:00:00,Coffee Bar,-3.50,EUR,COMPLETED",
        "CARD_PAYMENT,2026-11-21 10:00:00,Shoe Shop,-89.00,EUR,DECLINED",
        "CARD_PAYMENT,2026-11-22 10:00:00,Book Shop,-12.00,EUR,PENDING",
        "CARD_PAYMENT,2026-11-23 10:00:00,Cinema,-11.00,EUR,REVERTED",
      ].join("\n"),
    );
    expect(p.items.map((i) => [i.item.payee, i.provisional ?? null])).toEqual([
      ["Coffee Bar", null],
      ["Book Shop", "pending"],
    ]);
    expect(p.rows.filter((r) => r.outcome === "ignored" && r.reason === "declined payment").map((r) => r.row)).toEqual([3, 5]);
  });
});

describe("a payment app's approval is its booking, and a payment not approved is none", () => {
  it.each([
    ["en", "APPROVED", "NOT APPROVED"],
    ["it", "Approvato", "Non approvato"],
    ["es", "Aprobado", "No aprobado"],
    ["pt", "Aprovado", "Não aprovado"],
    ["de", "Genehmigt", "Nicht genehmigt"],
  ])("%s: %s and %s", (_lang, approved, refused) => {
    const p = plan(
      [
        "id,name,state,kind,date,amount,currency",
        `a1,Top-up,${approved},BANK,2024-07-24,"30,40",EUR`,
        `a2,Friend,${approved},P2P,2024-06-22,"-17,00",EUR`,
        `a3,Someone,${refused},P2P,2023-04-13,"-5,00",EUR`,
        `a4,Cafe,${approved},C2B,2022-03-01,"-2,40",EUR`,
      ].join("\n"),
    );
    expect(p.items.map((i) => i.item.payee)).toEqual(["Top-up", "Friend", "Cafe"]);
    expect(p.rows.filter((r) => r.outcome === "ignored" && r.reason === "declined payment").map((r) => r.row)).toEqual([4]);
  });
});
