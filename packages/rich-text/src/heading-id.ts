/**
 * The anchor id of a heading (docs/product.md: Display rules): its lower-cased text with every run of non-alphanumerics replaced by a
 * hyphen; 'section' when the text is empty.
 */
export function headingId(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-") || "section";
}
