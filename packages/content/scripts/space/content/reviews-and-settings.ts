/**
 * Client reviews (one placeReviews entry in the place-details shape) and the site settings entry that holds the
 * business facts (brand, phone, address, hours, social profiles, scheduler), the stated claims and the TPMO disclaimer. Reviews are fictional; "today" for relative times is 2026-11-22.
 *
 * Cases the reviews exercise: two 5-star reviews with empty text (the site drops them), ratings of 4 and 3
 * (also dropped), three reviews without profile_photo_url, one whose photo is a missing file (image fallback),
 * long texts that need the 4-line clamp, and an array that is not in time order (the site sorts newest first).
 */
import type { SpaceBuilder } from "../builder.js";

export const BRAND_NAME = "Trace Medicare Partners";
export const LISTING_URL = "https://www.google.com/maps/search/?api=1&query=Trace+Medicare+Partners+Tupelo+MS";

/** Counts for the TPMO disclaimer (42 CFR 422.2267(e)(41)): organizations and products represented here. */
export const ORGANIZATIONS_REPRESENTED = 8;
export const PLANS_REPRESENTED = 46;
export const TPMO_EFFECTIVE_DATE = "2026-10-01";
/** The TPMO disclaimer for marketing from October 1, 2026 (without the SHIP reference). */
export const TPMO_DISCLAIMER =
  `We do not offer every plan available in your area. Currently we represent ${ORGANIZATIONS_REPRESENTED} organizations ` +
  `which offer ${PLANS_REPRESENTED} products in your area. Please contact Medicare.gov or 1-800-MEDICARE to get ` +
  "information on all of your options.";

export interface PlaceReview {
  author_name: string;
  profile_photo_url?: string;
  relative_time_description: string;
  rating: number;
  text: string;
  author_url: string;
  time: number;
}

/** Review avatars: a letter avatar (like a default map profile photo) or an illustrated portrait. */
export type ReviewAvatar =
  | { file: string; kind: "initial"; letter: string; color: string }
  | { file: string; kind: "portrait"; portrait: "luis" | "martha" | "eddie" };

const photo = (file: string) => `/embedded-assets/reviews/${file}`;
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Avatars drawn by guides-artwork.ts into embedded-assets/reviews/. */
export const REVIEW_AVATARS: ReviewAvatar[] = [
  { file: "denise-h.svg", kind: "initial", letter: "D", color: "#7b4a9e" },
  { file: "gerald-f.svg", kind: "initial", letter: "G", color: "#2e7d5b" },
  { file: "connie-w.svg", kind: "initial", letter: "C", color: "#b64a12" },
  { file: "patsy-c.svg", kind: "initial", letter: "P", color: "#173f70" },
  { file: "angela-n.svg", kind: "initial", letter: "A", color: "#8a5a1c" },
  { file: "luis-o.svg", kind: "portrait", portrait: "luis" },
  { file: "martha-s.svg", kind: "portrait", portrait: "martha" },
  { file: "eddie-b.svg", kind: "portrait", portrait: "eddie" },
];

