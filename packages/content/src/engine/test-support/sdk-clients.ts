/** The real contentful.js client wired to an engine, in process (adapter) or over HTTP (fetch handler + node:http). */
import { createClient } from "contentful";
import type { ContentfulClientApi, CreateClientParams } from "contentful";
import { createCdaAdapter } from "../adapter.js";
import type { CdaEngine } from "../engine.js";

export type Transport = "adapter" | "http";

export function sdkClient(
  transport: Transport,
  engine: CdaEngine,
  port: number,
  overrides: Partial<CreateClientParams> = {},
): ContentfulClientApi<undefined> {
  const base = { space: "embedded", accessToken: "test", ...overrides };
  if (transport === "adapter") return createClient({ ...base, adapter: createCdaAdapter(engine) });
  return createClient({ ...base, host: `127.0.0.1:${port}`, basePath: "contentful-api", insecure: true });
}

export interface SdkError {
  readonly name: string;
  readonly message: string;
  /** The parsed JSON message of an HTTP error ({ status, statusText, message, details, request, requestId }). */
  readonly payload: Record<string, unknown>;
  readonly error: unknown;
}

/** Awaits a promise expected to reject and returns the SDK error, its JSON payload parsed when there is one. */
export async function sdkError(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(error.message) as Record<string, unknown>;
    } catch {
      payload = {};
    }
    return { name: error.name, message: error.message, payload, error };
  }
  throw new Error("Expected the request to fail");
}
