/**
 * The site's server for the no-script form tests: a dist folder with the given pages prerendered from the embedded
 * space (the SSR bundle is the app's own entry), and an app with a leads database of its own whose webhooks answer 200.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentClient } from "@tupelo-medicare/content";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import type { renderPage } from "../entry-server.js";
import { readAppEnv } from "../env.js";
import { loadEntryServer } from "../server/ssr-bundle.js";
import { createApp } from "../server/app.js";
import { createSubmissions } from "../server/submissions.js";

export const FORM_POST_CONFIG = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};

/** Text as the browser shows it: tags dropped, entities decoded. */
export const shownText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A dist folder holding `paths` prerendered (from the embedded space unless `content` is given); returns its path. */
export async function prerenderedDist(
  paths: string[],
  content: ContentClient = createEmbeddedContentClient(),
): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), "form-post-"));
  await mkdir(join(distDir, "ssr"));
  const entry = fileURLToPath(new URL("../entry-server.tsx", import.meta.url));
  await writeFile(join(distDir, "ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};\n`);
  const server = (await loadEntryServer(distDir)) as Awaited<ReturnType<typeof loadEntryServer>> & {
    renderPage: typeof renderPage;
  };
  for (const path of paths) {
    const { html } = await server.renderPage(path, {
      content,
      assets: { script: "/assets/entry.js", styles: [], preload: [] },
      config: FORM_POST_CONFIG,
    });
    await mkdir(join(distDir, "client", path), { recursive: true });
    await writeFile(join(distDir, "client", path, "index.html"), html);
  }
  return distDir;
}

/** The app on `distDir` with its own data folder; `close()` stops it and removes the folder. */
export async function formPostSite(distDir: string, vars: Record<string, string>, endpoint: string) {
  const dataDir = await mkdtemp(join(tmpdir(), "form-post-data-"));
  const delivered: Array<{ url: string; body: unknown }> = [];
  const env = readAppEnv({ DATA_DIR: dataDir, ...vars });
  const submissions = createSubmissions(env, {
    post: (url, request) => {
      delivered.push({ url, body: JSON.parse(request.body) as unknown });
      return Promise.resolve({ status: 200, location: null });
    },
  });
  const app = createApp(env, { clientDir: join(distDir, "client"), distDir, submissions });
  await submissions.start();
  const stored = async () => {
    const records = [];
    for await (const record of submissions.service.store()!.iterate()) records.push(record);
    return records;
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const close = async () => {
    await submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, submissions, delivered, stored, post, close };
}
