import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { SECURITY_TXT_DAYS, securityTxt } from "./security-txt.js";

let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), "security-txt-"));
  await mkdir(join(clientDir, ".vite"), { recursive: true });
  await writeFile(join(clientDir, ".vite", "manifest.json"), JSON.stringify({ "src/entry-client.ts": {} }));
  await writeFile(join(clientDir, "404.html"), "<!doctype html><title>Page Not Found</title>");
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

describe("security.txt", () => {
  it("names the contact page, English, its canonical address and an Expires 180 days ahead at midnight UTC", () => {
    const text = securityTxt("https://www.example.com", "/contact-us", new Date("2026-12-04T19:30:00Z"));
    expect(text).toBe(
      [
        "Contact: https://www.example.com/contact-us",
        "Expires: 2027-06-02T00:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://www.example.com/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("is served as plain text under the site's own origin, its Expires in the future and within a year", async () => {
    const app = createApp(readAppEnv({ SITE_URL: "https://medicare.example.org/" }), { clientDir });
    const response = await app.request("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const text = await response.text();
    expect(text).toContain("Contact: https://medicare.example.org/contact-us\n");
    expect(text).toContain("Canonical: https://medicare.example.org/.well-known/security.txt\n");
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SECURITY_TXT_DAYS - 1);
    expect(days).toBeLessThanOrEqual(SECURITY_TXT_DAYS);
  });
});

describe("the build's own files", () => {
  it("are not served: a dot-folder of the build answers the not-found page, however the path is spelled", async () => {
    const app = createApp(readAppEnv({}), { clientDir });
    for (const path of ["/.vite/manifest.json", "/%2Evite/manifest.json", "/assets/../.vite/manifest.json", "/.env"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Page Not Found");
    }
  });
});
