/**
 * bench/leads.ts, the single-server scenarios on SQLite at scale:
 * - sqlite-scale: a DATA_DIR whose leads.sqlite already keeps BENCH_KEPT (100,000) delivered submissions spread over
 *   five years, then the server on it: idle CPU and memory, accept latency under load (BENCH_SCALE_LEADS, 5,000
 *   leads after the warm-up), the time a new lead takes to reach the webhook, and `pnpm leads export --format csv`
 *   (time, peak memory, exact count);
 * - file-import: BENCH_IMPORT_FILES (30,000) records of the old file store (DATA_DIR/submissions/<id>.json), then the
 *   server's first start, which imports them once: time until it answers, the database's count, the files moved.
 */
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, openSync, closeSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { hashClientKey, migrateToLatest, newSubmissionId, openDatabase } from "@tupelo-medicare/leads";
import type { LeadsDatabase } from "@tupelo-medicare/leads";
import { percentile, sampleProcess, sleep, startSite, WEB_DIR } from "./harness/index.js";
import {
  allDelivered,
  countDeliveries,
  emailOf,
  lead,
  postLead,
  sendAll,
  warmUp,
  warmUpNote,
  startReceiver,
} from "./leads-harness.js";
import type { BenchContext } from "./leads-harness.js";

const KEPT = Number(process.env.BENCH_KEPT ?? 100_000);
/**
 * Leads measured under load once the server has sat idle for the idle windows, after the warm-up: 5,000 (2-3 s of
 * load), so the p95 rests on enough answers and on more than the first second after an idle spell, in which the
 * server is still getting up to speed (the warm-up's own figures show that second).
 */
const SCALE_LEADS = Number(process.env.BENCH_SCALE_LEADS ?? 5000);
const IMPORT_FILES = Number(process.env.BENCH_IMPORT_FILES ?? 30_000);
/** Also write one visitor's Idempotency-Key file per record (submissions/keys/), as the file store did. */
const IMPORT_KEYS = process.env.BENCH_IMPORT_KEYS === "1";
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
/** The idle windows, one after another (BENCH_IDLE_SECONDS: the first two; the steady one is twice as long). */
const IDLE_WINDOWS = [
  { name: "start-up", from: 0, seconds: IDLE_SECONDS, steady: false, what: "start-up work" },
  {
    name: "settling",
    from: IDLE_SECONDS,
    seconds: IDLE_SECONDS,
    steady: false,
    what: "V8's memory reducer (once, about a minute after start), the first retention purge and clean-up",
  },
  { name: "steady", from: 2 * IDLE_SECONDS, seconds: 2 * IDLE_SECONDS, steady: true, what: "" },
];
const SEQUENTIAL = 20;
const DAY_MS = 86_400_000;

