import * as React from "react";
import { absoluteUrl } from "../lib/urls";
import { useSiteConfig, type SiteConfig } from "../site-config/site-config";
import { JsonLd, type JsonLdValue } from "./json-ld";

/** A page of the site in structured data. */
type WebPageData = { type: "webpage"; name?: string; description?: string; url?: string };
/** A blog post (schema.org BlogPosting). */
type BlogPostData = {
  type: "blogpost";
  headline: string;
  description?: string;
  image?: string;
  datePublished?: string;
  dateModified?: string;
  author?: string;
  url?: string;
  keywords?: string[];
};
/** A video (schema.org VideoObject); duration as ISO 8601, e.g. 'PT4M10S'. */
type VideoData = {
  type: "video";
  name: string;
  description?: string;
  thumbnailUrl?: string;
  uploadDate?: string;
  duration?: string;
  embedUrl?: string;
  contentUrl?: string;
  keywords?: string[];
  author?: string;
};
/** A list page (schema.org CollectionPage with an ItemList). */
type CollectionPageData = {
  type: "collectionpage";
  name: string;
  description?: string;
  url?: string;
  items?: { name: string; url: string }[];
};
/** The agency (schema.org InsuranceAgency) from the site configuration, optionally with ratings and reviews. */
type InsuranceAgencyData = {
  type: "insurance";
  name?: string;
  description?: string;
  url?: string;
  image?: string;
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating?: number; worstRating?: number };
  reviews?: { author: string; rating: number; text: string; datePublished?: string }[];
};
/** Questions and answers (schema.org FAQPage). */
type FaqData = { type: "faq"; questions: { question: string; answer: string }[] };

/** The structured-data kinds a page can add (docs/product.md: Pages and routes). */
type StructuredData = WebPageData | BlogPostData | VideoData | CollectionPageData | InsuranceAgencyData | FaqData;

const CONTEXT = "https://schema.org";

function withoutEmpty(record: Record<string, JsonLdValue | undefined>): { [key: string]: JsonLdValue } {
  const result: { [key: string]: JsonLdValue } = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[key] = value;
  }
  return result;
}

function organization(config: SiteConfig): JsonLdValue {
  return { "@type": "Organization", name: config.brand, url: config.siteUrl };
}

/** schema.org JSON-LD for one structured-data kind, with addresses made absolute against the site URL. */
function structuredDataJsonLd(data: StructuredData, config: SiteConfig, pageUrl?: string): JsonLdValue {
  const url = (value?: string) => (value ? absoluteUrl(value, config.siteUrl) : undefined);
  switch (data.type) {
    case "webpage":
      return withoutEmpty({
        "@context": CONTEXT,
        "@type": "WebPage",
        name: data.name,
        description: data.description,
        url: url(data.url ?? pageUrl),
        publisher: organization(config),
      });
    case "blogpost":
      return withoutEmpty({
        "@context": CONTEXT,
        "@type": "BlogPosting",
        headline: data.headline,
        description: data.description,
        image: url(data.image),
        datePublished: data.datePublished,
        dateModified: data.dateModified ?? data.datePublished,
        author: data.author ? { "@type": "Person", name: data.author } : organization(config),
        publisher: organization(config),
        mainEntityOfPage: url(data.url ?? pageUrl),
        keywords: data.keywords?.join(", "),
      });
    case "video":
      return withoutEmpty({
        "@context": CONTEXT,
        "@type": "VideoObject",
        name: data.name,
        description: data.description ?? data.name,
        thumbnailUrl: url(data.thumbnailUrl),
        uploadDate: data.uploadDate,
        duration: data.duration,
        embedUrl: data.embedUrl,
        contentUrl: url(data.contentUrl),
        keywords: data.keywords?.join(", "),
        author: data.author ? { "@type": "Person", name: data.author } : undefined,
        publisher: organization(config),
      });
    case "collectionpage":
      return withoutEmpty({
        "@context": CONTEXT,
        "@type": "CollectionPage",
        name: data.name,
        description: data.description,
        url: url(data.url ?? pageUrl),
        mainEntity: data.items?.length
          ? {
              "@type": "ItemList",
              itemListElement: data.items.map((item, index) => ({
                "@type": "ListItem",
                position: index + 1,
                name: item.name,
                url: url(item.url) ?? item.url,
              })),
            }
          : undefined,
      });
    case "insurance":
      return withoutEmpty({
        "@context": CONTEXT,
        "@type": "InsuranceAgency",
        name: data.name ?? config.brand,
        description: data.description ?? config.defaultDescription,
        url: url(data.url) ?? config.siteUrl,
        image: url(data.image),
        telephone: config.phone.href.replace(/^tel:/, ""),
        email: config.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: config.address.street,
          addressLocality: config.address.locality,
          addressRegion: config.address.region,
          postalCode: config.address.postalCode,
          addressCountry: config.address.country,
        },
        openingHours: config.officeHours.openingHours,
        areaServed: `${config.address.locality}, ${config.address.region}`,
        sameAs: [config.social.facebook, config.social.youtube, config.social.linkedin].filter(
          (profile): profile is string => Boolean(profile),
        ),
        aggregateRating: data.aggregateRating
          ? {
              "@type": "AggregateRating",
              ratingValue: data.aggregateRating.ratingValue,
              reviewCount: data.aggregateRating.reviewCount,
              bestRating: data.aggregateRating.bestRating ?? 5,
              worstRating: data.aggregateRating.worstRating ?? 1,
            }
          : undefined,
        review: data.reviews?.map((review) =>
          withoutEmpty({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            reviewBody: review.text,
            datePublished: review.datePublished,
          }),
        ),
      });
    case "faq":
      return {
        "@context": CONTEXT,
        "@type": "FAQPage",
        mainEntity: data.questions.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      };
    default:
      return data satisfies never;
  }
}

