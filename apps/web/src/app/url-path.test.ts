import { describe, expect, it } from "vitest";
import { joinPath, pagePath, trimLeadingSlashes, trimSlashes, trimTrailingSlashes } from "./url-path.js";

/** A seeded generator (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random paths rich in slash runs, at both ends and inside, with other characters between. */
function randomPaths(count: number, seed: number): string[] {
  const next = random(seed);
  const alphabet = ["/", "/", "/", "a", "b", ".", "%2F", "x", "-", "\\", " "];
  return Array.from({ length: count }, () => {
    const length = Math.floor(next() * 40);
    let path = "";
    for (let i = 0; i < length; i += 1) path += alphabet[Math.floor(next() * alphabet.length)];
    return path;
  });
}

describe("trimTrailingSlashes and the rest: the old regular expressions' answers, in one pass", () => {
  const paths = [...randomPaths(5000, 43), "", "/", "//", "/blog", "/blog/", "/blog///", "//blog//x//"];

  it("trims exactly what /\\/+$/ trimmed", () => {
    for (const path of paths) expect(trimTrailingSlashes(path)).toBe(path.replace(/\/+$/, ""));
  });

  it("trims exactly what /^\\/+/ trimmed", () => {
    for (const path of paths) expect(trimLeadingSlashes(path)).toBe(path.replace(/^\/+/, ""));
  });

  it("trims both ends exactly as /^\\/+|\\/+$/g did", () => {
    for (const path of paths) expect(trimSlashes(path)).toBe(path.replace(/^\/+|\/+$/g, ""));
  });

  it("names a page as `path.replace(/\\/+$/, '') || '/'` did", () => {
    for (const path of paths) expect(pagePath(path)).toBe(path.replace(/\/+$/, "") || "/");
  });

  it("joins as `base.replace(/\\/+$/, '') + '/' + path.replace(/^\\/+/, '')` did, and leaves base alone for no path", () => {
    const bases = randomPaths(500, 7);
    const rest = randomPaths(500, 11);
    bases.forEach((base, i) => {
      const path = rest[i]!;
      expect(joinPath(base, path)).toBe(path ? `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}` : base);
    });
    expect(joinPath("https://cdn.example.test/", "/spaces/x")).toBe("https://cdn.example.test/spaces/x");
  });

  it("handles the attack's shape (100,000 slashes then another character) without a backtracking search", () => {
    const run = "/".repeat(100_000);
    // Each is one pass: at most one slice of the input is made and every character is looked at once at most.
    expect(trimTrailingSlashes(`/blog${run}x`)).toBe(`/blog${run}x`);
    expect(trimTrailingSlashes(`/blog${run}`)).toBe("/blog");
    expect(trimLeadingSlashes(`${run}x`)).toBe("x");
    expect(trimSlashes(`${run}x${run}`)).toBe("x");
    expect(pagePath(run)).toBe("/");
    expect(joinPath(`https://a.test${run}`, `${run}b`)).toBe("https://a.test/b");
  });
});