/** Twelve reviews in the place-details shape, in "most relevant" order (not by time). */
export const REVIEWS: PlaceReview[] = [
  {
    author_name: "Martha Swinney",
    profile_photo_url: photo("martha-s.svg"),
    relative_time_description: "2 months ago",
    rating: 5,
    text: "All those Medigap letters had my head spinning. Brittany drew out Plan G and Plan N on a notepad for me: who pays the Part B deductible, the small copays with N, and the excess charges that N does not cover. Then she got me quotes from several companies and told me plainly that prices differ and to look at how each company's rates have gone up over the years, not just this year's price. I went with G and I understand exactly why. Thank you for treating me like a grown woman who can make her own decision!",
    author_url: LISTING_URL,
    time: unix("2026-09-18T16:42:00Z"),
  },
  {
    author_name: "Denise Harrell",
    profile_photo_url: photo("denise-h.svg"),
    relative_time_description: "a week ago",
    rating: 5,
    text: "I was dreading turning 65 because of all the Medicare mail piling up on my kitchen table. Lacey sat down with me three months before my birthday month and we made a plan. She showed me when to sign up for Part B so it would start on the first of my birthday month, and she compared plans using my actual doctors and my four prescriptions. No pressure at all. She even called two weeks later to make sure my card had come. I tell everybody at church to call this office.",
    author_url: LISTING_URL,
    time: unix("2026-11-14T19:12:00Z"),
  },
  {
    author_name: "Gerald Franks",
    profile_photo_url: photo("gerald-f.svg"),
    relative_time_description: "2 weeks ago",
    rating: 5,
    text: "",
    author_url: LISTING_URL,
    time: unix("2026-11-07T14:05:00Z"),
  },
  {
    author_name: "Shirley Ann Moody",
    profile_photo_url: photo("missing.webp"),
    relative_time_description: "3 weeks ago",
    rating: 5,
    text: "I take care of my mother, who is 83 and hard of hearing. I had her power of attorney but no idea how to deal with her plans. Renee was so patient with both of us. She spoke slowly and clearly to Mama and never talked around her, then walked me through the Medicare permission form so I can call on her behalf. When Mama's drug plan stopped covering one of her heart medicines for next year, Renee caught it during open enrollment and helped us find a plan that still covers it. I can't say enough good things.",
    author_url: LISTING_URL,
    time: unix("2026-10-31T21:30:00Z"),
  },
  {
    author_name: "Reggie Thompson",
    relative_time_description: "3 months ago",
    rating: 5,
    text: "Retired from the furniture plant after 31 years and had no clue how my retiree insurance fit with Medicare. Marcus called my old HR office with me on speakerphone and we got it sorted out in one afternoon. Straight shooters.",
    author_url: LISTING_URL,
    time: unix("2026-08-21T15:18:00Z"),
  },
  {
    author_name: "Luis Ortega",
    profile_photo_url: photo("luis-o.svg"),
    relative_time_description: "a month ago",
    rating: 4,
    text: "Good, honest help. Carlos explained our options in both English and Spanish, which meant a lot to my wife. The office was very busy with open enrollment, so it took a couple of days to get a call back. That is the only reason for four stars.",
    author_url: LISTING_URL,
    time: unix("2026-10-20T17:55:00Z"),
  },
  {
    author_name: "Patsy Cullum",
    profile_photo_url: photo("patsy-c.svg"),
    relative_time_description: "8 months ago",
    rating: 5,
    text: "I take insulin and two other brand-name drugs. Every fall Patricia runs my list through the new plans and calls me with what she finds. She also explained the $2,100 yearly cap and the option to pay my drug costs monthly, so I'm not hit with a big bill in January. Friendly, quick, and they always call back.",
    author_url: LISTING_URL,
    time: unix("2026-03-24T13:26:00Z"),
  },
  {
    author_name: "Connie Whitaker",
    profile_photo_url: photo("connie-w.svg"),
    relative_time_description: "4 months ago",
    rating: 3,
    text: "The staff were kind and the information was accurate, but the plan I wanted is not one they offer, so I ended up enrolling somewhere else. To their credit, they told me up front that they don't carry every plan and showed me how to look things up on Medicare.gov.",
    author_url: LISTING_URL,
    time: unix("2026-07-15T18:03:00Z"),
  },
  {
    author_name: "Angela Nichols",
    profile_photo_url: photo("angela-n.svg"),
    relative_time_description: "a year ago",
    rating: 5,
    text: "My uncle lives on a small Social Security check and was paying his Part B premium and his pills out of it. Samuel helped us apply for Extra Help and a Medicare Savings Program and kept checking in until both came through. Kind people who know what they're doing.",
    author_url: LISTING_URL,
    time: unix("2025-11-10T16:47:00Z"),
  },
  {
    author_name: "Eddie Bramlett",
    profile_photo_url: photo("eddie-b.svg"),
    relative_time_description: "6 months ago",
    rating: 5,
    text: "",
    author_url: LISTING_URL,
    time: unix("2026-05-20T12:34:00Z"),
  },
  {
    author_name: "Vernon Sims",
    relative_time_description: "10 months ago",
    rating: 4,
    text: "Went to one of their free Medicare seminars at the library with my brother. Ruth Ann made it easy to follow and didn't try to sell us anything that night. I'd like to see an evening session for folks who still work days, but otherwise very helpful.",
    author_url: LISTING_URL,
    time: unix("2026-01-19T23:10:00Z"),
  },
  {
    author_name: "Tommy Kilgore",
    relative_time_description: "2 years ago",
    rating: 5,
    text: "Dana has helped my wife and me since 2014. She calls every fall to go over our plans. You can't beat local folks who know you by name.",
    author_url: LISTING_URL,
    time: unix("2024-10-02T14:50:00Z"),
  },
];

