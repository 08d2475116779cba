/** 'Related Articles' of a content page: a 2-column grid of blog cards (docs/product.md: Pages and routes). */
import { useId } from "react";
import type { RelatedBlogPost } from "@tupelo-medicare/content";
import { blogPostPath, truncateExcerpt } from "@tupelo-medicare/content/rules";
import { cn } from "@tupelo-medicare/ui";
import { ContentCard } from "../../islands/index.js";
import { BLOG_PLACEHOLDER_IMAGE } from "./content-sidebar.js";

/** Blog cards with the excerpt cut at 120 characters plus '...' and 'Read More' to /blog/{slug}; nothing when empty. */
function RelatedArticles({ posts, className }: { posts: readonly RelatedBlogPost[]; className?: string }) {
  const headingId = useId();
  const visible = posts.filter((post) => post.slug.trim() !== "");
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn("mt-12", className)}>
      <h2 id={headingId} className="text-3xl font-bold text-primary-900">
        Related Articles
      </h2>
      <ul className="mt-6 grid list-none gap-6 p-0 sm:grid-cols-2">
        {visible.map((post) => (
          <li key={post.id || post.slug}>
            <ContentCard
              href={blogPostPath(post.slug)}
              title={post.title}
              description={truncateExcerpt(post.excerpt)}
              image={{ src: post.featuredImage?.url || BLOG_PLACEHOLDER_IMAGE, alt: "" }}
              actionLabel="Read More"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export { RelatedArticles };
