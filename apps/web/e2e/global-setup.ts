import { rmSync } from "node:fs";
import { join } from "node:path";
import { RECEIVER_PORT } from "../playwright.config.js";
import { startReceiver } from "./receiver.js";

/** Starts the webhook receiver for the whole run and clears the e2e inbox; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(join(import.meta.dirname, "..", "test-results", "e2e-data"), { recursive: true, force: true });
  const server = await startReceiver(RECEIVER_PORT);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
