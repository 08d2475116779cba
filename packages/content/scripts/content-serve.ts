/**
 * `pnpm content:serve`: a local Contentful-compatible content server over a space file, configured from the
 * environment (see .env.example, "Local content server").
 */
import { fileURLToPath } from "node:url";
import { createContentServer, readContentServerEnv } from "../src/content-server/index.js";
import type { ContentServerEnv } from "../src/content-server/index.js";

const embeddedFile = fileURLToPath(new URL("../src/embedded/space.json", import.meta.url));

async function main(): Promise<void> {
  let config: ContentServerEnv;
  try {
    config = readContentServerEnv(process.env, { defaultFile: embeddedFile });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return;
  }
  const server = await createContentServer({
    file: config.file,
    port: config.port,
    host: config.host,
    spaceId: config.spaceId,
    environmentId: config.environmentId,
    accessToken: config.accessToken,
    previewAccessToken: config.previewAccessToken,
    webhookUrl: config.webhookUrl,
    webhookSecret: config.webhookSecret,
    control: config.control,
  });
  console.info(`Content server for ${config.file} on ${server.url} (space ${config.spaceId})`);
  console.info(
    `Read it with CONTENTFUL_HOST=${server.host} CONTENTFUL_INSECURE=true CONTENTFUL_SPACE_ID=${config.spaceId} ` +
      `CONTENTFUL_ACCESS_TOKEN=${config.accessToken ? "<the token>" : "<any>"}`,
  );
  console.info(
    `Preview API (drafts) on the same address for the token CONTENTFUL_PREVIEW_ACCESS_TOKEN=${config.previewAccessToken}: ` +
      `CONTENTFUL_PREVIEW_HOST=${server.host} CONTENTFUL_PREVIEW_ACCESS_TOKEN=${config.previewAccessToken}`,
  );
  if (config.webhookUrl)
    console.info(`Webhooks to ${config.webhookUrl} (${config.webhookSecret ? "signed" : "unsigned"})`);
  if (config.control) console.info(`Control hooks on: POST ${server.url}/__control/fail | stale | clear`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping the content server`);
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
