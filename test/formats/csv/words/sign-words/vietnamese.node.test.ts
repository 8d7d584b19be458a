// Vietnamese direction words (sign-words/vietnamese.ts), as Vietcombank, Techcombank and BIDV write them: indicator
// values, booking words, refunds and a card's words; "nợ" and "có" are never read bare as "no" and "co".
import { describe, expect, it } from "vitest";
import { indicatorDirection } from "../../../../../src/formats/csv/words/sign-words";
import { expectCardWords, expectDirections, expectIndicator } from "../support";

describe("an indicator column's Vietnamese values say each row's direction", () => {
  it("reads Nợ/Có and Ghi nợ/Ghi có", () => {
    expectIndicator("Nợ", "Có");
    expectIndicator("Ghi nợ", "Ghi có");
  });
  it("look-alike: a column of No and Co (a yes/no flag, a company) is no indicator", () => {
    expect([indicatorDirection("No"), indicatorDirection("Co")]).toEqual([null, null]);
  });
});

describe("Vietnamese booking words say money out or in, and a refund undoes a booking", () => {
  it("reads the banks' booking texts", () =>
    expectDirections({
      "Chuyển khoản cho Nguyễn Văn An": "out",
      "Thanh toán hóa đơn điện EVN": "out",
      "Nhận chuyển khoản Trần Thị Mai": "in",
      "Lương tháng 6": "in",
      "Hoàn tiền đơn hàng": "in",
    }));
});

describe("Vietnamese words make a file a card's statement", () => {
  it("finds them in a header and a title line", () => expectCardWords(["Số thẻ", "Thẻ tín dụng"]));
});
