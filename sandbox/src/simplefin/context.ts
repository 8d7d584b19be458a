// What the Bridge simulator's handlers get: its database.
import type { Db } from "../db";

export type BridgeEnv = { Bindings: { db: Db } };

/** Bridge user names, as world names: tests pick a fresh one each. */
export const USER_NAME = /^[a-z0-9-]{1,64}$/;

/** The Bridge's root URL (the protocol's "SimpleFIN Server root") at the origin the sandbox is reached at. */
export const rootUrl = (requestUrl: string) => `${new URL(requestUrl).origin}/simplefin`;

export const epochSeconds = (now = new Date()) => Math.floor(now.getTime() / 1000);

/** A short random id with a prefix, as the Bridge's ids look ("ACT-…", "TRN-…"). */
export const randomId = (prefix: string) => `${prefix}-${crypto.randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
