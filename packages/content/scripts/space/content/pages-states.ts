/**
 * State pages: parentSlug 'medicare/by-state', pageSlug 'medicare-by-state-{state}'. Only well-established facts:
 * Medicare is federal; plans, networks and prices vary by county (parish in Louisiana); Medigap follows federal
 * minimum rules; every state has a SHIP. The Arkansas page has no pageName (the site falls back to
 * 'Medicare in Arkansas').
 */
import type { Block } from "@contentful/rich-text-types";
import {
  a,
  bold,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  h1,
  h2,
  hr,
  italic,
  ol,
  p,
  quote,
  ul,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import {
  ADDRESS,
  HOURS,
  addPage,
  guideId,
  hero,
  img,
  medicareLine,
  pageId,
  phoneLink,
  planFinderLink,
  postId,
  shipLink,
  ssaLink,
  talkToUs,
  tpmoNotice,
} from "./pages-shared.js";

const PARENT = "medicare/by-state";

/** How to compare plans where you live; `area` is 'county' or 'parish'. */
function comparePlans(state: string, area: string, extra: Block[] = []): Block[] {
  return [
    h1(`Comparing plans in your ${area}`),
    p(
      `Medicare Advantage and Part D plans are approved for specific areas. Two people in ${state} who live one ${area} apart can have different plan choices, networks and prices. Here is a simple way to compare:`,
    ),
    ol(
      ["Enter your ZIP code on the ", planFinderLink(), " to see the plans offered where you live."],
      "List your doctors, your hospital and your pharmacy.",
      "List your prescriptions with the dose and how often you take them.",
      "Check each plan's network and drug list against your lists.",
      "Compare the total yearly cost: premiums, copays and the out-of-pocket limit.",
    ),
    ...extra,
  ];
}

/** Federal Medigap rules that apply in every state. */
function medigapRules(state: string, regulator: string): Block[] {
  return [
    h1(`Medigap in ${state}`),
    p(
      `Medigap policies in ${state} follow the same federal standards as in most of the country. Plan G from one company has the same benefits as Plan G from another; prices differ.`,
    ),
    ul(
      [
        bold("Your best time to buy: "),
        "the 6-month Medigap Open Enrollment Period that starts when you are 65 or older and have Part B. A company cannot turn you down or charge more because of your health during it.",
      ],
      [
        bold("After that window: "),
        "companies can usually ask health questions, unless you have a guaranteed issue right (for example, if your Medicare Advantage plan leaves your area).",
      ],
      [
        bold("Under 65 with Medicare? "),
        "Federal law does not require companies to sell Medigap to people under 65, but some states add their own rules. Ask us or your SHIP what applies to you.",
      ],
    ),
    p(
      `The ${regulator} oversees insurance companies and agents in ${state}, including Medigap policies. Learn more on our `,
      entryHyperlink(pageId("medicare-supplement"), "Medicare Supplement page"),
      ".",
    ),
  ];
}

/** Free help: SHIP, Medicare and Social Security. */
function freeHelp(state: string, medicaid: Block): Block[] {
  return [
    h1(`Free help in ${state}`),
    ul(
      [
        bold(`${state}'s State Health Insurance Assistance Program (SHIP) `),
        "gives free, unbiased Medicare counseling. Find your local office at ",
        shipLink(),
        " or call 877-839-2675.",
      ],
      [bold("Medicare: "), medicareLine(), ", 24 hours a day, 7 days a week (TTY 1-877-486-2048)."],
      [bold("Extra Help "), "with drug costs: apply through ", ssaLink(), "."],
    ),
    medicaid,
  ];
}

function mississippi(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-by-state-mississippi",
    parent: PARENT,
    pageName: "Medicare in Mississippi",
    title: "Medicare in Mississippi: A Local Guide",
    excerpt:
      "Medicare rules are the same nationwide, but your plan choices depend on your Mississippi county. A local guide from our office in Tupelo.",
    youTubeVideo: "Rq0mS5tY7Vn",
    shareImage: img("state-mississippi"),
    metadata: {
      title: "Medicare in Mississippi",
      description:
        "A local guide to Medicare in Mississippi: comparing plans across the state's 82 counties, Medigap rules, help with costs, and tips for rural areas, from our office in Tupelo.",
      keywords: [
        "Medicare Mississippi",
        "Medicare Tupelo",
        "Medicare Advantage Mississippi",
        "Medigap Mississippi",
        "Mississippi SHIP",
      ],
      heroImage: hero("state-mississippi"),
    },
    relatedBlogs: [
      "medicare-in-rural-mississippi",
      "annual-enrollment-period-checklist",
      "medigap-open-enrollment-why-timing-matters",
    ],
    callToAction: "cta-schedule",
    createdAt: "2024-08-05T15:00:00.000Z",
    updatedAt: "2026-10-23T15:00:00.000Z",
    body: doc(
      p(
        "Mississippi is home. Our office is on West Main Street in Tupelo, in Lee County, and we have helped our neighbors with Medicare since 1992. This page covers what is the same for everyone with Medicare, and what changes depending on where you live in Mississippi.",
      ),
      embedAsset(img("state-mississippi")),
      h1("What is the same everywhere"),
      p("Medicare is a federal program, so the basics do not change from state to state:"),
      ul(
        "Who is eligible, and the 7-month Initial Enrollment Period around your 65th birthday",
        "The 2026 Part B premium of $202.90 a month and the $283 deductible",
        "The Part D out-of-pocket cap of $2,100 for 2026",
        "The fall Annual Enrollment Period, October 15 to December 7",
      ),
      p(
        "You will find the details on our ",
        entryHyperlink(pageId("enrollment-periods"), "enrollment periods"),
        " and ",
        entryHyperlink(pageId("medicare-costs"), "Medicare costs"),
        " pages.",
      ),
      h1("What changes by county"),
      p(
        "Mississippi has 82 counties, and private Medicare plans are offered county by county. What you can choose depends on where you live:",
      ),
      ul(
        "Which Medicare Advantage and Part D plans are available",
        "Which doctors, hospitals and pharmacies are in each plan's network",
        "Plan premiums, copays and extra benefits",
        "Medigap prices, which can vary by ZIP code as well as by company and age",
      ),
      ...comparePlans("Mississippi", "county", [
        h2("Living near a state line?"),
        p(
          "Many Mississippians get care across a state line. People in DeSoto County may see doctors in Memphis. People in Northeast Mississippi may use providers in Alabama or Tennessee. If that is you, make sure any Medicare Advantage plan you consider includes those doctors and hospitals in its network. With Original Medicare and Medigap, you can see any provider in the country that accepts Medicare.",
        ),
      ]),
      ...medigapRules("Mississippi", "Mississippi Insurance Department"),
      h1("Tips for rural Mississippi"),
      ul(
        {
          blocks: [
            p(bold("Check distance, not just names. "), "A plan may list a doctor who is a long drive away. Ask:"),
            ul("How far is the nearest in-network hospital?", "Is there an in-network pharmacy in my town?"),
          ],
        },
        [bold("Ask about telehealth. "), "Many plans cover video visits with your doctor, which can save a trip."],
        [bold("Consider mail-order pharmacy "), "for medicines you take every day."],
        [bold("Plan for the drive. "), "Some plans include rides to medical appointments. Check the limits."],
      ),
      p("Read more in ", entryHyperlink(postId("medicare-in-rural-mississippi"), "Medicare in rural Mississippi"), "."),
      ...freeHelp(
        "Mississippi",
        p(
          "If your income and savings are limited, the Mississippi Division of Medicaid can tell you whether you qualify for Medicaid or a Medicare Savings Program, which can help pay your Part B premium.",
        ),
      ),
      embedEntry(guideId("extra-help-and-savings-programs")),
      h1("Local help in Tupelo"),
      quote(
        p(
          "We are a local agency, not a call center. When you call, you talk with someone who knows Mississippi, and you can sit down with us face to face.",
        ),
      ),
      ul(["Visit: ", ADDRESS], ["Call: ", phoneLink()], `Hours: ${HOURS}`, [
        "Or ",
        a("/contact-us", "send us a message"),
        " and we will call you back.",
      ]),
      hr(),
      tpmoNotice(),
    ),
  });
}

