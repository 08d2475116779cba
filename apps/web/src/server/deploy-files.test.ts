/**
 * deploy/ as an office would install it: the systemd units pass `systemd-analyze verify` and keep their hardening,
 * the settings the server must run with cannot be changed by the office's environment file, the code is read-only to
 * the service, the daily backup writes whole private copies and rotates them, `deploy/leads` runs the CLI as the
 * unit does, and Caddy (Debian's caddy) accepts the Caddyfile with its imported site block. The proxy itself (and its
 * 414 for a long address) is tested end to end in e2e/caddy-proxy.spec.ts.
 */
import { execFile } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { STOP_DEADLINE_MS } from "./graceful-stop.js";

const run = promisify(execFile);
const deployDir = join(import.meta.dirname, "..", "..", "..", "..", "deploy");
const webDir = join(deployDir, "..", "apps", "web");
const unitFile = join(deployDir, "tupelo-medicare.service");
const unit = readFileSync(unitFile, "utf8");
const backupUnit = readFileSync(join(deployDir, "tupelo-medicare-backup.service"), "utf8");
const backupTimer = readFileSync(join(deployDir, "tupelo-medicare-backup.timer"), "utf8");
const work = mkdtempSync(join(tmpdir(), "deploy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * `systemd-analyze verify` on a unit text (with the other units of deploy/ beside it, as installed): what it prints
 * (nothing when the units are sound).
 */
async function verify(text: string, name = "tupelo-medicare.service"): Promise<string> {
  const units = {
    "tupelo-medicare.service": unit,
    "tupelo-medicare-backup.service": backupUnit,
    "tupelo-medicare-backup.timer": backupTimer,
    [name]: text,
  };
  for (const [file, content] of Object.entries(units)) writeFileSync(join(work, file), content);
  const { stdout, stderr } = await run("systemd-analyze", [
    "verify",
    ...Object.keys(units).map((file) => join(work, file)),
  ]).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? "",
    stderr: `${error.stderr ?? ""}failed`,
  }));
  return `${stdout}${stderr}`.trim();
}

const settingOf = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((match) => match[1]!);
const setting = (name: string) => settingOf(unit, name);

/** The settings the server must run with under systemd: the unit gives them, never the office's file. */
const FIXED = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "3000",
  DATA_DIR: "%S/tupelo-medicare",
  SITE_DIR: "%S/tupelo-medicare-site",
  TRUST_PROXY: "loopback",
};
const fixedAssignments = Object.entries(FIXED)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");

/** A systemd size (512M, 1G) in MiB. */
const mebibytes = (value: string) => {
  const match = /^(\d+)([KMG])$/.exec(value);
  if (!match) throw new Error(`not a size: ${value}`);
  return Number(match[1]) * { K: 1 / 1024, M: 1, G: 1024 }[match[2] as "K" | "M" | "G"];
};

/** The names an environment file sets (NAME=value lines). */
const namesIn = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);

