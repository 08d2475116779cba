import { termSpans } from "./tokenize.js";
import type { ExcerptSegment } from "./types.js";

/**
 * Text split into plain and matched segments: each word whose term is in `terms` is a `match: true` segment.
 * Joining the segments' text gives back `text` exactly.
 */
export function highlight(text: string, terms: ReadonlySet<string> | readonly string[]): ExcerptSegment[] {
  const wanted = terms instanceof Set ? terms : new Set(terms);
  const segments: ExcerptSegment[] = [];
  let at = 0;
  for (const span of termSpans(text)) {
    if (!wanted.has(span.term)) continue;
    if (span.start > at) segments.push({ text: text.slice(at, span.start), match: false });
    segments.push({ text: text.slice(span.start, span.end), match: true });
    at = span.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}

const wordStartAtOrAfter = (text: string, index: number): number => {
  if (index <= 0) return 0;
  const next = text.slice(index).search(/(?<=\s)\S/);
  return next === -1 ? index : index + next;
};

const wordEndAtOrBefore = (text: string, index: number): number => {
  if (index >= text.length) return text.length;
  const cut = text.slice(0, index);
  const end = cut.search(/\S\s+\S*$/);
  return end === -1 ? index : end + 1;
};

/**
 * An excerpt of about `length` characters around the densest run of matched words, with "…" where it was cut.
 * When nothing matches, the start of the text.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = 180): ExcerptSegment[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  if (clean.length <= length) return highlight(clean, terms);
  const matches = termSpans(clean).filter((span) => terms.has(span.term));
  let start = 0;
  if (matches.length > 0) {
    // The window holding the most matches; start a little before its first match.
    let best = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < matches.length; i += 1) {
      while (j < matches.length && matches[j]!.end - matches[i]!.start <= length) j += 1;
      if (j - i > bestCount) {
        bestCount = j - i;
        best = i;
      }
    }
    start = Math.max(0, Math.min(matches[best]!.start - Math.round(length / 5), clean.length - length));
  }
  const from = wordStartAtOrAfter(clean, start);
  const to = wordEndAtOrBefore(clean, from + length);
  const segments = highlight(clean.slice(from, to).trim(), terms);
  if (from > 0) segments.unshift({ text: "…", match: false });
  if (to < clean.length) segments.push({ text: "…", match: false });
  return mergePlain(segments);
}

function mergePlain(segments: ExcerptSegment[]): ExcerptSegment[] {
  const merged: ExcerptSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && !last.match && !segment.match) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
