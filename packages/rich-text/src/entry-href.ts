import {
  blogPostPath,
  entryPath,
  foundationalPagePath,
  resourceGuidePath,
  videoPath,
} from "@tupelo-medicare/content/rules";
import type { PlainEntry } from "@tupelo-medicare/content";
import { contentTypeOf, textField } from "./internal/targets.js";

/**
 * Where a link to an entry goes: blog posts to /blog/{slug}, foundational pages by the parent-slug rule, resource
 * guides to /resources/guides/{slug}, videos to /videos/watch/{slug}, any other type to /{contentType}/{slug};
 * null without a slug.
 */
export function defaultEntryHref(entry: PlainEntry): string | null {
  const contentType = contentTypeOf(entry);
  if (contentType === "foundationalPage") {
    const pageSlug = textField(entry, "pageSlug");
    return pageSlug ? foundationalPagePath(pageSlug, textField(entry, "parentSlug")) : null;
  }
  const slug = textField(entry, "slug");
  if (!slug) return null;
  switch (contentType) {
    case "pageBlogPost":
    case "blogPost":
      return blogPostPath(slug);
    case "resourceGuide":
      return resourceGuidePath(slug);
    case "video":
      return videoPath(slug);
    default:
      return entryPath(contentType, slug);
  }
}
