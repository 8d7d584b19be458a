// The Bridge simulator's admin interface (/__sandbox/simplefin/users/{user}/...; no auth, JSON, errors
// as the service's error object): reset a Bridge user, its limits, setup tokens, connections, accounts,
// balances, transactions, errors, revocation, a new quota day and counters.
import { Hono } from "hono";
import { invalid, notFound } from "../errors";
import { parse, readJson } from "../validate";
import { createSetupToken, listAccess, revoke, revokeInput, setupTokenInput } from "./access";
import {
  accountInput,
  accountOr404,
  accountUpdate,
  updateAccount,
  addAccount,
  addConnection,
  addError,
  connectionInput,
  deleteTransaction,
  errorInput,
  listAccounts,
  listConnections,
  putTransactions,
  transactionsInput,
} from "./accounts";
import { type BridgeEnv, USER_NAME } from "./context";
import { readCounters } from "./counters";
import { startNewDay } from "./quota";
import { DEMO_USER, ensureDemo, seedUser } from "./seed";
import { configUpdate, readConfig, resetBody, resetUser, updateConfig } from "./users";

type Ctx = { env: BridgeEnv["Bindings"]; req: { param(name: "user"): string } };

/** The user named in the path, which must exist (a reset creates it). */
function userOf(c: Ctx): string {
  const user = c.req.param("user");
  if (!USER_NAME.test(user)) throw invalid("Bridge user names are 1 to 64 of [a-z0-9-]");
  if (!readConfig(c.env.db, user)) throw notFound(`No Bridge user ${user}: POST /__sandbox/simplefin/users/${user}/reset first`);
  return user;
}

const snapshot = (c: Ctx, user: string) => ({
  user,
  config: readConfig(c.env.db, user),
  connections: listConnections(c.env.db, user),
  accounts: listAccounts(c.env.db, user),
});

export const simplefinAdmin = new Hono<BridgeEnv>()
  .basePath("/__sandbox/simplefin/users/:user")
  .post("/reset", async (c) => {
    const user = c.req.param("user");
    if (!USER_NAME.test(user)) throw invalid("Bridge user names are 1 to 64 of [a-z0-9-]");
    const { seed, ...limits } = parse(resetBody, await readJson(c.req.raw));
    resetUser(c.env.db, user, limits);
    if (seed) seedUser(c.env.db, user);
    if (user === DEMO_USER) ensureDemo(c.env.db);
    return c.json(snapshot(c, user));
  })
  .get("/", (c) => c.json(snapshot(c, userOf(c))))
  .get("/config", (c) => c.json(readConfig(c.env.db, userOf(c))))
  .put("/config", async (c) => c.json(updateConfig(c.env.db, userOf(c), parse(configUpdate, await readJson(c.req.raw)))))
  .post("/setup-tokens", async (c) => {
    const user = userOf(c);
    const { accounts } = parse(setupTokenInput, await readJson(c.req.raw));
    for (const id of accounts ?? []) accountOr404(c.env.db, user, id);
    return c.json(await createSetupToken(c.env.db, user, accounts ?? null, c.req.url), 201);
  })
  .post("/connections", async (c) => c.json(addConnection(c.env.db, userOf(c), parse(connectionInput, await readJson(c.req.raw))), 201))
  .post("/accounts", async (c) => c.json(addAccount(c.env.db, userOf(c), parse(accountInput, await readJson(c.req.raw))), 201))
  .patch("/accounts/:id", async (c) => {
    const user = userOf(c);
    return c.json(updateAccount(c.env.db, user, c.req.param("id"), parse(accountUpdate, await readJson(c.req.raw))));
  })
  .post("/accounts/:id/transactions", async (c) => {
    const { transactions } = parse(transactionsInput, await readJson(c.req.raw));
    return c.json({ transactions: putTransactions(c.env.db, userOf(c), c.req.param("id"), transactions) }, 201);
  })
  .delete("/accounts/:id/transactions/:tid", (c) => {
    deleteTransaction(c.env.db, userOf(c), c.req.param("id"), c.req.param("tid"));
    return c.body(null, 204);
  })
  .post("/errors", async (c) => c.json({ seq: addError(c.env.db, userOf(c), parse(errorInput, await readJson(c.req.raw))) }, 201))
  .delete("/errors", (c) => {
    c.env.db.run("DELETE FROM errlist WHERE user = ?", userOf(c));
    return c.body(null, 204);
  })
  .get("/access", (c) => c.json({ access: listAccess(c.env.db, userOf(c)) }))
  .post("/revoke", async (c) => {
    const { username } = parse(revokeInput, await readJson(c.req.raw));
    return c.json({ revoked: revoke(c.env.db, userOf(c), username) });
  })
  .post("/next-day", (c) => {
    startNewDay(c.env.db, userOf(c));
    return c.body(null, 204);
  })
  .get("/counters", (c) => c.json(readCounters(c.env.db, userOf(c))));
