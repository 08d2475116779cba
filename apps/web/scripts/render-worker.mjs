// The build's render worker, run through tsx (the prerender runs from TypeScript sources).
import { register } from "tsx/esm/api";

register();
await import("../src/regenerate/render-worker.ts");
