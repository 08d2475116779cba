/**
 * Client reviews (docs/product.md: Pages and routes, Display rules, Constants): 'Client Testimonials', an aggregate card (stars, 'X out of 5', tier label,
 * 'Based on N verified reviews'), up to 6 five-star reviews newest first, and 'See All of Our Reviews'. The
 * structured data carries the FIXED organisation rating and the newest shown review.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import {
  STRUCTURED_DATA_RATING,
  formatAverageRating,
  ratingTier,
  safeHref,
  selectReviews,
} from "@tupelo-medicare/content/rules";
import type { PlaceReviews, Review } from "@tupelo-medicare/content";
import { Breadcrumb, ButtonLink, Seo, StarRating } from "@tupelo-medicare/ui";
import { Image } from "../../islands/index.js";
import type { InsuranceAgencyData } from "@tupelo-medicare/ui";
import { reviewsQuery } from "../../app/queries.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";
const GRID = "m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2 lg:grid-cols-3";
const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Texts of the reviews page (docs/product.md: Pages and routes, Errors and messages). */
export const REVIEWS_TEXT = {
  title: "Client Testimonials",
  intro: "Our clients love working with us! Read their experiences below.",
  error: "Failed to load reviews. Please try again later.",
  empty: "There are no reviews to show yet.",
  readFull: "Read full review",
  seeAll: "See All of Our Reviews",
  /** Google's attribution for its rating and reviews (Places API policies: the text "Google Maps"). */
  googleRating: "Rating and number of reviews from Google Maps",
  googleReviews: "Reviews marked \u201con Google Maps\u201d come from our listing on Google Maps.",
  onGoogle: "on Google Maps",
} as const;

/** 'Based on N verified reviews', with thousands separators. */
export function basedOnText(total: number): string {
  return `Based on ${COUNT.format(total)} verified ${total === 1 ? "review" : "reviews"}`;
}

/**
 * The page's structured data: the fixed rating of docs/product.md (Constants) and, once loaded, the newest shown
 * review of the office's own (Google's reviews are shown on the page with Google's attribution, never republished as
 * the site's markup).
 */
export function reviewsStructuredData(shown: readonly Review[]): InsuranceAgencyData {
  const sample = shown.find((review) => review.source !== "google");
  return {
    type: "insurance",
    aggregateRating: { ...STRUCTURED_DATA_RATING },
    ...(sample
      ? {
          reviews: [
            {
              author: sample.author_name,
              rating: sample.rating,
              text: sample.text,
              ...(sample.time > 0 ? { datePublished: new Date(sample.time * 1000).toISOString().slice(0, 10) } : {}),
            },
          ],
        }
      : {}),
  };
}

function AggregateCard({ data }: { data: PlaceReviews }) {
  const { rating, user_ratings_total: total } = data.placeData;
  return (
    <section
      aria-labelledby="reviews-aggregate-title"
      data-testid="aggregate-rating"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 rounded-card border border-border-subtle bg-surface-alt p-8 text-center shadow-sm"
    >
      <h2 id="reviews-aggregate-title" className="m-0 text-xl font-bold text-primary-900">
        Our Overall Rating
      </h2>
      <StarRating value={rating} max={5} size="lg" />
      <p className="m-0 text-3xl font-bold text-primary-900">{formatAverageRating(rating)}</p>
      <p className="m-0 text-2xl font-bold text-accent-700">{ratingTier(rating)}</p>
      <p className="m-0 font-semibold">{basedOnText(total)}</p>
      {data.google ? (
        <p data-testid="google-attribution" className="m-0 text-base text-muted">
          {REVIEWS_TEXT.googleRating}
        </p>
      ) : null}
      <p className="m-0 text-muted">{REVIEWS_TEXT.intro}</p>
    </section>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const href = safeHref(review.author_url);
  const fromGoogle = review.source === "google";
  const photo = (
    <Image
      src={review.profile_photo_url || null}
      alt=""
      width={56}
      height={56}
      referrerPolicy="no-referrer"
      personFallbackClassName="size-7"
      className="size-14 shrink-0 rounded-full object-cover"
    />
  );
  return (
    <article
      data-testid="review-card"
      className="flex h-full flex-col gap-4 rounded-card border border-border-subtle bg-surface p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        {/* Google's reviews link the author's photo to their profile too; the name's link is the one in the tab order. */}
        {fromGoogle && href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="review-photo-link"
            className="shrink-0 rounded-full"
          >
            {photo}
          </a>
        ) : (
          photo
        )}
        <div className="flex min-w-0 flex-col">
          <h3 className="m-0 text-lg leading-snug font-bold text-primary-900">
            {/* Google's reviews name their author with a link to the author's profile, as Google returns it. */}
            {fromGoogle && href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block text-primary-900 underline-offset-4 hover:underline"
              >
                {review.author_name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              review.author_name
            )}
          </h3>
          <p className="m-0 text-base text-muted">
            {review.relative_time_description}
            {fromGoogle ? ` ${REVIEWS_TEXT.onGoogle}` : null}
          </p>
        </div>
      </div>
      <StarRating value={review.rating} size="sm" />
      <p className="m-0 line-clamp-4">{review.text}</p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex min-h-11 items-center self-start font-semibold text-primary-700 underline underline-offset-4 hover:decoration-2"
        >
          {REVIEWS_TEXT.readFull} <span className="sr-only">from {review.author_name} (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

/** The client reviews page. */
export default function ClientReviewsPage() {
  const reviews = useSuspenseQuery(reviewsQuery());
  const shown = reviews.data ? selectReviews(reviews.data.placeData.reviews) : [];
  const description = "Read what our clients say about working with our local Medicare agents in Tupelo, Mississippi.";

  // No reviews entry in the content: the documented error text.
  let body;
  if (!reviews.data) {
    body = (
      <p role="alert" className="m-0 font-semibold text-danger-700">
        {REVIEWS_TEXT.error}
      </p>
    );
  } else {
    const data = reviews.data;
    const listing = safeHref(data.listingUrl);
    body = (
      <>
        <AggregateCard data={data} />
        <section aria-labelledby="reviews-list-title" className="flex flex-col gap-6">
          <h2 id="reviews-list-title" className="m-0 text-3xl font-bold text-primary-900">
            What Our Clients Say
          </h2>
          {shown.length > 0 ? (
            <ul role="list" className={GRID}>
              {shown.map((review) => (
                <li key={`${review.time}-${review.author_name}`}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="m-0">{REVIEWS_TEXT.empty}</p>
          )}
          {shown.some((review) => review.source === "google") ? (
            <p className="m-0 text-base text-muted">{REVIEWS_TEXT.googleReviews}</p>
          ) : null}
        </section>
        {listing ? (
          <div className="flex justify-center">
            <ButtonLink href={listing} size="lg" newTab>
              {REVIEWS_TEXT.seeAll}
            </ButtonLink>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className={`${CONTAINER} flex flex-col gap-10 py-6 lg:py-10`}>
      <Seo
        title={REVIEWS_TEXT.title}
        description={description}
        canonical="/client-reviews"
        structuredData={reviewsStructuredData(shown)}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Client Reviews" }]} />
      <h1 className="m-0 text-center text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">
        {REVIEWS_TEXT.title}
      </h1>
      {body}
    </div>
  );
}
