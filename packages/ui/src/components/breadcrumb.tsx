import * as React from "react";
import { ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";
import { absoluteUrl } from "../lib/urls";
import { SmartLink } from "../internal/smart-link";
import { useSiteConfig, type LinkComponent } from "../site-config/site-config";
import { JsonLd, type JsonLdValue } from "./json-ld";

/** One crumb; the last one (the current page) usually has no href. */
interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** schema.org BreadcrumbList for the trail, with absolute addresses. */
function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string): JsonLdValue {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href, siteUrl) } : {}),
    })),
  };
}

type BreadcrumbProps = React.ComponentProps<"nav"> & {
  items: BreadcrumbItem[];
  /** Emits BreadcrumbList structured data. @defaultValue true */
  structuredData?: boolean;
  LinkComponent?: LinkComponent;
};

/** The breadcrumb trail (nav 'Breadcrumb', the current page marked aria-current), with BreadcrumbList JSON-LD. */
function Breadcrumb({ items, structuredData = true, LinkComponent, className, ...props }: BreadcrumbProps) {
  const config = useSiteConfig();
  if (items.length === 0) return null;
  return (
    <nav data-slot="breadcrumb" aria-label="Breadcrumb" className={cn("text-base", className)} {...props}>
      <ol className="m-0 flex list-none flex-wrap items-center gap-x-1 p-0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="inline-flex items-center gap-x-1">
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={cn("inline-flex min-h-11 items-center", last ? "font-semibold text-ink" : "text-muted")}
                >
                  {item.label}
                </span>
              ) : (
                <SmartLink
                  href={item.href}
                  LinkComponent={LinkComponent}
                  className="inline-flex min-h-11 items-center text-primary-700 underline underline-offset-4 hover:decoration-2"
                >
                  {item.label}
                </SmartLink>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-4 text-muted" />}
            </li>
          );
        })}
      </ol>
      {structuredData ? <JsonLd data={breadcrumbJsonLd(items, config.siteUrl)} /> : null}
    </nav>
  );
}

export { Breadcrumb, breadcrumbJsonLd };
export type { BreadcrumbItem, BreadcrumbProps };
