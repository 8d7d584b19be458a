// Workbooks for bench/upload/heap.mjs, written by the reader's own library (SheetJS) from a seeded PRNG: a bank's
// sheet of n transactions (a date cell, a description, debit, credit, balance), and the worst case a ZIP allows, a
// sheet of empty cells packed as tightly as deflate can (zlib at level 9, as a crafted upload would be).
import { deflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { prng } from "./seeded-random.mjs";

const SHOPS = ["REWE Markt", "Deutsche Bahn", "Stadtwerke", "Amazon EU", "Vodafone", "Shell 1234", "Apotheke am Markt"];

/** A workbook of `n` transactions as `bookType` ("xlsx", "xls", "ods"). */
export function transactionsBook(n, bookType, seed = 7) {
  const rnd = prng(seed);
  const rows = [["Date", "Description", "Debit", "Credit", "Balance"]];
  let day = Date.UTC(2024, 0, 1);
  let balance = 250_000;
  for (let i = 0; i < n; i++) {
    if (rnd() < 0.3) day += 86_400_000;
    const cents = rnd() < 0.1 ? Math.round(rnd() * 300_000) : -Math.round(rnd() * 20_000) - 1;
    balance += cents;
    const shop = SHOPS[Math.floor(rnd() * SHOPS.length)];
    rows.push([new Date(day), `${shop} ${1000 + i}`, cents < 0 ? -cents / 100 : "", cents > 0 ? cents / 100 : "", balance / 100]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true, dateNF: "yyyy-mm-dd" }), "Transactions");
  return packed(XLSX.write(book, { type: "buffer", bookType, compression: false }), bookType);
}

/** An XLSX of one transaction and then `rows` × `columns` empty text cells. */
export function emptyCellsBook(rows, columns) {
  const sheet = { "!ref": XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows + 1, c: columns - 1 } }) };
  Object.assign(sheet, {
    A1: { t: "s", v: "Date" },
    B1: { t: "s", v: "Amount" },
    A2: { t: "s", v: "2024-01-02" },
    B2: { t: "n", v: -4.5 },
  });
  for (let r = 2; r <= rows + 1; r++) for (let c = 0; c < columns; c++) sheet[XLSX.utils.encode_cell({ r, c })] = { t: "s", v: "" };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
  return packed(XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: false }), "xlsx");
}

/** A stored ZIP (SheetJS's, uncompressed) deflated again at level 9; a BIFF workbook is no ZIP and stays as it is. */
function packed(bytes, bookType) {
  if (bookType === "xls") return bytes;
  const parts = storedParts(bytes);
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data, crc } of parts) {
    // ODS keeps its `mimetype` first and stored, as readers look for it there.
    const stored = name === "mimetype";
    const body = stored ? data : deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    const header = (central) => {
      const b = Buffer.alloc(central ? 46 : 30);
      let at = 0;
      b.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, at);
      at += 4;
      if (central) b.writeUInt16LE(20, (at += 2) - 2);
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(0, at + 2);
      b.writeUInt16LE(stored ? 0 : 8, at + 4);
      b.writeUInt32LE(0, at + 6); // time and date
      b.writeUInt32LE(crc, at + 10);
      b.writeUInt32LE(body.length, at + 14);
      b.writeUInt32LE(data.length, at + 18);
      b.writeUInt16LE(nameBytes.length, at + 22);
      if (central) b.writeUInt32LE(offset, at + 36);
      return Buffer.concat([b, nameBytes]);
    };
    centrals.push(header(true));
    const local = Buffer.concat([header(false), body]);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a ZIP whose entries are stored (method 0): name, bytes and CRC as its local headers give them. */
function storedParts(zip) {
  const parts = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString("latin1", at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    parts.push({ name, data: zip.subarray(start, start + size), crc });
    at = start + size;
  }
  return parts;
}