/** The threads of a process (the main thread, libuv's pool, V8's helpers, worker threads). */
const threads = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/task`).length;
  } catch {
    return Number.NaN;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Realistic submissions (fictional people at example.com).

const FIRST = ["Mary", "James", "Patricia", "Robert", "Linda", "John", "Barbara", "Michael", "Dorothy", "William"];
const LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor"];
const ZIPS = ["38804", "38801", "38826", "38655", "38866", "38868", "38879", "38652", "38858", "38863"];
const LEAD_SOURCES = ["Blog Sidebar", "Home Hero", "Guide Page", "Blog Post Footer", "Medicare Timeline"];
const PAGES = [
  "/",
  "/blog/initial-enrollment-period-explained",
  "/blog/what-is-irmaa",
  "/medicare-timeline",
  "/blog/choosing-a-part-d-plan",
  "/contact",
];
const DISCLOSURE =
  "By requesting the guide, you agree that a licensed insurance agent of Trace Medicare Partners may contact you by phone, text or e-mail about Medicare Advantage, Medicare Supplement and Part D plans. This is a solicitation for insurance. Your consent is not a condition of purchase. Message and data rates may apply.";
const CONSENT =
  "I agree to be contacted by Trace Medicare Partners about my question, including by phone or text at the number I gave, and I understand I can withdraw this consent at any time.";
const TPMO =
  "We do not offer every plan available in your area. Any information we provide is limited to those plans we do offer in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.";
const MESSAGE =
  "Hello, my mother turns 65 in March and we are not sure whether she should sign up for Part B now or wait, since she still has coverage through my father's employer. Could someone call us in the afternoon?";
const USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const version = (text: string) => `sha256:${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;

interface Person {
  kind: "lead" | "contact";
  body: Record<string, unknown>;
  page: string;
  source: string;
}

function person(index: number, receivedAt: Date): Person {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  const email = `${first}.${last}.${index}@example.com`.toLowerCase();
  const phone = `662555${String(index % 10_000).padStart(4, "0")}`;
  const page = PAGES[index % PAGES.length]!;
  // About one in seven is a contact-form message.
  if (index % 7 === 3)
    return {
      kind: "contact",
      page: "/contact",
      source: "Website Contact Form",
      body: {
        name: `${first} ${last}`,
        email,
        phone,
        message: MESSAGE,
        marketingConsent: index % 2 === 0,
        source: "Website Contact Form",
        timestamp: receivedAt.toISOString(),
      },
    };
  const source = LEAD_SOURCES[index % LEAD_SOURCES.length]!;
  return {
    kind: "lead",
    page,
    source,
    body: {
      firstName: first,
      lastName: last,
      email,
      phone,
      zipCode: ZIPS[index % ZIPS.length],
      source,
      timestamp: receivedAt.toISOString(),
      leadType: "Medicare Guide Download",
    },
  };
}

/** Received times spread evenly over the five years before now (inside the five-year retention). */
const receivedAtOf = (index: number, count: number, now: number) =>
  new Date(now - 1800 * DAY_MS + Math.floor((index * (1799 * DAY_MS)) / count));

const countSubmissions = async (database: LeadsDatabase) =>
  Number(
    (
      await database.db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Fills DATA_DIR/leads.sqlite with `count` delivered submissions (multi-row INSERTs, one transaction per 10,000). */
export async function prefill(dataDir: string, count: number): Promise<number> {
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  // Only for filling: the server reopens it with synchronous=FULL.
  database.sqlite?.pragma("synchronous = OFF");
  const now = Date.now();
  const ROWS = 500;
  const PER_TRANSACTION = 10_000;
  const started = performance.now();
  for (let start = 0; start < count; start += PER_TRANSACTION) {
    await database.db.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(count, start + PER_TRANSACTION); from += ROWS) {
        const batch = Array.from({ length: Math.min(ROWS, count - from) }, (_, offset) => {
          const index = from + offset;
          const receivedAt = receivedAtOf(index, count, now);
          const received = receivedAt.getTime();
          const id = newSubmissionId(receivedAt);
          return { index, id, received, ...person(index, receivedAt) };
        });
        await trx
          .insertInto("submissions")
          .values(
            batch.map((each) => ({
              id: each.id,
              kind: each.kind,
              received_at: each.received,
              delivery_key: `${each.kind}-${each.id}`,
              body: JSON.stringify(each.body),
              source: each.source,
              page: each.page,
              state: "delivered",
              next_attempt_at: null,
              attempt_started_at: null,
              cut_off_at: null,
              attempt_count: 1,
              lease_owner: null,
              lease_until: null,
              delivered_at: each.received + 180 + (each.index % 400),
              dead_reason: null,
              imported_from: null,
            })),
          )
          .execute();
        await trx
          .insertInto("consent_records")
          .values(
            batch.map((each) => {
              const consentText = each.kind === "contact" ? CONSENT : null;
              return {
                submission_id: each.id,
                consent_text: consentText,
                consent_version: consentText ? version(consentText) : null,
                disclosure_text: DISCLOSURE,
                disclosure_version: version(DISCLOSURE),
                served_consent_text: consentText,
                served_consent_version: consentText ? version(consentText) : null,
                served_disclosure_text: DISCLOSURE,
                served_disclosure_version: version(DISCLOSURE),
                wording_matches: 1,
                mismatch: null,
                tpmo_version: version(TPMO),
                tpmo_effective_date: "2024-10-01",
                page: each.page,
                source: each.source,
                received_at: each.received,
                user_agent: USER_AGENT,
              };
            }),
          )
          .execute();
        await trx
          .insertInto("delivery_attempts")
          .values(
            batch.map((each) => ({
              submission_id: each.id,
              number: 1,
              at: each.received + 20,
              ok: 1,
              status: 200,
              error: null,
              duration_ms: 160 + (each.index % 400),
              owner: "bench-prefill",
            })),
          )
          .execute();
        await trx
          .insertInto("idempotency_keys")
          .values(
            batch.map((each) => ({
              kind: each.kind,
              key_hash: hashClientKey(randomUUID()),
              submission_id: each.id,
              created_at: each.received,
            })),
          )
          .execute();
      }
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const kept = await countSubmissions(database);
  database.sqlite?.pragma("wal_checkpoint(TRUNCATE)");
  await database.close();
  console.info(`[bench] ${kept} submissions written to ${join(dataDir, "leads.sqlite")} in ${seconds.toFixed(1)} s`);
  return kept;
}

/** Runs `pnpm leads export --format csv` (the built command) on DATA_DIR (stdout to /dev/null): wall time, peak RSS, its summary line. */
async function runExport(dataDir: string): Promise<{ seconds: number; peakMb: number; summary: string; code: number }> {
  const gnuTime = existsSync("/usr/bin/time");
  // As the office runs it: the built command (pnpm leads runs dist/server/leads.js once the site is built).
  const command = [process.execPath, join(WEB_DIR, "dist", "server", "leads.js"), "export", "--format", "csv"];
  const devNull = openSync("/dev/null", "w");
  const started = performance.now();
  const child = spawn(gnuTime ? "/usr/bin/time" : command[0]!, gnuTime ? ["-v", ...command] : command.slice(1), {
    cwd: WEB_DIR,
    stdio: ["ignore", devNull, "pipe"],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => (stderr += chunk));
  // Without GNU time: the peak (VmHWM) of the process, read until it exits.
  let polledPeak = 0;
  const poll = gnuTime
    ? undefined
    : setInterval(() => {
        const sample = child.pid ? sampleProcess(child.pid) : undefined;
        if (sample) polledPeak = Math.max(polledPeak, sample.peakRssMb);
      }, 20);
  const code = await new Promise<number>((resolve) => child.once("exit", (exit) => resolve(exit ?? 1)));
  const seconds = (performance.now() - started) / 1000;
  if (poll) clearInterval(poll);
  closeSync(devNull);
  const timed = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return {
    seconds,
    peakMb: timed ? Number(timed[1]) / 1024 : polledPeak || Number.NaN,
    summary: /Exported .*/.exec(stderr)?.[0] ?? stderr.trim().split("\n").slice(0, 3).join(" / "),
    code,
  };
}

export async function sqliteScale(context: BenchContext): Promise<void> {
  const scenario = `SQLite, ${KEPT.toLocaleString("en-US")} kept`;
  const dataDir = join(context.root, "scale");
  mkdirSync(dataDir, { recursive: true });
  const prefilled = await prefill(dataDir, KEPT);
  if (prefilled !== KEPT) context.failures.push(`${scenario}: the prefill holds ${prefilled}, not ${KEPT}`);

  const receiver = await startReceiver();
  const site = await startSite({ dataDir, webhook: receiver.url });
  try {
    context.figure(scenario, "start until /api/health answers", (site.readyAt - site.spawnedAt) / 1000, "s");

    // (1) Idle: three windows from the moment /api/health first answers. The first holds the start-up work; in the
    // second, about a minute after start, V8's memory reducer compacts the heap once (three full collections, a
    // few hundred ms of one core in all; `--trace-gc` shows them) and the first retention purge and minute clean-up
    // run; the third is what an idle server costs from then on, which the goal is judged on. Each second's CPU is
    // kept, so a window's cost is seen where it falls.
    let previous = sampleProcess(site.pid);
    let previousAt = performance.now();
    for (const window of IDLE_WINDOWS) {
      let rssMax = 0;
      const perSecond: number[] = [];
      let last = previous;
      for (let second = 0; second < window.seconds; second += 1) {
        await sleep(1000);
        const sample = sampleProcess(site.pid);
        rssMax = Math.max(rssMax, sample?.rssMb ?? 0);
        if (sample && last) perSecond.push((sample.cpuSeconds - last.cpuSeconds) * 1000);
        last = sample;
      }
      const now = sampleProcess(site.pid);
      const nowAt = performance.now();
      const cpu =
        previous && now ? ((now.cpuSeconds - previous.cpuSeconds) / ((nowAt - previousAt) / 1000)) * 100 : Number.NaN;
      previous = now;
      previousAt = nowAt;
      const busiest = Math.max(0, ...perSecond);
      const span = `${window.name} (${window.from}-${window.from + window.seconds} s after /api/health answered)`;
      context.figure(
        scenario,
        `idle CPU (% of one core), ${span}`,
        cpu,
        "%",
        window.steady ? { text: "< 0.5 %", met: (v) => v < 0.5 } : undefined,
        `busiest second ${busiest.toFixed(0)} ms of CPU${window.steady ? "" : `; ${window.what}`}`,
      );
      context.figure(
        scenario,
        `idle resident memory (highest RSS), ${span}`,
        rssMax,
        "MB",
        { text: "< 200 MB", met: (v) => v < 200 },
        `peak since start (VmHWM) ${now?.peakRssMb.toFixed(0) ?? "?"} MB; ${threads(site.pid)} threads`,
      );
    }

    // (2) Accept latency under load (after the warm-up: see WARMUP).
    const warm = await warmUp({ url: () => site.url, run: "scale", clients: context.clients, receiver });
    const cpuBefore = sampleProcess(site.pid);
    const load = loadavg()[0]!;
    const sent = await sendAll({ url: () => site.url, run: "scale", total: SCALE_LEADS, clients: context.clients });
    await allDelivered(receiver, "scale", SCALE_LEADS);
    const cpuAfter = sampleProcess(site.pid);
    const delivered = countDeliveries(receiver, "scale", SCALE_LEADS);
    if (delivered.missing > 0) context.failures.push(`${scenario}: ${delivered.missing} submission(s) never delivered`);
    if (delivered.twiceByLead > 0)
      context.failures.push(`${scenario}: ${delivered.twiceByLead} delivered twice without a crash`);
    const p95 = percentile(sent.latencies, 95);
    context.loads.push({
      run: `${scenario}: ${SCALE_LEADS} leads from ${context.clients} clients`,
      accepted: sent.accepted,
      p50: percentile(sent.latencies, 50),
      p95,
      clientLoopP99: sent.loopDelayP99,
      delivered: delivered.delivered,
      twice: delivered.twiceByLead,
      notes: `RSS after the load ${sampleProcess(site.pid)?.rssMb.toFixed(0) ?? "?"} MB`,
    });
    const loadNote = `load average ${load.toFixed(1)} on ${availableParallelism()} CPUs when it started; ${warmUpNote(warm)}`;
    if (warm)
      context.figure(
        scenario,
        `accept latency p95 of the first ${warm.accepted} leads after the idle windows (the warm-up)`,
        percentile(warm.latencies, 95),
        "ms",
        undefined,
        `p50 ${percentile(warm.latencies, 50).toFixed(1)} ms: what the first visitors of a burst meet after minutes of quiet`,
      );
    context.figure(
      scenario,
      `accept latency p50 (${context.clients} clients, ${SCALE_LEADS} leads)`,
      percentile(sent.latencies, 50),
      "ms",
    );
    context.figure(
      scenario,
      `accept latency p95 (${context.clients} clients, ${SCALE_LEADS} leads)`,
      p95,
      "ms",
      { text: "≤ 50 ms", met: (v) => v <= 50 },
      loadNote,
    );
    context.figure(
      scenario,
      "accepted per second (clients send the next lead as soon as one is answered)",
      sent.accepted / sent.seconds,
      "/s",
    );
    context.figure(
      scenario,
      "server CPU per lead (accept + delivery, all threads)",
      cpuBefore && cpuAfter ? ((cpuAfter.cpuSeconds - cpuBefore.cpuSeconds) * 1000) / SCALE_LEADS : Number.NaN,
      "ms",
    );

    // (3) A new lead reaching the webhook, one at a time.
    const waits: number[] = [];
    for (let index = 0; index < SEQUENTIAL; index += 1) {
      const email = emailOf("single", index);
      const took = await postLead(site.url, JSON.stringify(lead(index, "single")), `bench-single-${randomUUID()}`);
      const answeredAt = performance.now();
      if (took === undefined) {
        context.failures.push(`${scenario}: a sequential lead was not accepted`);
        continue;
      }
      for (let tries = 0; !receiver.firstByEmail.has(email) && tries < 30_000; tries += 1) await sleep(1);
      const first = receiver.firstByEmail.get(email);
      if (!first) context.failures.push(`${scenario}: sequential lead ${index} was never delivered`);
      else waits.push(first.at - answeredAt);
    }
    context.figure(
      scenario,
      `new lead: POST answered → webhook got it (median of ${SEQUENTIAL})`,
      percentile(waits, 50),
      "ms",
      { text: "< 1 s", met: (v) => v < 1000 },
      `max ${Math.max(...waits).toFixed(1)} ms (negative: it arrived before the answer was read)`,
    );

    // (4) The office's export, with the server running.
    const database = openDatabase({ dataDir });
    const inDatabase = await countSubmissions(database);
    await database.close();
    const expected = KEPT + (warm?.accepted ?? 0) + SCALE_LEADS + SEQUENTIAL;
    if (inDatabase !== expected)
      context.failures.push(`${scenario}: the database holds ${inDatabase} submissions, not ${expected}`);
    const exported = await runExport(dataDir);
    const count = Number(/Exported (\d+) submissions?/.exec(exported.summary)?.[1] ?? Number.NaN);
    if (exported.code !== 0 || count !== inDatabase)
      context.failures.push(
        `${scenario}: the export said "${exported.summary}" (exit ${exported.code}); the database holds ${inDatabase}`,
      );
    context.figure(
      scenario,
      "`pnpm leads export --format csv`: wall time",
      exported.seconds,
      "s",
      { text: "< 10 s", met: (v) => v < 10 },
      `"${exported.summary.replace(/\. The export holds.*/, "")}"; the database holds ${inDatabase}`,
    );
    context.figure(scenario, "`pnpm leads export --format csv`: peak memory (max RSS)", exported.peakMb, "MB", {
      text: "< 150 MB",
      met: (v) => v < 150,
    });
    context.figure(scenario, "exported count = submissions in the database", count === inDatabase ? 1 : 0, "", {
      text: "exact",
      met: (v) => v === 1,
    });
  } finally {
    await site.stop();
    await receiver.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The one-time import.

/** Writes `count` records as the file store did (pretty-printed, one file per id); returns the ids. */
async function writeOldStore(dataDir: string, count: number): Promise<void> {
  const folder = join(dataDir, "submissions");
  mkdirSync(join(folder, "keys"), { recursive: true });
  const now = Date.now();
  const CONCURRENT = 64;
  for (let start = 0; start < count; start += CONCURRENT) {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENT, count - start) }, async (_, offset) => {
        const index = start + offset;
        // The file store's two years.
        const receivedAt = new Date(now - 730 * DAY_MS + Math.floor((index * 729 * DAY_MS) / count));
        const id = newSubmissionId(receivedAt);
        const { kind, body, page, source } = person(index, receivedAt);
        const at = (ms: number) => new Date(receivedAt.getTime() + ms).toISOString();
        const consentText = kind === "contact" ? CONSENT : null;
        const record = {
          id,
          kind,
          receivedAt: receivedAt.toISOString(),
          idempotencyKey: `${kind}-${id}`,
          body,
          consent: {
            consentText,
            consentVersion: consentText ? version(consentText) : null,
            disclosureText: DISCLOSURE,
            disclosureVersion: version(DISCLOSURE),
            tpmoDisclaimer: { version: version(TPMO), effectiveDate: "2024-10-01" },
            page,
            source,
            receivedAt: receivedAt.toISOString(),
            userAgent: USER_AGENT,
          },
          delivery: {
            state: "delivered",
            attempts: [{ at: at(20), ok: true, status: 200, durationMs: 160 + (index % 400) }],
            nextAttemptAt: null,
            attemptStartedAt: null,
            deliveredAt: at(180 + (index % 400)),
            deadReason: null,
          },
        };
        await writeFile(join(folder, `${id}.json`), JSON.stringify(record, null, 2), { mode: 0o600 });
        if (IMPORT_KEYS) await writeFile(join(folder, "keys", `${kind}-${hashClientKey(randomUUID())}`), id);
      }),
    );
  }
}

export async function fileImport(context: BenchContext): Promise<void> {
  const scenario = `file store import, ${IMPORT_FILES.toLocaleString("en-US")} files`;
  const dataDir = join(context.root, "import");
  const started = performance.now();
  await writeOldStore(dataDir, IMPORT_FILES);
  console.info(
    `[bench] ${IMPORT_FILES} old-format records written to ${join(dataDir, "submissions")} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const receiver = await startReceiver();
  const site = await startSite({ dataDir, webhook: receiver.url, readyTimeoutMs: 15 * 60_000 });
  const findSummary = () => site.lines.find((line) => line.text.includes("[leads] Imported "));
  // It is logged before the server listens, but its pipe may be read after /api/health's answer.
  for (let tries = 0; !findSummary() && tries < 100; tries += 1) await sleep(20);
  const summary = findSummary();
  await site.stop();
  await receiver.close();

  context.figure(scenario, "first start until /api/health answers", (site.readyAt - site.spawnedAt) / 1000, "s");
  context.figure(
    scenario,
    "first start until the import's summary line",
    summary ? (summary.at - site.spawnedAt) / 1000 : NaN,
    "s",
    undefined,
    summary?.text.replace(/^\[leads\] /, "") ?? "no summary line",
  );
  const database = openDatabase({ dataDir });
  const inDatabase = await countSubmissions(database);
  await database.close();
  // Imported files are removed once the database holds them (packages/leads, file-store-import.ts).
  const kept = existsSync(join(dataDir, "imported-submissions", "submissions"))
    ? readdirSync(join(dataDir, "imported-submissions", "submissions")).filter((name) => name.endsWith(".json")).length
    : 0;
  const left = existsSync(join(dataDir, "submissions")) ? readdirSync(join(dataDir, "submissions")).length : 0;
  context.figure(scenario, "submissions in the database after the import", inDatabase, "", {
    text: `= ${IMPORT_FILES}`,
    met: (v) => v === IMPORT_FILES,
  });
  context.figure(
    scenario,
    "record files still kept in imported-submissions/",
    kept,
    "",
    { text: "= 0", met: (v) => v === 0 },
    `${left} entr${left === 1 ? "y" : "ies"} left in submissions/`,
  );
  if (inDatabase !== IMPORT_FILES) context.failures.push(`${scenario}: the database holds ${inDatabase}`);
  if (kept > 0 || left > 0)
    context.failures.push(`${scenario}: ${kept} imported files kept, ${left} left in submissions/`);
  if (!summary?.text.includes(`Imported ${IMPORT_FILES} submissions`))
    context.failures.push(`${scenario}: the import's summary was "${summary?.text ?? "(none)"}"`);
  if (receiver.deliveries.length > 0)
    context.failures.push(`${scenario}: ${receiver.deliveries.length} delivered submissions were delivered again`);
}
