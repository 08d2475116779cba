import { SERVICE_WORKER_URL, UPDATE_CHECK_INTERVAL_MS } from "./constants.js";

export interface UpdateCheckOptions {
  /** The registration asked to update when the script is reachable. */
  registration: { update(): Promise<unknown> };
  /** @defaultValue `'/sw.js'` */
  scriptUrl?: string;
  /** @defaultValue `3_600_000` (one hour) */
  intervalMs?: number;
  /** @defaultValue `globalThis.fetch` */
  fetch?: (input: string, init: RequestInit) => Promise<Pick<Response, "status">>;
  /** @defaultValue reads `navigator.onLine` (true where there is no navigator) */
  isOnline?: () => boolean;
  /** @defaultValue `globalThis.setInterval` */
  setInterval?: (handler: () => void, ms: number) => unknown;
  /** @defaultValue `globalThis.clearInterval` */
  clearInterval?: (id: unknown) => void;
}

const defaultIsOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

/** Re-fetches the service worker script on an interval while online and asks the registration to update on a 200; returns a stop function. */
export function startUpdateChecks({
  registration,
  scriptUrl = SERVICE_WORKER_URL,
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
  fetch: fetchScript = (input, init) => globalThis.fetch(input, init),
  isOnline = defaultIsOnline,
  setInterval: startTimer = (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: stopTimer = (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
}: UpdateCheckOptions): () => void {
  let stopped = false;

  const check = async (): Promise<void> => {
    if (stopped || !isOnline()) return;
    try {
      const response = await fetchScript(scriptUrl, { cache: "no-store", headers: { "cache-control": "no-cache" } });
      if (stopped || response.status !== 200) return;
      await registration.update();
    } catch (error) {
      console.warn("[pwa] Service worker update check failed:", error);
    }
  };

  const timer = startTimer(() => void check(), intervalMs);
  return () => {
    if (stopped) return;
    stopped = true;
    stopTimer(timer);
  };
}
