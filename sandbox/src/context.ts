// What every route handler of a world gets: its database and its name.
import type { Db } from "./db";

export interface WorldBindings {
  db: Db;
  world: string;
}

export type AppEnv = { Bindings: WorldBindings };

export const nowIso = () => new Date().toISOString();
export const today = () => nowIso().slice(0, 10);
export const currentMonth = () => nowIso().slice(0, 7);
