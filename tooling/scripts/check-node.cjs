/*
 * Run before `pnpm install`, `pnpm test`, `pnpm build` and `pnpm start`: a Node older than the one in the root
 * package.json's `engines` gets one sentence saying what to install, instead of a stack trace from a tool that needs
 * a newer Node. Plain CommonJS in old syntax on purpose, so that any Node can run it.
 */
"use strict";
var fs = require("fs");
var path = require("path");

var root = path.join(__dirname, "..", "..");
var wanted = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
var minimum = /(\d+)(?:\.(\d+))?/.exec(wanted);
var major = Number(minimum[1]);
var minor = Number(minimum[2] || 0);
var have = process.versions.node.split(".").map(Number);

if (have[0] < major || (have[0] === major && have[1] < minor)) {
  console.error(
    "This project needs Node " +
      major +
      (minor ? "." + minor : "") +
      " or later (LTS, see .nvmrc) and this is Node " +
      process.versions.node +
      ": install Node " +
      major +
      " (for example `nvm install " +
      major +
      "`, or from nodejs.org) and run the command again.",
  );
  process.exit(1);
}
