// What every route handler of a world gets: its database, its name and, for an OAuth access token,
// the user the token speaks for.
import type { Db } from "./db";
import type { Caller } from "./tokens";

export interface WorldBindings {
  db: Db;
  world: string;
  caller?: Caller | null;
}

export type AppEnv = { Bindings: WorldBindings };

export const nowIso = () => new Date().toISOString();
export const today = () => nowIso().slice(0, 10);
export const currentMonth = () => nowIso().slice(0, 7);
