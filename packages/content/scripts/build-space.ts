/**
 * Writes src/embedded/space.json: the embedded Contentful space (export format) from the content model and the
 * authored content in scripts/space/content/. Run with `pnpm --filter @tupelo-medicare/content space`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEmbeddedSpace } from "./space/embedded-space.js";

const target = join(import.meta.dirname, "..", "src", "embedded", "space.json");
const space = buildEmbeddedSpace();
writeFileSync(target, JSON.stringify(space, null, 1) + "\n");
console.log(
  `Wrote ${target}: ${space.entries.length} entries, ${space.assets.length} assets, ${space.contentTypes.length} content types.`,
);
