/**
 * `pnpm bench:leads`: the lead pipeline under load, against the built site server (`node dist/server/main.js`, child
 * processes with their own DATA_DIR under test-results/bench-leads/) and a local webhook receiver in this process.
 * Scenarios (BENCH_LEADS_SCENARIOS, comma-separated, default all; `basic` = up,down,kill):
 * - up: BENCH_LEADS (1,000) submissions from BENCH_CLIENTS (50) concurrent clients, after BENCH_WARMUP (1,000) left out
 *   of the figures (the server's first second after its start; their own p50/p95 are in the notes); accept latency p50/p95;
 *   delivered exactly once;
 * - down: the webhook answers 503 until half the submissions were accepted, then up: none lost, delivered exactly
 *   once, time to drain after it returns;
 * - kill: `kill -9` of the server half-way, then a restart on the same DATA_DIR: clients resend what got no answer
 *   with the same Idempotency-Key (as the browser's outbox does); all delivered; how many twice (goal 0);
 * - sqlite-scale: SQLite keeping BENCH_KEPT (100,000) submissions: idle CPU and memory, accept latency, a new lead's
 *   time to the webhook, `pnpm leads export` time, memory and exact count (bench/leads-scale.ts);
 * - file-import: the one-time import of BENCH_IMPORT_FILES (30,000) files of the old file store (bench/leads-scale.ts);
 * - postgres-cluster: two instances on one PostgreSQL database behind a round-robin proxy, then one killed half-way
 *   (bench/leads-cluster.ts);
 * - cross-instance-webhook: a content webhook to instance A, the time until instance B serves the change.
 * Prints the load table and one table of figures with their goals; writes test-results/bench-leads.json. A
 * benchmark: it reports, and exits 1 only when a submission was lost or a count is not exact (never for a time).
 * Run it alone: other work on the machine shows in every figure.
 */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { postgresScenarios } from "./leads-cluster.js";
import { cell, createReport, freePort, percentile, RETRY_DELAYS, startSite, WEB_DIR } from "./harness/index.js";
import { allDelivered, countDeliveries, sendAll, startReceiver, warmUp, warmUpNote } from "./leads-harness.js";
import type { BenchContext, LoadRow } from "./leads-harness.js";
import { fileImport, sqliteScale } from "./leads-scale.js";

const TOTAL = Number(process.env.BENCH_LEADS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ALL = ["up", "down", "kill", "sqlite-scale", "file-import", "postgres-cluster", "cross-instance-webhook"];
const ALIASES: Record<string, string[]> = { basic: ["up", "down", "kill"], all: ALL };

const requested = (process.env.BENCH_LEADS_SCENARIOS ?? "all")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean)
  .flatMap((name) => ALIASES[name] ?? [name]);
