// PKCE (RFC 7636), S256 only: the code is bound to the challenge, the token request proves the verifier.
import { base64url, sameText, sha256 } from "./opaque-values";

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** The only shape an S256 challenge can have: base64url of 32 bytes, unpadded. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export async function verifierMatches(verifier: string, challenge: string): Promise<boolean> {
  if (!VERIFIER.test(verifier)) return false;
  return sameText(base64url(await sha256(verifier)), challenge);
}
