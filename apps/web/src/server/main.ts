import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { readAppEnv } from "../env.js";

const env = readAppEnv();
const app = createApp(env);
serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const shown = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
  console.info(`Serving on http://${shown}:${info.port} (content: ${env.content.source ? "Contentful" : "embedded space"})`);
});
