/**
 * Every prerendered page is valid HTML: the W3C Nu HTML Checker (vnu-jar from npm, run with the machine's Java)
 * over each .html file of the built site reports no error.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";

const require = createRequire(import.meta.url);
const CLIENT_DIR = join(import.meta.dirname, "..", process.env.E2E_DIST_DIR ?? "dist", "client");

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "assets") continue;
    if (statSync(path).isDirectory()) htmlFiles(path, out);
    else if (name.endsWith(".html")) out.push(path);
  }
  return out;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("every prerendered page passes the Nu HTML Checker with no error", () => {
  test.setTimeout(120_000);
  const files = htmlFiles(CLIENT_DIR);
  expect(files.length).toBeGreaterThan(90);
  // vnu-jar's main export is the jar's path (a String object).
  const jarPath = String(require("vnu-jar") as string);
  let report = "";
  try {
    execFileSync("java", ["-jar", jarPath, "--errors-only", "--format", "json", ...files], { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { code?: string; stderr?: Buffer };
    if (failure.code === "ENOENT") throw new Error("Java is needed to run the Nu HTML Checker (vnu-jar): install Debian's default-jre-headless", { cause: error });
    report = failure.stderr?.toString("utf8") ?? "";
  }
  const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages.filter((message) => message.type === "error") : [];
  const readable = messages.map((message) => `${relative(CLIENT_DIR, message.url.replace(/^file:/, ""))}:${message.lastLine ?? "?"} ${message.message} | ${message.extract ?? ""}`);
  expect(readable, `${messages.length} errors`).toEqual([]);
});
