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

/**
 * Whether an error is a SourceInputError, by its name: one thrown in a lazy module (the CSV reader, src/lazy-modules.ts)
 * is an instance of that module's own copy of the class, which `instanceof` here does not know.
 */
export function isSourceInputError(error: unknown): error is SourceInputError {
  return error instanceof Error && error.name === "SourceInputError";
}
