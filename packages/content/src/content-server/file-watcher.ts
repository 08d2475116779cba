/**
 * Watches one file: fs.watch on its directory (editors replace files by rename, which a watch on the file itself
 * would miss), debounced, plus an mtime/size poll as a fallback for file systems where fs.watch is silent.
 */
import { watch } from "node:fs";
import type { FSWatcher } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, dirname } from "node:path";
import type { ContentServerLogger } from "./logger.js";

export interface FileWatcherOptions {
  readonly debounceMs?: number;
  readonly pollMs?: number;
  readonly logger: ContentServerLogger;
}

export interface FileWatcher {
  close(): void;
}

async function fingerprint(file: string): Promise<string> {
  try {
    const info = await stat(file);
    return `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch {
    return "missing";
  }
}

export function watchFile(file: string, onChange: () => void, options: FileWatcherOptions): FileWatcher {
  const name = basename(file);
  let debounce: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = () => {
    if (closed) return;
    clearTimeout(debounce);
    debounce = setTimeout(onChange, options.debounceMs ?? 100);
    debounce.unref();
  };

  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dirname(file), { persistent: false }, (_event, changed) => {
      if (!changed || changed === name) schedule();
    });
    watcher.on("error", (error) => {
      options.logger.warn(
        `Watching ${file} failed (${error.message}); checking its modification time every second instead`,
      );
      watcher?.close();
      watcher = undefined;
    });
  } catch (error) {
    options.logger.warn(
      `Cannot watch ${file} (${error instanceof Error ? error.message : String(error)}); polling instead`,
    );
  }

  let last: string | undefined;
  void fingerprint(file).then((value) => {
    last ??= value;
  });
  const poll = setInterval(() => {
    void fingerprint(file).then((value) => {
      if (last !== undefined && value !== last) schedule();
      last = value;
    });
  }, options.pollMs ?? 1000);
  poll.unref();

  return {
    close() {
      closed = true;
      clearTimeout(debounce);
      clearInterval(poll);
      watcher?.close();
    },
  };
}
