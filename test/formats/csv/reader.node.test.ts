// The CSV reader as a lazy module of its own: what the main module's callers reach through it must be there.
import { describe, expect, it } from "vitest";
import * as reader from "../../../src/formats/csv/reader";
import { csvAdapter } from "../../../src/formats/csv/adapter";
import { columnSamples, detectProfile, openDecisions } from "../../../src/formats/csv";
import { questionsWithRows } from "../../../src/formats/csv/question-rows";

describe("the module offers the adapter and what uploads ask of a sample before planning", () => {
  it("exports exactly the adapter, detection, the open decisions, the column samples and the questions' rows", () => {
    expect(Object.keys(reader).sort()).toEqual(["columnSamples", "csvAdapter", "detectProfile", "openDecisions", "questionsWithRows"]);
    expect([reader.csvAdapter, reader.detectProfile, reader.openDecisions, reader.columnSamples, reader.questionsWithRows]).toEqual([
      csvAdapter,
      detectProfile,
      openDecisions,
      columnSamples,
      questionsWithRows,
    ]);
  });

  it("plans a file through the adapter it offers", () => {
    const plan = reader.csvAdapter.plan(new TextEncoder().encode("Date,Payee,Amount\n2025-03-03,Shop,-1.00\n"), { accountId: 1 });
    expect(plan.items.map((i) => i.item.payee)).toEqual(["Shop"]);
  });
});
