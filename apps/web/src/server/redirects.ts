import { readSiteRecord } from "@tupelo-medicare/site-build";

/** The site's moved pages (old path -> new path), re-read when the site record changes. */
export interface Redirects {
  get(path: string): string | undefined;
  /** Takes the moves a pass just wrote (no need to read the record again). */
  set(map: Record<string, string>): void;
  /** Reads them from the site record (another process wrote it). */
  reload(): void;
}

export function createRedirects(distDir: string): Redirects {
  let map: Record<string, string> = {};
  const reload = () => {
    map = readSiteRecord(distDir)?.redirects ?? {};
  };
  reload();
  return {
    get: (path) => map[path],
    set: (next) => {
      map = next;
    },
    reload,
  };
}