describe("the systemd unit", () => {
  it("passes systemd-analyze verify, which catches a misspelt option", async () => {
    expect(await verify(unit)).toBe("");
    expect(await verify(unit.replace("NoNewPrivileges=yes", "NoNewPrivilegs=yes"))).toContain("Unknown key");
  });

  it("runs the built server as its own user, with its state directory as DATA_DIR and the office's environment file", () => {
    expect(setting("User")).toEqual(["tupelo-medicare"]);
    expect(setting("StateDirectory")).toEqual(["tupelo-medicare tupelo-medicare-site"]);
    expect(setting("EnvironmentFile")).toEqual(["/etc/tupelo-medicare/env"]);
    expect(setting("ExecStart")).toEqual([
      `/usr/bin/env ${fixedAssignments} /usr/bin/node --max-old-space-size=${heapMb()} dist/server/main.js`,
    ]);
    expect(setting("Restart")).toEqual(["on-failure"]);
    expect(setting("RestartPreventExitStatus")).toEqual(["78"]);
    expect(Number(setting("LimitNOFILE")[0])).toBeGreaterThanOrEqual(65536);
  });

  it("gives the graceful stop more time than it takes", () => {
    expect(Number(setting("TimeoutStopSec")[0]) * 1000).toBeGreaterThan(STOP_DEADLINE_MS);
    expect(setting("KillSignal")).toEqual(["SIGTERM"]);
  });

  it("gives the fixed settings on the command line, where no line of the environment file can change them", async () => {
    // EnvironmentFile= outranks Environment=: none of them may be set there (or anywhere the file could win).
    for (const line of setting("Environment")) expect(Object.keys(FIXED)).not.toContain(line.split("=")[0]);
    // systemd runs ExecStart with the file's variables in the environment; env(1) then sets the fixed ones over them.
    const [command, ...args] = setting("ExecStart")[0]!.replace(/%S/g, "/var/lib").split(" ");
    const main = args.indexOf("/usr/bin/node");
    const { stdout } = await run(
      command!,
      [...args.slice(0, main), process.execPath, "-e", "process.stdout.write(JSON.stringify(process.env))"],
      {
        env: {
          PATH: process.env.PATH,
          // An env file started from .env.example, as M2 of the security review found.
          ...Object.fromEntries(
            namesIn(readFileSync(join(deployDir, "..", ".env.example"), "utf8")).map((name) => [name, "x"]),
          ),
          TRUST_PROXY: "false",
          DATA_DIR: ".data",
          PORT: "4173",
          HOST: "0.0.0.0",
          NODE_ENV: "development",
          SITE_URL: "https://medicare.example.com",
        },
      },
    );
    const seen = JSON.parse(stdout) as Record<string, string>;
    expect(seen).toMatchObject({
      ...FIXED,
      DATA_DIR: "/var/lib/tupelo-medicare",
      SITE_DIR: "/var/lib/tupelo-medicare-site",
    });
    expect(seen.SITE_URL).toBe("https://medicare.example.com");
  });

  it("keeps the server's heap below MemoryHigh, below MemoryMax, and bounds its threads", () => {
    const [high, max] = [mebibytes(setting("MemoryHigh")[0]!), mebibytes(setting("MemoryMax")[0]!)];
    // The heap is what Node's collector holds to; the rest of the process (code, buffers, the render workers'
    // own heaps, compressed pages) needs room above it.
    expect(heapMb()).toBeGreaterThanOrEqual(256);
    expect(heapMb() * 1.5).toBeLessThanOrEqual(high);
    expect(high).toBeLessThan(max);
    expect(setting("MemorySwapMax")).toEqual(["0"]);
    const tasks = Number(setting("TasksMax")[0]);
    expect(tasks).toBeGreaterThanOrEqual(64);
    expect(tasks).toBeLessThanOrEqual(512);
  });

  it("can write its state and the site it regenerates (SITE_DIR), never the build or the code it runs", () => {
    // ProtectSystem=strict: everything outside the state directories (the checkout, dist/ and its code) is read-only,
    // and nothing makes a path of the checkout writable again.
    expect(setting("ProtectSystem")).toEqual(["strict"]);
    expect(setting("ReadWritePaths")).toEqual([]);
    expect(unit).not.toMatch(/^(ReadWritePaths|BindPaths)=.*\/opt\//m);
    expect(setting("StateDirectory")[0]!.split(" ")).toContain("tupelo-medicare-site");
    expect(setting("ExecStart")[0]).toContain(" SITE_DIR=%S/tupelo-medicare-site ");
    expect(setting("WorkingDirectory")).toEqual(["/opt/tupelo-medicare/apps/web"]);
    expect(setting("ExecStart")[0]).toMatch(/ dist\/server\/main\.js$/);
  });

  it("keeps systemd's hardening on", () => {
    for (const [name, value] of Object.entries({
      NoNewPrivileges: "yes",
      ProtectSystem: "strict",
      ProtectHome: "yes",
      PrivateTmp: "yes",
      PrivateDevices: "yes",
      RestrictSUIDSGID: "yes",
      PrivateMounts: "yes",
      CapabilityBoundingSet: "",
    }))
      expect(setting(name), name).toEqual([value]);
  });
});

/** The heap limit the unit gives Node (MiB). */
function heapMb(): number {
  return Number(/--max-old-space-size=(\d+)/.exec(setting("ExecStart")[0] ?? "")?.[1]);
}

describe("the office's environment file (deploy/env.example)", () => {
  const example = readFileSync(join(deployDir, "env.example"), "utf8");
  const names = namesIn(example);

  it("holds the office's own settings, none of the fixed ones, each described in .env.example", () => {
    expect(names).toEqual(expect.arrayContaining(["SITE_URL", "LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"]));
    for (const name of Object.keys(FIXED)) expect(names).not.toContain(name);
    const documented = namesIn(readFileSync(join(deployDir, "..", ".env.example"), "utf8"));
    for (const name of names) expect(documented, name).toContain(name);
  });

  it("starts a server in production as it is, with the unit's fixed settings", () => {
    const values = Object.fromEntries(
      example
        .split("\n")
        .filter((line) => /^[A-Z]/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
    );
    const env = readAppEnv(
      { ...values, ...FIXED, DATA_DIR: "/var/lib/tupelo-medicare" },
      "/opt/tupelo-medicare/apps/web",
    );
    expect(env).toMatchObject({ port: 3000, host: "127.0.0.1", dataDir: "/var/lib/tupelo-medicare" });
  });

  it("is what deploy/README.md says to start from", () => {
    expect(readFileSync(join(deployDir, "README.md"), "utf8")).toMatch(
      /install -m 0600 .*deploy\/env\.example \/etc\/tupelo-medicare\/env/,
    );
  });
});

describe("the daily backup", () => {
  const backupSetting = (name: string) => settingOf(backupUnit, name);

  it("passes systemd-analyze verify, timer and service", async () => {
    expect(await verify(backupUnit, "tupelo-medicare-backup.service")).toBe("");
    expect(await verify(backupTimer, "tupelo-medicare-backup.timer")).toBe("");
    expect(await verify(backupTimer.replace("Persistent=", "Persistant="), "tupelo-medicare-backup.timer")).toContain(
      "Unknown key",
    );
  });

  it("runs daily, catching up a day the machine was off", () => {
    expect(settingOf(backupTimer, "OnCalendar")).toHaveLength(1);
    expect(settingOf(backupTimer, "Persistent")).toEqual(["yes"]);
    expect(settingOf(backupTimer, "WantedBy")).toEqual(["timers.target"]);
  });

  it("runs deploy/backup-leads as the server's user, with its environment file and the same fixed settings", () => {
    expect(backupSetting("Type")).toEqual(["oneshot"]);
    expect(backupSetting("User")).toEqual(setting("User"));
    expect(backupSetting("EnvironmentFile")).toEqual(setting("EnvironmentFile"));
    expect(backupSetting("WorkingDirectory")).toEqual(setting("WorkingDirectory"));
    expect(backupSetting("ExecStart")).toEqual([
      `/usr/bin/env ${fixedAssignments} BACKUP_DIR=%S/tupelo-medicare-backups /opt/tupelo-medicare/deploy/backup-leads`,
    ]);
    expect(backupSetting("StateDirectory")).toEqual(["tupelo-medicare tupelo-medicare-backups"]);
    expect(backupSetting("StateDirectoryMode")).toEqual(["0700"]);
    expect(backupSetting("UMask")).toEqual(["0077"]);
    expect(Number(/^KEEP_DAYS=(\d+)$/.exec(backupSetting("Environment").join("\n"))?.[1])).toBeGreaterThan(0);
    for (const name of ["NoNewPrivileges", "ProtectSystem", "PrivateTmp", "CapabilityBoundingSet"])
      expect(backupSetting(name), name).toEqual(setting(name));
  });

  /** Runs deploy/backup-leads with a stand-in for the leads CLI (it writes its FILE argument). */
  async function backup(folder: string, env: Record<string, string> = {}) {
    const cli = join(folder, "fake-leads.mjs");
    writeFileSync(
      cli,
      'import { writeFileSync } from "node:fs"; const [command, file] = process.argv.slice(2); if (command !== "backup") process.exit(9); writeFileSync(file, "SQLite format 3");\n',
    );
    return run("sh", [join(deployDir, "backup-leads")], {
      env: {
        PATH: process.env.PATH,
        // The clock the tests run on (libfaketime, README "Testing on another day"): the script's `date` too.
        ...Object.fromEntries(
          ["FAKETIME", "LD_PRELOAD"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
        ),
        DATA_DIR: join(folder, "data"),
        BACKUP_DIR: join(folder, "backups"),
        NODE: process.execPath,
        LEADS_CLI: cli,
        ...env,
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
      }),
    );
  }

  it("writes today's backup mode 0600 in a 0700 folder and deletes the ones older than KEEP_DAYS", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    mkdirSync(join(folder, "data"));
    writeFileSync(join(folder, "data", "leads.sqlite"), "");
    const backups = join(folder, "backups");
    mkdirSync(backups, { mode: 0o755 });
    chmodSync(backups, 0o755);
    // Aged by the day in their names; their file times say the opposite (a copy made today, an old note).
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toLocaleDateString("sv");
    const old = (name: string, fileDaysAgo: number) => {
      writeFileSync(join(backups, name), "old");
      const time = Date.now() / 1000 - fileDaysAgo * 24 * 60 * 60;
      utimesSync(join(backups, name), time, time);
    };
    old(`leads-${daysAgo(20)}.sqlite`, 0);
    old(`leads-${daysAgo(9)}.sqlite.partial`, 0);
    old(`leads-${daysAgo(7)}.pgdump`, 0);
    old(`leads-${daysAgo(6)}.sqlite`, 30);
    old("notes.txt", 30);
    const { code, output } = await backup(folder, { KEEP_DAYS: "7" });
    expect(code, output).toBe(0);
    const today = `leads-${new Date().toLocaleDateString("sv")}.sqlite`;
    expect(readdirSync(backups).sort()).toEqual([`leads-${daysAgo(6)}.sqlite`, today, "notes.txt"].sort());
    expect(readFileSync(join(backups, today), "utf8")).toBe("SQLite format 3");
    expect(statSync(join(backups, today)).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(output).toContain("deleted");
  });

  // The app's own build comes first (turbo.json: the web app's test task depends on its build).
  it("backs up a real database through the built leads CLI", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    const env = { ...process.env, NODE_ENV: "production", DATA_DIR: join(folder, "data") };
    await run(process.execPath, [join(webDir, "dist", "server", "db-migrate.js")], { env, cwd: webDir });
    const { stdout } = await run("sh", [join(deployDir, "backup-leads")], {
      env: {
        ...env,
        BACKUP_DIR: join(folder, "backups"),
        NODE: process.execPath,
        LEADS_CLI: join(webDir, "dist", "server", "leads.js"),
      },
    });
    const file = join(folder, "backups", `leads-${new Date().toLocaleDateString("sv")}.sqlite`);
    expect(stdout).toContain(file);
    expect(readFileSync(file).subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(folder, "backups"))).toHaveLength(1);
    // Encrypted: the office's key opens a whole SQLite database.
    const { keyFile, recipient } = await ageKeys(folder);
    await run("sh", [join(deployDir, "backup-leads")], {
      env: {
        ...env,
        BACKUP_DIR: join(folder, "backups"),
        BACKUP_AGE_RECIPIENT: recipient,
        NODE: process.execPath,
        LEADS_CLI: join(webDir, "dist", "server", "leads.js"),
      },
    });
    const opened = join(folder, "opened.sqlite");
    await run("age", ["-d", "-i", keyFile, "-o", opened, `${file}.age`]);
    expect(readFileSync(opened).subarray(0, 16).toString("latin1")).toBe("SQLite format 3\0");
    expect(statSync(opened).size).toBe(statSync(file).size);
    expect(readdirSync(join(folder, "backups")).sort()).toEqual([basename(file), `${basename(file)}.age`]);
  }, 30_000);

  /** An age key pair made by Debian's age-keygen: its secret key file and its public key. */
  async function ageKeys(folder: string): Promise<{ keyFile: string; recipient: string }> {
    const keyFile = join(folder, "office-key.txt");
    await run("age-keygen", ["-o", keyFile]);
    const recipient = /^# public key: (age1[a-z0-9]+)$/m.exec(readFileSync(keyFile, "utf8"))?.[1];
    if (!recipient) throw new Error("age-keygen wrote no public key");
    return { keyFile, recipient };
  }

  it("with BACKUP_AGE_RECIPIENT, writes the backup encrypted to the office's key and leaves no plain copy", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    mkdirSync(join(folder, "data"));
    writeFileSync(join(folder, "data", "leads.sqlite"), "");
    const office = await ageKeys(folder);
    const spare = await ageKeys(mkdtempSync(join(work, "spare-key-")));
    const backups = join(folder, "backups");
    const { code, output } = await backup(folder, {
      BACKUP_AGE_RECIPIENT: `${office.recipient} ${spare.recipient}`,
      KEEP_DAYS: "7",
    });
    expect(code, output).toBe(0);
    const today = `leads-${new Date().toLocaleDateString("sv")}.sqlite.age`;
    expect(readdirSync(backups)).toEqual([today]);
    expect(output).toContain("encrypted with age");
    const file = join(backups, today);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file).subarray(0, 21).toString("latin1")).toBe("age-encryption.org/v1");
    expect(readFileSync(file).includes("SQLite format 3")).toBe(false);
    // Either key opens it.
    for (const key of [office.keyFile, spare.keyFile]) {
      const { stdout } = await run("age", ["-d", "-i", key, file], { encoding: "latin1" });
      expect(stdout).toBe("SQLite format 3");
    }
    // An encrypted backup is rotated like a plain one.
    const old = `leads-${new Date(Date.now() - 20 * 24 * 60 * 60_000).toLocaleDateString("sv")}.sqlite.age`;
    writeFileSync(join(backups, old), "old");
    writeFileSync(join(folder, "data", "leads.sqlite"), "");
    rmSync(file);
    expect((await backup(folder, { BACKUP_AGE_RECIPIENT: office.recipient, KEEP_DAYS: "7" })).code).toBe(0);
    expect(readdirSync(backups)).toEqual([today]);
  });

  it("streams an encrypted PostgreSQL backup from pg_dump into age, and keeps nothing when pg_dump fails", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    const bin = join(folder, "bin");
    mkdirSync(bin);
    // A stand-in pg_dump on PATH: its dump, or a failure after part of one.
    writeFileSync(
      join(bin, "pg_dump"),
      '#!/bin/sh\nprintf "PGDMP custom dump"\n[ "${FAIL_DUMP:-}" = 1 ] && exit 1\nexit 0\n',
      { mode: 0o755 },
    );
    const { keyFile, recipient } = await ageKeys(folder);
    const backups = join(folder, "backups");
    const env = {
      PATH: `${bin}:${process.env.PATH}`,
      DATABASE_URL: "postgres://leads@db.example/leads",
      BACKUP_AGE_RECIPIENT: recipient,
    };
    const failed = await backup(folder, { ...env, FAIL_DUMP: "1" });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain("pg_dump failed: nothing backed up");
    expect(readdirSync(backups)).toEqual([]);
    const { code, output } = await backup(folder, env);
    expect(code, output).toBe(0);
    const today = `leads-${new Date().toLocaleDateString("sv")}.pgdump.age`;
    expect(readdirSync(backups)).toEqual([today]);
    const { stdout } = await run("age", ["-d", "-i", keyFile, join(backups, today)]);
    expect(stdout).toBe("PGDMP custom dump");
  });

  it("refuses, writing nothing, a recipient age cannot use or a machine without age", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    mkdirSync(join(folder, "data"));
    writeFileSync(join(folder, "data", "leads.sqlite"), "");
    const backups = join(folder, "backups");
    const wrong = await backup(folder, { BACKUP_AGE_RECIPIENT: "age1notakey" });
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain("BACKUP_AGE_RECIPIENT is not a key age can encrypt to");
    expect(readdirSync(backups)).toEqual([]);
    const { recipient } = await ageKeys(folder);
    const noAge = await backup(folder, { BACKUP_AGE_RECIPIENT: recipient, AGE: join(folder, "no-such-age") });
    expect(noAge.code).toBe(1);
    expect(noAge.output).toContain("age is not installed (apt-get install age)");
    expect(readdirSync(backups)).toEqual([]);
  });

  it("refuses, deleting nothing, when there is no database to back up or KEEP_DAYS is not a number of days", async () => {
    const folder = mkdtempSync(join(work, "backup-"));
    const backups = join(folder, "backups");
    mkdirSync(backups);
    writeFileSync(join(backups, "leads-2026-01-01.sqlite"), "old");
    utimesSync(join(backups, "leads-2026-01-01.sqlite"), 0, 0);
    const missing = await backup(folder);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/no leads database at .*leads\.sqlite/);
    mkdirSync(join(folder, "data"));
    writeFileSync(join(folder, "data", "leads.sqlite"), "");
    for (const days of ["0", "two", "-3"]) expect((await backup(folder, { KEEP_DAYS: days })).code).toBe(2);
    expect(readdirSync(backups)).toEqual(["leads-2026-01-01.sqlite"]);
  });
});

