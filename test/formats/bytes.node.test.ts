// Reading an upload's first bytes without losing them, and what those bytes say: a signature, a byte-order mark.
import { describe, expect, it } from "vitest";
import { byteOrderMark, readAtMost, readHead, startsWith, withHead } from "../../src/formats/bytes";

/** A stream of the parts given, one chunk each. */
const streamOf = (...parts: number[][]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(Uint8Array.from(p));
      controller.close();
    },
  });
const all = async (stream: ReadableStream<Uint8Array>) => [...new Uint8Array(await new Response(stream).arrayBuffer())];

describe("the head is read until it holds n bytes or the stream ends, as one array", () => {
  it("joins chunks until n bytes have come, and says whether the stream ended", async () => {
    const reader = streamOf([1, 2], [3], [4, 5, 6], [7]).getReader();
    const { head, done } = await readHead(reader, 4);
    expect([[...head], done]).toEqual([[1, 2, 3, 4, 5, 6], false]);
    expect(await readHead(streamOf([1, 2]).getReader(), 10).then((r) => [[...r.head], r.done])).toEqual([[1, 2], true]);
  });
});

describe("the stream given again is the head and then the rest, nothing lost or doubled", () => {
  it("replays the head before the reader's remaining chunks, and an ended stream's head alone", async () => {
    const reader = streamOf([1, 2], [3], [4, 5]).getReader();
    const { head, done } = await readHead(reader, 2);
    expect(await all(withHead(head, reader, done))).toEqual([1, 2, 3, 4, 5]);
    const short = streamOf([9]).getReader();
    const read = await readHead(short, 5);
    expect(await all(withHead(read.head, short, read.done))).toEqual([9]);
  });
});

describe("a stream is read whole up to a limit, and refused as soon as it passes it", () => {
  it("answers a stream of the limit, and throws the error given past it", async () => {
    expect([...(await readAtMost(streamOf([1, 2], [3]), 3, () => new Error("too large")))]).toEqual([1, 2, 3]);
    await expect(readAtMost(streamOf([1, 2], [3, 4]), 3, () => new Error("too large"))).rejects.toThrow("too large");
  });
});

describe("a signature is the bytes a file begins with", () => {
  it("tells %PDF and a ZIP's PK from shorter or other bytes", () => {
    expect(startsWith(Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]), [0x25, 0x50, 0x44, 0x46])).toBe(true);
    expect(startsWith(Uint8Array.from([0x25, 0x50]), [0x25, 0x50, 0x44, 0x46])).toBe(false);
    expect(startsWith(Uint8Array.from([0x50, 0x4b, 0x03, 0x05]), [0x50, 0x4b, 0x03, 0x04])).toBe(false);
  });
});

describe("a byte-order mark says UTF-8 or UTF-16 either way round, with its length", () => {
  it.each([
    [[0xef, 0xbb, 0xbf, 0x41], { encoding: "utf-8", length: 3 }],
    [[0xff, 0xfe, 0x41, 0x00], { encoding: "utf-16le", length: 2 }],
    [[0xfe, 0xff, 0x00, 0x41], { encoding: "utf-16be", length: 2 }],
    [[0xef, 0xbb, 0x41], null],
    [[0x41, 0x42], null],
  ])("%j", (bytes, mark) => {
    expect(byteOrderMark(Uint8Array.from(bytes))).toEqual(mark);
  });
});
