/** Text to index terms: the same rules for documents and queries. */

/** A term and where its word sits in the original text. */
export interface TermSpan {
  term: string;
  start: number;
  end: number;
}

/**
 * Words too common to help. "a" is one, except after "part"/"parts"/"plan" ("Part A", "Plan A"); question words
 * ("what", "how", "who") are not, because they carry the query ("what is medicare").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "been",
  "but",
  "by",
  "do",
  "does",
  "for",
  "from",
  "has",
  "have",
  "i",
  "if",
  "in",
  "into",
  "is",
  "it",
  "its",
  "me",
  "my",
  "of",
  "on",
  "or",
  "our",
  "so",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "these",
  "this",
  "those",
  "to",
  "us",
  "versus",
  "vs",
  "was",
  "we",
  "were",
  "will",
  "with",
  "you",
  "your",
]);

const LETTER_KEEPERS = new Set(["part", "parts", "plan", "plans"]);
// A number with thousands separators ("2,100") is one word; so is a word with an apostrophe ("Medicare's").
const WORD = /\p{N}{1,3}(?:,\p{N}{3})+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:['’ʼ]\p{L}+)*/gu;
const APOSTROPHE = /['’ʼ]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents stripped ("Médicare" -> "medicare"). */
export function foldCase(text: string): string {
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();
}

/** A light plural stemmer (Harman's S-stemmer) on words of 4+ letters: "penalties" -> "penalty", "plans" -> "plan". */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && !word.endsWith("eies") && !word.endsWith("aies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && !/(?:aes|ees|oes)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith("s") && !/(?:us|ss|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The terms of a text with their positions, in order. */
export function termSpans(text: string): TermSpan[] {
  const spans: TermSpan[] = [];
  let previous = "";
  for (const match of text.matchAll(WORD)) {
    const raw = foldCase(match[0].replace(/,/g, ""));
    // "Medicare's" -> "medicare"; "don't" -> "dont".
    const word = raw.replace(/['’ʼ]s$/, "").replace(APOSTROPHE, "");
    const keepLetter = word.length === 1 && LETTER_KEEPERS.has(previous);
    previous = word;
    if (!word || (STOP_WORDS.has(word) && !keepLetter)) continue;
    spans.push({ term: stem(word), start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** The index terms of a text: lower case, no accents, split on anything but letters and digits, stop words out, plurals folded. */
export function tokenize(text: string): string[] {
  return termSpans(text).map((span) => span.term);
}
