import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../e2e/site-process.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
let child: ChildProcess;
let origin = "";
let output = "";

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // As the `dev` script runs it: the workspace packages from their sources.
  child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=@tupelo-medicare/source", join(root, "scripts", "dev.ts")],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(root, "test-results", "dev-data") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 600 && !output.includes("Dev server on"); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(output).toContain("Dev server on");
  expect(output).toContain("packages: sources");
}, 90_000);

afterAll(() => {
  child?.kill();
});

describe("pnpm dev", () => {
  it("renders each page on request from the embedded content, with Vite's client, React refresh and the entry from source", async () => {
    const response = await fetch(`${origin}/blog/turning-65-medicare-checklist`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Turning 65/);
    expect(html).toContain("/@vite/client");
    expect(html).toContain("@react-refresh");
    expect(html).toContain('src="/src/entry-client.ts"');
    expect(html).toContain('href="/src/styles.css"');
    expect(html).toContain('"site":{"brand":"Trace Medicare Partners"');
  }, 90_000);

  it("serves the source modules and styles through Vite, and the API routes and the not-found page like the server", async () => {
    const entry = await fetch(`${origin}/src/entry-client.ts`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain("hydrateWhen");
    const styles = await fetch(`${origin}/src/styles.css`, {
      headers: { accept: "text/css", "sec-fetch-dest": "style" },
    });
    expect(styles.headers.get("content-type")).toContain("text/css");
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
    const missing = await fetch(`${origin}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page Not Found");
  }, 90_000);
});
