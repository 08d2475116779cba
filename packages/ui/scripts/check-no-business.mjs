#!/usr/bin/env node
/**
 * Checks the published files the way a sister agency meets them: the kit ships no business's details (no brand,
 * phone, address or web address of this or any agency in dist/), and a footer rendered with no configuration asks for
 * the details by name instead of showing anyone's. Run after `build` (part of `test:build`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const dist = join(import.meta.dirname, "..", "dist");
const AGENCY = /Trace Medicare|tracemedicare|\(662\)|\+1662|\bTupelo\b|431 West Main/;
const failures = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(js|cjs|mjs|css|d\.ts|map)$/.test(name)) {
      const found = AGENCY.exec(readFileSync(file, "utf8"));
      if (found) failures.push(`${file.slice(dist.length + 1)} contains "${found[0]}"`);
    }
  }
};
walk(dist);

// The package by its own name, through its exports, as an installed copy resolves.
const { Footer } = await import("@tupelo-medicare/ui");
try {
  const html = renderToString(createElement(Footer));
  failures.push(
    `a footer with no configuration rendered instead of asking for the business details: ${html.slice(0, 120)}`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (
    !/needs your business details: .*brand, defaultTitle, defaultDescription, siteUrl, phone, email, address, officeHours, schedulerUrl/.test(
      message,
    )
  ) {
    failures.push(`a footer with no configuration failed without naming the missing details: ${message}`);
  }
}

if (failures.length > 0) {
  console.error(`The published kit carries a business's details:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("dist/ carries no business's details; an unconfigured footer asks for brand, phone, address, … by name");
