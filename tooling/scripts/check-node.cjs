/*
 * Run by `pnpm test`, `pnpm build` and `pnpm start` (and, with --engine, at the end of `pnpm install`, whose
 * engine-strict in .npmrc already stops an older Node before it installs anything): a Node older than the one in the
 * root package.json's `engines` gets one sentence saying what to install, instead of a stack trace from a tool that
 * needs a newer Node; a native addon built for another Node gets one saying how to rebuild it. The install checks the
 * engine only: an addon taken from a store's build cache made for another Node is rebuilt by `pnpm rebuild`, which
 * needs the install to have finished. Plain CommonJS in old syntax on purpose, so that any Node can run it.
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

if (process.argv.indexOf("--engine") !== -1) process.exit(0);

// A workspace installed under another Node keeps better-sqlite3 built for that Node's ABI, and `pnpm install` may
// report it up to date: say how to rebuild it rather than let a test or the server fail to load it.
try {
  var Database = require("module").createRequire(path.join(root, "packages", "leads", "package.json"))(
    "better-sqlite3",
  );
  new Database(":memory:").close();
} catch (error) {
  if (error && error.code === "ERR_DLOPEN_FAILED" && /NODE_MODULE_VERSION/.test(String(error.message))) {
    console.error(
      "better-sqlite3 was built for another Node than this one (" +
        process.version +
        "): run `pnpm rebuild -r better-sqlite3` once, then the command again.",
    );
    process.exit(1);
  }
}
