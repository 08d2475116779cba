import { defineConfig, devices } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./e2e/chromium-args.js";

const PORT = Number(process.env.E2E_PORT ?? 4183);
export const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT ?? 4193);
/**
 * The built site to serve (default dist). Point it at a copy of dist (e.g. E2E_DIST_DIR=test-results/e2e-dist)
 * when another build may rewrite dist during the run.
 */
const DIST_DIR = process.env.E2E_DIST_DIR ?? "dist";

/** Debian's chromium, never a downloaded browser. */
const chromium = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright-artifacts",
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  // On CI, one retry: a test that passes on its second try is reported as flaky (and counted as passed by
  // tooling/scripts/test-all.mjs, which prints how many), not as a failure. Locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  globalSetup: "./e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: /(several-instances|graceful-restart|caddy-proxy|hostile-traffic)\.spec\.ts/,
    },
    // Four server instances, a PostgreSQL cluster and two regenerations at once: run after the others, alone, so
    // their timing-sensitive checks (an appointment bar hiding 2 s after scrolling) never share the two cores with it.
    {
      name: "several-instances",
      testMatch: /(several-instances|graceful-restart|caddy-proxy)\.spec\.ts/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    // Floods a server of its own (uploads, spoofed submissions, a page loop) and measures its memory: alone, last.
    {
      name: "hostile-traffic",
      testMatch: /hostile-traffic\.spec\.ts/,
      dependencies: ["several-instances"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
  ],
  webServer: {
    command: `node ${DIST_DIR}/server/main.js`,
    // Ready when the leads database is open too (pages are served before it is): /api/health answers 200 only then
    // (503 before; its public answer is just {"ok":…}). Playwright asks from 127.0.0.1 with no proxy header, as the
    // specs reading its details (forms.spec.ts: the delivery backlog) do: a request made on the machine itself.
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/lead`,
      CONTACT_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/contact`,
      APPOINTMENT_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/appointment`,
      // Failed deliveries are retried within seconds here (the default schedule spans 3 days).
      SUBMISSION_RETRY_DELAYS: "1s,1s,2s,2s,3s,5s,5s,10s",
      // Every test posts from 127.0.0.1: the per-client limit is unit-tested, not met here.
      SUBMISSION_RATE_LIMIT: "1000",
      // Nor the site-wide ceiling, nor the search limit (many specs search from this one address).
      SUBMISSION_SITE_LIMIT: "0",
      SEARCH_RATE_LIMIT: "0",
      // The change-or-cancel page exists (e2e/helpers.ts E2E_LINK_SECRET makes its links).
      APPOINTMENT_LINK_SECRET: "e2e-appointment-link-secret-0123456789abcdef",
    },
  },
});
