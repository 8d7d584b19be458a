// The one input error of every source adapter: a problem with the whole input (not one row) that the
// sender can fix. Routes answer it with a 422 and its message; email() and scheduled() report it.
export class SourceInputError extends Error {
  override readonly name = "SourceInputError";
  /**
   * What a page or script needs to fix it: a file of several accounts, `file_accounts` (the ids to choose from); a
   * table without a date or amount column, the role `missing` and its `columns` (header, role, first values).
   */
  constructor(
    message: string,
    readonly details?: {
      file_accounts?: string[];
      missing?: string;
      columns?: { index: number; header: string | null; role: string | null; samples: string[] }[];
    },
  ) {
    super(message);
  }
}
