/**
 * The exported file against contentful-import's own check. Its payload validation (a Joi schema, run as the
 * task "Validating content-file" before any request) is not exported from its bundle, so the test runs the
 * whole import, as `contentful space import` does, with dummy credentials against a local port that accepts
 * and drops connections: reaching that port proves the file passed validation, and nothing leaves the machine.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import type { Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type runContentfulImportType from "contentful-import";
import { exportSpaceToDirectory } from "./export-to-directory.js";
import type { DirectoryExport } from "./export-to-directory.js";
import type { ContentfulExport } from "../export-file/types.js";

// The package's ESM build imports date-fns subpaths Node cannot resolve; the CLI loads the CommonJS build too.
const runContentfulImport = createRequire(import.meta.url)("contentful-import") as typeof runContentfulImportType;

interface ImportRun {
  /** contentful-import's task log (verbose renderer) and error report. */
  output: string;
  /** The errors it collected (ContentfulMultiError.errors). */
  errors: Array<{ error?: { name?: string; message?: string } }>;
  /** Connections that reached the fake Management API host. */
  connections: number;
}

let dir: string;
let server: Server;
let port: number;
let connections = 0;
let exported: DirectoryExport;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "contentful-import-"));
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
  const space = JSON.parse(
    readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8"),
  ) as ContentfulExport;
  exported = await exportSpaceToDirectory({
    space,
    outDir: join(dir, "content-export"),
    assetsSource: {
      urlPrefix: "/embedded-assets/",
      dir: fileURLToPath(new URL("../../embedded-assets", import.meta.url)),
    },
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function runImport(contentFile: string, errorLogFile: string): Promise<ImportRun> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  vi.spyOn(console, "log").mockImplementation(capture);
  vi.spyOn(console, "error").mockImplementation(capture);
  const before = connections;
  let errors: ImportRun["errors"] = [];
  try {
    await runContentfulImport({
      spaceId: "dummy-space",
      managementToken: "dummy-token",
      contentFile,
      uploadAssets: true,
      assetsDirectory: exported.assetsDirectory,
      host: `127.0.0.1:${port}`,
      retryLimit: 0,
      useVerboseRenderer: true,
      errorLogFile,
    });
  } catch (error) {
    errors = (error as { errors?: ImportRun["errors"] }).errors ?? [{ error: error as Error }];
  } finally {
    vi.restoreAllMocks();
  }
  return { output: lines.join("\n"), errors, connections: connections - before };
}

describe("contentful-import's validation", () => {
  it("accepts the exported space.json and goes on to the network", async () => {
    const run = await runImport(exported.contentFile, join(dir, "valid-error-log.json"));
    expect(run.output).toContain("Validating content-file [completed]");
    expect(run.output).toContain("Checking if destination space already has any content and retrieving it [started]");
    expect(run.connections).toBeGreaterThan(0);
    expect(run.errors.map((entry) => entry.error?.name)).not.toContain("ValidationError");
    expect(run.errors.length).toBeGreaterThan(0);
    // Only the dropped connection failed: the file itself was accepted.
    for (const entry of run.errors) expect(entry.error?.message).toMatch(/socket|TLS|ECONN/i);
  });

  it("rejects a broken file (a content type field without an id) before any request", async () => {
    const broken = JSON.parse(readFileSync(exported.contentFile, "utf8")) as {
      contentTypes: Array<{ fields: Array<{ id?: string }> }>;
    };
    delete broken.contentTypes[0]!.fields[0]!.id;
    const brokenFile = join(dir, "broken.json");
    writeFileSync(brokenFile, JSON.stringify(broken));
    const run = await runImport(brokenFile, join(dir, "broken-error-log.json"));
    expect(run.output).toContain("Validating content-file [failed]");
    expect(run.errors.map((entry) => entry.error?.name)).toEqual(["ValidationError"]);
    expect(run.connections).toBe(0);
    expect(readFileSync(join(dir, "broken-error-log.json"), "utf8")).toContain("contentTypes[0].fields[0].id");
  });
});
