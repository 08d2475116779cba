import { turning65In } from "./helpers.js";

/** Every route of the route table (one concrete path per dynamic route), with the h1 where docs/product.md fixes it. */
export const ROUTES: { path: string; h1?: string }[] = [
  { path: "/", h1: "Making Medicare Easy, One Choice at a Time" },
  { path: "/medicare-breakdown" },
  { path: "/avoid-mistakes-with-medicare" },
  { path: "/medicare/what-is-medicare" },
  { path: "/medicare/four-parts-of-medicare" },
  { path: "/medicare/enrollment-periods" },
  { path: "/medicare/medicare-costs" },
  { path: "/medicare/eligibility" },
  { path: "/medicare/by-state" },
  { path: "/medicare/by-state/mississippi" },
  { path: "/plans" },
  { path: "/plans/medicare-advantage" },
  { path: "/plans/medicare-supplements" },
  { path: "/plans/medicarepartd" },
  { path: "/plans/medicare-add-on-coverage-options" },
  { path: "/resources" },
  { path: "/resources/guides", h1: "Medicare Resources & Guides" },
  { path: "/resources/guides/turning-65-checklist" },
  { path: "/resources/calculators" },
  // The timeline's answers rendered by the server (a bookmarked one, and one with the fields' messages).
  // The window still ahead, on any day the tests run.
  { path: `/resources/calculators?dob=${turning65In(5).iso}&ss=no` },
  { path: "/resources/calculators?dob=1960-02-30" },
  // The money calculators' answers rendered by the server: bookmarked ones, and one with messages.
  { path: "/resources/calculators?magi=150000&filingStatus=single" },
  { path: "/resources/calculators?monthsWithoutCoverage=26&uncoveredMonths=14&gapDays=90" },
  { path: "/resources/calculators?householdSize=1&monthlyIncome=1300&resources=5000&state=MS" },
  { path: "/resources/calculators?householdSize=0&monthlyIncome=-5&resources=abc" },
  { path: "/resources/glossary" },
  { path: "/blog", h1: "Blogs & Insights" },
  { path: "/blog/turning-65-medicare-checklist" },
  { path: "/videos", h1: "Medicare Video Library" },
  { path: "/videos/watch/what-is-medicare-in-five-minutes" },
  { path: "/medicarepartd" },
  { path: "/medicare-supplements" },
  { path: "/what-is-medicare" },
  { path: "/enrollment-periods" },
  { path: "/eligibility" },
  { path: "/four-parts-of-medicare" },
  { path: "/medicare-costs" },
  { path: "/about-us", h1: "Our Story" },
  { path: "/team" },
  { path: "/contact-us" },
  { path: "/contact" },
  { path: "/privacy-policy" },
  { path: "/terms-of-service" },
  { path: "/accessibility", h1: "Accessibility Statement" },
  { path: "/client-reviews", h1: "Client Testimonials" },
  { path: "/dana-whitfield-insurance" },
  { path: "/sitemap" },
  { path: "/search", h1: "Search" },
  { path: "/search?q=medigap+plan+g", h1: "Search" },
  // The guide request's own page, and as a button's plain GET form asks for it.
  { path: "/free-guide", h1: "Get Your Free Medicare Guide" },
  { path: "/free-guide?source=Blog+Sidebar", h1: "Get Your Free Medicare Guide" },
  // The booking flow's first question, as the Part D page's link starts it, and the Done page of a booking (its
  // address holds only the time, the method and the products).
  { path: "/book", h1: "What would you like to talk about?" },
  { path: "/book?products=part-d", h1: "What would you like to talk about?" },
  { path: `/book?booked=${bookedStart()}&method=phone&products=part-d`, h1: "Your appointment is booked" },
];

/** A time a week from now on the hour (the Done page shows any instant it is given). */
function bookedStart(): string {
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  return start.toISOString();
}
