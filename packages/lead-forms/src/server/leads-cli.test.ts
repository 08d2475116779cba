import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ConsentRecord } from "./consent-record.js";
import { csvCell, formatLocalTime, parseSince, runLeadsCommand } from "./leads-cli.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionRecord, SubmissionStore } from "./submission-store.js";

const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;

const consentFor = (source: string, receivedAt: Date): ConsentRecord => ({
  consentText: source === "Website Contact Form" ? "I agree to receive texts." : null,
  consentVersion: source === "Website Contact Form" ? "sha256:aaaaaaaaaaaaaaaa" : null,
  disclosureText: "A licensed agent may contact you.",
  disclosureVersion: "sha256:bbbbbbbbbbbbbbbb",
  tpmoDisclaimer: { version: "sha256:cccccccccccccccc", effectiveDate: "2026-10-01" },
  page: "/medicare-breakdown?utm=x",
  source,
  receivedAt: receivedAt.toISOString(),
  userAgent: "Mozilla/5.0 (test)",
});

const leadBody = (over: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-20T10:00:00.000Z",
  leadType: "Medicare Guide Download",
  ...over,
});

const contactBody = (over: Record<string, unknown> = {}) => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "Not provided",
  message: "Please call me, about Part D.",
  marketingConsent: true,
  source: "Website Contact Form",
  timestamp: "2026-11-22T10:00:00.000Z",
  ...over,
});

