/**
 * `pnpm content:export` options: the command line, and INIT_CWD (the folder pnpm was started in, which relative
 * paths and the default output folder are resolved against).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { DEFAULT_ASSET_HOST } from "./export-space.js";

export const DEFAULT_OUT_DIR = "content-export";

export const EXPORT_USAGE = `Usage: pnpm content:export [--out DIR] [--asset-host HOST]

Writes DIR/space.json (the content model, editor interfaces, locales, tags, entries and assets of the embedded
space) and DIR/assets/ for
  contentful space import --content-file DIR/space.json --upload-assets --assets-directory DIR/assets

  --out DIR          output folder (default: ${DEFAULT_OUT_DIR}/ in the folder pnpm was started in)
  --asset-host HOST  host given to the asset URLs (default: ${DEFAULT_ASSET_HOST}); the files go to DIR/assets/HOST/
  -h, --help         show this help`;

export interface ExportCommandOptions {
  outDir: string;
  assetHost: string;
  help: boolean;
}

const envSchema = z.object({ INIT_CWD: z.string().trim().min(1).optional().catch(undefined) });

/** Reads the command line (`argv` without node and the script); throws on unknown options. */
export function readExportOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): ExportCommandOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      out: { type: "string" },
      "asset-host": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  const base = envSchema.parse(env).INIT_CWD ?? cwd;
  return {
    outDir: resolve(base, values.out ?? DEFAULT_OUT_DIR),
    assetHost: values["asset-host"] ?? DEFAULT_ASSET_HOST,
    help: values.help ?? false,
  };
}