function alabama(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-by-state-alabama",
    parent: PARENT,
    pageName: "Medicare in Alabama",
    title: "Medicare in Alabama",
    excerpt:
      "How Medicare works in Alabama: comparing plans across 67 counties, Medigap rules and where to find free help.",
    shareImage: img("state-alabama"),
    metadata: {
      title: "Medicare in Alabama",
      description:
        "Medicare in Alabama: plan choices by county across the state's 67 counties, federal Medigap protections, and free help from Alabama's SHIP.",
      keywords: ["Medicare Alabama", "Medicare Advantage Alabama", "Medigap Alabama", "Alabama SHIP"],
      heroImage: hero("state-alabama"),
    },
    relatedBlogs: ["annual-enrollment-period-checklist", "medicare-advantage-vs-medigap"],
    callToAction: "cta-call-us",
    createdAt: "2024-08-12T15:00:00.000Z",
    updatedAt: "2026-10-23T15:30:00.000Z",
    body: doc(
      p(
        "Northwest Alabama is a short drive from our Tupelo office, and many families we help have roots on both sides of the state line. Medicare works the same way in Alabama as everywhere else. Your plan choices, though, depend on which of Alabama's 67 counties you live in.",
      ),
      embedAsset(img("state-alabama")),
      ...comparePlans("Alabama", "county", [
        p(
          "If you get care in Mississippi or Tennessee, check that a plan's network includes those providers. Original Medicare, with or without Medigap, lets you see any provider nationwide that accepts Medicare.",
        ),
      ]),
      ...medigapRules("Alabama", "Alabama Department of Insurance"),
      ...freeHelp(
        "Alabama",
        p(
          "For Medicaid or Medicare Savings Programs, which can help pay Medicare costs if your income is limited, contact the Alabama Medicaid Agency.",
        ),
      ),
      p(
        "Ready to compare? See our ",
        entryHyperlink(pageId("medicare-advantage"), "Medicare Advantage"),
        " and ",
        entryHyperlink(pageId("medicarepartd"), "Part D"),
        " pages first.",
      ),
      hr(),
      talkToUs("Live in Alabama and want help?"),
      tpmoNotice(),
    ),
  });
}

