/**
 * The redirect rules of a pass: a page whose entry now lives at another path moves there (301); the rest of what
 * left answers 404. A path that exists again is served, not redirected; a redirect to a page that is gone is dropped
 * (404); a chain is shortened to its last target.
 */
import { pageOwner } from "../rules/page-dependencies.js";
import type { SiteDependencies } from "../rules/page-dependencies.js";

/** The entry each removed page showed, read before the pass records its pages (their owners change with it). */
export function ownersOf(deps: SiteDependencies, removed: readonly string[]): Map<string, string | undefined> {
  return new Map(removed.map((path) => [path, pageOwner(deps, path)] as const));
}

export function moveRedirects(pass: {
  /** The removed pages and the entry each showed (ownersOf, before the pass recorded its pages). */
  previousOwners: ReadonlyMap<string, string | undefined>;
  added: readonly string[];
  /** The site's paths after the pass. */
  paths: readonly string[];
  /** The record's reads after the pass (who owns each added page). */
  deps: SiteDependencies;
  /** The record's redirects before the pass. */
  redirects: Readonly<Record<string, string>>;
}): { redirected: Record<string, string>; redirects: Record<string, string> } {
  const redirected: Record<string, string> = {};
  for (const [oldPath, owner] of pass.previousOwners) {
    const target = owner ? pass.added.find((path) => pageOwner(pass.deps, path) === owner) : undefined;
    if (target) redirected[oldPath] = target;
  }
  const after = new Set(pass.paths);
  const redirects = { ...pass.redirects };
  for (const path of pass.paths) delete redirects[path];
  // A page that moved again takes its earlier addresses with it (first -> second, second -> third: first -> third),
  // before the redirects whose target is gone are dropped.
  for (const [from, to] of Object.entries(redirected)) {
    for (const [source, destination] of Object.entries(redirects)) if (destination === from) redirects[source] = to;
    redirects[from] = to;
  }
  for (const [source, destination] of Object.entries(redirects)) if (!after.has(destination)) delete redirects[source];
  return { redirected, redirects };
}
