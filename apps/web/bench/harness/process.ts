/** A process's CPU time and memory, read from Linux's /proc. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { sleep } from "./stats.js";

let clockTicks: number | undefined;
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

export interface ProcessSample {
  /** User + system CPU seconds so far (all threads). */
  cpuSeconds: number;
  /** Resident memory now, and its peak so far (MB). */
  rssMb: number;
  peakRssMb: number;
}

export function sampleProcess(pid: number): ProcessSample | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) in parentheses: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
    return { cpuSeconds, rssMb: kb("VmRSS") / 1024, peakRssMb: kb("VmHWM") / 1024 };
  } catch {
    return undefined;
  }
}

/** Waits until a process used less than `percent` of a core over one second (its start-up work done), at most `maxMs`. */
export async function settled(pid: number, percent = 5, maxMs = 60_000): Promise<number> {
  const started = performance.now();
  let previous = sampleProcess(pid);
  while (performance.now() - started < maxMs) {
    await sleep(1000);
    const now = sampleProcess(pid);
    if (!previous || !now) break;
    if ((now.cpuSeconds - previous.cpuSeconds) * 100 < percent) break;
    previous = now;
  }
  return performance.now() - started;
}
