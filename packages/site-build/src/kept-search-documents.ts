/**
 * The search index's documents kept between passes (dist/search-documents.json, beside the site record, never
 * served): each document with the keys of the reads that made it. A regeneration whose change reaches the search
 * index reads again only the documents whose reads the change reached (or whose query it could alter), and reuses
 * the others, instead of reading every entry of the space again.
 *
 * The file belongs to one state of the site: the record names it (`searchDocuments`, a generation written with the
 * file), and a file whose generation the record does not name (a pass that stopped between the two writes, a build
 * from before the file, another process's pass) is ignored: the next index is read whole, as the build does.
 */
import { randomUUID } from "node:crypto";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SearchDocument } from "@tupelo-medicare/site-search";
import type { SiteRecord } from "./site-record.js";
import type { SearchIndexDocument } from "./site-renderer.js";

export const SEARCH_DOCUMENTS_FILE = "search-documents.json";
const VERSION = 1;

interface KeptDocument {
  document: SearchDocument | null;
  /** Keys of its reads in the site record's `deps.reads`. */
  reads: string[];
}

interface KeptFile {
  version: number;
  generation: string;
  documents: Record<string, KeptDocument>;
}

/** The last file read or written, per build folder: a long-lived server does not parse it again every pass. */
const memo = new Map<string, KeptFile>();

const fileOf = (distDir: string) => join(distDir, SEARCH_DOCUMENTS_FILE);

/** The kept documents of the state `record` describes, or undefined when there are none (see the module comment). */
function readKept(distDir: string, record: SiteRecord): KeptFile | undefined {
  const generation = record.searchDocuments;
  if (!generation) return undefined;
  const remembered = memo.get(distDir);
  if (remembered?.generation === generation) return remembered;
  try {
    const kept = JSON.parse(readFileSync(fileOf(distDir), "utf8")) as KeptFile;
    if (kept.version !== VERSION || kept.generation !== generation || typeof kept.documents !== "object")
      return undefined;
    memo.set(distDir, kept);
    return kept;
  } catch {
    return undefined;
  }
}

/**
 * How a pass reuses kept documents: a document is reused when none of its reads is among `stale` (the reads the
 * change reached, and the queries whose answer it altered) and the record still holds every one of them.
 */
export function keptSearchDocuments(
  distDir: string,
  record: SiteRecord,
  stale: ReadonlySet<string>,
): ((key: string) => SearchIndexDocument | undefined) | undefined {
  const kept = readKept(distDir, record);
  if (!kept) return undefined;
  return (key) => {
    const entry = kept.documents[key];
    if (!entry || entry.reads.length === 0) return undefined;
    const reads = [];
    for (const readKey of entry.reads) {
      const read = record.deps.reads[readKey];
      if (!read || stale.has(readKey)) return undefined;
      reads.push({ key: readKey, read });
    }
    return { document: entry.document, reads };
  };
}

/**
 * Writes the documents of a search index just built (temporary file, then rename) and returns the generation for
 * the record; undefined (and no file) when the index came without documents (an SSR bundle from before them).
 */
export function writeKeptSearchDocuments(
  distDir: string,
  documents: ReadonlyMap<string, SearchIndexDocument>,
): string | undefined {
  const file = fileOf(distDir);
  if (documents.size === 0) {
    memo.delete(distDir);
    rmSync(file, { force: true });
    return undefined;
  }
  const kept: KeptFile = { version: VERSION, generation: randomUUID(), documents: {} };
  for (const [key, { document, reads }] of documents)
    kept.documents[key] = { document, reads: [...new Set(reads.map((read) => read.key))] };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(kept));
  renameSync(temporary, file);
  memo.set(distDir, kept);
  return kept.generation;
}
