/**
 * Writing the served site in place. Each page is written as its HTML and precompressed .br/.gz variants to
 * temporary names (`*.tmp`), then all three are renamed over the old ones in one synchronous step: a request reads
 * either the old file or the new one, never a half-written one, and the server (same event loop) never sees variants
 * of two versions. Removing a page unlinks its three files the same way. A write that fails or is abandoned removes
 * its temporary files; those of a process that died are swept by the next pass (`sweepStaleTemps`).
 */
import { mkdirSync, renameSync, unlinkSync } from "node:fs";
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli quality for pages. Measured on a 43 KB post page here: quality 11 takes 51 ms (7.9 KB), 9 takes 17 ms
 * (8.7 KB), 6 takes 1.3 ms (8.8 KB). At 1,400 pages 11 alone would cost 70 s; 6 is within 12 % of 11's size at
 * 1/40 of its time, which is what lets a page go live within a second of a change. Hashed JS/CSS is compressed
 * once, at 11, by the build.
 */
export const PAGE_BROTLI_QUALITY = 6;
/**
 * gzip level, for the few clients without brotli. Level 9 took 903 ms on the 1,000-post space's 2.8 MB
 * search-index.json (404 KB) and level 6 169 ms (433 KB, 7 % larger), under the same load (2026-11-27): every pass
 * that touches the index paid it.
 */
export const PAGE_GZIP_LEVEL = 6;
/** Text files smaller than this are served uncompressed. */
export const COMPRESS_MIN_BYTES = 1024;

export interface PageVariants {
  body: Buffer;
  br?: Buffer | undefined;
  gz?: Buffer | undefined;
}

/** The page and its compressed variants. */
export async function compressPage(html: string | Buffer, quality = PAGE_BROTLI_QUALITY): Promise<PageVariants> {
  const body = typeof html === "string" ? Buffer.from(html) : html;
  if (body.length < COMPRESS_MIN_BYTES) return { body };
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz(body, { level: PAGE_GZIP_LEVEL }),
  ]);
  return { body, br, gz: gzipped };
}

let sequence = 0;
const tempName = (file: string) => `${file}.${process.pid}.${(sequence += 1)}.tmp`;

/**
 * A staged file as data: where it goes, its temporary files (temporary name, target) and which variants it has. A
 * render worker stages a page and hands this back; the pass's thread commits it with the others (stagedFileOf).
 */
export interface StagedFileDescription {
  file: string;
  temps: Array<[string, string]>;
  br: boolean;
  gz: boolean;
}

/** A file written to temporary names, waiting to be renamed into place. */
export interface StagedFile {
  file: string;
  /** What was staged, as data another thread can commit or discard (stagedFileOf). */
  description: StagedFileDescription;
  /** Renames the variants into place, synchronously and together. */
  commit: () => void;
  /** Removes the temporary files. */
  discard: () => void;
}

/** The staged file a description names (written by this thread or by a render worker). */
export function stagedFileOf(description: StagedFileDescription): StagedFile {
  const { file, temps } = description;
  return {
    file,
    description,
    commit: () => {
      mkdirSync(dirname(file), { recursive: true });
      for (const [temp, target] of temps) renameSync(temp, target);
      // A page that lost its variants (now under the size limit) must not keep stale ones.
      if (!description.br) unlinkQuietly(`${file}.br`);
      if (!description.gz) unlinkQuietly(`${file}.gz`);
    },
    discard: () => {
      for (const [temp] of temps) unlinkQuietly(temp);
    },
  };
}

/**
 * Writes the variants to temporary files; `commit()` renames them into place (synchronously, together). When a
 * write fails (a full disk) or `signal` aborts, the temporary files already written are removed before it throws.
 */
export async function stageFile(
  clientDir: string,
  relativeFile: string,
  variants: PageVariants,
  signal?: AbortSignal,
): Promise<StagedFile> {
  signal?.throwIfAborted();
  const file = join(clientDir, relativeFile);
  await mkdir(dirname(file), { recursive: true });
  const staged: Array<[string, string]> = [];
  const write = async (target: string, data: Buffer) => {
    const temp = tempName(target);
    // Recorded before writing: a write that fails half-way is removed too.
    staged.push([temp, target]);
    await writeFile(temp, data, signal ? { signal } : {});
  };
  const writes = await Promise.allSettled([
    write(file, variants.body),
    variants.br ? write(`${file}.br`, variants.br) : Promise.resolve(),
    variants.gz ? write(`${file}.gz`, variants.gz) : Promise.resolve(),
  ]);
  const failed = writes.find((write) => write.status === "rejected");
  if (failed || signal?.aborted) {
    for (const [temp] of staged) unlinkQuietly(temp);
    // An aborted write says only "aborted": the signal's reason says why.
    throw signal?.aborted ? signal.reason : (failed as PromiseRejectedResult).reason;
  }
  return stagedFileOf({ file, temps: staged, br: variants.br !== undefined, gz: variants.gz !== undefined });
}

/**
 * Stages every file, `limit` at a time; when any fails or `signal` aborts, every file staged (or being staged) is
 * discarded before it throws, so no temporary file is left behind.
 */
export async function stageFiles(
  clientDir: string,
  files: ReadonlyArray<{ file: string; variants: () => Promise<PageVariants> }>,
  signal?: AbortSignal,
  limit = 8,
): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < files.length) {
      const item = files[next++]!;
      try {
        signal?.throwIfAborted();
        staged.push(await stageFile(clientDir, item.file, await item.variants(), signal));
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, files.length)) }, lane));
  if (signal?.aborted) failure = { error: signal.reason };
  if (failure) {
    for (const file of staged) file.discard();
    throw failure.error;
  }
  return staged;
}

/** Commits every staged file in one synchronous step; if a rename fails, the rest are discarded and it throws. */
export function commitFiles(staged: readonly StagedFile[]): void {
  try {
    for (const file of staged) file.commit();
  } catch (error) {
    for (const file of staged) file.discard();
    throw error;
  }
}

/** A temporary file of an interrupted write: this module's, the site record's or the service worker's. */
const STALE_TEMP = /\.tmp$/;

/**
 * Removes temporary files left in the build folder by writes that were interrupted (a process that died, a full
 * disk): under `client/` at any depth, and beside it (the site record's). Call holding the build folder's lock, so
 * no pass is staging files meanwhile. Returns the files removed (relative to `distDir`) and logs them.
 */
export async function sweepStaleTemps(distDir: string, log: (message: string) => void): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string, deep: boolean) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (deep) await walk(path, true);
      } else if (STALE_TEMP.test(entry.name)) found.push(path);
    }
  };
  await walk(distDir, false);
  await walk(join(distDir, "client"), true);
  const removed: string[] = [];
  for (const path of found) {
    try {
      await unlink(path);
      removed.push(relative(distDir, path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  if (removed.length > 0)
    log(`[regenerate] removed ${removed.length} temporary file(s) left by interrupted writes: ${removed.join(", ")}`);
  return removed;
}

/** Removes a page's file and its variants. */
export function removeFile(clientDir: string, relativeFile: string): void {
  const file = join(clientDir, relativeFile);
  for (const name of [file, `${file}.br`, `${file}.gz`]) unlinkQuietly(name);
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
