/**
 * Writing the served site in place. Each page is written as its HTML and precompressed .br/.gz variants to
 * temporary names, then all three are renamed over the old ones in one synchronous step: a request reads either the
 * old file or the new one, never a half-written one, and the server (same event loop) never sees variants of two
 * versions. Removing a page unlinks its three files the same way.
 */
import { mkdirSync, renameSync, unlinkSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
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
    gz(body, { level: 9 }),
  ]);
  return { body, br, gz: gzipped };
}

let sequence = 0;
const tempName = (file: string) => `${file}.${process.pid}.${(sequence += 1)}.tmp`;

/** Writes the variants to temporary files; `commit()` renames them into place (synchronously, together). */
export async function stageFile(
  clientDir: string,
  relativeFile: string,
  variants: PageVariants,
): Promise<{ file: string; commit: () => void; discard: () => void }> {
  const file = join(clientDir, relativeFile);
  await mkdir(dirname(file), { recursive: true });
  const staged: Array<[string, string]> = [];
  const write = async (target: string, data: Buffer) => {
    const temp = tempName(target);
    await writeFile(temp, data);
    staged.push([temp, target]);
  };
  await Promise.all([
    write(file, variants.body),
    variants.br ? write(`${file}.br`, variants.br) : Promise.resolve(),
    variants.gz ? write(`${file}.gz`, variants.gz) : Promise.resolve(),
  ]);
  return {
    file,
    commit: () => {
      mkdirSync(dirname(file), { recursive: true });
      for (const [temp, target] of staged) renameSync(temp, target);
      // A page that lost its variants (now under the size limit) must not keep stale ones.
      if (!variants.br) unlinkQuietly(`${file}.br`);
      if (!variants.gz) unlinkQuietly(`${file}.gz`);
    },
    discard: () => {
      for (const [temp] of staged) unlinkQuietly(temp);
    },
  };
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