function tennessee(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-by-state-tennessee",
    parent: PARENT,
    pageName: "Medicare in Tennessee",
    title: "Medicare in Tennessee",
    excerpt:
      "How Medicare works in Tennessee: comparing plans across 95 counties, TennCare and Medicare, Medigap rules and free help.",
    shareImage: img("state-tennessee"),
    metadata: {
      title: "Medicare in Tennessee",
      description:
        "Medicare in Tennessee: plan choices across the state's 95 counties, what to know if you have both TennCare and Medicare, Medigap protections and free SHIP help.",
      keywords: ["Medicare Tennessee", "TennCare and Medicare", "Medicare Advantage Tennessee", "Medigap Tennessee"],
      heroImage: hero("state-tennessee"),
    },
    relatedBlogs: ["annual-enrollment-period-checklist", "part-d-2100-out-of-pocket-cap", "medigap-plan-g-vs-plan-n"],
    callToAction: "cta-schedule",
    createdAt: "2024-08-19T15:00:00.000Z",
    updatedAt: "2026-10-23T16:00:00.000Z",
    body: doc(
      p(
        "Tennessee stretches from the Mississippi River to the Smoky Mountains, across 95 counties. Medicare's rules are the same from Memphis to Bristol, but the private plans you can choose from are not.",
      ),
      embedAsset(img("state-tennessee")),
      ...comparePlans("Tennessee", "county", [
        p(
          "In a large state, networks can be regional. If you split your time between two parts of the state, or see a specialist in another city, check that the plan covers care in both places.",
        ),
      ]),
      ...medigapRules("Tennessee", "Tennessee Department of Commerce and Insurance"),
      ...freeHelp(
        "Tennessee",
        p(
          "Tennessee's Medicaid program is called ",
          bold("TennCare"),
          ". People who have both TennCare and Medicare (dual eligible) may be able to join a Special Needs Plan built for them, and may qualify for Extra Help automatically.",
        ),
      ),
      p(
        "Questions about Part D? Start with ",
        entryHyperlink(postId("part-d-2100-out-of-pocket-cap"), "how the $2,100 cap works"),
        ".",
      ),
      hr(),
      talkToUs("Live in Tennessee and want help?"),
      tpmoNotice(),
    ),
  });
}

