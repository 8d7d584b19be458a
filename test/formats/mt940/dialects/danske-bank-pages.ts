import type { DialectFixture } from "./fixture";

// Danske Bank (Denmark), a statement of several pages sent as SWIFT messages of their own: the first opens with
// :60F:, the later ones carry no :20: and no :60M: of their own and close with :62M: or :62F:. Each page opens where
// the one before closed. CR LF.
const envelope = (n: number, fields: string[]) =>
  [`{1:F01DABADKKKAXXX0000000000}{2:O9400900240531DABADKKKAXXX0000000000240531090${n}N}{4:`, ...fields, "-}"].join("\r\n");

const file = [
  envelope(1, [
    ":20:DB240531",
    ":25:DK5000400440116243",
    ":28C:00005/1",
    ":60F:C240530DKK8400,00",
    ":61:2405300530D325,50NMSCNONREF//DB-1",
    ":86:Netto Norrebro Dankort",
    ":62M:C240530DKK8074,50",
  ]),
  envelope(2, [":28C:00005/2", ":61:2405310531D6500,00NMSCNONREF//DB-2", ":86:Husleje juni Ejendomsselskabet", ":62M:C240531DKK1574,50"]),
  envelope(3, [":28C:00005/3", ":61:2405310531C1200,00NMSCNONREF//DB-3", ":86:Overforsel fra Mette", ":62F:C240531DKK2774,50"]),
].join("\r\n");

export default {
  bank: "Danske Bank (Denmark)",
  layout: "pages as messages of their own, the later ones without :20: or :60M:",
  file,
  account: "DK5000400440116243",
  closing: { amount: "2774.50", date: "2024-05-31", currency: "dkk" },
  items: [
    { date: "2024-05-30", amount: "325.50", payee: "Netto Norrebro Dankort" },
    { date: "2024-05-31", amount: "6500.00", payee: "Husleje juni Ejendomsselskabet" },
    { date: "2024-05-31", amount: "-1200.00", payee: "Overforsel fra Mette" },
  ],
} satisfies DialectFixture;
