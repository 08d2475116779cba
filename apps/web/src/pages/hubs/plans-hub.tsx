/** The plans hub (/plans, the 'Medicare Plans' menu section): an overview with cards to the four plan pages. */
import { Breadcrumb, ButtonLink, Seo, TextLink, useSiteConfig } from "@tupelo-medicare/ui";
import { LinkCardGrid } from "../home/home-link-cards.js";
import type { LinkCardData } from "../home/home-link-cards.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** The four plan pages, in menu order. */
export const PLAN_PAGES: readonly LinkCardData[] = [
  {
    id: "medicare-advantage",
    href: "/plans/medicare-advantage",
    title: "Medicare Advantage",
    description:
      "All-in-one plans from private insurance companies (Part C). Most include drug coverage, and many add dental, vision and hearing.",
    action: "Learn about Medicare Advantage",
  },
  {
    id: "medicare-supplements",
    href: "/plans/medicare-supplements",
    title: "Medicare Supplements",
    description:
      "Medigap plans that help pay what Original Medicare does not, like deductibles and coinsurance. Use any doctor who takes Medicare.",
    action: "Learn about Medicare Supplements",
  },
  {
    id: "part-d",
    href: "/plans/medicarepartd",
    title: "Part D Drug Plans",
    description: "Stand-alone prescription drug coverage to go with Original Medicare or a Medicare Supplement.",
    action: "Learn about Part D drug plans",
  },
  {
    id: "add-on-coverage",
    href: "/plans/medicare-add-on-coverage-options",
    title: "Add-On Coverage Options",
    description: "Dental, vision, hearing and other extra coverage for the gaps Medicare leaves open.",
    action: "Learn about add-on coverage",
  },
];

/** The plans hub page. */
export default function PlansHubPage() {
  const { schedulerUrl } = useSiteConfig();
  const description =
    "Compare your Medicare plan choices: Medicare Advantage, Medicare Supplements (Medigap), Part D drug plans and add-on coverage.";
  return (
    <div className={`${CONTAINER} flex flex-col gap-10 py-6 lg:py-10`}>
      <Seo
        title="Medicare Plans"
        description={description}
        canonical="/plans"
        structuredData={{
          type: "collectionpage",
          name: "Medicare Plans",
          description,
          items: PLAN_PAGES.map((page) => ({ name: page.title, url: page.href })),
        }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Medicare Plans" }]} />
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">Medicare Plans</h1>
        <p className="m-0 text-lg">
          Original Medicare (Parts A and B) covers hospital and doctor care, but not everything. Most people add one of
          these plans to fill the gaps. Read about each one, then talk it over with a local agent at no cost.
        </p>
        <p className="m-0">
          New to Medicare? Start with{" "}
          <TextLink href="/medicare/four-parts-of-medicare">the four parts of Medicare</TextLink>.
        </p>
      </div>
      <section aria-label="Plan types">
        <LinkCardGrid cards={PLAN_PAGES} columns={2} />
      </section>
      <section aria-labelledby="plans-help-title" className="flex flex-col gap-4 rounded-card bg-surface-alt p-8">
        <h2 id="plans-help-title" className="m-0 text-2xl font-bold text-primary-900">
          Not sure which plan fits you?
        </h2>
        <p className="m-0 max-w-2xl">
          A licensed agent can compare plans with your doctors, your medicines and your budget. Our help is free and
          there is no obligation to enroll.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={schedulerUrl} variant="accent" size="lg">
            Schedule an Appointment
          </ButtonLink>
          <ButtonLink href="/contact-us" variant="secondary" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