export function addReviewsAndSettings(builder: SpaceBuilder): void {
  builder.entry(
    "placeReviews",
    "place-reviews",
    {
      name: BRAND_NAME,
      listingUrl: LISTING_URL,
      placeData: {
        name: BRAND_NAME,
        rating: 4.8,
        user_ratings_total: 127,
        reviews: REVIEWS,
      },
    },
    { createdAt: "2024-03-04T15:00:00.000Z", updatedAt: "2026-11-20T15:00:00.000Z" },
  );

  builder.entry(
    "siteSettings",
    "site-settings",
    {
      name: "Site settings",
      brandName: BRAND_NAME,
      defaultTitle: "Your Local Trusted Medicare Partners in Tupelo, MS",
      defaultDescription:
        "Free, local help with Medicare in Tupelo, Mississippi: Medicare Advantage, Medicare Supplements, Part D drug plans and add-on coverage, explained in plain language.",
      phoneDisplay: "(662) 555-0142",
      phoneNumber: "+16625550142",
      ttyNumber: "711",
      email: "hello@tracemedicarepartners.com",
      streetAddress: "431 West Main Street, Suite 200",
      city: "Tupelo",
      region: "MS",
      postalCode: "38804",
      country: "US",
      weekdayHours: "Monday-Friday 9:00 AM-5:00 PM",
      weekendHours: "Closed",
      openingHours: "Mo-Fr 09:00-17:00",
      facebookUrl: "https://www.facebook.com/tracemedicarepartners",
      youtubeUrl: "https://www.youtube.com/@tracemedicarepartners",
      linkedinUrl: "https://www.linkedin.com/company/trace-medicare-partners",
      schedulerUrl: "https://calendly.com/tracemedicarepartners/medicare-appointment",
      beneficiariesServed: 50000,
      servingSince: 1992,
      fiveStarReviews: 2000,
      eventAgents: 1500,
      eventYear: 2025,
      organizationsRepresented: ORGANIZATIONS_REPRESENTED,
      plansRepresented: PLANS_REPRESENTED,
      tpmoDisclaimer: TPMO_DISCLAIMER,
      tpmoEffectiveDate: TPMO_EFFECTIVE_DATE,
      leadershipOrder: ["Dana Whitfield", "Marcus Bell", "Renee Holloway"],
    },
    { createdAt: "2024-01-02T09:00:00.000Z", updatedAt: "2026-10-01T12:00:00.000Z" },
  );

  builder.entry(
    "appointmentSettings",
    "appointment-settings",
    {
      name: "Appointment settings",
      bookingEnabled: true,
      meetingTypes: [
        { method: "phone", minutes: 30 },
        { method: "office", minutes: 45 },
        { method: "video", minutes: 30 },
      ],
      capacity: 2,
      earliestStartHours: 4,
      daysAhead: 21,
      closedDates: OFFICE_HOLIDAYS_2026_2027,
      // Unset: the site settings' openingHours (Mo-Fr 09:00-17:00).
      timeZone: "America/Chicago",
    },
    { createdAt: "2026-12-01T15:00:00.000Z" },
  );
}

/**
 * The federal holidays the office closes in 2026 and 2027 (New Year's Day, Memorial Day, Independence Day, Labor Day,
 * Thanksgiving, Christmas Day), with the weekday observed when one falls on a weekend (OPM's rule: Saturday's on the
 * Friday before, Sunday's on the Monday after; New Year's Day 2028 is observed on Friday 2027-12-31).
 */
const OFFICE_HOLIDAYS_2026_2027 = [
  "2026-01-01",
  "2026-05-25",
  "2026-07-03",
  "2026-07-04",
  "2026-09-07",
  "2026-11-26",
  "2026-12-25",
  "2027-01-01",
  "2027-05-31",
  "2027-07-04",
  "2027-07-05",
  "2027-09-06",
  "2027-11-25",
  "2027-12-24",
  "2027-12-25",
  "2027-12-31",
];
