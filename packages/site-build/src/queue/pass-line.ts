/** The log line of a pass that succeeded: how many changes, what it rendered, added, removed and moved, how long. */
import type { RegenerateResult } from "../site-pass.js";

export function passLine(changes: number, all: boolean, result: RegenerateResult): string {
  const added = result.added.length ? `, added ${result.added.join(" ")}` : "";
  const removed = result.removed.length ? `, removed ${result.removed.join(" ")}` : "";
  const moves = Object.entries(result.redirected);
  const moved = moves.length ? `, moved ${moves.map(([from, to]) => `${from} -> ${to}`).join(" ")}` : "";
  return (
    `[regenerate] ${changes} change(s)${all ? " (all pages)" : ""}: rendered ${result.rendered.length} page(s)` +
    `${added}${removed}${moved} in ${Math.round(result.ms)} ms`
  );
}
