// Tokens at rest: AES-256-GCM with a random 96-bit IV per seal, under a key derived (HKDF-SHA-256) from a
// secret. The connection id is the additional data, so a sealed blob copied onto another connection's
// record does not open. A second secret is accepted for opening while keys rotate: seal with the new
// one, keep the old one as `previous` until every record was sealed again.
import { base64url, fromBase64url } from "./opaque";

/** Names the format, so a later one can be told apart and migrated. */
const FORMAT = "v1";
/** Binds derived keys to this use: the same secret used elsewhere yields another key. */
const HKDF_INFO = new TextEncoder().encode("intake token vault v1");

export interface VaultSecrets {
  /** The key every new seal uses. */
  current: string;
  /** A former key, still accepted when opening. */
  previous?: string | undefined;
}

/** A sealed value that no configured key opens, or that was altered: the record must be made again. */
export class VaultError extends Error {
  override readonly name = "VaultError";
}

interface Key {
  id: string;
  key: CryptoKey;
}

export class TokenVault {
  private readonly keys: Promise<Key[]>;

  constructor(secrets: VaultSecrets) {
    if (!secrets.current) throw new VaultError("the token key is not configured");
    this.keys = Promise.all([secrets.current, ...(secrets.previous ? [secrets.previous] : [])].map(deriveKey));
  }

  /** `v1.<key id>.<iv>.<ciphertext>`, base64url; the key id says which key opens it. */
  async seal(value: unknown, boundTo: string): Promise<string> {
    const [{ id, key }] = (await this.keys) as [Key];
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: aad(boundTo) }, key, plain);
    return [FORMAT, id, base64url(iv), base64url(new Uint8Array(sealed))].join(".");
  }

  async open<T>(sealed: string, boundTo: string): Promise<T> {
    const [format, id, iv, data] = sealed.split(".");
    if (format !== FORMAT || !id || !iv || !data) throw new VaultError("not a sealed value of this vault");
    const entry = (await this.keys).find((k) => k.id === id);
    if (!entry) throw new VaultError("sealed with a key that is no longer configured");
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: fromBase64url(iv), additionalData: aad(boundTo) },
        entry.key,
        fromBase64url(data),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as T;
    } catch {
      throw new VaultError("the sealed value does not open (altered, or sealed for another record)");
    }
  }

  /** Whether a sealed value uses an older key (re-seal it on the next write). */
  async isStale(sealed: string): Promise<boolean> {
    const [first] = (await this.keys) as [Key];
    return sealed.split(".")[1] !== first.id;
  }
}

async function deriveKey(secret: string): Promise<Key> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: HKDF_INFO },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  // The key id is a digest of the secret's digest: it tells keys apart and reveals nothing usable.
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret))),
  );
  return { id: base64url(digest.subarray(0, 6)), key };
}

const aad = (boundTo: string) => new TextEncoder().encode(boundTo);
