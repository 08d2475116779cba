/**
 * The service worker's precache list, written without Workbox: what a running site needs to refresh sw.js after
 * it rewrote a precached page. The build (`generateServiceWorker`) saves a template: Workbox's worker with its list
 * cut out, the app shell's entries (hashed files that only a build changes) and the named files (the offline page,
 * a search page...) whose revisions are read again each time. Both the build and a refresh fill the template here,
 * so for the same files they write the same sw.js.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** One precached file: its URL relative to the worker, and its content's MD5 (what Workbox computes). */
export interface PrecacheEntry {
  url: string;
  revision: string;
  /** In bytes. */
  size: number;
}

/** What the build saves for refreshing sw.js without Workbox (see `generateServiceWorker`'s `templateDest`). */
export interface ServiceWorkerTemplate {
  version: typeof TEMPLATE_VERSION;
  /** The generated worker, with PRECACHE_PLACEHOLDER where its precache list goes. */
  source: string;
  /** The app shell's entries as the build hashed them (sorted by URL). */
  shell: PrecacheEntry[];
  /** The offline page's file, hashed again on every refresh. */
  offlinePage: string;
  /** The other named files precached at build time, hashed again on every refresh. */
  precache: string[];
  maximumFileSizeToCacheInBytes: number;
}

export interface RenderServiceWorkerOptions {
  /** The template the build wrote. */
  templateFile: string;
  /** The built site folder the named files are read from. */
  clientDir: string;
  /** The named files to precache now besides the offline page. @defaultValue the build's list */
  precache?: string[];
}

export interface RenderedServiceWorker {
  /** The worker's text, to write to sw.js. */
  source: string;
  /** Files precached. */
  count: number;
  /** Their total size in bytes. */
  size: number;
  /** Named files left out (missing, or over the size limit). */
  warnings: string[];
}

export const TEMPLATE_VERSION = 1;
/** Stands for the precache list in a template's source. */
export const PRECACHE_PLACEHOLDER = "__TUPELO_PRECACHE_MANIFEST__";
/** Workbox's default largest precached file. */
export const DEFAULT_MAXIMUM_FILE_SIZE = 2 * 1024 * 1024;

const GLOB_CHARACTERS = /[*?[\]{}!]/;

/** Throws unless every named file is a plain path (a refresh reads them directly, no globbing). */
export function checkNamedFiles(files: readonly string[]): void {
  for (const file of files)
    if (GLOB_CHARACTERS.test(file))
      throw new Error(`Precached files are named, not matched: '${file}' looks like a glob pattern.`);
}

/** The precache entry of a named file, or a warning saying why it is left out. */
async function namedEntry(
  clientDir: string,
  url: string,
  maximumSize: number,
): Promise<{ entry: PrecacheEntry } | { warning: string }> {
  let body: Buffer;
  try {
    body = await readFile(join(clientDir, url));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return { warning: `${url} is not in ${clientDir}: it is left out of the precache.` };
    throw error;
  }
  if (body.length > maximumSize)
    return {
      warning: `${url} is ${body.length} bytes, more than the ${maximumSize} allowed (maximumFileSizeToCacheInBytes): it is left out of the precache.`,
    };
  return { entry: { url, revision: createHash("md5").update(body).digest("hex"), size: body.length } };
}

/** The precache list as the worker's code: the array Workbox itself writes (`[{url:"…",revision:"…"},…]`). */
export function precacheListSource(entries: readonly PrecacheEntry[]): string {
  return `[${entries.map((entry) => `{url:${JSON.stringify(entry.url)},revision:${JSON.stringify(entry.revision)}}`).join(",")}]`;
}

/** Reads a template the build wrote; says what to do when there is none. */
export async function readServiceWorkerTemplate(templateFile: string): Promise<ServiceWorkerTemplate> {
  let text: string;
  try {
    text = await readFile(templateFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(
        `No service-worker template at ${templateFile}: the build that wrote sw.js did not save one (build again).`,
        { cause: error },
      );
    throw error;
  }
  const template = JSON.parse(text) as Partial<ServiceWorkerTemplate>;
  if (
    template.version !== TEMPLATE_VERSION ||
    typeof template.source !== "string" ||
    template.source.split(PRECACHE_PLACEHOLDER).length !== 2 ||
    !Array.isArray(template.shell) ||
    typeof template.offlinePage !== "string" ||
    !Array.isArray(template.precache) ||
    typeof template.maximumFileSizeToCacheInBytes !== "number"
  )
    throw new Error(`The service-worker template ${templateFile} is not one this version wrote (build again).`);
  return template as ServiceWorkerTemplate;
}

/** Fills a template: the app shell as built, the named files as they are now. */
export async function fillServiceWorkerTemplate(
  template: ServiceWorkerTemplate,
  clientDir: string,
  precache: readonly string[] = template.precache,
): Promise<RenderedServiceWorker> {
  checkNamedFiles(precache);
  const named = [...new Set([template.offlinePage, ...precache])];
  const shell = template.shell.filter((entry) => !named.includes(entry.url));
  const warnings: string[] = [];
  const entries = [...shell];
  for (const url of named) {
    const result = await namedEntry(clientDir, url, template.maximumFileSizeToCacheInBytes);
    if ("entry" in result) entries.push(result.entry);
    else warnings.push(result.warning);
  }
  const [before, after] = template.source.split(PRECACHE_PLACEHOLDER) as [string, string];
  return {
    source: `${before}${precacheListSource(entries)}${after}`,
    count: entries.length,
    size: entries.reduce((total, entry) => total + entry.size, 0),
    warnings,
  };
}

/**
 * The service worker the build would write for the files in `clientDir` now, from the template the build saved:
 * plain file reads and MD5 hashes, no Workbox (so a running server never loads build tooling).
 */
export async function renderServiceWorker({
  templateFile,
  clientDir,
  precache,
}: RenderServiceWorkerOptions): Promise<RenderedServiceWorker> {
  return fillServiceWorkerTemplate(await readServiceWorkerTemplate(templateFile), clientDir, precache);
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
export async function writeFileAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
