// Our body decoders give the bytes postal-mime's own give, on every transfer encoding and on malformed input:
// checked directly on the rules, and against postal-mime's parse of the same messages (random bodies, seeded).
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { Base64Body, PlainBody, QuotedPrintableBody, UnreadBody } from "../../../src/mail/reader/body-decoders";
import { parseMail } from "../../../src/mail/reader/mail-parser";
import { seededRandom } from "../../support/seeded-random";

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const latin1 = (buffer: ArrayBuffer) => String.fromCharCode(...new Uint8Array(buffer));

async function decode(decoder: { update(line: Uint8Array): void; finalize(): Promise<ArrayBuffer> }, lines: string[]) {
  for (const line of lines) decoder.update(bytes(line));
  return latin1(await decoder.finalize());
}

describe("quoted-printable", () => {
  it("decodes =XX in either case and ends every line but a soft break with a newline", async () => {
    expect(await decode(new QuotedPrintableBody(), ["Total: =E2=82=ac 70=", ".00", "a=3Db"])).toBe("Total: \xe2\x82\xac 70.00\na=b\n");
  });

  it("keeps a = that starts no escape as written", async () => {
    expect(await decode(new QuotedPrintableBody(), ["=G1 =4", "x=", "=", "a=3"])).toBe("=G1 =4\nxa=3\n");
  });

  it("reads an = at every place of the four bytes it copies at once, and none past the line's end", async () => {
    // Runs of text 0 to 9 bytes long before an escape, a bad escape, an escape cut by the line's end, a soft break.
    const lines = Array.from({ length: 10 }, (_, n) => "abcdefghi".slice(0, n)).flatMap((run) => [
      `${run}=3D${run}`,
      `${run}=ZZ${run}`,
      `${run}=3`,
      `${run}=`,
      `${run}==3D=`,
    ]);
    const expected = lines
      .map((l) => (l.endsWith("=") ? l.slice(0, -1) : `${l}\n`))
      .join("")
      .replace(/=3D/g, "=");
    expect(await decode(new QuotedPrintableBody(), lines)).toBe(expected);
    // One decoder fed the lines as places in one message's bytes (the parser's way), not as views of their own.
    const message = bytes(lines.join("\n"));
    const decoder = new QuotedPrintableBody();
    for (let start = 0; start < message.length;) {
      const end = message.indexOf(0x0a, start) === -1 ? message.length : message.indexOf(0x0a, start);
      decoder.append(message, start, end);
      start = end + 1;
    }
    expect(latin1(await decoder.finalize())).toBe(expected);
  });
});

describe("base64", () => {
  it("skips line breaks, spaces and characters outside the alphabet", async () => {
    expect(await decode(new Base64Body(), ["VG90YW", "w6 IDcw\t*LjAw"])).toBe("Total: 70.00");
  });

  it("ends a group at = wherever it stands (mailers that pad every line)", async () => {
    expect(await decode(new Base64Body(), ["YQ==", "Yg==Yw==", "ZGU="])).toBe("abcde");
  });

  it("decodes a group cut short at the end as far as it goes; one digit is no byte", async () => {
    expect(await decode(new Base64Body(), ["YWJjZA"])).toBe("abcd");
    expect(await decode(new Base64Body(), ["YWJjZGV"])).toBe("abcde");
    expect(await decode(new Base64Body(), ["YWJjZ"])).toBe("abc");
  });
});

describe("7bit, 8bit and no encoding", () => {
  it("keeps the lines as they are, each ended by a newline", async () => {
    expect(await decode(new PlainBody(), ["a =3D", "", "\xe9"])).toBe("a =3D\n\n\xe9\n");
  });
});

describe("a part no step reads", () => {
  it("keeps nothing", async () => {
    expect(await decode(new UnreadBody(), ["JVBERi0xLjQ="])).toBe("");
  });
});

/** Body lines that go through every branch of a decoder: escapes good and bad, padding anywhere, stray bytes. */
function randomLines(random: () => number, alphabet: string[]): string[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  return Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
    Array.from({ length: Math.floor(random() * 90) }, () => pick(alphabet)).join(""),
  );
}

