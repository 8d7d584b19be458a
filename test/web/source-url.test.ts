import { describe, expect, it } from "vitest";
import { checkSourceUrl } from "../../src/web/source-url";

const deployed = { localDevelopment: false };
const local = { localDevelopment: true };
const verdict = (url: string, policy = deployed) => {
  const r = checkSourceUrl(url, policy);
  return r.ok ? "ok" : r.reason;
};

describe("deployed, user-given URLs are https to public hosts only", () => {
  it("accepts https to a public name or address", () => {
    expect(verdict("https://api.example.com/v1/price?ids=btc")).toBe("ok");
    expect(verdict("https://8.8.8.8/")).toBe("ok");
    expect(verdict("https://[2606:4700:4700::1111]/")).toBe("ok");
  });
  it("refuses plain http and other schemes", () => {
    expect(verdict("http://api.example.com/")).toBe("only https URLs are fetched");
    expect(verdict("ftp://api.example.com/")).toBe("only https URLs are fetched");
    expect(verdict("file:///etc/passwd")).toBe("only https URLs are fetched");
  });
  it("refuses loopback, private, link-local and other internal addresses, however written", () => {
    const internal = [
      "https://localhost/",
      "https://api.localhost/",
      "https://127.0.0.1/",
      "https://2130706433/", // 127.0.0.1 as one number
      "https://0x7f.1/", // 127.0.0.1 in hex
      "https://10.1.2.3/",
      "https://172.16.0.1/",
      "https://172.31.255.255/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://100.64.0.1/",
      "https://0.0.0.0/",
      "https://224.0.0.1/",
      "https://255.255.255.255/",
      "https://[::1]/",
      "https://[::]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:10.0.0.1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
      "https://[fe80::1]/",
      "https://[fc00::1]/",
      "https://[fd12:3456::1]/",
      "https://[ff02::1]/",
      "https://metadata.google.internal/",
      "https://printer.local/",
      "https://intranet/",
      "https://localhost./",
      "https://localhost../",
      "https://127.0.0.1../",
      "https://169.254.169.254../",
      "https://10.0.0.1.../",
    ];
    for (const url of internal) expect([url, verdict(url)]).toEqual([url, "the URL points to a local or private address"]);
  });
  it("refuses an IPv6 address that embeds a refused IPv4 in any transition form", () => {
    const embedded = [
      "https://[::ffff:0:127.0.0.1]/", // IPv4-translated
      "https://[::ffff:0:a9fe:a9fe]/", // IPv4-translated, metadata
      "https://[64:ff9b:1::a00:1]/", // local-use NAT64, 10.0.0.1
      "https://[64:ff9b:1:a00:1::]/", // local-use NAT64 with a /48 embedding (RFC 6052): 10.0.0.1 in bits 48–87
      "https://[64:ff9b:1:7f00:0:100::]/", // local-use NAT64, 127.0.0.1 at the /48 offset
      "https://[64:ff9b:1::808:808]/", // local-use NAT64 is a network's own translator, whatever it embeds
      "https://[2002:c0a8:101::1]/", // 6to4 of 192.168.1.1
      "https://[2002:a9fe:a9fe::]/", // 6to4 of 169.254.169.254
      "https://[2002:7f00:1::1]/", // 6to4 of 127.0.0.1
      "https://[2001:0:a9fe:a9fe::1]/", // Teredo whose server is the metadata address
      "https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/", // Teredo whose client is 10.0.0.1 (obfuscated)
      "https://[2001::8000:63bf:80ff:fffe]/", // Teredo whose client is 127.0.0.1
    ];
    for (const url of embedded) expect([url, verdict(url)]).toEqual([url, "the URL points to a local or private address"]);
  });
  it("accepts transition forms of public IPv4 addresses", () => {
    for (const url of ["https://[2002:808:808::1]/", "https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/", "https://[64:ff9b::808:808]/"]) {
      expect([url, verdict(url)]).toEqual([url, "ok"]);
    }
  });
  it("does not mistake public neighbours of private ranges for them", () => {
    for (const url of [
      "https://172.32.0.1/",
      "https://11.0.0.1/",
      "https://192.169.0.1/",
      "https://100.128.0.1/",
      "https://[2001:db8::1]/",
    ]) {
      expect([url, verdict(url)]).toEqual([url, "ok"]);
    }
  });
  it("refuses credentials in the URL and does not repeat them", () => {
    const reason = verdict("https://user:s3cret@api.example.com/");
    expect(reason).toBe("the URL must not carry credentials (user:password@)");
    expect(reason).not.toContain("s3cret");
  });
  it("refuses what is not an absolute URL", () => {
    expect(verdict("/relative")).toBe("not an absolute URL");
    expect(verdict(`https://example.com/${"a".repeat(2100)}`)).toMatch(/longer than/);
  });
});

describe("in local development, loopback is allowed", () => {
  it("accepts plain http to loopback only", () => {
    expect(verdict("http://127.0.0.1:8787/price", local)).toBe("ok");
    expect(verdict("http://localhost:8787/", local)).toBe("ok");
    expect(verdict("http://[::1]:8787/", local)).toBe("ok");
    expect(verdict("http://10.0.0.1/", local)).toBe("plain http is allowed only to loopback (127.0.0.1, ::1, localhost)");
    expect(verdict("http://api.example.com/", local)).toBe("plain http is allowed only to loopback (127.0.0.1, ::1, localhost)");
  });
  it("accepts https to loopback and to public hosts", () => {
    expect(verdict("https://127.0.0.1/", local)).toBe("ok");
    expect(verdict("https://localhost:8788/", local)).toBe("ok");
    expect(verdict("https://api.example.com/", local)).toBe("ok");
  });
  it("still refuses every other internal address", () => {
    for (const url of ["https://10.0.0.1/", "https://169.254.169.254/latest/meta-data/", "https://192.168.1.1/", "https://[fd00::1]/"]) {
      expect([url, verdict(url, local)]).toEqual([url, "the URL points to a local or private address"]);
    }
    expect(verdict("http://169.254.169.254/", local)).toBe("plain http is allowed only to loopback (127.0.0.1, ::1, localhost)");
  });
});
