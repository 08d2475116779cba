/**
 * What every phase of one pass shares (site-pass.ts): its options and site, its signal (a lost lease, a stop, the
 * pass timeout), the client folder it writes, its log tag, and the clock of its steps.
 */
import { join } from "node:path";
import { raceAbort } from "../race-abort.js";
import type { SiteDefinition } from "../site-renderer.js";
import type { RegenerateRequest, SitePassOptions } from "../site-pass.js";

export interface PassContext<O = unknown> {
  options: SitePassOptions<O>;
  site: SiteDefinition<O>;
  request: RegenerateRequest;
  signal: AbortSignal;
  /** The folder the pages are written to (distDir/client). */
  clientDir: string;
  /** "[build]" or "[regenerate]". */
  tag: string;
  log: (message: string) => void;
  /** Races a step of the pass with its signal. */
  step: <T>(promise: Promise<T>) => Promise<T>;
  /** Ends the step `name` (the time since the last one ended). */
  timed: (name: string) => void;
  /** Where the pass's time went: milliseconds per step, in the order the steps ran. */
  steps: Record<string, number>;
  /** When the pass started (performance.now()). */
  started: number;
}

export function passContext<O>(
  options: SitePassOptions<O>,
  request: RegenerateRequest,
  signal: AbortSignal,
): PassContext<O> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let lap = started;
  return {
    options,
    site: options.site,
    request,
    signal,
    clientDir: join(options.distDir, "client"),
    tag: request.build ? "[build]" : "[regenerate]",
    log: options.log ?? ((message: string) => console.info(message)),
    step: (promise) => raceAbort(promise, signal),
    timed: (name) => {
      const now = performance.now();
      steps[name] = (steps[name] ?? 0) + Math.round(now - lap);
      lap = now;
    },
    steps,
    started,
  };
}
