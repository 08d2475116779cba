/**
 * The running site of `pnpm bench:publish`, in this process: the server of a built copy (createApp, as
 * src/server/main.ts builds it) with its regeneration, reading a local Contentful-compatible content server that
 * sends it signed webhooks. Records when each webhook reached the regenerator and every pass's result.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createContentServer } from "@tupelo-medicare/content/content-server";
import type { ContentServer, ContentfulExport } from "@tupelo-medicare/content/content-server";
import { readAppEnv } from "../src/env.js";
import type { AnnouncedChange, RegenerateResult, Regenerator } from "@tupelo-medicare/site-build";
import { createApp } from "../src/server/app.js";
import { startRegeneration } from "../src/server/regeneration.js";
import type { Regeneration } from "../src/server/regeneration.js";
import { renderWorkerScript } from "../scripts/render-worker-script.js";

export interface BenchSite {
  /** http://127.0.0.1:port */
  url: string;
  /** The built copy being served and regenerated. */
  distDir: string;
  content: ContentServer;
  regenerator: Regenerator;
  /** When the regenerator was handed each webhook's change (performance.now()). */
  webhooks: Array<{ at: number; kind: string; id: string }>;
  /** Every pass, with when it ended (performance.now()). */
  passes: Array<{ at: number; result: RegenerateResult }>;
  close(): Promise<void>;
}

/** The passes since index `from`, summed. */
export function passesSince(
  site: BenchSite,
  from: number,
): { passes: number; rendered: number; added: string[]; removed: string[]; ms: number } {
  const list = site.passes.slice(from);
  return {
    passes: list.length,
    rendered: list.reduce((sum, pass) => sum + pass.result.rendered.length, 0),
    added: list.flatMap((pass) => pass.result.added),
    removed: list.flatMap((pass) => pass.result.removed),
    ms: list.reduce((sum, pass) => sum + pass.result.ms, 0),
  };
}

export async function startBenchSite(options: {
  distDir: string;
  space: ContentfulExport;
  log: (message: string) => void;
}): Promise<BenchSite> {
  const { distDir, log } = options;
  const secret = randomBytes(32).toString("hex");
  // The HTTP server first (the content server needs its address for webhooks); the app is attached once built.
  let handle: ((request: Request) => Response | Promise<Response>) | undefined;
  const server = serve({
    fetch: (request) => (handle ? handle(request) : new Response("starting", { status: 503 })),
    port: 0,
    hostname: "127.0.0.1",
  }) as Server;
  if (!server.listening) await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  let content: ContentServer | undefined;
  let regeneration: Regeneration | null = null;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  try {
    content = await createContentServer({
      space: options.space,
      port: 0,
      webhookUrl: `${url}/api/contentful-webhook`,
      webhookSecret: secret,
      watch: false,
      retryDelaysMs: [1000, 1000],
      logger: {
        info: (message) => log(`[content] ${message}`),
        warn: (message) => log(`[content] WARN ${message}`),
        error: (message) => log(`[content] ERROR ${message}`),
      },
    });
    const env: Record<string, string> = {
      CONTENTFUL_SPACE_ID: "embedded",
      CONTENTFUL_ACCESS_TOKEN: "x",
      CONTENTFUL_HOST: content.host,
      CONTENTFUL_INSECURE: "true",
      CONTENTFUL_WEBHOOK_SECRET: secret,
      CONTENT_RECONCILE_INTERVAL: "0",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: join(distDir, "..", "data"),
    };
    const appEnv = readAppEnv(env);
    regeneration = startRegeneration(appEnv, {
      distDir,
      log,
      // The worker script the live server runs (dist/server/render-worker.js), without this process's tsx.
      worker: renderWorkerScript(),
    });
    if (!regeneration) throw new Error(`No site record in ${distDir}: the full build did not finish.`);
    // The editors' changes reach a started server, as they do a live site: its SSR bundle loaded (a second after the
    // start), the last stop's pending changes queued again.
    await regeneration.started;
    const { regenerator } = regeneration;
    const webhooks: BenchSite["webhooks"] = [];
    const passes: BenchSite["passes"] = [];
    // The webhook handler calls these as soon as a signed webhook is accepted.
    const recording = {
      enqueue(changes: AnnouncedChange[]) {
        for (const change of changes) webhooks.push({ at: performance.now(), kind: change.kind, id: change.id });
        regenerator.enqueue(changes);
      },
      enqueueAll() {
        webhooks.push({ at: performance.now(), kind: "ContentType", id: "*" });
        regenerator.enqueueAll();
      },
    };
    const app = createApp(appEnv, { clientDir: join(distDir, "client"), distDir, regenerator: recording });
    regeneration.onPass((result) => {
      app.redirects.reload();
      if (result) passes.push({ at: performance.now(), result });
    });
    handle = app.fetch;
    const started = regeneration;
    const contentServer = content;
    return {
      url,
      distDir,
      content: contentServer,
      regenerator,
      webhooks,
      passes,
      async close() {
        await regenerator.idle();
        await started.stop();
        await contentServer.close();
        await closeServer();
      },
    };
  } catch (error) {
    await regeneration?.stop();
    await content?.close();
    await closeServer();
    throw error;
  }
}