describe("deploy/leads", () => {
  it("runs the leads CLI with the unit's user, environment file and fixed settings, passing its arguments on", async () => {
    const bin = mkdtempSync(join(work, "bin-"));
    // A stand-in for systemd-run: prints the arguments it was given, one a line.
    writeFileSync(join(bin, "systemd-run"), '#!/bin/sh\nfor argument in "$@"; do printf "%s\\n" "$argument"; done\n');
    chmodSync(join(bin, "systemd-run"), 0o755);
    const { stdout } = await run("sh", [join(deployDir, "leads"), "export", "--format", "csv", "a b"], {
      env: { PATH: `${bin}:${process.env.PATH}` },
    });
    const args = stdout.trimEnd().split("\n");
    expect(args).toEqual(
      expect.arrayContaining([
        "--wait",
        "--pipe",
        `--uid=${setting("User")[0]}`,
        `--gid=${setting("Group")[0]}`,
        `--property=EnvironmentFile=${setting("EnvironmentFile")[0]}`,
        "--property=UMask=0077",
        "--property=ProtectSystem=strict",
      ]),
    );
    const command = args.slice(args.indexOf("/usr/bin/env"));
    expect(command).toEqual([
      "/usr/bin/env",
      ...fixedAssignments.replaceAll("%S", "/var/lib").split(" "),
      "/usr/bin/node",
      "/opt/tupelo-medicare/apps/web/dist/server/leads.js",
      "export",
      "--format",
      "csv",
      "a b",
    ]);
  });
});

