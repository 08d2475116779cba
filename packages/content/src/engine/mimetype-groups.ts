/** The `mimetype_group` asset filter: Contentful's named groups of MIME types. */
import { invalidQuery } from "./errors.js";
import { isRecord } from "./json-values.js";
import type { Predicate } from "./predicates.js";
import type { IndexedItem } from "./space-index.js";

const GROUPS: Readonly<Record<string, (mime: string) => boolean>> = {
  attachment: () => true,
  plaintext: (mime) => mime === "text/plain",
  image: (mime) => mime.startsWith("image/"),
  audio: (mime) => mime.startsWith("audio/"),
  video: (mime) => mime.startsWith("video/"),
  richtext: (mime) =>
    mime === "text/rtf" || mime === "application/rtf" || mime.includes("msword") || mime.includes("wordprocessingml"),
  presentation: (mime) => mime.includes("powerpoint") || mime.includes("presentationml") || mime.includes("keynote"),
  spreadsheet: (mime) =>
    mime.includes("excel") || mime.includes("spreadsheetml") || mime === "text/csv" || mime.includes("numbers"),
  pdfdocument: (mime) => mime === "application/pdf",
  archive: (mime) => /zip|tar|rar|7z|gzip/.test(mime),
  code: (mime) => /json|javascript|x-python|x-sh|x-c/.test(mime),
  markup: (mime) => /html|xml/.test(mime),
};

const mimeOf = (item: IndexedItem): string => {
  const file = item.values.file;
  return isRecord(file) && typeof file.contentType === "string" ? file.contentType : "";
};

export function mimetypeGroupPredicate(group: string): Predicate {
  const test = GROUPS[group];
  if (!test) {
    throw invalidQuery({
      name: "unknownMimetypeGroup",
      path: ["mimetype_group"],
      value: group,
      details: `Unknown mimetype group "${group}"`,
    });
  }
  return (item) => test(mimeOf(item));
}
