/** Unique request ids for the x-contentful-request-id header and error bodies. */
let counter = 0;

export function newRequestId(): string {
  const cryptoApi = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  counter += 1;
  return `${Date.now().toString(16)}-${counter.toString(16)}-${Math.random().toString(16).slice(2, 10)}`;
}