let dataDir: string;
let store: SubmissionStore;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "leads-cli-"));
  store = createSubmissionStore(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsCommand(argv, {
    store,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

async function add(
  kind: "lead" | "contact",
  body: object,
  receivedAt: Date,
  delivery: Partial<SubmissionRecord["delivery"]> = {},
  state: "pending" | "kept" = "pending",
) {
  const record = await store.create({
    kind,
    body,
    consent: consentFor((body as { source: string }).source, receivedAt),
    state,
    receivedAt,
  });
  if (Object.keys(delivery).length === 0) return record;
  const updated = { ...record, delivery: { ...record.delivery, ...delivery } };
  await store.save(updated);
  return updated;
}

const failed = (at: string) => ({ at, ok: false, status: 500, error: "HTTP 500", durationMs: 120 });

/** A store with one submission in each state, received 40, 20, 3 and 1 days before NOW. */
async function fourStates() {
  const delivered = await add("lead", leadBody(), new Date(NOW.getTime() - 40 * DAY), {
    state: "delivered",
    attempts: [{ at: "2026-10-14T12:00:01.000Z", ok: true, status: 200, durationMs: 80 }],
    nextAttemptAt: null,
    deliveredAt: "2026-10-14T12:00:01.000Z",
  });
  const dead = await add("contact", contactBody(), new Date(NOW.getTime() - 20 * DAY), {
    state: "dead",
    attempts: [failed("2026-11-03T12:00:00.000Z"), failed("2026-11-03T12:00:10.000Z")],
    nextAttemptAt: null,
    deadReason: "2 attempts failed; the last: HTTP 500",
  });
  const pending = await add(
    "lead",
    leadBody({ firstName: "Alan", lastName: "Turing", email: "alan@example.com", source: "Medicare Breakdown" }),
    new Date(NOW.getTime() - 3 * DAY),
    {
      attempts: [failed("2026-11-20T12:00:00.000Z")],
      nextAttemptAt: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
    },
  );
  const kept = await add(
    "contact",
    contactBody({ name: "Edsger Dijkstra", email: "ewd@example.com" }),
    new Date(NOW.getTime() - DAY),
    {},
    "kept",
  );
  return { delivered, dead, pending, kept };
}

/** Parses RFC 4180 CSV (for checking the export). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("pnpm leads list", () => {
  it("lists every submission newest first, without personal data, with a count per state", async () => {
    const { delivered, dead, pending, kept } = await fourStates();
    const { code, stdout, stderr } = await run("list");
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+KIND\s+RECEIVED\s+STATE\s+TRIES\s+NEXT ATTEMPT \/ DEAD REASON\s+SOURCE$/);
    expect(lines.slice(1, 5).map((line) => line.split(/\s+/)[0])).toEqual([kept.id, pending.id, dead.id, delivered.id]);
    expect(lines[1]).toContain(formatLocalTime(kept.receivedAt));
    expect(lines[1]).toMatch(/contact\s.*\skept\s+0\s+kept \(no webhook; read it here\)\s+Website Contact Form$/);
    expect(lines[2]).toMatch(/lead\s.*\spending\s+1\s+next attempt .* \(in 5m\)\s+Medicare Breakdown$/);
    expect(lines[3]).toMatch(/dead\s+2\s+dead: 2 attempts failed; the last: HTTP 500\s+Website Contact Form$/);
    expect(lines[4]).toMatch(/delivered\s+1\s+delivered .*\s+Blog Sidebar$/);
    expect(lines.at(-1)).toBe("4 submissions: 1 pending, 1 delivered, 1 dead, 1 kept");
    for (const personal of [
      "Ada",
      "Lovelace",
      "ada@example.com",
      "6625550142",
      "38804",
      "Grace",
      "grace@",
      "Alan",
      "Edsger",
      "Part D",
    ])
      expect(stdout).not.toContain(personal);
  });

  it("says so when the store is empty, and shows a submission being attempted", async () => {
    expect(await run("list")).toEqual({ code: 0, stdout: `No submissions in ${store.dir}.\n`, stderr: "" });
    await add("lead", leadBody(), NOW, { attemptStartedAt: NOW.toISOString() });
    const { stdout } = await run("list");
    expect(stdout).toContain("attempt under way since");
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("1 submission: 1 pending, 0 delivered, 0 dead, 0 kept");
  });

  it("never lets a source put terminal escape sequences on the screen", async () => {
    await add("lead", leadBody({ source: "Blog\u001b[2J\nSidebar" }), NOW);
    const { stdout } = await run("list");
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("Blog\\u001b[2J\\u000aSidebar");
  });
});

describe("pnpm leads show", () => {
  it("shows the body, the consent record and every delivery attempt", async () => {
    const { dead } = await fourStates();
    const { code, stdout } = await run("show", dead.id);
    expect(code).toBe(0);
    expect(stdout.split("\n")[0]).toBe(`${dead.id}  contact  dead`);
    for (const text of [
      `Idempotency-Key: contact-${dead.id}`,
      "  name: Grace Hopper",
      "  email: grace@example.com",
      "  message: Please call me, about Part D.",
      "  marketingConsent: true",
      "  consent text: I agree to receive texts.",
      "  consent version: sha256:aaaaaaaaaaaaaaaa",
      "  disclosure version: sha256:bbbbbbbbbbbbbbbb",
      "  TPMO disclaimer version: sha256:cccccccccccccccc",
      "  TPMO disclaimer effective: 2026-10-01",
      "  page: /medicare-breakdown?utm=x",
      "  user agent: Mozilla/5.0 (test)",
      "  state: dead",
      "  dead reason: 2 attempts failed; the last: HTTP 500",
      "  attempts: 2",
    ])
      expect(stdout).toContain(text);
    expect(stdout).toMatch(/ {4}1\. .* {2}failed {2}HTTP 500 {2}120 ms\n/);
    expect(stdout).toMatch(/ {4}2\. /);
  });

  it("shows an attempt that got no answer, and a waiting submission's next attempt", async () => {
    const record = await add("lead", leadBody(), NOW, {
      attempts: [{ at: NOW.toISOString(), ok: false, status: 0, error: "no answer within 10s", durationMs: 10_000 }],
      nextAttemptAt: "2026-11-23T12:10:00.000Z",
    });
    const { stdout } = await run("show", record.id);
    expect(stdout).toContain(
      `    1. ${formatLocalTime(NOW)}  failed  no HTTP status  no answer within 10s  10000 ms\n`,
    );
    expect(stdout).toContain(
      `  next attempt: ${formatLocalTime("2026-11-23T12:10:00.000Z")} (2026-11-23T12:10:00.000Z)\n`,
    );
    expect(stdout).not.toContain("dead reason");
  });

  it("keeps a message's lines under its label, and prints the raw record with --json", async () => {
    const record = await add("contact", contactBody({ message: "Line one\r\nLine two" }), NOW);
    expect((await run("show", record.id)).stdout).toContain("  message: Line one\n    Line two\n");
    const json = await run("show", record.id, "--json");
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(await store.get(record.id));
  });
});

describe("pnpm leads export", () => {
  it("writes CSV with the office's columns, oldest first, filtered by --since", async () => {
    const { pending, kept, delivered } = await fourStates();
    const { code, stdout, stderr } = await run("export");
    expect(code).toBe(0);
    expect(
      stdout.startsWith(
        "\ufeffid,kind,receivedAt,state,source,firstName,lastName,name,email,phone,zipCode,message,consentVersion,disclosureVersion,tpmoDisclaimerVersion,page\r\n",
      ),
    ).toBe(true);
    expect(stderr).toMatch(/^Exported 4 submissions \(csv\)\. The export holds personal data/);
    const rows = parseCsv(stdout.slice(1));
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual([
      delivered.id,
      "lead",
      delivered.receivedAt,
      "delivered",
      "Blog Sidebar",
      "Ada",
      "Lovelace",
      "",
      "ada@example.com",
      "6625550142",
      "38804",
      "",
      "",
      "sha256:bbbbbbbbbbbbbbbb",
      "sha256:cccccccccccccccc",
      "/medicare-breakdown?utm=x",
    ]);
    expect(rows[4]).toEqual([
      kept.id,
      "contact",
      kept.receivedAt,
      "kept",
      "Website Contact Form",
      "",
      "",
      "Edsger Dijkstra",
      "ewd@example.com",
      "Not provided",
      "",
      "Please call me, about Part D.",
      "sha256:aaaaaaaaaaaaaaaa",
      "sha256:bbbbbbbbbbbbbbbb",
      "sha256:cccccccccccccccc",
      "/medicare-breakdown?utm=x",
    ]);

    const since = await run("export", "--since", new Date(NOW.getTime() - 3 * DAY).toISOString());
    expect(
      parseCsv(since.stdout.slice(1))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([pending.id, kept.id]);
    expect(since.stderr).toMatch(/^Exported 2 submissions received since/);
    const day = await run("export", "--since=2026-11-21");
    expect(
      parseCsv(day.stdout.slice(1))
        .slice(1)
        .map((row) => row[0]),
    ).toContain(kept.id);
    expect(parseCsv((await run("export", "--since", "2030-01-01")).stdout.slice(1))).toHaveLength(1);
  });

  it("quotes cells as RFC 4180 says and defuses formulas for Excel", async () => {
    const record = await add(
      "contact",
      contactBody({
        name: '=HYPERLINK("http://evil.example","Click")',
        email: "a@example.com",
        phone: "+1 662 555 0142",
        message: 'He said "hi", then\nleft',
      }),
      NOW,
    );
    await add(
      "lead",
      leadBody({ firstName: "@SUM(A1)", lastName: "-2+3", zipCode: "\t38804", source: "Blog, Sidebar" }),
      new Date(NOW.getTime() + 1000),
    );
    const rows = parseCsv((await run("export", "--format", "csv")).stdout.slice(1));
    expect(rows[1]![0]).toBe(record.id);
    expect(rows[1]![7]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[1]![9]).toBe("'+1 662 555 0142");
    expect(rows[1]![11]).toBe('He said "hi", then\nleft');
    expect(rows[2]!.slice(4, 11)).toEqual([
      "Blog, Sidebar",
      "'@SUM(A1)",
      "'-2+3",
      "",
      "ada@example.com",
      "6625550142",
      "'\t38804",
    ]);
  });

  it("quotes each kind of cell exactly", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=A1,"b"')).toBe('"\'=A1,""b"""');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes full records as JSON", async () => {
    const { delivered, dead, pending, kept } = await fourStates();
    const { code, stdout } = await run("export", "--format", "json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([delivered, dead, pending, kept]);
    expect(JSON.parse((await run("export", "--format=json", "--since", "2030-01-01")).stdout)).toEqual([]);
  });

  it("reads --since as a calendar day from local midnight or as an ISO time", () => {
    expect(parseSince("2026-11-01")).toEqual(new Date(2026, 10, 1));
    expect(parseSince("2026-11-01T09:30:00Z")).toEqual(new Date("2026-11-01T09:30:00Z"));
    expect(parseSince("2026-11-01T09:30-05:00")).toEqual(new Date("2026-11-01T14:30:00Z"));
    for (const bad of ["2026-02-30", "2026-13-01", "yesterday", "11/01/2026", "2026-11-01T25:00:00Z", "2026-11-1", ""])
      expect(parseSince(bad)).toBeNull();
  });
});

describe("pnpm leads retry", () => {
  it("makes a dead submission due now, for the running server to send within 30 s", async () => {
    const { dead } = await fourStates();
    const { code, stdout } = await run("retry", dead.id);
    expect(code).toBe(0);
    expect(stdout).toContain("The running server sends it within about 30s");
    const saved = await store.get(dead.id);
    expect(saved?.delivery).toEqual({
      ...dead.delivery,
      state: "pending",
      nextAttemptAt: NOW.toISOString(),
      deadReason: null,
    });
  });

  it("makes a waiting submission due now, and leaves one being sent alone", async () => {
    const { pending } = await fourStates();
    const { code, stdout } = await run("retry", pending.id);
    expect(code).toBe(0);
    expect(stdout).toContain("was already waiting for delivery");
    expect((await store.get(pending.id))?.delivery.nextAttemptAt).toBe(NOW.toISOString());

    const running = await add("lead", leadBody(), NOW, {
      attemptStartedAt: NOW.toISOString(),
      nextAttemptAt: "2026-11-23T12:00:00.000Z",
    });
    const busy = await run("retry", running.id);
    expect(busy.code).toBe(0);
    expect(busy.stdout).toContain("is being sent right now");
    expect(await store.get(running.id)).toEqual(running);
  });

  it("refuses delivered and kept submissions with exit code 1", async () => {
    const { delivered, kept } = await fourStates();
    const done = await run("retry", delivered.id);
    expect(done).toMatchObject({ code: 1, stdout: "" });
    expect(done.stderr).toContain("was already delivered");
    const local = await run("retry", kept.id);
    expect(local.code).toBe(1);
    expect(local.stderr).toContain("is kept, not queued");
    expect(await store.get(delivered.id)).toEqual(delivered);
    expect(await store.get(kept.id)).toEqual(kept);
  });
});

describe("pnpm leads purge", () => {
  it("removes delivered, dead and kept submissions older than DAYS, never pending ones, with their keys", async () => {
    const { delivered, dead, pending, kept } = await fourStates();
    const old = await add("contact", contactBody(), new Date(NOW.getTime() - 50 * DAY), {}, "kept");
    const oldWaiting = await add("lead", leadBody(), new Date(NOW.getTime() - 45 * DAY));
    await store.rememberClientKey("lead", "visitor-key-delivered", delivered.id);
    await store.rememberClientKey("lead", "visitor-key-pending", oldWaiting.id);

    const preview = await run("purge", "--older-than", "10", "--dry-run");
    expect(preview.stdout).toContain("Would remove 3 submissions received before");
    expect(await store.list()).toHaveLength(6);

    const { code, stdout } = await run("purge", "--older-than", "10");
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Removed 3 submissions received before .* \(1 delivered, 1 dead, 1 kept\)\. Kept 1 older submission that still waits for delivery\.\n$/,
    );
    expect((await store.list()).map((record) => record.id).sort()).toEqual([oldWaiting.id, pending.id, kept.id].sort());
    expect(await store.get(old.id)).toBeNull();
    expect(await store.get(dead.id)).toBeNull();
    expect(await store.idForClientKey("lead", "visitor-key-delivered")).toBeNull();
    expect(await store.idForClientKey("lead", "visitor-key-pending")).toBe(oldWaiting.id);
    expect(await readdir(join(store.dir, "keys"))).toHaveLength(1);

    expect((await run("purge", "--older-than=365")).stdout).toBe(
      `Removed 0 submissions received before ${formatLocalTime(new Date(NOW.getTime() - 365 * DAY))}.\n`,
    );
  });
});

describe("pnpm leads errors", () => {
  const usage = /Usage: pnpm leads <command>/;

  it.each([
    [[], /^Give a command\./],
    [["lsit"], /^Unknown command lsit\./],
    [["show"], /^show needs ID\./],
    [["retry"], /^retry needs ID\./],
    [["show", "a", "b"], /^Unexpected argument b after show ID\./],
    [["list", "--all"], /^Unknown option --all\./],
    [["list", "extra"], /^Unexpected argument extra after list\./],
    [["export", "--since", "last week"], /^--since takes a date such as 2026-11-01/],
    [["export", "--since", "2026-02-30"], /^--since takes a date/],
    [["export", "--since"], /^--since needs a value\./],
    [["export", "--format", "xlsx"], /^--format must be csv or json \(got xlsx\)\./],
    [["export", "--format=csv", "--format=json"], /^--format is given twice\./],
    [["purge"], /^purge needs --older-than DAYS\./],
    [["purge", "--older-than", "0"], /^--older-than takes a positive whole number of days \(got 0\)\./],
    [["purge", "--older-than", "-3"], /^--older-than takes a positive whole number of days \(got -3\)\./],
    [["purge", "--older-than", "1.5"], /positive whole number/],
    [["purge", "--older-than", "ten"], /positive whole number/],
    [["purge", "--older-than", "30", "--dry-run=yes"], /^--dry-run takes no value\./],
  ])("%j is a usage error (exit 2, usage on stderr)", async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(usage);
  });

  it("reports an id that does not exist with exit code 1", async () => {
    for (const argv of [
      ["show", "sub_000000000_000000000000"],
      ["retry", "sub_000000000_000000000000"],
      ["show", "../../etc/passwd"],
    ]) {
      const result = await run(...argv);
      expect(result).toMatchObject({ code: 1, stdout: "" });
      expect(result.stderr).toContain(`No submission ${argv[1]} in ${store.dir}`);
    }
  });

  it("prints the usage on help, and ignores a leading -- (pnpm passes it through)", async () => {
    expect(await run("help")).toMatchObject({ code: 0, stderr: "" });
    expect((await run("--help")).stdout).toMatch(usage);
    expect(await run("--", "list")).toMatchObject({ code: 0, stdout: `No submissions in ${store.dir}.\n` });
  });
});
