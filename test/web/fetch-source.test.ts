// The SSRF guard and limits of fetching a user-given source URL: the policy on the first URL and every
// redirect hop, credentials kept to their origin, a size limit, one deadline, safe messages. Deployed
// behaviour is driven through a fake network; local development against the sandbox's price feed.
import { describe, expect, it } from "vitest";
import { BalanceSourceError, fetchJson, fetchSource, type FetchSourceOptions } from "../../src/web/fetch-source";
import { freshSymbol, SANDBOX_ORIGIN, setPrice } from "../support/bridge";

const deployed = { localDevelopment: false };
const local = { localDevelopment: true };

/** A fake network: answers by URL, and records what was asked. */
function network(answers: Record<string, () => Response>) {
  const calls: { url: string; method: string; authorization: string | null }[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? "GET", authorization: headers.get("Authorization") });
    const answer = answers[url];
    if (!answer) throw new TypeError(`fake network: no route to ${url}`);
    return answer();
  };
  return { calls, fetch: fake as typeof fetch };
}
const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { Location: location } });
const json = (body: unknown) => () => Response.json(body);

async function failureOf(promise: Promise<unknown>): Promise<BalanceSourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BalanceSourceError);
  return error as BalanceSourceError;
}

describe("the first URL is checked by the policy before any request", () => {
  it("refuses, deployed, plain http and loopback, private, link-local and local names, without a request", async () => {
    const net = network({});
    const options: FetchSourceOptions = { policy: deployed, fetch: net.fetch };
    const refused = [
      ["http://api.example.com/price", "the URL is refused: only https URLs are fetched"],
      ["https://127.0.0.1/price", "the URL is refused: the URL points to a local or private address"],
      ["https://10.0.0.5/price", "the URL is refused: the URL points to a local or private address"],
      ["https://169.254.169.254/latest/meta-data/", "the URL is refused: the URL points to a local or private address"],
      ["https://[fe80::1]/", "the URL is refused: the URL points to a local or private address"],
      ["https://metadata.google.internal/", "the URL is refused: the URL points to a local or private address"],
      ["https://user:secret@api.example.com/", "the URL is refused: the URL must not carry credentials (user:password@)"],
    ];
    for (const [url, message] of refused) {
      const error = await failureOf(fetchSource(url!, {}, options));
      expect([url, error.kind, error.message, error.retryable]).toEqual([url, "refused", message, false]);
    }
    expect(net.calls).toEqual([]);
  });
  it("allows plain http to loopback in local development only (the sandbox)", async () => {
    const url = await setPrice(freshSymbol(), { price: "42.00" });
    expect(await fetchJson(url, { policy: local })).toMatchObject({ price: "42.00" });
    expect((await failureOf(fetchJson(url, { policy: deployed }))).message).toBe("the URL is refused: only https URLs are fetched");
  });
});

describe("every redirect hop is checked by the same policy, within a small hop limit", () => {
  it("refuses a public URL that redirects to the cloud metadata address, without following it", async () => {
    const net = network({ "https://prices.example/btc": redirect("https://169.254.169.254/latest/meta-data/") });
    const error = await failureOf(fetchSource("https://prices.example/btc", {}, { policy: deployed, fetch: net.fetch }));
    expect([error.kind, error.message, error.retryable]).toEqual([
      "refused",
      "prices.example redirected to a URL that is refused: the URL points to a local or private address",
      false,
    ]);
    expect(net.calls.map((c) => c.url)).toEqual(["https://prices.example/btc"]);
  });
  it("refuses a downgrade to http and a redirect that carries credentials, deployed", async () => {
    for (const location of ["http://prices.example/btc", "https://user:pw@prices.example/btc"]) {
      const net = network({ "https://prices.example/a": redirect(location, 301) });
      expect((await failureOf(fetchSource("https://prices.example/a", {}, { policy: deployed, fetch: net.fetch }))).kind).toBe("refused");
      expect(net.calls).toHaveLength(1);
    }
  });
  it("refuses, locally, the sandbox redirecting to a private address", async () => {
    const url = await setPrice(freshSymbol(), { price: "1", redirectTo: "http://10.0.0.1/price" });
    const error = await failureOf(fetchJson(url, { policy: local }));
    expect(error.message).toBe(
      `${new URL(SANDBOX_ORIGIN).host} redirected to a URL that is refused: plain http is allowed only to loopback (127.0.0.1, ::1, localhost)`,
    );
  });
  it("follows allowed redirects (relative ones too) to the document", async () => {
    const target = freshSymbol();
    await setPrice(target, { price: "7.77" });
    const url = await setPrice(freshSymbol(), { price: "1", redirectTo: `/__prices/${target}` });
    expect(await fetchJson(url, { policy: local })).toMatchObject({ symbol: target, price: "7.77" });
  });
  it("stops a redirect loop after the hop limit", async () => {
    const symbol = freshSymbol();
    const url = await setPrice(symbol, { price: "1", redirectTo: `/__prices/${symbol}` });
    const error = await failureOf(fetchJson(url, { policy: local, maxRedirects: 2 }));
    expect([error.kind, error.message]).toEqual(["redirects", `${new URL(SANDBOX_ORIGIN).host} redirected more than 2 times`]);
    expect(await (await fetch(`${SANDBOX_ORIGIN}/__sandbox/prices/${symbol}`)).json()).toMatchObject({ requests: 3 });
  });
});

