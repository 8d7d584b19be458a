// The header cells a reading is judged by: short cells beyond ASCII without digits, and those naming a column.
import { describe, expect, it } from "vitest";
import { headCells, namedCells } from "../../../../../src/formats/csv/decode/encodings/header-cells";

describe("the head's cells beyond ASCII, without digits, each once", () => {
  it("takes Czech, Russian and Japanese header cells, leaving ASCII cells, numbers, long memos and repeats", () => {
    const text = [
      'Datum;"Částka";Měna;Zpráva pro příjemce',
      "Дата,Сумма,Дата,Amount",
      "日付\t金額\t１２月",
      `03.03.2025;-1,50 Kč;${"dlouhá poznámka ".repeat(5)}`,
    ].join("\n");
    expect(headCells(text)).toEqual(["Částka", "Měna", "Zpráva pro příjemce", "Дата", "Сумма", "日付", "金額", "１２月"]);
  });
});

describe("a cell names a column when a header word of some language says its role", () => {
  it("names the German, Russian and Polish date and amount headers, not a garbled reading or a long phrase", () => {
    const named = namedCells(["Buchungstag", "Сумма", "Kwota", "Ð¡ÑƒÐ¼Ð¼Ð°", "dies ist kein Kopf sondern Text"]);
    expect(named).toHaveLength(3);
    expect(named[0]).toMatch(/^"Buchungstag" \(date\)$/);
    expect(named[1]).toMatch(/^"Сумма" \(\w+\)$/);
  });
});
