/**
 * The blog: categories, 15 posts, the website calls to action they use, and the blog's images.
 * Figures are the 2026 ones of docs/medicare-facts.md. The set also exercises every rich-text node and
 * mark and the edge cases the site must handle (no image, no excerpt, no category, an empty CTA, a CTA that is
 * not a websiteCta, embeds the renderer must skip and one deliberately unresolved embed).
 */
import type { Document } from "@contentful/rich-text-types";
import {
  a,
  assetHyperlink,
  assetLink,
  bold,
  code,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  entryLink,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  hr,
  inlineEntry,
  italic,
  ol,
  p,
  quote,
  strike,
  sub,
  sup,
  table,
  text,
  ul,
  underline,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { registerAsset } from "../assets.js";

type Author = "Dana Whitfield" | "Marcus Bell" | "Renee Holloway";

interface SeoFields {
  title: string;
  description: string;
  keywords: string[];
}

interface PostDef {
  slug: string;
  title: string;
  /** Day of publication, YYYY-MM-DD; stored at noon UTC so it shows as the same day in every U.S. time zone. */
  published: string;
  updated?: string;
  author: Author;
  categories?: CategorySlug[];
  image?: string;
  excerpt?: string;
  body: Document;
  seo?: SeoFields;
  related?: string[];
  callToAction?: string;
}

const PHONE = "(662) 555-0142";
const PHONE_LINK = "tel:+16625550142";
const EMAIL = "hello@tracemedicarepartners.com";

const CATEGORIES = {
  "medicare-basics": "Medicare Basics",
  "medicare-advantage": "Medicare Advantage",
  "medicare-supplements": "Medicare Supplements",
  "prescription-drugs": "Prescription Drugs",
  enrollment: "Enrollment",
  caregiving: "Caregiving",
  "community-news": "Community News",
} as const;
type CategorySlug = keyof typeof CATEGORIES;

const atNoon = (day: string): string => `${day}T12:00:00.000Z`;
const post = (slug: string): string => `post-${slug}`;

// ---- images -------------------------------------------------------------------------------------------------

const IMAGES: Array<[id: string, file: string, title: string, description: string]> = [
  [
    "img-blog-turning-65",
    "blog/featured-turning-65.webp",
    "Turning 65 checklist",
    "A clipboard with three checked boxes and a badge that reads 65.",
  ],
  [
    "img-blog-initial-enrollment",
    "blog/featured-initial-enrollment.webp",
    "Initial Enrollment Period",
    "A calendar with seven months highlighted, March through September.",
  ],
  [
    "img-blog-advantage-vs-medigap",
    "blog/featured-advantage-vs-medigap.webp",
    "Medicare Advantage or Medigap",
    "Two cards side by side, one labeled Advantage and one labeled Medigap.",
  ],
  [
    "img-blog-advantage-covers",
    "blog/featured-advantage-covers.webp",
    "What Medicare Advantage covers",
    "A blue shield with a white plus sign.",
  ],
  [
    "img-blog-plan-g-vs-n",
    "blog/featured-plan-g-vs-n.webp",
    "Medigap Plan G or Plan N",
    "Two cards side by side, labeled Plan G and Plan N.",
  ],
  [
    "img-blog-medigap-timing",
    "blog/featured-medigap-timing.webp",
    "Medigap timing",
    "A clock ringed by six orange segments, one for each month of the window.",
  ],
  [
    "img-blog-part-d-cap",
    "blog/featured-part-d-cap.webp",
    "The 2026 Part D cap",
    "A bar chart whose bars stop at a dashed line marked $2,100 cap.",
  ],
  [
    "img-blog-part-d-penalty",
    "blog/featured-part-d-penalty.webp",
    "Part D late penalty",
    "A calendar with every month filled in, labeled No gaps.",
  ],
  [
    "img-blog-aep-checklist",
    "blog/featured-aep-checklist.webp",
    "Annual Enrollment Period",
    "A calendar with October, November and December highlighted.",
  ],
  [
    "img-blog-part-b-2026",
    "blog/featured-part-b-2026.webp",
    "2026 Part B costs",
    "Two cards: a $202.90 monthly Part B premium and a $283 deductible.",
  ],
  [
    "img-blog-irmaa",
    "blog/featured-irmaa.webp",
    "IRMAA",
    "Rising bars crossing a dashed income line, with a dollar sign.",
  ],
  [
    "img-blog-dental-vision-hearing",
    "blog/featured-dental-vision-hearing.webp",
    "Dental, vision and hearing",
    "Icons of a tooth, a pair of glasses and a speaker.",
  ],
  [
    "img-blog-helping-a-parent",
    "blog/featured-helping-a-parent.webp",
    "Helping a parent",
    "Two people under the roof of a house, with a heart between them.",
  ],
  [
    "img-blog-working-past-65",
    "blog/featured-working-past-65.webp",
    "Working past 65",
    "A briefcase next to an insurance card.",
  ],
  [
    "img-blog-iep-timeline",
    "blog/iep-timeline.png",
    "Initial Enrollment Period timeline",
    "Seven boxes from March to September, with June marked as the birthday month.",
  ],
  [
    "img-blog-part-d-cap-chart",
    "blog/part-d-cap-chart.png",
    "Part D out-of-pocket cap chart",
    "Monthly bars of drug costs that rise until they reach the $2,100 cap in September, then stay flat.",
  ],
  [
    "img-blog-aep-calendar",
    "blog/aep-calendar.png",
    "Annual Enrollment Period dates",
    "October 15 the window opens, December 7 the last day for changes, January 1 new coverage starts.",
  ],
  [
    "img-blog-rural-roads",
    "blog/rural-roads.png",
    "Country road",
    "Rolling hills with a winding road between small houses.",
  ],
  [
    "img-blog-plan-g-vs-n-chart",
    "blog/plan-g-vs-n-chart.jpg",
    "Plan G and Plan N at a glance",
    "A table comparing what you pay under Medigap Plan G and Plan N.",
  ],
  [
    "img-blog-medigap-window",
    "blog/medigap-window.gif",
    "Medigap open enrollment window",
    "An animation of six month boxes filling in one by one.",
  ],
  [
    "img-blog-coverage-icons-svg",
    "blog/coverage-icons.svg",
    "Dental, vision and hearing icons (SVG)",
    "Icons of a tooth, glasses and a speaker.",
  ],
  [
    "img-blog-coverage-icons-webp",
    "blog/coverage-icons.webp",
    "Dental, vision and hearing icons (WebP)",
    "Icons of a tooth, glasses and a speaker.",
  ],
  [
    "img-blog-cta-free-guide",
    "blog/cta-free-guide.webp",
    "Free Medicare Breakdown guide",
    "A checklist on a clipboard, labeled Free guide.",
  ],
  [
    "img-blog-cta-schedule",
    "blog/cta-schedule.webp",
    "Talk with a local agent",
    "Two people under the roof of a house.",
  ],
];

// ---- calls to action ------------------------------------------------------------------------------------------

function addCallsToAction(builder: SpaceBuilder): void {
  const created = { createdAt: "2024-06-03T15:00:00.000Z", updatedAt: "2026-10-01T15:00:00.000Z" };
  builder.entry(
    "websiteCta",
    "cta-free-guide",
    {
      ctaTitle: "Get Your Free Medicare Breakdown",
      ctaCopy: doc(
        p(
          "A plain-language guide to the parts of Medicare, the key dates and the 2026 costs, with worksheets you can print.",
        ),
      ),
      ctaButtonText: "Download Free Guide",
      ctaButtonLink: "/medicare-breakdown",
      ctaImage: assetLink("img-blog-cta-free-guide"),
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-schedule",
    {
      ctaTitle: "Talk It Through With a Local Agent",
      ctaCopy: doc(
        p(
          "Sit down with a licensed agent in our Tupelo office, or by phone. Bring your questions and your list of medicines. There is no cost to meet with us.",
        ),
      ),
      ctaButtonText: "Schedule an Appointment",
      ctaButtonLink: "/contact-us",
      ctaImage: assetLink("img-blog-cta-schedule"),
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-call-us",
    {
      ctaTitle: "Prefer to Talk by Phone?",
      ctaCopy: doc(
        p("Call our Tupelo office Monday through Friday, 9:00 AM to 5:00 PM. We are glad to answer your questions."),
      ),
      ctaButtonText: `Call ${PHONE}`,
      ctaButtonLink: PHONE_LINK,
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-title-only",
    {
      ctaTitle: "Questions About Your Dates?",
      ctaCopy: doc(
        p(
          "Every person's Medicare timeline is a little different. Write yours down and bring it to your next appointment.",
        ),
      ),
    },
    created,
  );
  // No fields at all: a call to action with nothing in it must not render.
  builder.entry("websiteCta", "cta-empty", {}, created);
}

// ---- posts ----------------------------------------------------------------------------------------------------

const posts: PostDef[] = [
  {
    slug: "turning-65-medicare-checklist",
    title: "Turning 65? Your Medicare Checklist, Step by Step",
    published: "2026-11-18",
    author: "Dana Whitfield",
    categories: ["medicare-basics", "enrollment"],
    image: "img-blog-turning-65",
    excerpt:
      "Turning 65 brings a lot of mail and a lot of choices. This step-by-step checklist shows what to do, and when, so you can sign up for Medicare on time and with less stress.",
    seo: {
      title: "Turning 65 Medicare Checklist: A Step-by-Step Guide",
      description:
        "A plain-language checklist for turning 65: when to sign up for Medicare, what to gather, and how to compare your choices.",
      keywords: [
        "turning 65",
        "Medicare checklist",
        "sign up for Medicare",
        "Tupelo Medicare help",
        "new to Medicare",
        "65th birthday",
      ],
    },
    related: [
      "initial-enrollment-period-explained",
      "medigap-open-enrollment-why-timing-matters",
      "working-past-65-and-medicare",
    ],
    callToAction: "cta-free-guide",
    body: doc(
      p(
        "Your 65th birthday is a big milestone. It also brings a stack of mail about Medicare. Some of it is helpful, and some of it is sales pitches. This checklist cuts through the noise. It shows you what to do and when to do it.",
      ),
      p(
        "Take it one step at a time. You do not have to finish everything in one day, and you do not have to do it alone.",
      ),
      h1("Step 1: Mark Your Dates"),
      p(
        "Your first chance to sign up is your ",
        bold("Initial Enrollment Period"),
        ". It lasts seven months. It starts three months before the month you turn 65 and ends three months after it. We explain it in detail in ",
        entryHyperlink(post("initial-enrollment-period-explained"), "our guide to the Initial Enrollment Period"),
        ".",
      ),
      ol(
        {
          blocks: [
            p("Find the month of your 65th birthday on a calendar."),
            ul(
              "Count back three months. That is when your window opens.",
              "Count forward three months. That is when it closes.",
            ),
          ],
        },
        "Circle the first month of your window. Plan to make your choices by then if you can, so your coverage starts the month you turn 65.",
        "If your birthday is on the 1st of the month, your whole window starts one month earlier.",
      ),
      h1("Step 2: Find Out If You Will Be Signed Up Automatically"),
      p(
        "If you already get Social Security retirement benefits, you will usually be enrolled in Part A and Part B on your own. Your Medicare card comes in the mail about three months before your birthday.",
      ),
      p(
        "If you do not get Social Security yet, you need to sign up yourself. You can apply online at ",
        a("https://www.ssa.gov/medicare/", "ssa.gov"),
        ", by phone, or at your local Social Security office.",
      ),
      h1("Step 3: Gather What You Need"),
      ul(
        "Your Social Security number and date of birth",
        "Details about any job-based health coverage you or your spouse have now",
        "A list of your doctors, clinics and hospitals",
        ["A list of your prescriptions, with the ", bold("dose"), " and how often you take each one"],
        "The pharmacy you like to use",
      ),
      p(
        "Our free ",
        assetHyperlink("pdf-medicare-breakdown", "Medicare Breakdown (PDF)"),
        " has worksheet pages for these lists. You can print it and bring it to your appointment.",
      ),
      embedAsset("pdf-medicare-breakdown"),
      h1("Step 4: Decide How You Want Your Coverage"),
      p(
        "There are two main paths. You can keep Original Medicare (Part A and Part B) and add a Medigap plan and a Part D drug plan. Or you can choose a Medicare Advantage plan, which bundles your coverage through a private insurance company approved by Medicare.",
      ),
      p(
        "New to all of this? Start with ",
        entryHyperlink("page-what-is-medicare", "What Is Medicare?"),
        " and our ",
        entryHyperlink("guide-turning-65-checklist", "Turning 65 checklist guide"),
        ".",
      ),
      embedEntry("guide-medicare-basics-guide"),
      h2("Don't skip drug coverage"),
      p(
        "Even if you take no medicines today, think about Part D. If you go without creditable drug coverage for too long, a late penalty can be added to your premium for as long as you have Part D.",
      ),
      h1("Step 5: Ask Questions Before You Sign"),
      p(
        "A good agent explains your choices in plain words and lets you take your time. There is no cost to meet with our licensed agents in Tupelo. Call us at ",
        a(PHONE_LINK, PHONE),
        " or ",
        a("/contact-us", "send us a message"),
        ".",
      ),
    ),
  },
  {
    slug: "initial-enrollment-period-explained",
    title: "The Initial Enrollment Period, Explained",
    published: "2026-10-02",
    author: "Marcus Bell",
    categories: ["enrollment"],
    image: "img-blog-initial-enrollment",
    excerpt:
      "Your first chance to sign up for Medicare lasts seven months. Here is how to find your window and when your coverage starts.",
    seo: {
      title: "Medicare Initial Enrollment Period Explained",
      description:
        "How the seven-month Initial Enrollment Period works, when coverage starts, and what changes if your birthday is on the 1st.",
      keywords: ["Initial Enrollment Period", "IEP", "Medicare enrollment", "turning 65"],
    },
    related: [
      "turning-65-medicare-checklist",
      "avoiding-the-part-d-late-penalty",
      "annual-enrollment-period-checklist",
    ],
    callToAction: "cta-schedule",
    body: doc(
      p(
        "Medicare gives you a set window to sign up when you first become eligible. It is called the Initial Enrollment Period, or IEP. Knowing your window helps you avoid gaps in coverage and late penalties.",
      ),
      h1("Seven Months, Centered on Your Birthday"),
      p("Your IEP is seven months long. It includes:"),
      ul(
        "The three months before the month you turn 65",
        "The month you turn 65",
        "The three months after the month you turn 65",
      ),
      embedAsset("img-blog-iep-timeline"),
      p("Here is an example for someone whose 65th birthday is June 14."),
      table(
        ["Month", "Part of your window", "If you sign up this month, coverage starts"],
        ["March", "Month 1", "June 1"],
        ["April", "Month 2", "June 1"],
        ["May", "Month 3", "June 1"],
        ["June (birthday month)", "Month 4", "July 1"],
        ["July", "Month 5", "August 1"],
        ["August", "Month 6", "September 1"],
        ["September", "Month 7", "October 1"],
      ),
      h2("What if your birthday is on the 1st?"),
      p(
        "Medicare treats people born on the 1st of a month a little differently. Your window shifts one month earlier. If your birthday is June 1, your IEP runs from February through August. If you sign up by the end of April, coverage can start May 1.",
      ),
      h3("Why sign up early in the window"),
      p(
        "Signing up in the first three months is the simplest path. Your coverage can start the day you become eligible, with no gap. If you wait until your birthday month or later, coverage starts the first day of the month after you sign up.",
      ),
      h4("A quick tip from our office"),
      p(
        "Put a reminder on your phone or paper calendar for the first month of your window. Many of our clients like to meet with us then, so there is time to ask questions and compare choices without a rush.",
      ),
      h1("Do You Have to Sign Up Yourself?"),
      p(
        "It depends. If you already get Social Security or Railroad Retirement Board benefits, you are usually enrolled in Part A and Part B automatically. If not, you can apply at ",
        a("https://www.ssa.gov/medicare/", "ssa.gov"),
        " or at a Social Security office.",
      ),
      p(
        "If you or your spouse are still working and have health coverage through that job, you may be able to wait to take Part B. Read ",
        entryHyperlink(post("working-past-65-and-medicare"), "Still Working at 65?"),
        " before you decide.",
      ),
      h1("What If You Miss Your Window?"),
      p(
        "If you miss your IEP and do not qualify for a Special Enrollment Period, you can sign up during the General Enrollment Period, January 1 through March 31. Coverage starts the month after you sign up. You may also owe a late penalty for Part B. That penalty is 10% of the standard premium for each full 12 months you could have had Part B but did not, and it usually lasts as long as you have Part B.",
      ),
      p(
        "For every window in one place, read ",
        entryHyperlink("page-enrollment-periods", "Medicare Enrollment Periods"),
        " or print our ",
        entryHyperlink("guide-enrollment-periods-calendar", "enrollment periods calendar"),
        ".",
      ),
      embedEntry("video-turning-65-first-steps"),
    ),
  },
  {
    slug: "medicare-advantage-vs-medigap",
    title: "Medicare Advantage vs. Medigap: How to Choose",
    published: "2026-09-15",
    author: "Renee Holloway",
    categories: ["medicare-advantage", "medicare-supplements"],
    image: "img-blog-advantage-vs-medigap",
    excerpt:
      "Medicare Advantage and Medigap are two very different ways to fill the gaps in Original Medicare. We compare costs, doctor choice, travel and more, side by side, in plain language.",
    seo: {
      title: "Medicare Advantage vs. Medigap: A Side-by-Side Comparison",
      description:
        "Compare Medicare Advantage and Medigap on costs, doctor choice, drug coverage, travel and switching later.",
      keywords: ["Medicare Advantage", "Medigap", "Medicare Supplement", "compare Medicare plans"],
    },
    related: ["what-medicare-advantage-covers", "medigap-plan-g-vs-plan-n", "medicare-in-rural-mississippi"],
    body: doc(
      p(
        "Once you have Part A and Part B, you face a big choice. Do you want a Medicare Advantage plan? Or do you want to keep Original Medicare and add a Medicare Supplement, also called Medigap? There is no single right answer. The best fit depends on your health, your budget, your doctors and how you like to get care.",
      ),
      h1("Two Different Paths"),
      p(
        "Medicare has four parts. Part A and Part B are Original Medicare. Part C is Medicare Advantage. Part D is drug coverage. If you want a refresher, start here:",
      ),
      embedEntry("page-four-parts-of-medicare"),
      h2("Medicare Advantage in a nutshell"),
      p(
        "A Medicare Advantage plan is offered by a private company approved by Medicare. It covers the same services as Part A and Part B, and most plans include drug coverage. Many plans use a network of doctors and hospitals. You pay copays as you go, up to a yearly limit. Learn more on our ",
        entryHyperlink("page-medicare-advantage", "Medicare Advantage page"),
        ".",
      ),
      h2("Medigap in a nutshell"),
      p(
        "A Medigap plan works alongside Original Medicare. It helps pay your share, like deductibles and the 20% coinsurance. You can see any doctor in the country who accepts Medicare. Medigap does not include drug coverage, so most people add a Part D plan. Learn more on our ",
        entryHyperlink("page-medicare-supplement", "Medicare Supplements page"),
        ".",
      ),
      h1("Side by Side"),
      table(
        ["Question", "Medicare Advantage", "Original Medicare + Medigap"],
        [
          "Monthly premium",
          "Often low, and some plans have none (you still pay Part B)",
          "A Medigap premium and a Part D premium (plus Part B)",
        ],
        [
          "Costs when you get care",
          "Copays and coinsurance, up to a yearly out-of-pocket limit",
          "Often low, depending on the plan letter you choose",
        ],
        ["Choice of doctors", "Usually a network (HMO or PPO)", "Any doctor or hospital that accepts Medicare"],
        ["Drug coverage", "Usually built in", "A separate Part D plan"],
        ["Dental, vision and hearing extras", "Many plans include some", "Not included"],
        [
          "Care while traveling in the U.S.",
          "Routine care out of network may be limited",
          "Goes with you anywhere in the U.S.",
        ],
        [
          "Changing your mind later",
          "You can switch plans each fall",
          "A new Medigap plan may require health questions",
        ],
      ),
      h1("Questions to Ask Yourself"),
      ul(
        "Are my doctors and hospital in the plan's network?",
        "How often do I travel, and where do I go?",
        "Would I rather pay more each month and less when I get care, or the other way around?",
        "Do I need help with dental, vision or hearing costs?",
        "How would each choice handle a year with a hospital stay or a new diagnosis?",
      ),
      h1("Why Timing Matters for Medigap"),
      p(
        "This is the part many people never hear about. You get a one-time, six-month ",
        entryHyperlink(post("medigap-open-enrollment-why-timing-matters"), "Medigap open enrollment period"),
        ". During it, companies cannot turn you down or charge more because of your health. After it ends, in most cases they can. That means moving from Medicare Advantage to Medigap later is not always possible.",
      ),
      embedEntry("cta-schedule"),
      p(
        "To compare all of the plan letters, see ",
        entryHyperlink("guide-medigap-plans-compared", "Medigap plans compared"),
        ". Whichever path you choose, review it each year. Your needs can change, and so can the plans.",
      ),
    ),
  },
  {
    slug: "what-medicare-advantage-covers",
    title: "What Does Medicare Advantage Cover?",
    published: "2026-08-20",
    author: "Dana Whitfield",
    categories: ["medicare-advantage"],
    image: "img-blog-advantage-covers",
    seo: {
      title: "What Does Medicare Advantage Cover?",
      description:
        "What every Medicare Advantage plan must cover, the extras many plans add, how networks work and the costs to check.",
      keywords: ["Medicare Advantage", "Part C", "HMO", "PPO", "out-of-pocket maximum"],
    },
    related: [
      "medicare-advantage-vs-medigap",
      "dental-vision-hearing-coverage-options",
      "medicare-in-rural-mississippi",
    ],
    body: doc(
      p(
        "Medicare Advantage plans, also called Part C, are run by private insurance companies that contract with Medicare. They are a popular way to get your Medicare benefits in one plan. Here is what they cover, what they often add, and what to check before you join.",
      ),
      embedEntry("yt-medicare-advantage-overview"),
      h1("Everything Part A and Part B Cover"),
      p(
        "A Medicare Advantage plan must cover the medically necessary services that Original Medicare covers. That includes:",
      ),
      ul(
        "Hospital stays",
        "Skilled nursing care",
        "Doctor visits and outpatient care",
        "Lab tests, X-rays and other imaging",
        "Preventive care, like flu shots and many screenings",
        "Medical equipment, like walkers and oxygen",
      ),
      p(
        "Hospice care is the main exception. If you need hospice, Original Medicare pays for it, even while you are in a Medicare Advantage plan. The plan's rules and costs can differ from Original Medicare's, so read how each service is covered.",
      ),
      h1("Extras Many Plans Offer"),
      p(
        "Plans can add benefits that Original Medicare does not cover. These vary a lot from plan to plan and from county to county. Common extras include:",
      ),
      ul(
        "Prescription drug coverage (most plans)",
        "Routine dental exams and cleanings",
        "Eye exams and an allowance for glasses",
        "Hearing exams and help paying for hearing aids",
        "Fitness programs",
        "An allowance for over-the-counter health items",
      ),
      p(
        "Read the details, not just the list. A plan may cover cleanings but pay little toward a crown. We go deeper in ",
        entryHyperlink(post("dental-vision-hearing-coverage-options"), "Dental, Vision and Hearing"),
        ".",
      ),
      h1("Networks: HMO and PPO"),
      h2("HMO plans"),
      p(
        "You usually need to use doctors and hospitals in the plan's network, except in an emergency. You may need a referral from your primary doctor to see a specialist.",
      ),
      h2("PPO plans"),
      p(
        "You can see doctors outside the network, but you usually pay more when you do. A PPO can be a good fit if a specialist you trust is not in any local network.",
      ),
      h1("Costs to Understand"),
      ul(
        [bold("Premium:"), " what you pay each month for the plan. You keep paying your Part B premium too."],
        [bold("Copays and coinsurance:"), " what you pay when you get care."],
        [
          bold("Out-of-pocket maximum:"),
          " the most you pay in a year for covered Part A and Part B services. After you reach it, the plan pays the full cost of those services for the rest of the year.",
        ],
      ),
      h1("How to Check a Plan"),
      p(
        "You can compare plans in your ZIP code at ",
        a("https://www.medicare.gov/plan-compare/", "Medicare.gov"),
        " or by calling 1-800-MEDICARE. You can also sit down with us and walk through the plans we offer. Learn more on our ",
        entryHyperlink("page-medicare-advantage", "Medicare Advantage page"),
        ".",
      ),
    ),
  },
  {
    slug: "medigap-plan-g-vs-plan-n",
    title: "Medigap Plan G vs. Plan N: Which Fits You?",
    published: "2026-07-28",
    author: "Renee Holloway",
    categories: ["medicare-supplements"],
    image: "img-blog-plan-g-vs-n",
    excerpt:
      "Plan G and Plan N are two of the most popular Medigap choices for people new to Medicare. Here is how they differ, in plain words.",
    seo: {
      title: "Medigap Plan G vs. Plan N: Key Differences",
      description:
        "How Medigap Plan G and Plan N compare on the Part B deductible, copays, excess charges and who each plan may suit.",
      keywords: [
        "Medigap Plan G",
        "Medigap Plan N",
        "Medicare Supplement",
        "excess charges",
        "medi gap",
        "supplemental insurance",
      ],
    },
    related: ["medicare-advantage-vs-medigap", "medigap-open-enrollment-why-timing-matters"],
    callToAction: "cta-call-us",
    body: doc(
      p(
        "If you are choosing a Medicare Supplement plan, you will hear two letters more than any others: G and N. Both give strong coverage. They differ in a few small ways that can matter a lot, depending on how you use your care.",
      ),
      h1("First, a Word on Medigap Letters"),
      p(
        "Medigap plans are standardized. In most states, including Mississippi, a Plan G from one company has the same basic benefits as a Plan G from another. What differs is the price and the company's service.",
      ),
      p(
        "You may hear friends talk about Plan F. Plan F is ",
        strike("open to everyone"),
        " only open to people who were eligible for Medicare before January 1, 2020. For most people new to Medicare, Plan G and Plan N are the top choices.",
      ),
      h1("Plan G and Plan N Side by Side"),
      table(
        ["Cost you might face", "Plan G", "Plan N"],
        ["Part B deductible ($283 in 2026)", "You pay it", "You pay it"],
        ["Part B coinsurance (usually 20%)", "Covered", "Covered, except the copays below"],
        ["Doctor office visit", "No copay", "Up to $20"],
        ["Emergency room visit", "No copay", "Up to $50 if you are not admitted"],
        ["Part B excess charges", "Covered", "Not covered"],
        ["Part A hospital deductible", "Covered", "Covered"],
        [
          "Emergency care in another country",
          "80% after a deductible, up to plan limits",
          "80% after a deductible, up to plan limits",
        ],
      ),
      embedAsset("img-blog-plan-g-vs-n-chart"),
      h2("What are excess charges?"),
      p(
        "Some doctors do not accept Medicare's approved amount as full payment. They can charge up to 15% more. That extra is called an excess charge. Plan G pays it. Plan N does not. Most doctors accept Medicare's amount in full, so excess charges are not common, but it is worth asking your doctors.",
      ),
      h1("Who Plan G May Fit"),
      ul(
        "You want the most predictable costs",
        "You see doctors or specialists often",
        "You would rather not think about copays at each visit",
      ),
      h1("Who Plan N May Fit"),
      ul(
        "You are comfortable paying small copays in exchange for a premium that is often lower than Plan G's",
        "You are fairly healthy and do not visit the doctor often",
        "Your doctors accept Medicare's approved amount",
      ),
      h1("The Bottom Line"),
      p(
        "Both plans give strong coverage. The right one depends on how often you get care and how you like to pay for it. Compare every letter in our ",
        entryHyperlink("guide-medigap-plans-compared", "Medigap plans compared guide"),
        " or visit our ",
        entryHyperlink("page-medicare-supplement", "Medicare Supplements page"),
        ".",
      ),
      p(
        "Remember that Medigap does not cover prescription drugs. Pair either plan with a Part D plan, and try to buy your Medigap plan during your open enrollment period.",
      ),
    ),
  },
  {
    slug: "medigap-open-enrollment-why-timing-matters",
    title: "Medigap Open Enrollment: Why Timing Matters",
    published: "2026-06-10",
    author: "Marcus Bell",
    categories: ["medicare-supplements", "enrollment"],
    image: "img-blog-medigap-timing",
    excerpt:
      "You get one six-month window to buy a Medigap plan with no health questions. Here is when it starts, and why it is worth planning for.",
    seo: {
      title: "Medigap Open Enrollment: Your One-Time Window",
      description:
        "When Medigap open enrollment starts, what it protects you from, and what happens after the six months end.",
      keywords: ["Medigap open enrollment", "guaranteed issue", "Medicare Supplement", "medical underwriting"],
    },
    related: ["medigap-plan-g-vs-plan-n", "medicare-advantage-vs-medigap", "working-past-65-and-medicare"],
    body: doc(
      p(
        "Of all the Medicare dates, this is the one people most often miss. It does not come with a reminder letter, and it does not come back each year. Yet it can shape your choices for the rest of your life.",
      ),
      quote(
        p("The best time to buy a Medigap plan is usually the first time you can."),
        p(italic("A rule of thumb we share with every new client")),
      ),
      h1("What Is Medigap Open Enrollment?"),
      p(
        "Your Medigap open enrollment period is six months long. It starts the first month you have Part B and are 65 or older. It happens once. Unlike the fall enrollment period for Medicare Advantage and Part D, it does not repeat.",
      ),
      embedAsset("img-blog-medigap-window"),
      h1("What Makes This Window Special"),
      p("During these six months, a Medigap company ", bold("cannot"), ":"),
      ul(
        "Refuse to sell you any Medigap plan it sells in your state",
        "Charge you more because of your health",
        "Turn you down because of a past or current health condition",
      ),
      p(
        "A plan may still make you wait up to six months before it covers a health problem you already had, if you did not have other creditable health coverage before. Ask us if this might apply to you.",
      ),
      h1("What Happens After the Window Closes"),
      p(
        "After your open enrollment ends, companies can usually ask health questions. Based on your answers, they can charge more or say no. Some situations give you a special right to buy a plan anyway, called a guaranteed issue right. One example is when your Medicare Advantage plan leaves your area.",
      ),
      h2("Trying Medicare Advantage first"),
      p(
        "If you join a Medicare Advantage plan when you first get Medicare at 65 and leave it within the first 12 months, you generally have a trial right to buy a Medigap plan without health questions. After that first year, the usual rules apply.",
      ),
      embedEntry("cta-title-only"),
      h1("If You Are Still Working at 65"),
      p(
        "If you have health coverage from your own job or your spouse's current job, you may choose to delay Part B. Your Medigap window waits for you. It starts when your Part B starts. That is one reason to think carefully before you sign up for Part B early, if you plan to buy a Medigap plan later.",
      ),
      hr(),
      p(
        "Not sure when your window starts or ends? ",
        a("/contact-us", "Contact our Tupelo office"),
        " and we will help you work it out.",
      ),
    ),
  },
  {
    slug: "part-d-2100-out-of-pocket-cap",
    title: "The $2,100 Part D Out-of-Pocket Cap: What It Means for You",
    published: "2026-05-14",
    author: "Dana Whitfield",
    categories: ["prescription-drugs"],
    image: "img-blog-part-d-cap",
    excerpt:
      "In 2026, what you pay for covered Part D drugs is capped at $2,100 for the year. Here is how the cap works, what counts toward it, and how to spread your costs out.",
    seo: {
      title: "The 2026 Part D $2,100 Out-of-Pocket Cap",
      description:
        "How the $2,100 Part D cap works in 2026, what counts toward it, and how the Medicare Prescription Payment Plan spreads costs.",
      keywords: ["Part D", "out-of-pocket cap", "$2,100", "prescription drugs", "Medicare Prescription Payment Plan"],
    },
    related: ["avoiding-the-part-d-late-penalty", "annual-enrollment-period-checklist", "what-is-irmaa"],
    callToAction: "cta-free-guide",
    body: doc(
      p(
        "Drug costs are one of the biggest worries we hear about. Here is some good news. Medicare Part D has a yearly cap on what you pay out of pocket for covered drugs. In 2026, that cap is $2,100.",
      ),
      h1("The 2026 Part D Numbers"),
      table(
        ["Part D item", "2026 amount"],
        ["Yearly out-of-pocket cap", "$2,100"],
        ["Highest deductible a plan can charge", "$615"],
        ["Base beneficiary premium (used to figure late penalties)", "$38.99 a month"],
      ),
      p(
        "Your own plan's premium and deductible may be different. Many plans have a deductible below the highest amount, and some have none.",
      ),
      h1("How the Cap Works"),
      embedAsset("img-blog-part-d-cap-chart"),
      p(
        "First you pay your deductible, if your plan has one. Then you pay your share of each covered drug. Once what you have paid for covered drugs in 2026 reaches $2,100, you pay nothing more for covered Part D drugs for the rest of the year. The count starts over on January 1.",
      ),
      h2("What counts toward the $2,100"),
      ul(
        "Your deductible",
        "Your copays and coinsurance for drugs on your plan's drug list (formulary)",
        "Payments made for you by certain programs, such as Extra Help",
      ),
      h2("What does not count"),
      ul(
        "Your monthly plan premium",
        "Drugs your plan does not cover",
        "Drugs you buy outside your Part D plan, such as with a discount card",
      ),
      h1("Spreading Costs Over the Year"),
      p(
        "Reaching the cap early in the year can still mean large bills all at once. The ",
        bold("Medicare Prescription Payment Plan"),
        " lets you pay your drug costs in monthly amounts through the year instead. It does not lower what you owe in total. It spreads it out. You can ask your plan to sign you up.",
      ),
      h1("A Note on Insulin"),
      p(
        "In a Part D plan, a month's supply of each covered insulin costs no more than $35, and the deductible does not apply to it.",
      ),
      embedEntry("yt-part-d-cap-explainer"),
      h1("Help If Your Income Is Limited"),
      p(
        "Extra Help is a Medicare program for people with limited income and savings. It helps pay Part D premiums, deductibles and copays. You can apply through Social Security at any time of year, and it costs nothing to apply. If you think you might qualify, it is worth checking.",
      ),
      h1("Next Steps"),
      p(
        "Check each fall that your drugs are still on your plan's list. Our ",
        entryHyperlink("guide-part-d-drug-plan-guide", "Part D drug plan guide"),
        " shows how. For the basics of drug coverage, see ",
        entryHyperlink("page-medicarepartd", "Medicare Part D"),
        ". If your drugs or your plan change, you can switch plans during the Annual Enrollment Period, October 15 to December 7.",
      ),
    ),
  },
  {
    slug: "avoiding-the-part-d-late-penalty",
    title: "How to Avoid the Part D Late Enrollment Penalty",
    published: "2026-04-09",
    author: "Marcus Bell",
    categories: ["prescription-drugs"],
    image: "img-blog-part-d-penalty",
    excerpt:
      "The Part D late penalty can follow you for life. Learn how it is figured and the simple steps that help you avoid it.",
    related: ["part-d-2100-out-of-pocket-cap", "initial-enrollment-period-explained", "working-past-65-and-medicare"],
    callToAction: "cta-empty",
    body: doc(
      p(
        "Many people skip Part D at 65 because they take few or no medicines. That choice can cost more later. If you go too long without drug coverage, Medicare adds a late enrollment penalty to your Part D premium. In most cases, you pay it for as long as you have Part D.",
      ),
      h1("When the Penalty Applies"),
      p(
        "You may owe a penalty if, after your Initial Enrollment Period ends, you go 63 days or more in a row without Part D or other ",
        italic("creditable"),
        " drug coverage.",
      ),
      p(
        "Creditable coverage is drug coverage that is expected to pay, on average, at least as much as standard Part D. Many employer and union plans count, and so does VA coverage. Your plan should send you a notice each year saying whether your coverage is creditable. Keep those letters.",
      ),
      h1("How the Penalty Is Figured"),
      p(
        "Medicare counts the full months you went without creditable coverage. For each month, it adds 1% of the ",
        italic("national base beneficiary premium"),
        ". In 2026 that base premium is $38.99. The result is rounded to the nearest 10 cents and added to your monthly premium.",
      ),
      h2("An example"),
      p("Say Ruth went 20 months without drug coverage."),
      ol("20 months × 1% = 20%", "20% of $38.99 = $7.798", "Rounded to the nearest 10 cents = $7.80 a month"),
      p(
        "Ruth would pay $7.80 a month on top of her plan's premium in 2026. The base premium can change each year, so her penalty can change too.",
      ),
      h5("For the number-minded"),
      p(
        "The formula is ",
        code("penalty = 0.01 × months × B_base"),
        ", where B",
        sub("base"),
        " is the national base beneficiary premium for the year, and the result is rounded to the nearest $0.10.",
      ),
      h1("Simple Ways to Avoid It"),
      ol(
        "Join a Part D plan, or a Medicare Advantage plan with drug coverage, when you are first eligible.",
        "If you have drug coverage from work, keep the yearly notice that says it is creditable.",
        "When that coverage ends, join a Part D plan within 63 days.",
        "If money is tight, look at lower-premium plans. Any Part D plan keeps a gap from building.",
      ),
      h1("If You Think the Penalty Is Wrong"),
      p(
        "You can ask for a reconsideration. Fill out the form your plan sends with the penalty notice and return it by the deadline. Include proof of creditable coverage if you had it.",
      ),
      p(
        "People who qualify for Extra Help do not pay a Part D late penalty. You can apply for Extra Help at ",
        a("https://www.ssa.gov/extrahelp", "ssa.gov/extrahelp"),
        ".",
      ),
      embedEntry("video-avoiding-late-penalties"),
      p("Not sure whether your coverage counts? Call us at ", a(PHONE_LINK, PHONE), " and we will help you find out."),
    ),
  },
  {
    slug: "annual-enrollment-period-checklist",
    title: "Your Annual Enrollment Period Checklist",
    published: "2026-09-30",
    author: "Renee Holloway",
    categories: ["enrollment"],
    image: "img-blog-aep-checklist",
    excerpt:
      "From October 15 to December 7, you can change your Medicare Advantage or Part D plan. Use this checklist to review your coverage with confidence before the window closes.",
    seo: {
      title: "Annual Enrollment Period Checklist (October 15 to December 7)",
      description:
        "A step-by-step checklist for Medicare's Annual Enrollment Period, plus every enrollment window in one table.",
      keywords: ["Annual Enrollment Period", "AEP", "open enrollment", "Part D", "Medicare Advantage"],
    },
    related: ["part-d-2100-out-of-pocket-cap", "initial-enrollment-period-explained", "medicare-advantage-vs-medigap"],
    body: doc(
      p(
        "Every fall, Medicare gives you a chance to review your coverage. The Annual Enrollment Period runs from October 15 to December 7. Any change you make starts January 1. For 2027 coverage, that means you have until December 7, 2026.",
      ),
      h1("Medicare's Enrollment Windows at a Glance"),
      table(
        ["Window", "Dates", "What you can do"],
        [
          "Initial Enrollment Period",
          "7 months around the month you turn 65",
          "Sign up for Medicare for the first time",
        ],
        [
          "General Enrollment Period",
          "January 1 to March 31",
          "Sign up for Part A or Part B if you missed your first chance; coverage starts the next month",
        ],
        [
          "Annual Enrollment Period",
          "October 15 to December 7",
          "Join, switch or drop a Medicare Advantage or Part D plan",
        ],
        [
          "Medicare Advantage Open Enrollment",
          "January 1 to March 31",
          "If you are in a Medicare Advantage plan, make one switch",
        ],
        [
          "Medigap Open Enrollment",
          "6 months, starting when Part B starts at 65 or older",
          "Buy any Medigap plan without health questions",
        ],
      ),
      p("See every window explained on our ", a("/medicare/enrollment-periods", "enrollment periods page"), "."),
      embedAsset("img-blog-aep-calendar"),
      h1("Your Checklist"),
      ol(
        [
          bold("Read your Annual Notice of Change."),
          " Your plan mails it by September 30. It lists next year's changes to costs, covered drugs and networks.",
        ],
        [
          bold("List your drugs and doses."),
          " Check that each one is still on the plan's drug list, and at what tier.",
        ],
        [bold("Check your doctors and pharmacy."), " Networks can change from year to year."],
        [
          bold("Look at total costs, not just the premium."),
          " Add up the premiums, deductibles and copays you expect.",
        ],
        [
          bold("Compare your choices."),
          " Use the ",
          a("https://www.medicare.gov/plan-compare/", "Medicare.gov Plan Finder"),
          " or sit down with a licensed agent.",
        ],
        [
          bold("Make any change by December 7."),
          " If you are happy with your plan and it is still offered, you usually do not need to do anything. It renews.",
        ],
      ),
      embedEntry("yt-aep-reminders"),
      h1("What If You Miss December 7?"),
      p(
        "If you are in a Medicare Advantage plan, you get one more chance from January 1 to March 31. During that time you can switch to another Medicare Advantage plan, or go back to Original Medicare and join a Part D plan. Some life events, like moving out of your plan's service area, also open a Special Enrollment Period.",
      ),
      h1("Common Mistakes to Avoid"),
      ul(
        "Assuming nothing changed because your premium stayed the same",
        "Waiting until the last week, when appointments fill up",
        "Forgetting that Medigap is not part of this window: switching Medigap plans may require health questions",
      ),
      embedEntry("cta-call-us"),
      p(
        "Want a printable version? Download our ",
        entryHyperlink("guide-enrollment-periods-calendar", "enrollment periods calendar"),
        ", or read ",
        entryHyperlink("page-enrollment-periods", "Medicare Enrollment Periods"),
        ".",
      ),
    ),
  },
  {
    slug: "2026-part-b-premium-and-deductible",
    title: "2026 Part B Premium and Deductible: What Changed",
    published: "2025-11-20",
    updated: "2026-01-05",
    author: "Dana Whitfield",
    categories: ["medicare-basics"],
    image: "img-blog-part-b-2026",
    excerpt:
      "The standard Part B premium is $202.90 a month in 2026, and the yearly deductible is $283. Here is what that means for your budget.",
    seo: {
      title: "2026 Medicare Part B Premium ($202.90) and Deductible ($283)",
      description:
        "The 2026 Part B standard premium and deductible, how the premium is paid, and where to find help with costs.",
      keywords: ["Part B premium 2026", "Part B deductible", "Medicare costs", "$202.90"],
    },
    body: doc(
      p(
        "Each fall, Medicare announces Part B costs for the next year. For 2026, both the monthly premium and the yearly deductible went up. Here is a simple look at the numbers and what they mean for you.",
      ),
      h1("The Numbers"),
      table(
        ["Part B cost", "2026 amount", "What it means"],
        ["Standard monthly premium", "$202.90", "Up from $185.00 in 2025"],
        ["Yearly deductible", "$283", "What you pay for Part B services before Part B starts to pay its share"],
        ["Coinsurance after the deductible", "Usually 20%", "Of the Medicare-approved amount for most services"],
      ),
      p("Most people pay the standard premium of $202.90 a month", sup("1"), "."),
      p(
        sup("1"),
        " People with higher incomes pay more. This extra amount is called IRMAA. Read ",
        inlineEntry(post("what-is-irmaa")),
        " to learn how it works.",
      ),
      h1("How You Pay the Premium"),
      p(
        "If you get Social Security benefits, your Part B premium is usually taken out of your monthly payment. If not, Medicare sends you a bill. You can pay it online, by mail, or with automatic payments through Medicare Easy Pay.",
      ),
      h1("What the Deductible Means"),
      p(
        "The $283 deductible is what you pay for Part B services each year before Medicare starts to pay its share. After that, you usually pay 20% of the Medicare-approved amount. Many preventive services, like your yearly wellness visit, cost you nothing even before you meet the deductible.",
      ),
      p(
        "A Medigap plan or a Medicare Advantage plan can help with these costs in different ways. Each has trade-offs, so look at the whole picture, not just one number.",
      ),
      h1("Signing Up Late Costs More"),
      p(
        "If you sign up for Part B late, your premium can be higher for as long as you have Part B. The penalty adds 10% of the standard premium for each full 12 months you could have had Part B but did not. In 2026, a two-year delay would add $40.60 a month: 20% of $202.90, with the premium rounded to the nearest 10 cents. If you are still working and covered by your job's plan, you can usually wait without this penalty.",
      ),
      h1("Help If Money Is Tight"),
      p(
        "If your income and savings are limited, a Medicare Savings Program may help pay your Part B premium. In Mississippi, these programs are run through the Mississippi Division of Medicaid. It is worth applying if you think you might qualify.",
      ),
      embedEntry("cta-empty"),
      p(
        "For more on every Medicare cost, see ",
        entryHyperlink("page-medicare-costs", "Medicare Costs"),
        ". The official figures are posted at ",
        a("https://www.medicare.gov/basics/costs/medicare-costs", "Medicare.gov"),
        ".",
      ),
    ),
  },
  {
    slug: "what-is-irmaa",
    title: "What Is IRMAA? Higher-Income Medicare Premiums, Explained",
    published: "2026-01-22",
    author: "Marcus Bell",
    categories: ["medicare-basics"],
    image: "img-blog-irmaa",
    excerpt:
      "If your income is above a certain level, you pay more for Part B and Part D. This extra charge is called IRMAA. Here is how it works in 2026 and what to do if your income has dropped.",
    seo: {
      title: "What Is IRMAA? 2026 Income Limits and Surcharges",
      description:
        "Who pays IRMAA in 2026, how Social Security decides, and how to ask for a new decision after a life-changing event.",
      keywords: [
        "IRMAA",
        "Part B surcharge",
        "Part D surcharge",
        "SSA-44",
        "Medicare premiums",
        "high income Medicare premium",
        "irma",
      ],
    },
    related: ["2026-part-b-premium-and-deductible", "working-past-65-and-medicare", "part-d-2100-out-of-pocket-cap"],
    // Deliberately not a websiteCta: the site uses a call to action only when its type is websiteCta.
    callToAction: "video-what-is-medicare-in-five-minutes",
    body: doc(
      p(
        "IRMAA stands for Income-Related Monthly Adjustment Amount. It is an extra charge added to your Part B and Part D premiums when your income is above a set level. Most people do not pay it. If you do, it helps to know how it works.",
      ),
      h1("Who Pays IRMAA in 2026"),
      p(
        "For 2026, Social Security looks at your modified adjusted gross income (MAGI) from your 2024 tax return. That is the return from two years earlier.",
      ),
      table(
        ["2026 IRMAA basics", "Amount"],
        ["IRMAA starts above (filing single)", "$109,000"],
        ["IRMAA starts above (married filing jointly)", "$218,000"],
        ["Extra Part B charge per month", "$81.20 to $487.00"],
        ["Extra Part D charge per month", "$14.50 to $91.00"],
        ["Tax year used", "2024"],
      ),
      p(
        "There are several income tiers. The higher your income, the higher the extra charge. For example, a person in the first tier pays the standard $202.90 Part B premium plus $81.20, or $284.10 a month for Part B.",
      ),
      p(
        "The Part D extra charge applies whether you have a stand-alone Part D plan or a Medicare Advantage plan with drug coverage. It is paid to Medicare, not to your plan. Social Security checks your income again each year, so if your income goes down, the extra charge may go down or end the next year.",
      ),
      h1("How You Find Out"),
      p(
        "Social Security sends you a letter if you owe IRMAA. The letter shows the income it used and the amount you will pay. Keep it with your Medicare papers.",
      ),
      h1("When Your Income Has Gone Down"),
      p(
        "IRMAA uses older tax information. If your income dropped since then because of a major life change, you can ask Social Security to use a more recent year. You do this with form ",
        code("SSA-44"),
        ", the Medicare Income-Related Monthly Adjustment Amount Life-Changing Event form.",
      ),
      p("Life-changing events include:"),
      ul(
        "Marriage, divorce or the death of a spouse",
        "Stopping work or cutting back your hours",
        "Losing income from property because of a disaster or other event you could not control",
        "Losing pension income",
      ),
      p(
        "You can find the form at ",
        a("https://www.ssa.gov/forms/ssa-44.pdf", "ssa.gov"),
        ". Send it with proof, like a letter from your employer that shows your retirement date.",
      ),
      h1("Planning Ahead"),
      p(
        "Because IRMAA looks back two years, money moves you make now, like selling property or taking a large withdrawal from a retirement account, can affect your premiums later. Talk with your tax advisor before big decisions. We are glad to help with the Medicare side.",
      ),
      p("Learn more about ", entryHyperlink(post("2026-part-b-premium-and-deductible"), "2026 Part B costs"), "."),
    ),
  },
  {
    slug: "dental-vision-hearing-coverage-options",
    title: "Dental, Vision and Hearing: Your Coverage Options With Medicare",
    published: "2026-03-12",
    author: "Renee Holloway",
    categories: ["medicare-advantage"],
    image: "img-blog-dental-vision-hearing",
    excerpt:
      "Original Medicare covers very little routine dental, vision or hearing care. Here are the ways people fill those gaps, and the questions to ask first.",
    seo: {
      title: "Medicare and Dental, Vision and Hearing Coverage",
      description:
        "What Original Medicare covers for teeth, eyes and ears, and the ways people add dental, vision and hearing coverage.",
      keywords: [
        "Medicare dental",
        "Medicare vision",
        "hearing aids",
        "Medicare Advantage extras",
        "teeth",
        "eyeglasses",
      ],
    },
    related: ["what-medicare-advantage-covers", "medicare-advantage-vs-medigap"],
    callToAction: "cta-title-only",
    body: doc(
      p(
        "Healthy teeth, clear vision and good hearing help you stay independent. But Original Medicare was built for medical care, and it leaves out most routine care for teeth, eyes and ears. Here is what is covered, and the ways people fill the gaps.",
      ),
      embedAsset("img-blog-coverage-icons-svg"),
      h1("What Original Medicare Covers"),
      h2("Dental"),
      p(
        "Original Medicare does not cover routine cleanings, fillings, extractions or dentures. It covers dental care only in limited cases that are closely tied to certain covered medical treatments.",
      ),
      h2("Vision"),
      p(
        "Routine eye exams for glasses are not covered. Part B does cover some eye care, such as a yearly eye exam for diabetic retinopathy if you have diabetes, glaucoma tests if you are at high risk, and one pair of glasses or contact lenses after cataract surgery with an implanted lens.",
      ),
      h2("Hearing"),
      p(
        "Hearing aids and exams to fit them are not covered. Part B covers hearing and balance exams when they are needed to diagnose a medical problem.",
      ),
      h1("Ways to Fill the Gaps"),
      h2("Medicare Advantage extras"),
      p(
        "Many Medicare Advantage plans include some dental, vision and hearing benefits. The amounts differ a lot from plan to plan.",
      ),
      h3("Questions to ask about a plan's extras"),
      ul(
        "Is there a yearly dollar limit?",
        "Which dentists and eye doctors are in the network?",
        "Are crowns, dentures and other major work covered, or only cleanings?",
        "How much is the hearing aid allowance, and where can I use it?",
      ),
      h2("Stand-alone dental, vision and hearing plans"),
      p(
        "You can buy a separate plan whether you have Original Medicare or Medicare Advantage. Some plans make you wait before they pay for bigger work. Read the ",
        underline("waiting period"),
        " section before you buy, and check which dentists take the plan.",
      ),
      h2("Over-the-counter hearing aids"),
      p(
        "Since 2022, adults with mild to moderate hearing loss can buy hearing aids over the counter, without an exam or a prescription. They can cost less than prescription hearing aids. A hearing exam is still a good idea if your hearing changes quickly.",
      ),
      h2("If you have limited income"),
      p(
        "If you qualify for both Medicare and Medicaid, you may have extra benefits. Ask us, or ask the Mississippi Division of Medicaid, what is available to you.",
      ),
      embedAsset("img-blog-coverage-icons-webp"),
      h6("The fine print"),
      p(
        "Benefits, networks and allowances change every year and differ by plan and county. Always check a plan's current Evidence of Coverage before you enroll. If you would like help reading one, call us at ",
        a(PHONE_LINK, PHONE),
        ".",
      ),
    ),
  },
  {
    slug: "helping-a-parent-with-medicare",
    title: "Helping a Parent With Medicare: A Caregiver's Guide",
    published: "2026-02-17",
    author: "Dana Whitfield",
    categories: ["caregiving"],
    image: "img-blog-helping-a-parent",
    excerpt:
      "Helping Mom or Dad with Medicare can feel like a second job. These steps make it easier to get permission, stay organized and spot scams.",
    seo: {
      title: "Helping a Parent With Medicare: A Caregiver's Guide",
      description:
        "How adult children and caregivers can get permission to talk with Medicare, keep papers organized and protect a parent from scams.",
      keywords: ["caregiver", "helping a parent with Medicare", "CMS-10106", "Medicare scams"],
    },
    related: [
      "turning-65-medicare-checklist",
      "medicare-in-rural-mississippi",
      "dental-vision-hearing-coverage-options",
    ],
    callToAction: "cta-schedule",
    body: doc(
      p(
        'Many of the calls we get start the same way: "I\'m calling about my mother." If you are helping a parent with Medicare, you are not alone. A few simple steps can make the job easier for both of you.',
      ),
      h1("Start With Permission"),
      p(
        "Medicare will not talk with you about your parent's care unless your parent says it is OK. There are two easy ways to do this:",
      ),
      ol(
        "Call 1-800-MEDICARE (1-800-633-4227) together. Your parent can give permission over the phone. TTY users can call 1-877-486-2048.",
        [
          "Fill out form ",
          code("CMS-10106"),
          ", the Authorization to Disclose Personal Health Information, and mail it to Medicare.",
        ],
      ),
      p(
        "A power of attorney is a separate legal document. It can let you make decisions, not just get information. Talk with an attorney if you think your family needs one.",
      ),
      h1("Get Organized"),
      ul(
        "Keep the Medicare card, plan cards and a list of medicines in one folder",
        "Write down each doctor and pharmacy, with phone numbers",
        "Note the plan's customer service number and the member ID",
        "Save the Annual Notice of Change that arrives each fall",
      ),
      p(
        "Bring the folder to appointments. It saves time and helps avoid mistakes. Some families also keep a shared calendar for doctor visits and refill dates, so everyone knows what is coming up.",
      ),
      p("If your parent is about to turn 65, start here:"),
      embedEntry(post("turning-65-medicare-checklist")),
      h1("Watch for Scams"),
      p("Scammers target older adults, and they often use the word Medicare to sound official."),
      quote(
        p(
          bold("Remember: "),
          "Medicare will not call out of the blue to ask for a Medicare number, a Social Security number or bank details.",
        ),
      ),
      ul(
        "Hang up on callers who pressure you to act fast.",
        "Never give a Medicare number to someone who called you.",
        "Read each Medicare Summary Notice or plan statement for services your parent never got.",
      ),
      p("If something looks wrong, report it by calling 1-800-MEDICARE."),
      h1("Take Care of Yourself Too"),
      p(
        "Caregiving is hard work, often on top of a job and your own family. Share tasks with siblings where you can. Keep a simple list of what is done and what is next. ",
        text("You do not have to figure this out alone.", "bold", "italic"),
      ),
      h1("How We Can Help"),
      p(
        "Many of our clients bring a son, daughter or friend to their appointment, and we welcome that. If you live out of town, you can join by phone. Call ",
        a(PHONE_LINK, PHONE),
        " or e-mail ",
        a(`mailto:${EMAIL}`, EMAIL),
        ".",
      ),
    ),
  },
  {
    slug: "working-past-65-and-medicare",
    title: "Still Working at 65? How Medicare Fits In",
    published: "2025-06-05",
    updated: "2026-01-12",
    author: "Marcus Bell",
    image: "img-blog-working-past-65",
    excerpt:
      "If you have health coverage through a current job, you may be able to delay part of Medicare without a penalty. Here is how to decide, and how to make the switch later.",
    seo: {
      title: "Working Past 65: When to Sign Up for Medicare",
      description:
        "How employer coverage works with Medicare, when you can delay Part B without a penalty, and what to know about HSAs.",
      keywords: ["working past 65", "delay Part B", "Special Enrollment Period", "CMS-40B", "HSA and Medicare"],
    },
    related: ["initial-enrollment-period-explained", "what-is-irmaa", "avoiding-the-part-d-late-penalty"],
    callToAction: "cta-call-us",
    body: doc(
      p(
        "More people are working past 65 than ever before. If that is you, or your spouse, you have choices about when to start Medicare. The right choice depends mostly on the size of the employer and the kind of coverage you have.",
      ),
      h1("Who Pays First"),
      table(
        ["Your situation", "Who usually pays first", "What many people do"],
        [
          "Coverage from your or your spouse's current job, with 20 or more employees",
          "The employer plan",
          "Take Part A and may delay Part B",
        ],
        [
          "Coverage from your or your spouse's current job, with fewer than 20 employees",
          "Medicare",
          "Sign up for Part A and Part B on time",
        ],
        ["Retiree coverage or COBRA", "Medicare", "Sign up for Part A and Part B on time"],
      ),
      p(
        "Check with your employer's benefits office. Ask them, in writing if you can, how their plan works with Medicare.",
      ),
      h1("Delaying Part B Without a Penalty"),
      p(
        "If you keep coverage from current work, you can usually delay Part B. When that job or that coverage ends, you get an eight-month Special Enrollment Period to sign up. If you do not want any gap in coverage, sign up before your work coverage ends rather than near the end of the eight months.",
      ),
      p(
        "COBRA and retiree plans ",
        bold("do not"),
        " count as coverage from current work. If you rely on them and skip Part B, you could face a gap in coverage and a late penalty later.",
      ),
      h2("The forms you will need"),
      ul(
        [code("CMS-40B"), ", the Application for Enrollment in Medicare Part B"],
        [code("CMS-L564"), ", the Request for Employment Information, which your employer fills out"],
      ),
      p(
        "You can apply online or send these forms to Social Security. Start at ",
        a("https://www.ssa.gov/medicare/", "ssa.gov"),
        ".",
      ),
      h1("A Word About HSAs"),
      p(
        "If you put money into a Health Savings Account, take care. You cannot add money to an HSA once you have any part of Medicare. And when you sign up for Part A after 65, your coverage can start up to six months back, but not before the month you turned 65. Many people stop HSA contributions six months before they apply to avoid a tax penalty.",
      ),
      h1("Don't Forget Drug Coverage"),
      p(
        "Ask your employer whether your drug coverage is creditable. If it is, you can delay Part D too. Keep the yearly notice as proof. Read more in ",
        entryHyperlink(post("avoiding-the-part-d-late-penalty"), "How to Avoid the Part D Late Enrollment Penalty"),
        ".",
      ),
      // Deliberately unresolved (see check-links.ts DELIBERATELY_MISSING): the renderer must skip it quietly.
      embedEntry("missing-entry-for-tests"),
      h1("Let's Map Out Your Timing"),
      p(
        "Every workplace plan is a little different. Bring your benefits booklet and we will walk through your dates together. Call ",
        a(PHONE_LINK, PHONE),
        " to set up a time.",
      ),
    ),
  },
  {
    slug: "medicare-in-rural-mississippi",
    title: "Medicare in Rural Mississippi: What to Know",
    published: "2025-03-18",
    author: "Renee Holloway",
    categories: ["medicare-basics"],
    excerpt:
      "Living in a small town or out in the county changes how you should shop for Medicare. Networks, travel and pharmacy access all matter more.",
    seo: {
      title: "Medicare in Rural Mississippi: Networks, Travel and Pharmacies",
      description:
        "What people in small towns and rural counties of Mississippi should check when choosing Medicare coverage.",
      keywords: ["rural Medicare", "Mississippi Medicare", "Tupelo", "Medicare networks", "SHIP"],
    },
    related: ["medicare-advantage-vs-medigap", "what-medicare-advantage-covers", "helping-a-parent-with-medicare"],
    body: doc(
      p(
        "Much of Northeast Mississippi is small towns and open country. That is part of what we love about it. But it also affects how your Medicare coverage works from day to day. Here is what we have learned in more than 30 years of helping neighbors across the region.",
      ),
      embedAsset("img-blog-rural-roads"),
      h1("Look Closely at Networks"),
      p(
        "Medicare Advantage plans often use networks. In a rural county, a plan's network may be smaller. Before you join, check that these are in network:",
      ),
      ul(
        "Your primary care doctor",
        "Any specialists you see, even if they are in Tupelo, Memphis or Jackson",
        "The hospital you would want to go to",
        "Your pharmacy",
      ),
      h1("Think About the Drive"),
      p(
        "If your nearest specialist is an hour away, an HMO that needs referrals may mean extra trips. A PPO, or Original Medicare with a Medigap plan, may give you more room to choose. Each path has trade-offs in cost.",
      ),
      h2("Mail-order pharmacy"),
      p(
        "Many Part D plans offer mail order for drugs you take every day. That can mean fewer trips to town. Compare the price at your local pharmacy and by mail.",
      ),
      h2("Hospitals close to home"),
      p(
        "Small community hospitals are an important part of rural care. Ask whether the hospital nearest you is in a plan's network. Also ask where the plan would send you for surgery or a specialist, and how far that is from home.",
      ),
      h2("Telehealth"),
      p(
        "Many plans cover some video or phone visits. Ask your doctors whether they offer them, and ask the plan what it costs.",
      ),
      h1("Time Away From Home"),
      p(
        "If you spend part of the year with family in another state, a network plan may cover only emergency and urgent care there. Original Medicare with a Medigap plan goes with you anywhere in the U.S.",
      ),
      quote(
        p(
          "Before you pick a plan, picture a normal month of your care. Then picture a hard one. Choose the plan that handles both without surprises.",
        ),
      ),
      h1("Help Close to Home"),
      p(
        "Free, unbiased counseling is also available through your State Health Insurance Assistance Program (SHIP). You can find your local SHIP by calling 877-839-2675. For official plan information, call 1-800-MEDICARE or visit ",
        a("https://www.medicare.gov", "Medicare.gov"),
        ".",
      ),
      embedEntry("video-welcome-to-trace-medicare-partners"),
      hr(),
      p(
        "You are always welcome at our Tupelo office. ",
        a("/contact-us", "Contact us"),
        " or call ",
        a(PHONE_LINK, PHONE),
        ".",
      ),
    ),
  },
];

/** Adds the blog's categories, posts, calls to action and images to the space. */
export function addBlogContent(builder: SpaceBuilder): void {
  for (const [id, file, title, description] of IMAGES) registerAsset(builder, id, file, { title, description });

  for (const [slug, name] of Object.entries(CATEGORIES)) {
    builder.entry("category", `cat-${slug}`, { name, slug }, { createdAt: "2024-06-01T15:00:00.000Z" });
  }

  addCallsToAction(builder);

  for (const def of posts) {
    builder.entry(
      "pageBlogPost",
      post(def.slug),
      {
        internalName: `Blog post: ${def.title}`,
        title: def.title,
        slug: def.slug,
        publishedDate: atNoon(def.published),
        author: def.author,
        category: def.categories?.map((slug) => entryLink(`cat-${slug}`)),
        featuredImage: def.image ? assetLink(def.image) : undefined,
        excerpt: def.excerpt,
        contentBody: def.body,
        seoFields: def.seo,
        relatedBlogPosts: def.related?.map((slug) => entryLink(post(slug))),
        callToAction: def.callToAction ? entryLink(def.callToAction) : undefined,
      },
      { createdAt: atNoon(def.published), updatedAt: atNoon(def.updated ?? def.published) },
    );
  }
}
