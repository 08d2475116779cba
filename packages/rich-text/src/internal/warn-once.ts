const warnedTypes = new Set<string>();
/** Enough distinct warnings to diagnose content; a hostile document cannot flood the console. */
const MAX_WARNINGS = 50;

/** Warns about an embedded entry type the renderer does not know, once per content type per process. */
export function warnUnknownEntryType(contentType: string): void {
  if (warnedTypes.has(contentType) || warnedTypes.size >= MAX_WARNINGS) return;
  warnedTypes.add(contentType);
  console.warn(
    `[@tupelo-medicare/rich-text] Embedded entries of content type "${contentType.slice(0, 100)}" have no renderer and are not shown.`,
  );
}
