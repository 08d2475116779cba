/** Finds anything executable in a rendered DOM: script elements, on* attributes, script/data addresses. */

const URL_ATTRIBUTES = [
  "href",
  "src",
  "poster",
  "srcset",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "background",
  "cite",
];
const EXECUTABLE_SCHEME = /^(javascript|data|vbscript):/;

/** An address as a browser (or a careless decoder) might read it: lower-cased, without whitespace and control characters. */
function readings(value: string): string[] {
  const strip = (v: string) =>
    // eslint-disable-next-line no-control-regex -- control characters are what a browser drops
    v.toLowerCase().replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g, "");
  const entities = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n");
  let percent = value;
  try {
    percent = decodeURIComponent(value);
  } catch {
    // not percent-encoded
  }
  return [strip(value), strip(entities), strip(percent)];
}

/** Human-readable descriptions of every unsafe thing in the tree; empty when it is safe. */
export function findUnsafeDom(root: Element): string[] {
  const problems: string[] = [];
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const tag = element.tagName.toLowerCase();
    if (["script", "object", "embed", "base", "meta", "style", "link", "form", "svg", "math"].includes(tag))
      problems.push(`<${tag}> element`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) problems.push(`${name} attribute on <${tag}>`);
      if (name === "style" && /url\(|expression\(/i.test(attribute.value))
        problems.push(`style with url() on <${tag}>`);
      if (name === "srcdoc") problems.push(`srcdoc on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name)) {
        for (const candidate of attribute.value.split(",")) {
          if (readings(candidate).some((reading) => EXECUTABLE_SCHEME.test(reading)))
            problems.push(`${name}=${JSON.stringify(attribute.value.slice(0, 80))} on <${tag}>`);
        }
      }
    }
    if (tag === "iframe" && !/^https:\/\//.test(element.getAttribute("src") ?? ""))
      problems.push(`iframe src ${element.getAttribute("src")}`);
  }
  return problems;
}
