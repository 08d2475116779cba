import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Regenerator } from "../regenerator.js";
import { keepPending, PENDING_FILE, resumePending } from "./pending-work.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const distDir = () => {
  const folder = mkdtempSync(join(tmpdir(), "pending-"));
  folders.push(folder);
  return folder;
};

/** A regenerator that records what it is asked to queue. */
function recorder() {
  const queued = { changes: [] as string[], all: 0, paths: [] as string[] };
  const regenerator = {
    enqueue: (changes) => queued.changes.push(...changes.map((change) => `${change.kind}:${change.id}`)),
    enqueueAll: () => (queued.all += 1),
    enqueuePaths: (paths) => queued.paths.push(...paths),
  } as Pick<Regenerator, "enqueue" | "enqueueAll" | "enqueuePaths"> as Regenerator;
  return { queued, regenerator };
}

describe("work a stop leaves unrendered", () => {
  it("is kept in the build folder and queued again, once, at the next start", () => {
    const dir = distDir();
    const logs: string[] = [];
    keepPending(
      dir,
      {
        changes: [{ kind: "Entry", id: "post-1", revision: 4, contentType: "pageBlogPost" }],
        all: false,
        paths: ["/"],
      },
      (message) => logs.push(message),
    );
    expect(logs[0]).toContain("1 change(s), 1 path(s) not yet on the pages kept for the next start");
    const { queued, regenerator } = recorder();
    resumePending(dir, regenerator, (message) => logs.push(message));
    expect(queued).toEqual({ changes: ["Entry:post-1"], all: 0, paths: ["/"] });
    expect(existsSync(join(dir, PENDING_FILE))).toBe(false);
    const again = recorder();
    resumePending(dir, again.regenerator, () => undefined);
    expect(again.queued).toEqual({ changes: [], all: 0, paths: [] });
  });

  it("merges two stops' work when the first was never picked up", () => {
    const dir = distDir();
    keepPending(dir, { changes: [{ kind: "Asset", id: "a" }], all: false, paths: [] }, () => undefined);
    keepPending(dir, { changes: [{ kind: "Entry", id: "b" }], all: true, paths: [] }, () => undefined);
    const { queued, regenerator } = recorder();
    resumePending(dir, regenerator, () => undefined);
    expect(queued).toEqual({ changes: ["Asset:a", "Entry:b"], all: 1, paths: [] });
  });

  it("writes nothing when nothing is left", () => {
    const dir = distDir();
    keepPending(dir, { changes: [], all: false, paths: [] }, () => undefined);
    expect(existsSync(join(dir, PENDING_FILE))).toBe(false);
  });

  it("an unreadable file is named, kept aside and answered with a full re-render", () => {
    const dir = distDir();
    writeFileSync(join(dir, PENDING_FILE), '{"changes": [{"kind": "Page"}]');
    const logs: string[] = [];
    const { queued, regenerator } = recorder();
    resumePending(dir, regenerator, (message) => logs.push(message));
    expect(queued.all).toBe(1);
    expect(logs[0]).toContain(join(dir, PENDING_FILE));
    expect(logs[0]).toContain("rendering every page instead");
    expect(readFileSync(join(dir, `${PENDING_FILE}.unreadable`), "utf8")).toContain("Page");
  });
});
