// One export of a bank or app that is not in the shared corpus, written the way that bank writes it, with
// what the budget must receive. The suite in ../unseen.test.ts plans every fixture of this folder (each
// module's default export) and counts the exact ones; every miss is listed with what differed.
export interface UnseenExpectedItem {
  /** YYYY-MM-DD */
  date: string;
  /** The service's sign: positive = money out. Compared as numbers ("12.5" equals "12.50"). */
  amount: string;
  /** When given, the payee must contain this (case-insensitive). */
  payee?: string;
}

export interface UnseenFixture {
  /** "<country> <bank or app>: <what is awkward about it>" */
  name: string;
  /** The file as the bank writes it: text (encoded as UTF-8) or the exact bytes (other encodings). */
  file: string | Uint8Array;
  /** The upload's file name, when the class of file needs one (a date in the name is evidence). */
  fileName?: string;
  /** The target manual account's `type` ("credit" for a card), when it matters. */
  accountType?: string;
  /**
   * Either every transaction the budget must receive, in file order (no more, no fewer), or a refusal:
   * the file is not a transaction list and must yield nothing (a 422 SourceInputError whose message matches).
   */
  expect: { items: UnseenExpectedItem[]; warns?: RegExp } | { refused: RegExp };
}
