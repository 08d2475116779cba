/**
 * About (docs/product.md: Pages and routes): the 'Our Story' hero with 'Get to Know Our Team', the stated claims, the looping 'Our Journey'
 * carousel from the page's metadata timeline, 'Why Choose {brand}' and 'Ready to Get Started?'.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { imageUrl, pageTitle } from "@tupelo-medicare/content/rules";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { Breadcrumb, ButtonLink, Seo, useSiteConfig } from "@tupelo-medicare/ui";
import { Image, TimelineCarousel } from "../../islands/index.js";
import type { TimelineCarouselItem } from "@tupelo-medicare/ui";
import { pageQuery, siteSettingsQuery } from "../../app/queries.js";
import { ABOUT_SLUG } from "./about.data.js";
import { BookIcon, HandshakeIcon, MapPinIcon } from "../../components/icons.js";
import { StatedClaims } from "../home/home-stated-claims.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
const CANONICAL = "/about-us";
const CRUMBS = [{ label: "Home", href: "/" }, { label: "About Us" }];

/** Texts of the about page (docs/product.md: Pages and routes, Errors and messages). */
export const ABOUT_TEXT = {
  hero: "Our Story",
  team: "Get to Know Our Team",
  journey: "Our Journey",
  ready: "Ready to Get Started?",
  contact: "Contact Us",
  book: "Book Appointment",
  notFound: "Page not found",
} as const;

const REASONS = [
  {
    id: "local",
    title: "Local Expertise",
    text: "We live here too. We know the local doctors, hospitals and pharmacies, and which plans are offered in each county we serve.",
    Icon: MapPinIcon,
  },
  {
    id: "education",
    title: "Education First",
    text: "We explain before we enroll. Our free guides, classes and plain-language pages help you decide with confidence.",
    Icon: BookIcon,
  },
  {
    id: "support",
    title: "Ongoing Support",
    text: "Our help does not end when you sign up. We review your coverage each fall and answer questions all year.",
    Icon: HandshakeIcon,
  },
] as const;

function timelineItems(page: FoundationalPage): TimelineCarouselItem[] {
  return [...page.metadata.timeline]
    .sort((a, b) => a.year - b.year)
    .map((item) => ({ year: item.year, title: item.title, text: item.text }));
}

function AboutMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className={`${CONTAINER} py-16`}>
      <div className="flex max-w-2xl flex-col gap-4 rounded-card border-2 border-danger-700 bg-danger-50 p-8">
        <h1 className="m-0 text-3xl font-bold text-danger-700">{title}</h1>
        <p className="m-0">{text}</p>
        <div>
          <ButtonLink href="/" variant="secondary">
            Go to the Home Page
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function AboutContent({ page }: { page: FoundationalPage }) {
  const { brand } = useSiteConfig();
  const settings = useSuspenseQuery(siteSettingsQuery());
  const items = timelineItems(page);
  const image = page.shareImage;
  return (
    <>
      <section aria-labelledby="about-hero-title" className="border-b border-border-subtle bg-primary-50">
        <div className={`${CONTAINER} grid gap-8 py-12 md:grid-cols-2 md:items-center lg:py-16`}>
          <div className="flex flex-col gap-5">
            <h1 id="about-hero-title" className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">
              {ABOUT_TEXT.hero}
            </h1>
            {page.excerpt ? <p className="m-0 max-w-prose text-lg sm:text-xl">{page.excerpt}</p> : null}
            <div>
              <ButtonLink href="/team" size="lg">
                {ABOUT_TEXT.team}
              </ButtonLink>
            </div>
          </div>
          {image ? (
            <Image
              src={imageUrl(image.url, { width: 1200 })}
              alt={image.description || image.title}
              width={image.width ?? 1200}
              height={image.height ?? 630}
              className="h-auto w-full rounded-card object-cover"
            />
          ) : null}
        </div>
      </section>

      {settings.data ? (
        <section aria-labelledby="about-claims-title" className={`${CONTAINER} flex flex-col gap-6 py-12`}>
          <h2 id="about-claims-title" className="m-0 text-3xl font-bold text-primary-900">
            By the Numbers
          </h2>
          <StatedClaims settings={settings.data} />
        </section>
      ) : null}

      {items.length > 0 ? (
        <div className={`${CONTAINER} py-12`}>
          <TimelineCarousel items={items} label={ABOUT_TEXT.journey} />
        </div>
      ) : null}

      <section aria-labelledby="about-why-title" className="bg-surface-alt">
        <div className={`${CONTAINER} flex flex-col gap-8 py-14`}>
          <h2 id="about-why-title" className="m-0 text-3xl font-bold text-primary-900">
            Why Choose {brand}
          </h2>
          <ul role="list" className="m-0 grid list-none gap-6 p-0 md:grid-cols-3">
            {REASONS.map(({ id, title, text, Icon }) => (
              <li
                key={id}
                className="flex flex-col gap-3 rounded-card border border-border-subtle bg-surface p-6 shadow-sm"
              >
                <Icon className="size-9 text-primary-700" />
                <h3 className="m-0 text-2xl font-bold text-primary-900">{title}</h3>
                <p className="m-0 text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-ready-title" className={`${CONTAINER} py-14`}>
        <div className="flex flex-col gap-5 rounded-card bg-primary-900 p-8 text-white sm:p-10">
          <h2 id="about-ready-title" className="m-0 text-3xl font-bold text-white">
            {ABOUT_TEXT.ready}
          </h2>
          <p className="m-0 max-w-2xl text-white">
            Call, write or visit our Tupelo office. A licensed agent will listen, answer your questions and compare
            plans with you. There is no cost and no obligation to enroll.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/contact" variant="inverse" size="lg" className="focus-visible:outline-focus-inverse">
              {ABOUT_TEXT.contact}
            </ButtonLink>
            <ButtonLink href="/contact" variant="accent" size="lg" className="focus-visible:outline-focus-inverse">
              {ABOUT_TEXT.book}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** The about page. */
export default function AboutPage() {
  const page = useSuspenseQuery(pageQuery(ABOUT_SLUG));
  const data = page.data;
  let body;
  let seo;
  if (data === null) {
    seo = <Seo title={ABOUT_TEXT.notFound} canonical={CANONICAL} noindex />;
    body = (
      <AboutMessage title={ABOUT_TEXT.notFound} text="We could not find this page. Please go back to the home page." />
    );
  } else {
    const title = data.metadata.title.trim() || pageTitle(data);
    const description = data.metadata.description.trim() || data.excerpt;
    seo = (
      <Seo
        title={title}
        description={description}
        canonical={CANONICAL}
        image={data.shareImage?.url ? imageUrl(data.shareImage.url) : undefined}
        imageAlt={data.shareImage?.description || undefined}
        structuredData={{ type: "webpage", name: title, description }}
      />
    );
    body = <AboutContent page={data} />;
  }
  return (
    <>
      {seo}
      <div className={`${CONTAINER} pt-4`}>
        <Breadcrumb items={CRUMBS} />
      </div>
      {body}
    </>
  );
}
