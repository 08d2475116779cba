/**
 * Sidebar pieces of the content pages (docs/product.md, Pages and routes foundational template): 'Explore This Page', 'Read Our Blog',
 * 'Schedule an Appointment', and the free-guide button and card that open the lead dialog.
 */
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { ReactNode } from "react";
import { blogPostPath, formatLongDate } from "@tupelo-medicare/content/rules";
import { DEFAULT_LEAD_SOURCE } from "@tupelo-medicare/lead-forms/provider";
import type { ContentsItem } from "@tupelo-medicare/rich-text";
import { ButtonLink, TextLink, cn } from "@tupelo-medicare/ui";
import { Image, LeadButton } from "../../islands/index.js";
import { PAGE_SIZES, appointmentSettingsQuery, blogPostsQuery } from "../../app/queries.js";
import { bookingHref } from "../../app/booking-path.js";

/** The image shown for a blog post without a featured image (docs/product.md: Constants). */
export const BLOG_PLACEHOLDER_IMAGE = "/images/blog-placeholder.svg";

/** The sidebar's latest posts: page 1 of the blog with 3 posts (docs/product.md: Constants); data modules prefetch the same options. */
const sidebarBlogsQuery = () => blogPostsQuery({ page: 1, limit: PAGE_SIZES.sidebarBlogs });

const PANEL = "rounded-card border border-border-subtle bg-surface p-4 shadow-sm min-[24rem]:p-6";
const PANEL_HEADING = "text-xl font-bold text-primary-900";

/** A sidebar block with a visible heading that names its region. */
function SidebarSection({
  title,
  children,
  className,
  as = "section",
}: {
  title: string;
  children: ReactNode;
  className?: string;
  as?: "section" | "nav";
}) {
  const headingId = useId();
  const Tag = as;
  return (
    <Tag aria-labelledby={headingId} className={cn(PANEL, className)}>
      <h2 id={headingId} className={PANEL_HEADING}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

/** 'Explore This Page': links to the page's level-1 headings; nothing when there are none. */
function ExploreThisPage({ items, className }: { items: readonly ContentsItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <SidebarSection as="nav" title="Explore This Page" className={className}>
      <ul className="mt-3 flex list-none flex-col p-0">
        {items.map((item) => (
          <li key={item.id} className="border-b border-border-subtle last:border-b-0">
            <a
              href={`#${item.id}`}
              className="flex min-h-11 items-center py-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}

/** 'Read Our Blog': the 3 latest posts with a placeholder image when a post has none. */
function ReadOurBlog({ className }: { className?: string }) {
  const posts = useSuspenseQuery(sidebarBlogsQuery());
  let body: ReactNode;
  if (posts.data.items.length === 0) {
    body = <p className="mt-4 text-muted">No blogs available.</p>;
  } else {
    body = (
      <ul className="mt-4 flex list-none flex-col gap-5 p-0">
        {posts.data.items.map((post) => {
          const date = formatLongDate(post.publishedDate);
          return (
            <li key={post.id} className="flex flex-wrap gap-4">
              <Image
                src={post.featuredImage?.url || BLOG_PLACEHOLDER_IMAGE}
                alt=""
                width={96}
                height={64}
                className="h-16 w-24 max-w-full shrink-0 rounded-md object-cover"
              />
              <div className="flex min-w-0 flex-col gap-1">
                <TextLink href={blogPostPath(post.slug)} className="leading-snug">
                  {post.title}
                </TextLink>
                {date ? (
                  <time dateTime={post.publishedDate} className="text-sm text-muted">
                    {date}
                  </time>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <SidebarSection title="Read Our Blog" className={className}>
      {body}
      <p className="mt-4">
        <TextLink href="/blog">See all blog posts</TextLink>
      </p>
    </SidebarSection>
  );
}

/** The appointment block: 'Schedule an Appointment' linking to the contact page (docs/product.md: Pages and routes). */
function ScheduleAppointment({
  products = [],
  className,
}: {
  /** The products a booking from here starts with (the Part D page: part-d). */
  products?: readonly string[];
  className?: string;
}) {
  // Booking on: the site's own flow with the page's products; off: the contact page, as before.
  // The layout's data (every render prefetches it with the layout): read without suspending, so a part rendered on
  // its own shows the contact page's link.
  const booking = useQuery(appointmentSettingsQuery());
  const href = booking.data?.bookingEnabled ? bookingHref(products) : "/contact";
  return (
    <SidebarSection title="Talk With a Local Agent" className={cn("bg-primary-50", className)}>
      <p className="mt-2 text-ink">
        Have questions? Meet one-on-one with a licensed agent from our Tupelo office. There is no cost and no
        obligation.
      </p>
      <ButtonLink href={href} variant="accent" className="mt-4 w-full">
        Schedule an Appointment
      </ButtonLink>
    </SidebarSection>
  );
}

/** 'Download Free Guide': opens the lead dialog with the given source label. */
function FreeGuideButton({
  source = DEFAULT_LEAD_SOURCE,
  className,
  label = "Download Free Guide",
}: {
  source?: string;
  className?: string;
  label?: string;
}) {
  return <LeadButton source={source} label={label} size="lg" className={className} />;
}

/** A card offering the free guide: a heading, a short line and the 'Download Free Guide' button. */
function FreeGuideCard({
  title,
  text,
  source,
  className,
}: {
  title: string;
  text: string;
  source?: string;
  className?: string;
}) {
  return (
    <SidebarSection title={title} className={cn("border-accent-600 bg-accent-50", className)}>
      <p className="mt-2 text-lg text-ink">{text}</p>
      <FreeGuideButton source={source} className="mt-4 w-full" />
    </SidebarSection>
  );
}

export { ExploreThisPage, ReadOurBlog, ScheduleAppointment, FreeGuideButton, FreeGuideCard, SidebarSection };
