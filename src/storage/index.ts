// Durable Object storage, one way for every object: versioned forward migrations (migrations.ts), rows read
// with their columns' types (rows.ts), and one getter per object (objects.ts). The layout itself is
// src/storage-layout.md.
export { addColumn, migrate, type MigratingStorage, type Migration, schemaVersion } from "./migrations";
export {
  bytes,
  type Column,
  firstRow,
  integer,
  json,
  type JsonColumn,
  nullable,
  oneOf,
  oneRow,
  real,
  type RowOf,
  rows,
  text,
} from "./rows";
export { BALANCE_SOURCES_NAME, balanceSourcesOf, keeperOf, NOTIFIER_NAME, OUTBOX_NAME, notifierOf, outboxOf } from "./objects";
