// The Outbox's hold on each connection's credential (src/outbox/held-credentials.ts): a token asked of the keeper
// once, a refused token remembered so that the keeper refreshes past it, and the version read with the credential.
import { describe, expect, it } from "vitest";
import type { ApiVersion } from "../../src/budget-api";
import type { CredentialSource } from "../../src/connections";
import { HeldCredentials } from "../../src/outbox/held-credentials";

/** A keeper that hands out tok-1, tok-2… on refresh, recording every question. */
function keeper(version: ApiVersion = "v2", current: string | null = "tok-1") {
  const asked: string[] = [];
  let n = 1;
  const source: CredentialSource = {
    current: async (id) => (asked.push(`current ${id}`), current),
    refresh: async (id, refused) => (asked.push(`refresh ${id} past ${refused ?? "-"}`), current === null ? null : `tok-${++n}`),
    apiVersion: async (id) => (asked.push(`version ${id}`), version),
  };
  return { source, asked };
}

describe("a token is asked of the keeper once, then held", () => {
  it("asks for the current token the first time only", async () => {
    const { source, asked } = keeper();
    const held = new HeldCredentials(source, () => false);
    expect(await held.token("c")).toBe("tok-1");
    expect(await held.token("c")).toBe("tok-1");
    expect(asked).toEqual(["current c"]);
  });
  it("holds nothing for a connection without a credential, and asks again next time", async () => {
    const { source, asked } = keeper("v2", null);
    const held = new HeldCredentials(source, () => false);
    expect(await held.token("c")).toBeNull();
    expect(await held.token("c")).toBeNull();
    expect(asked).toEqual(["current c", "current c"]);
  });
});

describe("after a 401 the next token is a refresh past the refused one, never the stored one again", () => {
  it("drops the refused token and refreshes past it", async () => {
    const { source, asked } = keeper();
    const held = new HeldCredentials(source, () => false);
    await held.token("c");
    held.refused("c");
    expect(await held.token("c")).toBe("tok-2");
    expect(asked).toEqual(["current c", "refresh c past tok-1"]);
  });
  it("a new instance refreshes when the store says the credential was refused before", async () => {
    const { source, asked } = keeper();
    const held = new HeldCredentials(source, (id) => id === "paused");
    expect(await held.token("paused")).toBe("tok-2");
    expect(asked).toEqual(["refresh paused past -"]);
  });
});

describe("a paused connection's candidate: a refresh only past a refused token; kept only once it worked", () => {
  it("tries the current token after a fresh connect, a refresh after a refusal, and holds neither until kept", async () => {
    const { source, asked } = keeper();
    const held = new HeldCredentials(source, () => false);
    expect(await held.candidate("c")).toBe("tok-1");
    expect(asked).toEqual(["current c"]);
    await held.token("c");
    held.refused("c");
    const candidate = await held.candidate("c");
    expect(candidate).toBe("tok-2");
    held.keep("c", candidate!);
    expect(await held.token("c")).toBe("tok-2");
    expect(asked.filter((a) => a.startsWith("refresh"))).toHaveLength(1);
  });
});

describe("the version is read with the credential, and read again after a refusal or a new connect", () => {
  it("asks once, again after refused(), again after forgetVersion()", async () => {
    const { source, asked } = keeper("v1");
    const held = new HeldCredentials(source, () => false);
    expect(await held.version("c")).toBe("v1");
    expect(await held.version("c")).toBe("v1");
    held.refused("c");
    await held.version("c");
    held.forgetVersion("c");
    await held.version("c");
    expect(asked.filter((a) => a.startsWith("version"))).toHaveLength(3);
  });
});
