/**
 * Home (docs/product.md: Pages and routes): a light, text-first hero, the three plan cards, the About Us block with the stated claims, the
 * free-guide promo, the three latest blog posts and the compliance statement.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { blogPostPath, formatLongDate, imageSrcSet, imageUrl } from "@tupelo-medicare/content/rules";
import type { BlogPostSummary } from "@tupelo-medicare/content";
import { DEFAULT_LEAD_SOURCE } from "@tupelo-medicare/lead-forms/provider";
import { ButtonLink, Seo, TextLink, useSiteConfig } from "@tupelo-medicare/ui";
import { ContentCard, LeadButton } from "../../islands/index.js";
import { siteSettingsQuery } from "../../app/queries.js";
import { homePostsQuery } from "./home.data.js";
import { BookIcon, DollarIcon, HandshakeIcon, MapPinIcon, PhoneIcon } from "../../components/icons.js";
import { PLAN_CARDS, PlanCard } from "./home-plan-cards.js";
import { StatedClaims } from "./home-stated-claims.js";
import { useInspector } from "../../preview/inspector.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** Texts shown by the home page (docs/product.md: Pages and routes, Errors and messages). */
export const HOME_TEXT = {
  heroTitle: "Making Medicare Easy, One Choice at a Time",
  heroLead:
    "We are a local, independent Medicare agency in Tupelo, Mississippi. We explain your choices in plain language and help you pick the plan that fits your health and your budget, at no cost to you.",
  schedule: "Schedule an Appointment",
  learn: "Learn the Basics of Medicare",
  postsEmpty: "No blog posts found",
  guideButton: "Download Free Guide",
  governmentStatement: "is not connected with or endorsed by the U.S. government or the federal Medicare program.",
} as const;

function Hero() {
  const { schedulerUrl, phone } = useSiteConfig();
  return (
    <section aria-labelledby="home-hero-title" className="border-b border-border-subtle bg-primary-50">
      <div className={`${CONTAINER} flex flex-col gap-6 py-12 sm:py-16 lg:py-20`}>
        <h1
          id="home-hero-title"
          className="m-0 max-w-4xl text-4xl leading-tight font-bold text-primary-900 sm:text-5xl"
        >
          {HOME_TEXT.heroTitle}
        </h1>
        <p className="m-0 max-w-3xl text-lg sm:text-xl">{HOME_TEXT.heroLead}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ButtonLink href={schedulerUrl} variant="accent" size="lg">
            {HOME_TEXT.schedule}
          </ButtonLink>
          <ButtonLink href="/medicare/what-is-medicare" variant="secondary" size="lg">
            {HOME_TEXT.learn}
          </ButtonLink>
        </div>
        <p className="m-0 flex flex-wrap items-center gap-2 text-lg">
          <PhoneIcon className="size-6 text-primary-700" />
          <span>Prefer to talk? Call us at</span>
          <a
            href={phone.href}
            className="inline-flex min-h-11 items-center font-bold text-primary-700 underline underline-offset-4 hover:decoration-2"
          >
            {phone.display}
          </a>
          <span>(TTY {phone.tty})</span>
        </p>
      </div>
    </section>
  );
}

function PlansSection() {
  return (
    <section aria-labelledby="home-plans-title" className={`${CONTAINER} flex flex-col gap-8 py-14`}>
      <div className="flex max-w-3xl flex-col gap-3">
        <h2 id="home-plans-title" className="m-0 text-3xl font-bold text-primary-900">
          Find the Medicare Coverage That Fits You
        </h2>
        <p className="m-0 text-muted">
          Most people choose among three kinds of plans. Start with the one you want to know more about.
        </p>
      </div>
      <ul role="list" className="m-0 grid list-none gap-6 p-0 md:grid-cols-3">
        {PLAN_CARDS.map((card) => (
          <li key={card.id}>
            <PlanCard card={card} />
          </li>
        ))}
      </ul>
      <p className="m-0">
        <TextLink href="/plans">Compare all Medicare plans</TextLink>
      </p>
    </section>
  );
}

const SELLING_POINTS = [
  {
    id: "local",
    title: "Local and independent",
    text: "Our office is right here in Tupelo. We compare plans from several insurance companies, not just one.",
    Icon: MapPinIcon,
  },
  {
    id: "free",
    title: "No cost to you",
    text: "Our help costs you nothing, and there is never an obligation to enroll.",
    Icon: DollarIcon,
  },
  {
    id: "education",
    title: "Education first",
    text: "We explain before we enroll, in plain language, so you can decide with confidence.",
    Icon: BookIcon,
  },
  {
    id: "support",
    title: "Help all year",
    text: "We review your coverage every fall and answer questions whenever they come up.",
    Icon: HandshakeIcon,
  },
] as const;