describe("the Caddyfile", () => {
  it("is valid for Caddy with the site block it imports", async () => {
    // Installed as /etc/caddy/Caddyfile beside site.caddy.
    cpSync(join(deployDir, "Caddyfile"), join(work, "Caddyfile"));
    cpSync(join(deployDir, "site.caddy"), join(work, "site.caddy"));
    const env = { ...process.env, SITE_DOMAIN: "medicare.example.com", ACME_EMAIL: "office@example.com", HOME: work };
    const { stdout, stderr } = await run(
      "caddy",
      ["validate", "--config", join(work, "Caddyfile"), "--adapter", "caddyfile"],
      {
        env,
      },
    );
    expect(`${stdout}${stderr}`).toContain("Valid configuration");
    const broken = readFileSync(join(deployDir, "site.caddy"), "utf8").replace("reverse_proxy", "revers_proxy");
    writeFileSync(join(work, "site.caddy"), broken);
    await expect(
      run("caddy", ["validate", "--config", join(work, "Caddyfile"), "--adapter", "caddyfile"], { env }),
    ).rejects.toThrow(/revers_proxy/);
  });

  it("leaves compression to the server and sends HSTS", () => {
    const site = readFileSync(join(deployDir, "site.caddy"), "utf8");
    expect(site).not.toMatch(/^\s*encode\b/m);
    expect(site).toMatch(/Strict-Transport-Security "max-age=31536000; includeSubDomains"/);
    expect(site).toMatch(/header_up X-Forwarded-For \{remote_host\}/);
  });

  it("answers an address over 2 KB itself (the server's own first middleware draws the same line)", () => {
    const site = readFileSync(join(deployDir, "site.caddy"), "utf8");
    expect(site).toContain("@tooLong expression `size({uri}) > 2048`");
    expect(site).toMatch(/^respond @tooLong ".*" 414/m);
  });
});
