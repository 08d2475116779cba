/**
 * The SSR loader: the build's SSR bundle (dist/ssr/entry-server.js, loaded once per process) and the client build's
 * asset names (its .vite/manifest.json). The server renders its request-time answers (regions, form posts, previews)
 * through it, and regenerate/site-renderer.ts renders the site's pages through it (the one module of server/ that
 * regenerate/ may import: ARCHITECTURE.md, Layers).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BootAssets } from "../app/boot.js";
import type { EntryServer } from "../entry-server.js";

export type { EntryServer };

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

const entryServers = new Map<string, Promise<EntryServer>>();

/** The SSR bundle of a build (loaded once per process). */
export function loadEntryServer(distDir: string): Promise<EntryServer> {
  const file = join(distDir, "ssr", "entry-server.js");
  let loading = entryServers.get(file);
  if (!loading) {
    loading = import(pathToFileURL(file).href) as Promise<EntryServer>;
    entryServers.set(file, loading);
  }
  return loading;
}

/** The client build's entry (its key in .vite/manifest.json). */
const CLIENT_ENTRY = "src/entry-client.ts";
/** Draft preview's own build (vite.preview.config.ts), under the client folder. */
const PREVIEW_DIR = "assets/preview";

/** The URL of draft preview's script, or undefined when it was not built. */
async function readPreviewScript(clientDir: string): Promise<string | undefined> {
  // Not built (no preview build): no script. Any other failure to read it is the caller's to name.
  const text = await readFile(join(clientDir, PREVIEW_DIR, ".vite", "manifest.json"), "utf8").catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );
  if (!text) return undefined;
  const entry = Object.values(JSON.parse(text) as Record<string, ManifestChunk>).find((chunk) => chunk.isEntry);
  return entry ? `/${PREVIEW_DIR}/${entry.file}` : undefined;
}

/** The client build's entry script, stylesheets and the first view's font (and draft preview's script). */
export async function readBootAssets(clientDir: string): Promise<BootAssets> {
  const manifest = JSON.parse(await readFile(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client build has no entry in .vite/manifest.json");
  const previewScript = await readPreviewScript(clientDir);
  const assetFiles = await readdir(join(clientDir, "assets"));
  const font = assetFiles.find((file) => /atkinson-hyperlegible-next-latin-wght-normal.*\.woff2$/.test(file));
  return {
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
    preload: font ? [{ href: `/assets/${font}`, as: "font", type: "font/woff2" }] : [],
    ...(previewScript ? { previewScript } : {}),
  };
}