describe("credentials go to their origin only; a POST redirected by 303 becomes a GET", () => {
  it("keeps Authorization on the same origin and drops it for good once a redirect leaves it", async () => {
    const net = network({
      "https://bridge.example/a": redirect("https://bridge.example/b", 307),
      "https://bridge.example/b": redirect("https://other.example/c", 307),
      "https://other.example/c": redirect("https://bridge.example/d", 307),
      "https://bridge.example/d": json({ ok: true }),
    });
    const res = await fetchSource("https://bridge.example/a", { authorization: "Basic c2VjcmV0" }, { policy: deployed, fetch: net.fetch });
    expect(res.status).toBe(200);
    expect(net.calls.map((c) => c.authorization)).toEqual(["Basic c2VjcmV0", "Basic c2VjcmV0", null, null]);
  });
  it("turns a POST into a GET after a 303, and keeps it after a 307", async () => {
    const net = network({
      "https://bridge.example/claim/1": redirect("https://bridge.example/claim/2", 307),
      "https://bridge.example/claim/2": redirect("https://bridge.example/claim/3", 303),
      "https://bridge.example/claim/3": () => new Response("ok"),
    });
    await fetchSource("https://bridge.example/claim/1", { method: "POST" }, { policy: deployed, fetch: net.fetch });
    expect(net.calls.map((c) => c.method)).toEqual(["POST", "POST", "GET"]);
  });
});

describe("the body is read up to the size limit, and refused beyond it", () => {
  it("refuses a streamed body that passes the limit (not retryable)", async () => {
    const url = await setPrice(freshSymbol(), { price: "1", padBytes: 200_000 });
    const error = await failureOf(fetchJson(url, { policy: local, maxBytes: 64 * 1024 }));
    expect([error.kind, error.message, error.retryable]).toEqual([
      "too-large",
      `the answer of ${new URL(SANDBOX_ORIGIN).host} is larger than 64 KiB`,
      false,
    ]);
    expect(await fetchJson(url, { policy: local, maxBytes: 256 * 1024 })).toMatchObject({ price: "1" });
  });
  it("refuses a declared Content-Length beyond the limit without reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const net = network({ "https://big.example/": () => new Response(body, { headers: { "Content-Length": String(10 * 1024 * 1024) } }) });
    const error = await failureOf(fetchSource("https://big.example/", {}, { policy: deployed, fetch: net.fetch, maxBytes: 1024 }));
    expect(error.kind).toBe("too-large");
    expect(pulled).toBeLessThanOrEqual(1); // at most the stream's own first fill
  });
});

describe("one deadline covers every hop and the body", () => {
  it("gives up on a source that answers late (retryable)", async () => {
    // Had the deadline not held, the price would have come (late) and there would be no error to read.
    const url = await setPrice(freshSymbol(), { price: "1", delayMs: 3_000 });
    const error = await failureOf(fetchJson(url, { policy: local, timeoutMs: 300 }));
    expect([error.kind, error.message, error.retryable]).toEqual([
      "timeout",
      `${new URL(SANDBOX_ORIGIN).host} did not answer within 0.3 seconds`,
      true,
    ]);
  });
  it("gives up on a body that trickles past the deadline", async () => {
    const trickle = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        controller.enqueue(new Uint8Array([0x20]));
      },
    });
    const net = network({ "https://slow.example/": () => new Response(trickle) });
    const error = await failureOf(fetchSource("https://slow.example/", {}, { policy: deployed, fetch: net.fetch, timeoutMs: 300 }));
    expect([error.kind, error.retryable]).toEqual(["timeout", true]);
  });
});

describe("failures are plain messages with a retryable flag: 5xx, 429 and no answer are retried, 4xx are not", () => {
  it("maps statuses of the document", async () => {
    for (const [status, retryable] of [
      [503, true],
      [429, true],
      [404, false],
      [401, false],
    ] as const) {
      const url = await setPrice(freshSymbol(), { price: "1", status });
      const error = await failureOf(fetchJson(url, { policy: local }));
      expect([error.kind, error.status, error.retryable, error.message]).toEqual([
        "status",
        status,
        retryable,
        `${new URL(SANDBOX_ORIGIN).host} answered HTTP ${status}`,
      ]);
    }
  });
  it("says a host could not be reached without repeating the platform's error (retryable)", async () => {
    const net = network({});
    const error = await failureOf(fetchSource("https://gone.example/price?apikey=SECRET123", {}, { policy: deployed, fetch: net.fetch }));
    expect([error.kind, error.message, error.retryable]).toEqual(["network", "gone.example could not be reached", true]);
  });
  it("refuses an answer that is not JSON (the URL is not the document meant)", async () => {
    const net = network({
      "https://page.example/": () => new Response("<html>Welcome</html>", { headers: { "Content-Type": "text/html" } }),
    });
    const error = await failureOf(fetchJson("https://page.example/", { policy: deployed, fetch: net.fetch }));
    expect([error.kind, error.message, error.retryable]).toEqual(["unreadable", "page.example did not answer JSON", false]);
  });
  it("never names a path, query or credentials in a message", async () => {
    const net = network({ "https://prices.example/v1/k/SECRET123?token=SECRET456": redirect("https://10.0.0.1/SECRET789") });
    const error = await failureOf(
      fetchSource("https://prices.example/v1/k/SECRET123?token=SECRET456", {}, { policy: deployed, fetch: net.fetch }),
    );
    expect(error.message).not.toMatch(/SECRET/);
  });
});
