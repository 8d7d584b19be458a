// What the authorization server's handlers get: its database and the worlds, where access tokens live.
import type { Db } from "../db";

export interface OAuthBindings {
  db: Db;
  worlds: Env["WORLD"];
}

export type OAuthEnv = { Bindings: OAuthBindings };

export const worldStub = (b: OAuthBindings, world: string) => b.worlds.get(b.worlds.idFromName(world));

/** The issuer is the origin the sandbox is reached at (e.g. http://127.0.0.1:8788), never with a path. */
export const issuerOf = (url: string) => new URL(url).origin;
