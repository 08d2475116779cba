import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ConsentRecord } from "./consent-record.js";
import { createSubmissionStore, isSubmissionId } from "./submission-store.js";

const consent: ConsentRecord = {
  consentText: null,
  consentVersion: null,
  disclosureText: "d",
  disclosureVersion: "sha256:x",
  tpmoDisclaimer: null,
  page: "/",
  source: "s",
  receivedAt: "",
  userAgent: null,
};
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "store-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("submission store", () => {
  it("writes each submission as one private JSON file, read back by a new store (a restart)", async () => {
    const store = createSubmissionStore(dataDir);
    const first = await store.create({
      kind: "lead",
      body: { a: 1 },
      consent,
      state: "pending",
      receivedAt: new Date("2026-11-23T10:00:00Z"),
    });
    const second = await store.create({
      kind: "contact",
      body: { b: 2 },
      consent,
      state: "kept",
      receivedAt: new Date("2026-11-23T11:00:00Z"),
    });
    expect(isSubmissionId(first.id)).toBe(true);
    expect(first.idempotencyKey).toBe(`lead-${first.id}`);
    const files = (await readdir(join(dataDir, "submissions"))).filter((name) => name.endsWith(".json"));
    expect(files).toHaveLength(2);
    expect(files.some((name) => name.includes(".tmp"))).toBe(false);
    expect((await stat(join(dataDir, "submissions", `${first.id}.json`))).mode & 0o777).toBe(0o600);
    const reopened = createSubmissionStore(dataDir);
    expect((await reopened.list()).map((record) => record.id)).toEqual([first.id, second.id]);
    first.delivery.state = "delivered";
    await reopened.save(first);
    expect((await store.get(first.id))?.delivery.state).toBe("delivered");
    expect(JSON.parse(await readFile(join(dataDir, "submissions", `${first.id}.json`), "utf8"))).toMatchObject({
      body: { a: 1 },
      consent: { disclosureText: "d" },
    });
  });

  it("remembers visitors' Idempotency-Keys hashed, and refuses ids that are not its own", async () => {
    const store = createSubmissionStore(dataDir);
    const record = await store.create({ kind: "lead", body: {}, consent, state: "kept" });
    await store.rememberClientKey("lead", "visitor-key-123", record.id);
    expect(await store.idForClientKey("lead", "visitor-key-123")).toBe(record.id);
    expect(await store.idForClientKey("contact", "visitor-key-123")).toBeNull();
    expect((await readdir(join(dataDir, "submissions", "keys"))).join()).not.toContain("visitor-key");
    expect(await store.get("../../etc/passwd")).toBeNull();
    await store.remove(record.id);
    expect(await store.get(record.id)).toBeNull();
  });
});
