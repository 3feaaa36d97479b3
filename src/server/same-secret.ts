/**
 * Whether `given` is `expected`, in time that tells nothing of either: both are hashed (SHA-256,
 * Web Crypto, the same under Node and on Cloudflare) and the digests compared byte by byte
 * without stopping early, so neither a matching prefix nor the secret's length shows in the timing.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
