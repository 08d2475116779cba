/**
 * The blocks of a rich-text document that need more than a tag: headings (their outline level shifted by
 * headingOffset, their ids from prepareDocument), embedded assets (an image as a figure, a PDF as a file link,
 * anything else left out) and tables (a header row only where the editor's table has one, scopes from
 * prepareDocument, a scrolling group a keyboard can reach).
 */
import type { Block, Inline } from "@contentful/rich-text-types";
import type { PlainAsset } from "@tupelo-medicare/content";
import type { ReactNode } from "react";
import { classifyHref } from "./hrefs.js";
import { LazyImage } from "./lazy-image.js";
import { SafeLink } from "./links.js";
import type { PreparedDocument } from "./prepare-document.js";
import { pdfLink, richTextImage } from "./targets.js";

const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/** A heading at its outline level plus `offset` (h6 at most), with the id prepareDocument gave it. */
export const headingRenderer =
  (prepared: PreparedDocument, offset: number) => (node: Block | Inline, children: ReactNode) => {
    const meta = prepared.headings.get(node as Block);
    const Tag = HEADING_TAGS[Math.min(5, (meta?.outline ?? 1) - 1 + offset)] ?? "h6";
    return <Tag id={meta?.id}>{children}</Tag>;
  };

/** An embedded asset: an image as a figure, a PDF as a file link; anything else (or unsafe) as nothing. */
export function embeddedAsset(asset: PlainAsset): ReactNode {
  const image = richTextImage(asset);
  if (image) {
    return (
      <figure data-slot="rich-text-image">
        <LazyImage image={image} />
      </figure>
    );
  }
  const pdf = pdfLink(asset);
  const target = pdf ? classifyHref(pdf.href) : null;
  if (!pdf || !target) return null;
  return (
    <p data-slot="rich-text-file">
      <SafeLink target={target} file>
        {pdf.text}
      </SafeLink>
    </p>
  );
}

/** A table: its first row as the header only when the editor's table has one, in a group a keyboard can scroll. */
export const tableRenderer = (prepared: PreparedDocument) => (node: Block | Inline, children: ReactNode) => {
  const rows = Array.isArray(children) ? (children as ReactNode[]) : [children];
  const hasHeader = prepared.tablesWithHeader.has(node as Block);
  return (
    <div data-slot="rich-text-table" role="group" aria-label="Table" tabIndex={0} className="overflow-x-auto">
      <table>
        {hasHeader ? <thead>{rows[0]}</thead> : null}
        <tbody>{hasHeader ? rows.slice(1) : rows}</tbody>
      </table>
    </div>
  );
};

/** A header cell with the scope prepareDocument found; a plain cell where it found none. */
export const headerCellRenderer = (prepared: PreparedDocument) => (node: Block | Inline, children: ReactNode) => {
  const scope = prepared.headerCells.get(node as Block);
  return scope ? <th scope={scope}>{children}</th> : <td>{children}</td>;
};
