import type { FoundationalPage } from "@tupelo-medicare/content";
import { Seo } from "@tupelo-medicare/ui";
import type { StructuredData } from "@tupelo-medicare/ui";

/**
 * The head of a page read from a `foundationalPage` entry: its metadata title (else the heading), its description
 * (else the excerpt), its share image, and a WebPage with the same name and description, then any `extra` items.
 */
export function ContentPageSeo({
  page,
  title,
  canonical,
  ogType,
  extra = [],
}: {
  page: FoundationalPage;
  /** The page's heading. */
  title: string;
  canonical: string;
  ogType?: "article";
  extra?: readonly StructuredData[];
}) {
  const summary = page.metadata.description.trim() || page.excerpt;
  return (
    <Seo
      title={page.metadata.title.trim() || title}
      description={summary}
      canonical={canonical}
      image={page.shareImage?.url || page.metadata.heroImage || undefined}
      imageAlt={page.shareImage?.description || undefined}
      {...(ogType ? { ogType } : {})}
      structuredData={[{ type: "webpage", name: title, description: summary, url: canonical }, ...extra]}
    />
  );
}
