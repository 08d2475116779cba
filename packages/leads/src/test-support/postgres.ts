/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: Debian's `postgresql` package (`apt-get install -y
 * postgresql`), started with initdb and pg_ctl in a temporary folder on a free port. PostgreSQL refuses to run as
 * root, so as root the cluster is made and run as the `postgres` user. Trust authentication on 127.0.0.1 only.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** A URL for another database of the same cluster. */
  urlFor(database: string): string;
  stop(): void;
}

/** The folder with initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

/**
 * Debian's `runuser` (util-linux), found by its full path so a PATH without /usr/sbin (a non-login shell, cron, CI
 * images) still finds it; null when the machine has none.
 */
export function runuserPath(): string | null {
  const candidates = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser", "/bin/runuser"];
  for (const dir of (process.env.PATH ?? "").split(":").filter(Boolean)) candidates.push(join(dir, "runuser"));
  return candidates.find((path) => existsSync(path)) ?? null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: the leads tests need Debian's postgresql package (apt-get install -y postgresql), or PG_BIN pointing at a folder with initdb and pg_ctl.",
    );
  const asRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: as root the cluster runs as the postgres user, through runuser.
  const runuser = asRoot ? runuserPath() : null;
  if (asRoot && !runuser)
    throw new Error(
      "runuser was not found (looked in /usr/sbin, /sbin, /usr/bin, /bin and PATH): as root the leads tests start PostgreSQL as the postgres user with it; install Debian's util-linux package, or run the tests as another user.",
    );
  const dir = mkdtempSync(join(tmpdir(), "leads-pg-"));
  const data = join(dir, "data");
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  chmodSync(dir, 0o700);
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync(runuser!, ["-u", "postgres", "--", join(bin, command), ...args], { encoding: "utf8" })
      : spawnSync(join(bin, command), args, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
    return result.stdout;
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlFor("postgres"),
    port,
    urlFor,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
