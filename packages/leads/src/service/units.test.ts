/**
 * The leads service's units alone: the health report (before the database opens, with its counts, a database that
 * stops answering, the cache window), the appointments' calls (unavailable until open; the queue woken only when an
 * event was written), the reopen loop (tries until open, stops on a throw or stop()), and the open steps on a real
 * SQLite folder (opened and migrated; a folder that cannot be made is `{ error }`; an import that fails is logged).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppointmentStore } from "../appointment-store.js";
import { createSubmissionStore } from "../submission-store.js";
import { oldRecord, writeOldRecord } from "../test-support/file-store.js";
import type { SubmissionStore } from "../submission-store.js";
import { APPOINTMENTS_UNAVAILABLE, createServiceAppointments } from "./appointments.js";
import { createHealthReport, HEALTH_CACHE_MS } from "./health.js";
import type { HealthState } from "./health.js";
import { importOldStore, openMigrated } from "./open-steps.js";
import { createReopenLoop } from "./reopen.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "leads-service-units-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const storeHealth = { waiting: 2, dead: 1, oldestWaitingSeconds: 30, oldestKeptAt: "2026-11-01T00:00:00.000Z" };
function fakeStore(options: { fail?: boolean } = {}) {
  const reads = { health: 0 };
  const store = {
    health: () => {
      reads.health += 1;
      return options.fail ? Promise.reject(new Error("connection reset")) : Promise.resolve(storeHealth);
    },
    mailHealth: () => Promise.resolve({ waiting: 3, scheduled: 4, dead: 0, oldestWaitingSeconds: 5 }),
    appointments: { health: () => Promise.resolve({ upcoming: 7, waitingForDelivery: 1 }) },
  } as unknown as SubmissionStore;
  return { store, reads };
}
const schema = { version: 3, latest: 3 } as HealthState["schema"];

describe("the health report", () => {
  const options = (state: () => HealthState, now = () => 0) => ({
    dialect: "sqlite" as const,
    dataDir: "/srv/data",
    retentionDays: 1826,
    soaRetentionDays: 3653,
    mail: { reminderOffsetsMs: [86_400_000] } as never,
    state,
    now,
  });

  it("before the database opens: not ok, the last error (or 'starting'), no counts", async () => {
    const state: HealthState = {
      store: undefined,
      schema: undefined,
      location: undefined,
      lastError: null,
      smtpError: null,
    };
    let at = 0;
    const report = createHealthReport(
      options(
        () => state,
        () => at,
      ),
    );
    expect(await report()).toMatchObject({
      ok: false,
      database: { ok: false, location: "/srv/data", error: "starting", schemaVersion: null },
      submissions: { waitingForDelivery: null, retentionDays: 1826 },
      appointments: { upcoming: null, soaRetentionDays: 3653 },
      mail: { enabled: true, waiting: null, reminders: ["24h"] },
    });
    state.lastError = "cannot open the database: EACCES";
    at += HEALTH_CACHE_MS + 1;
    expect((await report()).database.error).toBe("cannot open the database: EACCES");
  });

  it("once open: the store's counts, the appointments' and the e-mail's, read once per cache window", async () => {
    const { store, reads } = fakeStore();
    let at = 0;
    const report = createHealthReport(
      options(
        () => ({ store, schema, location: "/srv/data/leads.sqlite", lastError: null, smtpError: "ECONNREFUSED" }),
        () => at,
      ),
    );
    const first = await report();
    expect(first).toMatchObject({
      ok: true,
      database: { ok: true, location: "/srv/data/leads.sqlite", schemaVersion: 3, latestSchemaVersion: 3, error: null },
      submissions: { waitingForDelivery: 2, dead: 1, oldestWaitingSeconds: 30, oldestKeptAt: storeHealth.oldestKeptAt },
      appointments: { waitingForDelivery: 1, upcoming: 7 },
      mail: { enabled: true, smtpError: "ECONNREFUSED", waiting: 3, scheduled: 4, dead: 0 },
    });
    at += HEALTH_CACHE_MS;
    expect(await report()).toBe(first);
    expect(reads.health).toBe(1);
    at += 1;
    await report();
    expect(reads.health).toBe(2);
  });

  it("a database that stops answering: not ok, the reason, the counts null", async () => {
    const { store } = fakeStore({ fail: true });
    const report = createHealthReport(
      options(() => ({ store, schema, location: "db", lastError: null, smtpError: null })),
    );
    const health = await report();
    expect(health.ok).toBe(false);
    expect(health.database.error).toBe("cannot reach the database: connection reset");
    expect(health.submissions.waitingForDelivery).toBeNull();
  });
});

describe("the appointments' calls", () => {
  it("throw until the database is open", async () => {
    const appointments = createServiceAppointments(
      () => undefined,
      () => undefined,
    );
    await expect(async () => appointments.get("a")).rejects.toThrow(APPOINTMENTS_UNAVAILABLE);
  });

  it("wake the queue only when an event was written", async () => {
    const wake = vi.fn();
    const cancelBooked = vi.fn().mockResolvedValueOnce(0).mockResolvedValueOnce(3);
    const store = {
      reschedule: vi.fn().mockResolvedValueOnce({ status: "moved" }).mockResolvedValueOnce({ status: "slot-taken" }),
      cancel: vi
        .fn()
        .mockResolvedValueOnce({ status: "cancelled", eventId: "e1" })
        .mockResolvedValueOnce({ status: "already-cancelled", eventId: null }),
      cancelBooked,
    } as unknown as AppointmentStore;
    const appointments = createServiceAppointments(() => store, wake);
    const to = { start: new Date(), end: new Date(), capacity: 1 };
    expect(await appointments.reschedule("a", to)).toBe("moved");
    expect(await appointments.reschedule("a", to)).toBe("slot-taken");
    expect(wake).toHaveBeenCalledTimes(1);
    expect(await appointments.cancelAppointment("a", "asked")).toBe("cancelled");
    expect(await appointments.cancelAppointment("a", "asked")).toBe("already-cancelled");
    expect(wake).toHaveBeenCalledTimes(2);
    expect(await appointments.cancelAppointments({ bookedSince: new Date(0) })).toBe(0);
    expect(await appointments.cancelAppointments({ bookedSince: new Date(0) })).toBe(3);
    expect(wake).toHaveBeenCalledTimes(3);
    expect(cancelBooked).toHaveBeenCalledWith({ bookedSince: new Date(0), reason: "cancelled by the office" });
  });
});

describe("the reopen loop", () => {
  it("tries every interval until a try opens, then says so once", async () => {
    vi.useFakeTimers();
    const open = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const opened = vi.fn();
    const loop = createReopenLoop({ open, opened, failed: vi.fn(), everyMs: 1000 });
    loop.schedule();
    await vi.advanceTimersByTimeAsync(999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(open).toHaveBeenCalledTimes(3);
    expect(opened).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(open).toHaveBeenCalledTimes(3);
  });

  it("ends on a try that throws, and after stop() tries nothing", async () => {
    vi.useFakeTimers();
    const failed = vi.fn();
    const throwing = createReopenLoop({
      open: () => Promise.reject(new Error("newer schema")),
      opened: vi.fn(),
      failed,
      everyMs: 10,
    });
    throwing.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(failed).toHaveBeenCalledTimes(1);
    const open = vi.fn().mockResolvedValue(false);
    const stopped = createReopenLoop({ open, opened: vi.fn(), failed: vi.fn(), everyMs: 10 });
    stopped.schedule();
    stopped.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(open).not.toHaveBeenCalled();
  });
});

describe("the open steps on SQLite", () => {
  it("opens and migrates a folder; a folder that cannot be made is an error to try again", async () => {
    const lines: string[] = [];
    const dataDir = tempDir();
    const migrated = await openMigrated({ dataDir }, (line) => lines.push(line));
    if ("error" in migrated) throw new Error(migrated.error);
    expect(migrated.schema.version).toBe(migrated.schema.latest);
    expect(lines.join("\n")).toMatch(/applied migrations? /);
    await migrated.database.close();

    const file = join(tempDir(), "a-file");
    writeFileSync(file, "not a folder");
    const refused = await openMigrated({ dataDir: join(file, "data") }, () => undefined);
    expect(refused).toEqual({ error: expect.stringMatching(/^cannot open the database: .*ENOTDIR/) as unknown });
  });

  it("an old store that cannot be imported is logged and left for the next start", async () => {
    const dataDir = tempDir();
    const migrated = await openMigrated({ dataDir }, () => undefined);
    if ("error" in migrated) throw new Error(migrated.error);
    const store = createSubmissionStore(migrated.database);
    const failing = { ...store, importAll: () => Promise.reject(new Error("disk I/O error")) } as SubmissionStore;
    writeOldRecord(dataDir, oldRecord(0));
    const lines: string[] = [];
    await importOldStore(dataDir, failing, { queue: false, log: (line) => lines.push(line) });
    await migrated.database.close();
    expect(lines.some((line) => line.includes("could not be imported now") && line.includes("next start"))).toBe(true);
  });
});