/** '{title} | {brand}', or the default title with the brand when there is no title. */
function formatPageTitle(title: string | undefined, config: Pick<SiteConfig, "brand" | "defaultTitle">): string {
  const base = title?.trim() || config.defaultTitle;
  return base.endsWith(` | ${config.brand}`) ? base : `${base} | ${config.brand}`;
}

type SeoProps = {
  /** The page title; the brand is appended. @defaultValue the configured default title */
  title?: string;
  /** @defaultValue the configured default description */
  description?: string;
  /** The canonical address (a path is made absolute against the site URL). */
  canonical?: string;
  /** The share image (a path is made absolute). */
  image?: string;
  imageAlt?: string;
  /** Open Graph type. @defaultValue 'website' */
  ogType?: "website" | "article" | "video.other" | "profile";
  /** Adds robots noindex (e.g. the not-found page). */
  noindex?: boolean;
  structuredData?: StructuredData | StructuredData[];
};

/**
 * The page's head tags: title '{title} | {brand}', description, canonical, Open Graph and Twitter tags, optional
 * robots noindex and JSON-LD. Render it anywhere in the page: React 19 hoists title, meta and link into the
 * document head, on the server too. Render one per page.
 */
function Seo({
  title,
  description,
  canonical,
  image,
  imageAlt,
  ogType = "website",
  noindex = false,
  structuredData,
}: SeoProps) {
  const config = useSiteConfig();
  const fullTitle = formatPageTitle(title, config);
  const text = description?.trim() || config.defaultDescription;
  const canonicalUrl = canonical ? absoluteUrl(canonical, config.siteUrl) : undefined;
  const imageUrl = image ? absoluteUrl(image, config.siteUrl) : undefined;
  const items = structuredData === undefined ? [] : Array.isArray(structuredData) ? structuredData : [structuredData];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={config.brand} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:locale" content="en_US" />
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl && imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {imageUrl && imageAlt ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
      {items.map((item, index) => (
        <JsonLd key={`${item.type}-${index}`} data={structuredDataJsonLd(item, config, canonicalUrl)} />
      ))}
    </>
  );
}

export { Seo, formatPageTitle, structuredDataJsonLd };
export type {
  BlogPostData,
  CollectionPageData,
  FaqData,
  InsuranceAgencyData,
  SeoProps,
  StructuredData,
  VideoData,
  WebPageData,
};
