import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createInbox, createSubmissionHandler } from "@tupelo-medicare/lead-forms/server";
import { createContentProxy, CONTENT_PROXY_BASE } from "./content-proxy.js";
import type { AppEnv } from "../env.js";

const require = createRequire(import.meta.url);
/** The embedded space's images and PDFs, shipped inside the content package. */
const EMBEDDED_ASSETS_DIR = join(dirname(require.resolve("@tupelo-medicare/content/package.json")), "embedded-assets");

/** Where the browser posts lead and contact submissions. */
export const SUBMISSION_ROUTES = { lead: "/api/leads", contact: "/api/contact" } as const;

/** The site's server: the content proxy route, the submission endpoints and the embedded space's assets. */
export function createApp(env: AppEnv): Hono {
  const app = new Hono();
  const proxy = createContentProxy(env.content);
  app.all(`${CONTENT_PROXY_BASE}/*`, (context) => proxy(context.req.raw));
  const inbox = createInbox(env.dataDir);
  const leads = createSubmissionHandler({ kind: "lead", inbox, webhookUrl: env.leadWebhookUrl });
  const contacts = createSubmissionHandler({ kind: "contact", inbox, webhookUrl: env.contactWebhookUrl });
  app.all(SUBMISSION_ROUTES.lead, (context) => leads(context.req.raw));
  app.all(SUBMISSION_ROUTES.contact, (context) => contacts(context.req.raw));
  app.use("/embedded-assets/*", async (context, next) => {
    await next();
    if (context.res.status === 200) context.header("cache-control", "public, max-age=86400");
  });
  app.use(
    "/embedded-assets/*",
    serveStatic({ root: EMBEDDED_ASSETS_DIR, rewriteRequestPath: (path) => path.replace(/^\/embedded-assets/, "") }),
  );
  return app;
}
