/**
 * The steady local load of `pnpm bench:publish`: N loops requesting a mix of pages back to back, identity, gzip and
 * brotli in turn, over keep-alive connections, checking every response: status 200, a body of exactly the declared
 * content-length, that decompresses, and (HTML) ends with </html>, (sitemap) with </urlset>. Raw bytes are read with
 * node:http, so the length is checked before decompression.
 */
import { Agent, request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { percentile } from "./harness/index.js";

export interface LoadStats {
  requests: number;
  non200: number;
  incomplete: number;
  /** Incomplete responses, first few: why. */
  problems: string[];
  byEncoding: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
  /** How long this process's event loop (server, regeneration, content server and these loops) was held up. */
  eventLoopDelayMs: { p99: number; max: number };
}

const ENCODINGS = ["identity", "br", "gzip"] as const;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ended: boolean;
}

function get(agent: Agent, origin: URL, path: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: origin.hostname, port: origin.port, path, agent, headers: { "accept-encoding": encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        let ended = false;
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          ended = true;
        });
        res.on("close", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ended: ended && res.complete,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Why the response is not whole, or undefined when it is. */
function incompleteBecause(path: string, answer: Answer): string | undefined {
  if (!answer.ended) return `${path}: connection closed before the end of the body`;
  const declared = answer.headers["content-length"];
  if (declared === undefined) return `${path}: no content-length`;
  if (Number(declared) !== answer.body.length)
    return `${path}: content-length ${String(declared)} but ${answer.body.length} bytes`;
  const encoding = answer.headers["content-encoding"];
  let text: string;
  try {
    const raw =
      encoding === "br"
        ? brotliDecompressSync(answer.body)
        : encoding === "gzip"
          ? gunzipSync(answer.body)
          : answer.body;
    text = raw.toString("utf8").trimEnd();
  } catch (error) {
    return `${path}: ${String(encoding)} body does not decompress (${error instanceof Error ? error.message : String(error)})`;
  }
  const type = String(answer.headers["content-type"] ?? "");
  if (type.startsWith("text/html") && !text.endsWith("</html>")) return `${path}: HTML does not end with </html>`;
  if (type.includes("xml") && !text.endsWith("</urlset>")) return `${path}: sitemap does not end with </urlset>`;
  return undefined;
}

/** Runs `loops` request loops over `paths` until `work` settles; returns what they saw. */
export async function underLoad<T>(
  origin: string,
  paths: readonly string[],
  loops: number,
  work: () => Promise<T>,
): Promise<{ result: T; stats: LoadStats }> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: loops });
  const stats: LoadStats = {
    requests: 0,
    non200: 0,
    incomplete: 0,
    problems: [],
    byEncoding: {},
    latencyMs: { p50: 0, p99: 0, max: 0 },
    eventLoopDelayMs: { p99: 0, max: 0 },
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const latencies: number[] = [];
  let stop = false;
  const note = (problem: string) => {
    if (stats.problems.length < 10) stats.problems.push(problem);
  };
  const loop = async (offset: number) => {
    for (let n = offset; !stop; n += 1) {
      const path = paths[n % paths.length]!;
      const encoding = ENCODINGS[(Math.floor(n / paths.length) + offset) % ENCODINGS.length]!;
      const started = performance.now();
      stats.requests += 1;
      try {
        const answer = await get(agent, url, path, encoding);
        latencies.push(performance.now() - started);
        const served = String(answer.headers["content-encoding"] ?? "identity");
        stats.byEncoding[served] = (stats.byEncoding[served] ?? 0) + 1;
        if (answer.status !== 200) {
          stats.non200 += 1;
          note(`${path}: status ${answer.status}`);
          continue;
        }
        const problem = incompleteBecause(path, answer);
        if (problem) {
          stats.incomplete += 1;
          note(problem);
        }
      } catch (error) {
        stats.incomplete += 1;
        note(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const running = Array.from({ length: loops }, (_, index) => loop(index));
  try {
    const result = await work();
    return { result, stats };
  } finally {
    stop = true;
    delay.disable();
    await Promise.all(running);
    agent.destroy();
    latencies.sort((a, b) => a - b);
    stats.eventLoopDelayMs = { p99: Math.round(delay.percentile(99) / 1e6), max: Math.round(delay.max / 1e6) };
    stats.latencyMs = {
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1) ?? 0),
    };
  }
}