function arkansas(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-by-state-arkansas",
    parent: PARENT,
    // No pageName: the site falls back to 'Medicare in Arkansas'.
    title: "Medicare in Arkansas: What to Know",
    excerpt:
      "How Medicare works in Arkansas: comparing plans across 75 counties, federal Medigap protections and free help.",
    shareImage: img("state-arkansas"),
    metadata: {
      title: "Medicare in Arkansas",
      description:
        "Medicare in Arkansas: comparing plans across the state's 75 counties, Medigap protections under federal law, and where to find free, unbiased help.",
      keywords: ["Medicare Arkansas", "Medicare Advantage Arkansas", "Medigap Arkansas", "Arkansas SHIP"],
      heroImage: hero("state-arkansas"),
    },
    relatedBlogs: ["medicare-advantage-vs-medigap", "avoiding-the-part-d-late-penalty"],
    callToAction: "cta-call-us",
    createdAt: "2024-08-26T15:00:00.000Z",
    updatedAt: "2026-10-23T16:30:00.000Z",
    body: doc(
      p(
        "Arkansas has 75 counties, from the Ozarks to the Delta. Medicare's rules are federal, so eligibility, enrollment windows and the 2026 Part B premium of $202.90 are the same as anywhere. Your private plan choices depend on your county.",
      ),
      embedAsset(img("state-arkansas")),
      ...comparePlans("Arkansas", "county", [
        p(
          "In rural counties, fewer doctors may be in a given plan's network. Ask how far the nearest in-network hospital and pharmacy are, not just whether they exist.",
        ),
      ]),
      ...medigapRules("Arkansas", "Arkansas Insurance Department"),
      ...freeHelp(
        "Arkansas",
        p(
          "For Medicaid or a Medicare Savings Program, contact the Arkansas Department of Human Services or your local county office.",
        ),
      ),
      p(
        "Not sure about drug coverage? Read ",
        entryHyperlink(postId("avoiding-the-part-d-late-penalty"), "Avoiding the Part D late penalty"),
        ".",
      ),
      hr(),
      talkToUs("Live in Arkansas and want help?"),
      tpmoNotice(),
    ),
  });
}

function louisiana(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-by-state-louisiana",
    parent: PARENT,
    pageName: "Medicare in Louisiana",
    title: "Medicare in Louisiana",
    excerpt:
      "How Medicare works in Louisiana: plan choices by parish, planning for storm season, Medigap rules and free help.",
    shareImage: img("state-louisiana"),
    metadata: {
      title: "Medicare in Louisiana",
      description:
        "Medicare in Louisiana: comparing plans across the state's 64 parishes, what to do if a disaster strikes, Medigap protections and free SHIP counseling.",
      keywords: ["Medicare Louisiana", "Medicare Advantage Louisiana", "Medigap Louisiana", "Louisiana SHIP"],
      heroImage: hero("state-louisiana"),
    },
    relatedBlogs: ["annual-enrollment-period-checklist", "what-medicare-advantage-covers", "medigap-plan-g-vs-plan-n"],
    callToAction: "cta-schedule",
    createdAt: "2024-09-02T15:00:00.000Z",
    updatedAt: "2026-10-23T17:00:00.000Z",
    body: doc(
      p(
        "Louisiana is divided into 64 parishes instead of counties. Medicare plans are offered by area, so in Louisiana, the plans you can choose from depend on your parish and ZIP code.",
      ),
      embedAsset(img("state-louisiana")),
      ...comparePlans("Louisiana", "parish"),
      h1("Planning for storm season"),
      ul(
        "Keep your Medicare card, plan cards and a list of your medicines in a waterproof bag you can grab quickly.",
        "Ask your drug plan how to get an early refill if a storm is coming.",
        "In a declared emergency, Medicare plans may relax some rules, like covering care from out-of-network providers.",
        "If a disaster kept you from making a Medicare change on time, you may get extra time. Call your plan or 1-800-MEDICARE.",
      ),
      ...medigapRules("Louisiana", "Louisiana Department of Insurance"),
      ...freeHelp(
        "Louisiana",
        p(
          "For Medicaid or a Medicare Savings Program, contact Louisiana Medicaid, run by the Louisiana Department of Health.",
        ),
      ),
      p(
        "Comparing Medicare Advantage plans? Read ",
        entryHyperlink(postId("what-medicare-advantage-covers"), "What Medicare Advantage covers"),
        " and see our ",
        italic("Medicare Advantage guide"),
        ":",
      ),
      embedEntry(guideId("medicare-advantage-guide")),
      hr(),
      talkToUs("Live in Louisiana and want help?"),
      tpmoNotice(),
    ),
  });
}

export function addStatePages(builder: SpaceBuilder): void {
  mississippi(builder);
  alabama(builder);
  tennessee(builder);
  arkansas(builder);
  louisiana(builder);
}
