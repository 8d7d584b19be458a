// The one input error of every source adapter: a problem with the whole input (not one row) that the
// sender can fix. Routes answer it with a 422 and its message; email() and scheduled() report it.
export class SourceInputError extends Error {
  override readonly name = "SourceInputError";
  /** What a page or script needs to fix it (a file of several accounts: `file_accounts`, the ids to choose from). */
  constructor(
    message: string,
    readonly details?: { file_accounts?: string[] },
  ) {
    super(message);
  }
}
