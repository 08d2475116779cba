import { useSuspenseQuery } from "@tanstack/react-query";
import { blogPostPath, formatLongDate, imageSrcSet, imageUrl, truncateExcerpt } from "@tupelo-medicare/content/rules";
import { getContentsList } from "@tupelo-medicare/rich-text";
import { Breadcrumb, Seo } from "@tupelo-medicare/ui";
import { ContentCard, Image } from "../../islands/index.js";
import { categoriesQuery, blogPostQuery } from "../../app/queries.js";
import { ContentRichText } from "../content/content-rich-text.js";
import { BlogCallToAction, BlogPostSidebar } from "./blog-post-parts.js";
import { BLOG_PLACEHOLDER_IMAGE, blogCardImage } from "./blog-shared.js";
import { Inspected, useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";
import { MissingEntry } from "../shared/missing-entry.js";

/** A blog post (/blog/:slug): breadcrumb, title, excerpt, date, image, body, call to action, related posts and sidebar. */
export default function BlogPost() {
  const { slug = "" } = usePageRoute().params;
  const post = useSuspenseQuery(blogPostQuery(slug));
  const categories = useSuspenseQuery(categoriesQuery());
  const inspect = useInspector();

  if (!post.data) {
    return (
      <MissingEntry
        title="Blog Post Not Found"
        text="We could not find that post. It may have moved or been removed."
        href="/blog"
        linkText="See all blog posts"
      />
    );
  }

  const data = post.data;
  const path = blogPostPath(data.slug);
  const published = formatLongDate(data.publishedDate);
  const image = data.featuredImage?.url ? data.featuredImage : null;
  const description = data.seo.description.trim() || data.excerpt.trim() || undefined;
  const contents = getContentsList(data.contentBody);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Seo
        title={data.seo.title.trim() || data.title}
        description={description}
        canonical={path}
        image={image ? imageUrl(image.url, { width: 1200, format: "jpg" }) : undefined}
        imageAlt={image?.description || undefined}
        ogType="article"
        structuredData={{
          type: "blogpost",
          headline: data.title,
          description,
          image: image ? imageUrl(image.url, { width: 1200, format: "jpg" }) : undefined,
          datePublished: data.publishedDate || undefined,
          author: data.author || undefined,
          url: path,
          keywords: data.seo.keywords,
        }}
      />
      <Breadcrumb
        className="mb-6"
        items={[{ label: "Home", href: "/" }, { label: "Blog", href: "/blog" }, { label: data.title }]}
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <header className="flex flex-col gap-4">
            <h1
              className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl"
              {...inspect(data.id, "title")}
            >
              {data.title}
            </h1>
            {data.excerpt ? <p className="text-xl text-muted">{data.excerpt}</p> : null}
            {published ? (
              <p className="text-base text-muted">
                Published on <time dateTime={data.publishedDate}>{published}</time>
                {data.author ? <> by {data.author}</> : null}
              </p>
            ) : null}
          </header>
          <Inspected attributes={inspect(data.id, "featuredImage")}>
            {image ? (
              <Image
                src={imageUrl(image.url, { width: 1200, format: "webp" })}
                srcSet={
                  imageSrcSet(image.url, [480, 800, 1200], { format: "webp", maxWidth: image.width ?? undefined }) ||
                  undefined
                }
                sizes="(min-width: 1024px) 46rem, 100vw"
                alt={image.description}
                width={image.width ?? 1200}
                height={image.height ?? 675}
                priority
                className="mt-8 h-auto w-full rounded-card object-cover"
              />
            ) : (
              <Image
                src={BLOG_PLACEHOLDER_IMAGE.src}
                alt=""
                width={BLOG_PLACEHOLDER_IMAGE.width}
                height={BLOG_PLACEHOLDER_IMAGE.height}
                priority
                className="mt-8 h-auto w-full rounded-card object-cover"
              />
            )}
          </Inspected>
          <Inspected attributes={inspect(data.id, "contentBody")}>
            <ContentRichText
              document={data.contentBody}
              headingOffset={1}
              className="prose prose-lg mt-8 max-w-none text-ink prose-headings:scroll-mt-[calc(var(--sticky-header-height,8rem)+1rem)] prose-headings:text-primary-900 prose-a:text-primary-700 prose-a:underline-offset-4 prose-strong:text-ink"
            />
          </Inspected>
          <BlogCallToAction cta={data.callToAction} />
        </article>
        <aside aria-label="More from our blog">
          <BlogPostSidebar contents={contents} categories={categories.data} />
        </aside>
      </div>
      {data.relatedBlogPosts.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-16">
          <h2 id="related-articles" className="mb-6 text-3xl font-bold text-primary-900">
            Related Articles
          </h2>
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {data.relatedBlogPosts.map((related) => (
              <li key={related.id}>
                <ContentCard
                  href={blogPostPath(related.slug)}
                  title={related.title}
                  description={truncateExcerpt(related.excerpt)}
                  image={blogCardImage(related.featuredImage)}
                  {...inspect(related.id, "title")}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
