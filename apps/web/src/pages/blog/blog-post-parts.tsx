/** Parts of the blog post page: the call to action, and the sidebar. */
import { useId } from "react";
import { useAppointmentHref } from "../../app/use-appointment-href.js";
import type { CallToAction, Category } from "@tupelo-medicare/content";
import { callToActionDisplay, imageUrl } from "@tupelo-medicare/content/rules";
import type { ContentsItem } from "@tupelo-medicare/rich-text";
import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@tupelo-medicare/ui";
import { BlogCategorySelect, Image, LeadButton } from "../../islands/index.js";

/** The lead source of the sidebar's free-guide button (docs/product.md: Constants). */
export const BLOG_SIDEBAR_LEAD_SOURCE = "Blog Sidebar";

/**
 * The post's call to action (docs/product.md: Display rules): shown only when its title, text, button text or link is non-empty; the
 * button only when both its text and link are.
 */
export function BlogCallToAction({ cta }: { cta: CallToAction | null }) {
  const headingId = useId();
  const display = callToActionDisplay(cta);
  if (!cta || !display) return null;
  const { title, text, button } = display;
  return (
    <section
      data-slot="blog-call-to-action"
      aria-labelledby={title ? headingId : undefined}
      className="mt-10 flex flex-col gap-6 rounded-card border border-primary-100 bg-primary-50 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      {cta.image?.url ? (
        <Image
          src={imageUrl(cta.image.url, { width: 320, format: "webp" })}
          alt={cta.image.description}
          width={cta.image.width ?? 320}
          height={cta.image.height ?? 240}
          className="h-auto w-full rounded-lg object-cover sm:w-40"
        />
      ) : null}
      <div className="flex flex-col items-start gap-4">
        {title ? (
          <h2 id={headingId} className="text-2xl font-bold text-primary-900">
            {title}
          </h2>
        ) : null}
        {text ? <p className="text-lg text-ink">{text}</p> : null}
        {button ? (
          <ButtonLink href={button.href} variant="accent" size="lg">
            {button.text}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

interface BlogPostSidebarProps {
  contents: readonly ContentsItem[];
  categories: readonly Category[];
}

/** 'Explore This Page', the free guide (lead source 'Blog Sidebar'), the category selector and 'Book Appointment'. */
export function BlogPostSidebar({ contents, categories }: BlogPostSidebarProps) {
  const exploreId = useId();
  const guideId = useId();
  const appointmentId = useId();
  // 'Book Appointment' opens the booking flow when booking is on, the contact page otherwise (as before).
  const bookHref = useAppointmentHref("/contact");
  return (
    <div className="flex flex-col gap-6">
      {contents.length > 0 ? (
        <nav aria-labelledby={exploreId} className="rounded-card border border-border-subtle bg-surface p-6">
          <h2 id={exploreId} className="text-xl font-bold text-primary-900">
            Explore This Page
          </h2>
          <ul className="mt-3 flex list-none flex-col p-0">
            {contents.map((item) => (
              <li key={item.id}>
                {/* A plain in-page anchor: the browser scrolls to the heading and moves focus there. */}
                <a
                  href={`#${item.id}`}
                  className="flex min-h-11 items-center py-1 text-primary-700 underline underline-offset-4 hover:decoration-2"
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Card className="gap-3 bg-surface-alt">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={guideId}>Free Medicare Guide</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription className="text-ink">
            Get our plain-language guide to Medicare, sent to your e-mail at no cost.
          </CardDescription>
        </CardContent>
        <CardFooter>
          <LeadButton
            source={BLOG_SIDEBAR_LEAD_SOURCE}
            label="Download Free Guide"
            className="w-full"
            describedBy={guideId}
          />
        </CardFooter>
      </Card>
      <Card className="gap-3">
        <CardContent>
          {/* 'All Categories' rather than a placeholder: Radix renders a placeholder as an empty <option> in its hidden
              native select, which is invalid HTML. */}
          <BlogCategorySelect categories={categories} value="all" label="Browse posts by category" />
        </CardContent>
      </Card>
      <Card className="gap-3 bg-surface-alt">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={appointmentId}>Talk With a Local Agent</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CardDescription className="text-ink">
            Meet a licensed agent in our Tupelo office or by phone. There is no cost and no obligation.
          </CardDescription>
        </CardContent>
        <CardFooter>
          <ButtonLink href={bookHref} className="w-full" aria-describedby={appointmentId}>
            Book Appointment
          </ButtonLink>
        </CardFooter>
      </Card>
    </div>
  );
}
