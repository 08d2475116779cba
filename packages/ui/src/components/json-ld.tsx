import * as React from "react";

/** A JSON-LD value: plain JSON. */
type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators U+2028/U+2029 are
 * written as \u escapes, so no content can close the script tag or break out of it.
 */
function serializeJsonLd(data: JsonLdValue): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type JsonLdProps = Omit<React.ComponentProps<"script">, "children" | "dangerouslySetInnerHTML" | "type"> & {
  data: JsonLdValue;
};

/** Structured data as a script-safe `<script type="application/ld+json">`. */
function JsonLd({ data, ...props }: JsonLdProps) {
  return (
    <script
      data-slot="json-ld"
      type="application/ld+json"
      {...props}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

export { JsonLd, serializeJsonLd };
export type { JsonLdProps, JsonLdValue };
