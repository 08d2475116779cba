/**
 * A dist folder a site pass can run in, for tests: the SSR entry pointing at the sources (no build), an empty client
 * entry in a Vite manifest, and `space` written as the content file the pass reads (CONTENT_SPACE_FILE).
 */
import { writeFileSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";

export async function regenerationDist(
  prefix: string,
  space: unknown,
): Promise<{ distDir: string; spaceFile: string }> {
  const distDir = await mkdtemp(join(tmpdir(), prefix));
  const clientDir = join(distDir, "client");
  await mkdir(join(distDir, "ssr"), { recursive: true });
  await writeFile(
    join(distDir, "ssr", "entry-server.js"),
    `export * from ${JSON.stringify(fileURLToPath(new URL("../entry-server.tsx", import.meta.url)))};\n`,
  );
  await mkdir(join(clientDir, ".vite"), { recursive: true });
  await mkdir(join(clientDir, "assets"));
  await writeFile(
    join(clientDir, ".vite", "manifest.json"),
    JSON.stringify({ "src/entry-client.ts": { file: "assets/entry-client.js", isEntry: true, css: [] } }),
  );
  await writeFile(join(clientDir, "assets", "entry-client.js"), "");
  const spaceFile = join(distDir, "space.json");
  writeFileSync(spaceFile, JSON.stringify(space));
  return { distDir, spaceFile };
}

/** An entry or asset of the space file, as the tests edit it. */
export interface SpaceEntity {
  sys: Record<string, unknown> & { id: string };
  fields: Record<string, Record<string, unknown>>;
}

/** A rich-text node, as the tests edit a post's body. */
export interface RichNode {
  nodeType: string;
  value?: string;
  content?: RichNode[];
}

/** The site's configuration in these tests. */
export const PASS_CONFIG = {
  siteUrl: "https://www.example.com",
  schedulerUrl: "https://example.com/book",
  webVitals: false,
};

/** A working copy of the embedded space to edit, and its entry by id. */
export function editableSpace() {
  const space = structuredClone(embeddedSpace) as unknown as { entries: SpaceEntity[] };
  const entry = (id: string) => space.entries.find((candidate) => candidate.sys.id === id)!;
  return { space, entry };
}
