/** A problem with the whole file (not one row): the route answers it with a 4xx and this message. */
export class CsvInputError extends Error {
  override readonly name = "CsvInputError";
}
