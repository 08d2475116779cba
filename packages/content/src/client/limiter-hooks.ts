import type { DeliveryLimiter } from "../delivery-limiter.js";
import type { ClientParams } from "./client-params.js";

/** The seconds of a 429's X-Contentful-RateLimit-Reset header, in ms (1 s when it has none). */
export function resetMs(headers: unknown): number {
  const raw =
    typeof headers === "object" && headers !== null
      ? (headers as Record<string, unknown>)["x-contentful-ratelimit-reset"]
      : undefined;
  const seconds = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

/**
 * The limiter in the SDK's axios chain. `onBeforeRequest` is the request interceptor axios runs last, right before
 * sending, for every attempt (the SDK's 429 and 5xx retries go through it again); the SDK calls `responseLogger`
 * first thing with each answer or error, before it waits to retry. A 429 pauses the limiter before its slot is
 * given back, so no waiting request slips out in between.
 */
export function limiterHooks(limiter: DeliveryLimiter): Pick<ClientParams, "onBeforeRequest" | "responseLogger"> {
  const slots = new WeakMap<object, () => void>();
  return {
    onBeforeRequest: async (config) => {
      slots.set(config, await limiter.acquire());
      return config;
    },
    responseLogger: (answer) => {
      const { config, response, status, headers } = answer as {
        config?: object;
        response?: { status?: number; headers?: unknown };
        status?: number;
        headers?: unknown;
      };
      // A response, or an error whose response (if any) came back.
      const answered = response ?? (typeof status === "number" ? { status, headers } : undefined);
      if (answered?.status === 429) limiter.rateLimited(resetMs(answered.headers));
      const release = config ? slots.get(config) : undefined;
      if (config && release) {
        slots.delete(config);
        release();
      }
    },
  };
}
