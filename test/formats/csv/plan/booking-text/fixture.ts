// One export whose columns or texts carry the bank's words about a booking (its type, its state, a check's
// number), written the way that kind of bank writes it, with what each row must read as. The suite in
// ../booking-text.test.ts plans every fixture of this folder (each module's default export).
export interface BookingTextRow {
  /** The payee as the person reads it (exactly). */
  payee: string;
  /** The notes exactly; absent means no notes. */
  notes?: string;
  /** custom_metadata.bank_type; absent means none. */
  type?: string;
  /** custom_metadata.check_number; absent means none. */
  check?: string;
}

export interface BookingTextFixture {
  /** "<country> <bank style>: <what is in the file>" */
  name: string;
  file: string;
  rows: BookingTextRow[];
  /**
   * The external_ids every row had before the type, state and check columns were kept aside (planned into account
   * 1): a file imported then must come back as duplicates.
   */
  ids: string[];
}
