import type { SignWords } from "./index";

// Georgian: the დებეტი/კრედიტი flags, გასავალი/შემოსავალი (out, in), and the აღწერა of Georgian bank exports (TBC,
// Bank of Georgia: "განაღდება", "გადახდა", "ხელფასი").
export const georgian: SignWords = {
  indicatorOut: ["დებეტი", "გასავალი", "დ"],
  indicatorIn: ["კრედიტი", "შემოსავალი", "კ"],
  out: ["განაღდება", "გადახდა", "საკომისიო"],
  in: ["ხელფასი", "ჩარიცხვა", "შევსება"],
  reversal: ["დაბრუნება", "გაუქმება"],
  repayment: [],
  card: ["ბარათი", "საკრედიტო ბარათი", "ბარათის ნომერი"],
};
