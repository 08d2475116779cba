/**
 * deploy/ as an office would install it: the systemd unit passes `systemd-analyze verify` and keeps its hardening,
 * and Caddy (Debian's caddy) accepts the Caddyfile with its imported site block. The proxy itself is tested end to
 * end in e2e/caddy-proxy.spec.ts.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { STOP_DEADLINE_MS } from "./graceful-stop.js";

const run = promisify(execFile);
const deployDir = join(import.meta.dirname, "..", "..", "..", "..", "deploy");
const unitFile = join(deployDir, "tupelo-medicare.service");
const unit = readFileSync(unitFile, "utf8");
const work = mkdtempSync(join(tmpdir(), "deploy-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `systemd-analyze verify` on a unit text: what it prints (nothing when the unit is sound). */
async function verify(text: string): Promise<string> {
  const file = join(work, "tupelo-medicare.service");
  writeFileSync(file, text);
  const { stdout, stderr } = await run("systemd-analyze", ["verify", file]).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: `${error.stderr ?? ""}failed`,
    }),
  );
  return `${stdout}${stderr}`.trim();
}

const setting = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.*)$`, "gm"))].map((match) => match[1]);

describe("the systemd unit", () => {
  it("passes systemd-analyze verify, which catches a misspelt option", async () => {
    expect(await verify(unit)).toBe("");
    expect(await verify(unit.replace("NoNewPrivileges=yes", "NoNewPrivilegs=yes"))).toContain("Unknown key");
  });

  it("runs the built server as its own user, with its state directory as DATA_DIR and the office's environment file", () => {
    expect(setting("User")).toEqual(["tupelo-medicare"]);
    expect(setting("StateDirectory")).toEqual(["tupelo-medicare"]);
    expect(setting("Environment")).toContain("DATA_DIR=%S/tupelo-medicare");
    expect(setting("EnvironmentFile")).toEqual(["/etc/tupelo-medicare/env"]);
    expect(setting("ExecStart")).toEqual(["/usr/bin/node dist/server/main.js"]);
    expect(setting("Restart")).toEqual(["on-failure"]);
    expect(setting("RestartPreventExitStatus")).toEqual(["78"]);
    expect(Number(setting("LimitNOFILE")[0])).toBeGreaterThanOrEqual(65536);
  });

  it("gives the graceful stop more time than it takes", () => {
    expect(Number(setting("TimeoutStopSec")[0]) * 1000).toBeGreaterThan(STOP_DEADLINE_MS);
    expect(setting("KillSignal")).toEqual(["SIGTERM"]);
  });

  it("keeps systemd's hardening on", () => {
    for (const [name, value] of Object.entries({
      NoNewPrivileges: "yes",
      ProtectSystem: "strict",
      ProtectHome: "yes",
      PrivateTmp: "yes",
      PrivateDevices: "yes",
      RestrictSUIDSGID: "yes",
      CapabilityBoundingSet: "",
    }))
      expect(setting(name), name).toEqual([value]);
  });
});

describe("the Caddyfile", () => {
  it("is valid for Caddy with the site block it imports", async () => {
    // Installed as /etc/caddy/Caddyfile beside site.caddy.
    cpSync(join(deployDir, "Caddyfile"), join(work, "Caddyfile"));
    cpSync(join(deployDir, "site.caddy"), join(work, "site.caddy"));
    const env = { ...process.env, SITE_DOMAIN: "medicare.example.com", ACME_EMAIL: "office@example.com", HOME: work };
    const { stdout, stderr } = await run(
      "caddy",
      ["validate", "--config", join(work, "Caddyfile"), "--adapter", "caddyfile"],
      {
        env,
      },
    );
    expect(`${stdout}${stderr}`).toContain("Valid configuration");
    const broken = readFileSync(join(deployDir, "site.caddy"), "utf8").replace("reverse_proxy", "revers_proxy");
    writeFileSync(join(work, "site.caddy"), broken);
    await expect(
      run("caddy", ["validate", "--config", join(work, "Caddyfile"), "--adapter", "caddyfile"], { env }),
    ).rejects.toThrow(/revers_proxy/);
  });

  it("leaves compression to the server and sends HSTS", () => {
    const site = readFileSync(join(deployDir, "site.caddy"), "utf8");
    expect(site).not.toMatch(/^\s*encode\b/m);
    expect(site).toMatch(/Strict-Transport-Security "max-age=31536000; includeSubDomains"/);
    expect(site).toMatch(/header_up X-Forwarded-For \{remote_host\}/);
  });
});