const unknown = requested.filter((name) => !ALL.includes(name));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario(s) in BENCH_LEADS_SCENARIOS: ${unknown.join(", ")}. Known: ${ALL.join(", ")} (or basic, all).`,
  );
  process.exit(2);
}
const selected = new Set(requested);

const root = join(WEB_DIR, "test-results", "bench-leads");
const resultFile = join(WEB_DIR, "test-results", "bench-leads.json");
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

const loads: LoadRow[] = [];
const context: BenchContext = Object.assign(createReport("pnpm bench:leads"), {
  root,
  total: TOTAL,
  clients: CLIENTS,
  loads,
});

/** Counts one run's deliveries; a lost submission fails the benchmark. */
function deliveredOnce(receiver: Awaited<ReturnType<typeof startReceiver>>, run: string, what: string) {
  const count = countDeliveries(receiver, run, TOTAL);
  if (count.missing > 0) context.failures.push(`${what}: ${count.missing} submission(s) were never delivered`);
  return count;
}

// up: webhook up.
if (selected.has("up")) {
  const receiver = await startReceiver();
  const site = await startSite({ dataDir: join(root, "up"), webhook: receiver.url });
  const warm = await warmUp({ url: () => site.url, run: "up", clients: CLIENTS, receiver });
  const started = performance.now();
  const sent = await sendAll({ url: () => site.url, run: "up", total: TOTAL, clients: CLIENTS });
  const lastAccepted = performance.now();
  const last = await allDelivered(receiver, "up", TOTAL);
  const count = deliveredOnce(receiver, "up", "webhook up");
  if (count.twiceByLead > 0) context.failures.push(`webhook up: ${count.twiceByLead} delivered twice without a crash`);
  loads.push({
    run: "webhook up",
    accepted: sent.accepted,
    p50: percentile(sent.latencies, 50),
    p95: percentile(sent.latencies, 95),
    clientLoopP99: sent.loopDelayP99,
    delivered: count.delivered,
    twice: count.twiceByLead,
    notes: `all delivered ${((last - started) / 1000).toFixed(1)} s after the first was sent (drain after the last accept: ${(Math.max(0, last - lastAccepted) / 1000).toFixed(1)} s); ${warmUpNote(warm)}`,
  });
  context.figure("SQLite, webhook up", "delivered more than once", count.twiceByLead, "", {
    text: "0",
    met: (v) => v === 0,
  });
  await site.stop();
  await receiver.close();
}

// down: webhook down for the first half.
if (selected.has("down")) {
  const receiver = await startReceiver();
  receiver.setDown(true);
  const site = await startSite({ dataDir: join(root, "down"), webhook: receiver.url });
  let upAt = 0;
  const sent = await sendAll({
    url: () => site.url,
    run: "down",
    total: TOTAL,
    clients: CLIENTS,
    onAccepted: (accepted) => {
      if (accepted === Math.floor(TOTAL / 2) && !upAt) {
        receiver.setDown(false);
        upAt = performance.now();
      }
    },
  });
  const last = await allDelivered(receiver, "down", TOTAL);
  const count = deliveredOnce(receiver, "down", "webhook down");
  if (count.twiceByLead > 0)
    context.failures.push(`webhook down: ${count.twiceByLead} delivered twice without a crash`);
  loads.push({
    run: `webhook down (503) for the first ${Math.floor(TOTAL / 2)}, then up`,
    accepted: sent.accepted,
    p50: percentile(sent.latencies, 50),
    p95: percentile(sent.latencies, 95),
    clientLoopP99: sent.loopDelayP99,
    delivered: count.delivered,
    twice: count.twiceByLead,
    notes: `${receiver.refused} attempts refused; all delivered ${((last - upAt) / 1000).toFixed(1)} s after it came back`,
  });
  context.figure(
    "SQLite, webhook down then up",
    "all delivered after the webhook came back",
    (last - upAt) / 1000,
    "s",
  );
  await site.stop();
  await receiver.close();
}

// kill: kill -9 half-way, restart on the same DATA_DIR.
if (selected.has("kill")) {
  const receiver = await startReceiver();
  const port = await freePort();
  const dataDir = join(root, "kill");
  let site = await startSite({ dataDir, port, webhook: receiver.url });
  let killed = false;
  let restarting: Promise<void> | undefined;
  const sent = await sendAll({
    url: () => site.url,
    run: "kill",
    total: TOTAL,
    clients: CLIENTS,
    onAccepted: (accepted) => {
      if (accepted === Math.floor(TOTAL / 2) && !killed) {
        killed = true;
        restarting = site
          .kill()
          .then(() => startSite({ dataDir, port, webhook: receiver.url }))
          .then((next) => {
            site = next;
          });
      }
    },
  });
  await restarting;
  const lastAccepted = performance.now();
  const last = await allDelivered(receiver, "kill", TOTAL);
  const count = deliveredOnce(receiver, "kill", "kill -9");
  const recovered = site.lines.filter((line) => line.text.includes("was cut off")).length;
  const twice = Math.max(count.twiceByLead, count.twiceByKey);
  if (twice > recovered)
    context.failures.push(`kill -9: ${twice} delivered twice, more than the ${recovered} attempt(s) the crash cut off`);
  loads.push({
    run: `kill -9 after ${Math.floor(TOTAL / 2)} accepted, restart`,
    accepted: sent.accepted,
    p50: percentile(sent.latencies, 50),
    p95: percentile(sent.latencies, 95),
    clientLoopP99: sent.loopDelayP99,
    delivered: count.delivered,
    twice: count.twiceByLead,
    notes: `${sent.resent} requests resent by clients while it was down; ${recovered} attempt(s) cut off and resent after restart (same key); drained ${(Math.max(0, last - lastAccepted) / 1000).toFixed(1)} s after the last accept; same key delivered twice: ${count.twiceByKey}`,
  });
  context.figure(
    "SQLite, kill -9 and restart",
    "delivered more than once",
    twice,
    "",
    { text: "0 (at most the attempts the crash cut off)", met: (v) => v === 0 },
    `${recovered} attempt(s) cut off`,
  );
  await site.stop();
  await receiver.close();
}

if (selected.has("sqlite-scale")) await sqliteScale(context);
if (selected.has("file-import")) await fileImport(context);
if (selected.has("postgres-cluster") || selected.has("cross-instance-webhook"))
  await postgresScenarios(context, {
    cluster: selected.has("postgres-cluster"),
    webhook: selected.has("cross-instance-webhook"),
  });

// ---------------------------------------------------------------------------------------------------------------
// Report.

if (loads.length > 0) {
  console.log(
    `\nLeads: ${TOTAL} submissions from ${CLIENTS} concurrent clients per run (site server as a child process; retries ${RETRY_DELAYS})\n`,
  );
  console.log(
    "| run | accepted | accept p50 ms | accept p95 ms | bench event-loop delay p99 ms | delivered | delivered twice | notes |\n|---|---:|---:|---:|---:|---:|---:|---|",
  );
  for (const row of loads)
    console.log(
      `| ${cell(row.run)} | ${row.accepted} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.clientLoopP99.toFixed(1)} | ${row.delivered} | ${row.twice} | ${cell(row.notes)} |`,
    );
}

context.finish(resultFile, {
  scenarios: [...selected],
  leadsPerRun: TOTAL,
  clients: CLIENTS,
  loads,
});