function AboutSection() {
  const { brand } = useSiteConfig();
  const settings = useSuspenseQuery(siteSettingsQuery());
  return (
    <section aria-labelledby="home-about-title" className="bg-surface-alt">
      <div className={`${CONTAINER} flex flex-col gap-8 py-14`}>
        <div className="flex max-w-3xl flex-col gap-3">
          <h2 id="home-about-title" className="m-0 text-3xl font-bold text-primary-900">
            About Us
          </h2>
          <p className="m-0">
            {brand} has helped our neighbors in Northeast Mississippi make sense of Medicare for over three decades.
            When you call, you talk to a licensed agent who lives and works here.
          </p>
        </div>
        <ul role="list" className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {SELLING_POINTS.map(({ id, title, text, Icon }) => (
            <li key={id} className="flex flex-col gap-2 rounded-card border border-border-subtle bg-surface p-6">
              <Icon className="size-8 text-primary-700" />
              <h3 className="m-0 text-xl font-bold text-primary-900">{title}</h3>
              <p className="m-0 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <StatedClaims settings={settings.data} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/about-us" variant="secondary">
            Read Our Story
          </ButtonLink>
          <ButtonLink href="/team" variant="secondary">
            Meet Our Team
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function GuidePromo() {
  return (
    <section aria-labelledby="home-guide-title" className={`${CONTAINER} py-14`}>
      <div className="flex flex-col gap-5 rounded-card bg-primary-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-3">
          <h2 id="home-guide-title" className="m-0 text-3xl font-bold text-white">
            Get Your Free Medicare Breakdown
          </h2>
          <p className="m-0 text-white">
            Our free guide explains Parts A, B, C and D, what they cost and when to sign up, in plain language you can
            read at home. A licensed agent will send it to your e-mail.
          </p>
        </div>
        <LeadButton
          source={DEFAULT_LEAD_SOURCE}
          label={HOME_TEXT.guideButton}
          size="lg"
          className="focus-visible:outline-focus-inverse"
        />
      </div>
    </section>
  );
}

function postImage(post: BlogPostSummary) {
  const url = post.featuredImage?.url;
  return {
    src: url ? imageUrl(url, { width: 640, height: 360, fit: "fill" }) : null,
    srcSet: imageSrcSet(url, [320, 640, 960], { aspectRatio: 16 / 9, fit: "fill" }) || undefined,
    sizes: "(min-width: 768px) 33vw, 100vw",
    alt: post.featuredImage?.description ?? "",
  };
}

function LatestPosts() {
  const posts = useSuspenseQuery(homePostsQuery());
  const inspect = useInspector();
  let body;
  if (posts.data.items.length === 0) {
    body = <p className="m-0 text-muted">{HOME_TEXT.postsEmpty}</p>;
  } else {
    body = (
      <ul role="list" className="m-0 grid list-none gap-6 p-0 md:grid-cols-3">
        {posts.data.items.map((post) => (
          <li key={post.id}>
            <ContentCard
              href={blogPostPath(post.slug)}
              title={post.title}
              description={post.excerpt}
              image={postImage(post)}
              eyebrow={post.category ?? undefined}
              meta={formatLongDate(post.publishedDate) || undefined}
              {...inspect(post.id, "title")}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="home-posts-title" className="bg-surface-alt">
      <div className={`${CONTAINER} flex flex-col gap-8 py-14`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="home-posts-title" className="m-0 text-3xl font-bold text-primary-900">
            Latest From Our Blog
          </h2>
          <TextLink href="/blog" className="inline-flex min-h-11 items-center">
            See all blog posts
          </TextLink>
        </div>
        {body}
      </div>
    </section>
  );
}

function Compliance() {
  const { brand } = useSiteConfig();
  const settings = useSuspenseQuery(siteSettingsQuery());
  const disclaimer = settings.data?.tpmoDisclaimer.trim();
  return (
    <section aria-labelledby="home-compliance-title" className={`${CONTAINER} py-12`}>
      <div className="flex flex-col gap-3 rounded-card border border-border-subtle p-6">
        <h2 id="home-compliance-title" className="m-0 text-xl font-bold text-primary-900">
          Important Information
        </h2>
        {disclaimer ? (
          <p data-testid="tpmo-disclaimer" className="m-0 text-base">
            {disclaimer}
          </p>
        ) : null}
        <p className="m-0 text-base">
          {brand} {HOME_TEXT.governmentStatement} There is no obligation to enroll.
        </p>
      </div>
    </section>
  );
}

/** The home page. */
export default function HomePage() {
  return (
    <>
      <Seo canonical="/" structuredData={{ type: "insurance" }} />
      <Hero />
      <PlansSection />
      <AboutSection />
      <GuidePromo />
      <LatestPosts />
      <Compliance />
    </>
  );
}
