/**
 * A dist folder a site pass can run in, for tests: the SSR entry pointing at the sources (no build), an empty client
 * entry in a Vite manifest, and `space` written as the content file the pass reads (CONTENT_SPACE_FILE).
 */
import { writeFileSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

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
