// staging-render-worker.ts, run through tsx (a worker thread does not take the test runner's TypeScript loader).
import { register } from "tsx/esm/api";

register();
await import("./staging-render-worker.ts");
