// A header or a body in a charset no decoder knows ("x-unknown", "unknown-8bit") is read as best it can be: as
// UTF-8 when its bytes are valid UTF-8, else as latin-1 (windows-1252). Labels with a decoder are left to it.
import { describe, expect, it } from "vitest";
import { parseMail } from "../../../src/mail/reader/mail-parser";

const utf8 = (text: string) => new TextEncoder().encode(text);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const q = (bytes: Uint8Array) =>
  [...bytes]
    .map((b) =>
      b < 0x80 && b !== 0x20 && b !== 0x3d && b !== 0x3f
        ? String.fromCharCode(b)
        : b === 0x20
          ? "_"
          : `=${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
const message = (headers: string[], body: Uint8Array = utf8("Total: 4,50 €\r\n")) =>
  new Uint8Array([...utf8([...headers, "Message-ID: <c1@example.org>", "", ""].join("\r\n")), ...body]);

describe("an encoded word in a charset no decoder knows is read as UTF-8 when its bytes are UTF-8", () => {
  it.each(["x-unknown", "unknown-8bit", "unknown", "utf8mb4", "x-mac-unknown"])("%s", async (charset) => {
    const email = await parseMail(
      message([
        `From: =?${charset}?B?${base64(utf8("Café Lumière"))}?= <bonjour@cafelumiere.example>`,
        `Subject: =?${charset}?Q?${q(utf8("Reçu n° 48"))}?=`,
      ]),
    );
    expect([email.subject, email.from?.name, email.from?.address]).toEqual(["Reçu n° 48", "Café Lumière", "bonjour@cafelumiere.example"]);
  });

  it("joins a character split between two encoded words", async () => {
    const bytes = utf8("Gyümölcs Bolt");
    const email = await parseMail(
      message([`Subject: =?x-unknown?B?${base64(bytes.slice(0, 3))}?= =?x-unknown?B?${base64(bytes.slice(3))}?=`]),
    );
    expect(email.subject).toBe("Gyümölcs Bolt");
  });

  it("reads bytes that are no UTF-8 as latin-1", async () => {
    const latin1 = Uint8Array.from([0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x62, 0x72, 0xfb, 0x6c, 0xe9, 0x65]);
    const email = await parseMail(message([`Subject: =?unknown-8bit?Q?${q(latin1)}?=`]));
    expect(email.subject).toBe("Crème brûlée");
  });

  it("leaves a label with a decoder to it (an alias, a Mac or Korean charset)", async () => {
    const email = await parseMail(
      message([`Subject: =?ks_c_5601-1987?B?v7W89sH1?= =?x-mac-roman?Q?Caf=8E?=`, `From: =?utf-8?Q?Caf=C3=A9?= <a@example.org>`]),
    );
    expect([email.subject, email.from?.name]).toEqual(["영수증Café", "Café"]);
  });
});

describe("a text body in a charset no decoder knows is read the same way", () => {
  it.each([
    ["UTF-8 bytes", utf8("Gesamtbetrag: 12,50 € – Bäckerei Sonnenschein\r\n"), "Gesamtbetrag: 12,50 € – Bäckerei Sonnenschein\n"],
    [
      "latin-1 bytes",
      Uint8Array.from([...utf8("Total: 12,50 "), 0x80, 0x20, 0x43, 0x72, 0xe8, 0x6d, 0x65, 0x0d, 0x0a]),
      "Total: 12,50 € Crème\n",
    ],
  ])("%s", async (_case, body, text) => {
    const email = await parseMail(
      message(["Subject: Receipt", "Content-Type: text/plain; charset=unknown-8bit", "Content-Transfer-Encoding: 8bit"], body),
    );
    expect(email.text).toBe(text);
  });
});