const QP_PIECES = ["a", "Z", " ", "\t", "=", "=3D", "=3d", "=E2=82=AC", "=C3=A9", "=G1", "=4", "=\xff", "\xe9", "0", "F", "<td>"];
const B64_PIECES = [..."ABCXYZabcxyz0189+/", "=", "==", " ", "\t", "*", "-", "\xe9", "\x80", "YWJj", "ZA==", "\xff"];
const PLAIN_PIECES = ["a", " ", "=", "=3D", "\xe9", "\t", "<p>", "--", "\x00"];

/** One message: a text part and an HTML part of the encoding, and an attached message, all as bytes (latin-1). */
function message(encoding: string, text: string[], html: string[], softEnd: boolean): Uint8Array {
  const source = [
    "From: Shop <orders@shop.example>",
    "Subject: Your order",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="outer"',
    "",
    "--outer",
    'Content-Type: multipart/alternative; boundary="alt"',
    "",
    "--alt",
    "Content-Type: text/plain; charset=iso-8859-1",
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    ...text,
    "--alt",
    "Content-Type: text/html; charset=iso-8859-1",
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    ...html.map((l, i) => (softEnd && i === html.length - 1 ? l + "=" : l)),
    "--alt--",
    "--outer",
    "Content-Type: message/rfc822",
    "",
    "From: Shop <orders@shop.example>",
    "Content-Type: text/plain; charset=iso-8859-1",
    `Content-Transfer-Encoding: ${encoding}`,
    "",
    ...text,
    "--outer--",
    "",
  ].join("\r\n");
  return bytes(source);
}

describe("the same bytes as postal-mime's decoders", () => {
  const cases: [string, string[]][] = [
    ["quoted-printable", QP_PIECES],
    ["base64", B64_PIECES],
    ["7bit", PLAIN_PIECES],
    ["8bit", PLAIN_PIECES],
    ["binary", PLAIN_PIECES],
    ["", PLAIN_PIECES],
  ];
  for (const [encoding, pieces] of cases) {
    it(`on 300 random messages in ${encoding || "no encoding"}`, async () => {
      const random = seededRandom(encoding.length + 1);
      for (let i = 0; i < 300; i++) {
        const raw = message(encoding, randomLines(random, pieces), randomLines(random, pieces), random() < 0.3);
        const ours = await parseMail(raw);
        const theirs = await PostalMime.parse(raw, { forceRfc822Attachments: true });
        expect([i, ours.text, ours.html]).toEqual([i, theirs.text, theirs.html]);
        const attached = (e: typeof ours) => latin1(e.attachments.find((a) => a.mimeType === "message/rfc822")!.content as ArrayBuffer);
        expect(attached(ours)).toBe(attached(theirs));
      }
    });
  }
});

describe("a quoted-printable body decoded in one pass (appendLines): the same bytes as postal-mime's", () => {
  // CRs inside a line and before its break, soft breaks before CRs, lines that look like boundaries, escapes cut by
  // the line's end: every place where a line's end changes what its bytes decode to.
  const pieces = [...QP_PIECES, "\r", "=\r", "--", "-", "--alt", "=3", "=\r\r"];
  it("on 300 random messages, some with bodies longer than its chunk of 4 KB", async () => {
    const random = seededRandom(83);
    for (let i = 0; i < 300; i++) {
      const lines = () => {
        const some = randomLines(random, pieces);
        return random() < 0.2 ? Array.from({ length: 12 }, () => some).flat() : some;
      };
      const raw = message("quoted-printable", lines(), lines(), random() < 0.3);
      const ours = await parseMail(raw);
      const theirs = await PostalMime.parse(raw, { forceRfc822Attachments: true });
      expect([i, ours.text, ours.html]).toEqual([i, theirs.text, theirs.html]);
    }
  });

  it("leaves the message's last line to postal-mime's line loop, with a break after it or without", async () => {
    for (const end of ["", "\r\n", "\n", "=", "=\r\n", "\r"]) {
      const raw = bytes(
        ["Subject: a", "Content-Transfer-Encoding: quoted-printable", "", "Total =E2=82=AC 12,00", "a=\r", "last line" + end].join("\r\n"),
      );
      const ours = await parseMail(raw);
      const theirs = await PostalMime.parse(raw);
      expect([end, ours.text]).toEqual([end, theirs.text]);
    }
  });
});
