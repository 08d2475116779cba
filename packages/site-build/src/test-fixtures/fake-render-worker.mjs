// A render worker speaking render-worker.ts's protocol without the site (render-pool.test.ts). What it does depends
// on the job's path: /hang never answers, /slow-<ms> answers after that long, /oom allocates until its heap limit
// stops it, /fail answers an error, /data answers the worker data it was started with; any other path answers at
// once. Each answer says which thread and pass it came from.
import { parentPort, threadId, workerData } from "node:worker_threads";

const hoard = [];
parentPort.on("message", (job) => {
  const answer = () =>
    parentPort.postMessage({
      page: job.page,
      status: 200,
      reads: [],
      html: JSON.stringify({ threadId, pass: job.pass, path: job.path }),
      id: job.id,
    });
  if (job.path === "/data")
    return parentPort.postMessage({
      page: job.page,
      status: 200,
      reads: [],
      html: JSON.stringify({ workerData }),
      id: job.id,
    });
  if (job.path === "/hang") return;
  if (job.path === "/fail") return parentPort.postMessage({ page: job.page, error: "it broke", id: job.id });
  if (job.path === "/oom") {
    for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
  }
  const slow = /^\/slow-(\d+)$/.exec(job.path);
  if (slow) return void setTimeout(answer, Number(slow[1]));
  answer();
});
// A start that takes `rendererOptions.startDelay` ms (the start limit's test).
const startDelay = Number(workerData?.rendererOptions?.startDelay ?? 0);
setTimeout(() => parentPort.postMessage({ ready: true }), startDelay);
