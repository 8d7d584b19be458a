// Quoted-printable left in a body is decoded only once the text shows it.
import { describe, expect, it } from "vitest";
import { decodeLeftoverQuotedPrintable } from "../../../src/mail/reader/leftover-quoted-printable";

describe("quoted-printable left in the text is decoded, once it shows", () => {
  it("decodes escapes and soft line breaks, in UTF-8 or Windows-1252", () => {
    expect(decodeLeftoverQuotedPrintable("Summe: 70,00 =E2=82=AC und=\n mehr =3D gut")).toBe("Summe: 70,00 € und mehr = gut");
    expect(decodeLeftoverQuotedPrintable("Total TTC =3A 70,00 =80 pay=\n=E9")).toBe("Total TTC : 70,00 € payé");
  });
  it("leaves text alone that only happens to contain one escape-like sequence", () => {
    for (const text of ["Use code SAVE=20 today", '<a href="https://shop.example/r?id=DEADBEEF&v=AB">Order</a>', "a sum a=\nb=c"]) {
      expect(decodeLeftoverQuotedPrintable(text)).toBe(text);
    }
  });
});
