/**
 * Resource guides (type resourceGuide): twelve plain-language guides with cover art, printable PDFs and links
 * between them. The guide text is also the source of the PDFs: `guides-pdf.ts` renders GUIDES to
 * embedded-assets/guides/{slug}.pdf, and `guides-artwork.ts` draws the cover art.
 *
 * Deliberate gaps that exercise the site's fallbacks: medicare-basics-guide has no resourceType (the SDK
 * defaults it to Guide), medicare-glossary has only a featuredImage and no relatedResources,
 * questions-to-ask-your-agent has no image at all, dental-vision-hearing-guide has no downloadUrl and no
 * updatedDate, and extra-help-and-savings-programs has no tags.
 */
import type { Block } from "@contentful/rich-text-types";
import { registerAsset } from "../assets.js";
import {
  a,
  assetHyperlink,
  assetLink,
  bold,
  doc,
  embedEntry,
  entryHyperlink,
  entryLink,
  h1,
  p,
  table,
  ul,
  ol,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { LEAD_MAGNETS } from "./guides-lead-magnets.js";
import { ORGANIZATIONS_REPRESENTED, PLANS_REPRESENTED } from "./reviews-and-settings.js";

export type GuideSlug =
  | "medicare-basics-guide"
  | "turning-65-checklist"
  | "medicare-advantage-guide"
  | "medigap-plans-compared"
  | "part-d-drug-plan-guide"
  | "enrollment-periods-calendar"
  | "medicare-costs-2026"
  | "medicare-glossary"
  | "caregivers-guide"
  | "extra-help-and-savings-programs"
  | "dental-vision-hearing-guide"
  | "questions-to-ask-your-agent";

export interface GuideDef {
  slug: GuideSlug;
  title: string;
  description: string;
  summary: string;
  category: string;
  resourceType?: "Guide" | "Checklist" | "Worksheet" | "Calendar";
  tags?: string[];
  /** ISO date (YYYY-MM-DD) shown as 'Updated: ...'. */
  updatedDate?: string;
  createdAt: string;
  updatedAt: string;
  coverImage?: string;
  featuredImage?: string;
  /** Whether a printable PDF exists at embedded-assets/guides/{slug}.pdf. */
  pdf: boolean;
  related?: GuideSlug[];
  content: Block[];
}

/** Image assets for the guides: SVG cover art plus WebP renderings used as featured images. */
export const GUIDE_IMAGES: Array<{ id: string; file: string; title: string; description: string }> = [
  {
    id: "img-guide-medicare-basics",
    file: "guides/medicare-basics.svg",
    title: "Medicare basics",
    description: "Four tiles for the four parts of Medicare: hospital, medical, plan and drug coverage.",
  },
  {
    id: "img-guide-medicare-basics-webp",
    file: "guides/medicare-basics.webp",
    title: "Medicare basics",
    description: "Four tiles for the four parts of Medicare: hospital, medical, plan and drug coverage.",
  },
  {
    id: "img-guide-turning-65",
    file: "guides/turning-65.svg",
    title: "Turning 65 checklist",
    description: "A calendar with a circled birthday next to a checklist.",
  },
  {
    id: "img-guide-turning-65-webp",
    file: "guides/turning-65.webp",
    title: "Turning 65 checklist",
    description: "A calendar with a circled birthday next to a checklist.",
  },
  {
    id: "img-guide-medicare-advantage",
    file: "guides/medicare-advantage.svg",
    title: "Medicare Advantage",
    description: "An umbrella sheltering a card with a medical cross.",
  },
  {
    id: "img-guide-medicare-advantage-webp",
    file: "guides/medicare-advantage.webp",
    title: "Medicare Advantage",
    description: "An umbrella sheltering a card with a medical cross.",
  },
  {
    id: "img-guide-medigap",
    file: "guides/medigap.svg",
    title: "Medigap plans compared",
    description: "Two columns: Medicare's share in blue and the gap a supplement fills in orange.",
  },
  {
    id: "img-guide-part-d",
    file: "guides/part-d.svg",
    title: "Part D drug plans",
    description: "A prescription bottle with capsules.",
  },
  {
    id: "img-guide-enrollment-calendar",
    file: "guides/enrollment-calendar.svg",
    title: "Enrollment periods calendar",
    description: "Twelve month blocks with a seven-month enrollment window highlighted.",
  },
  {
    id: "img-guide-costs-2026",
    file: "guides/costs-2026.svg",
    title: "Medicare costs in 2026",
    description: "A stack of coins beside a receipt.",
  },
  {
    id: "img-guide-costs-2026-webp",
    file: "guides/costs-2026.webp",
    title: "Medicare costs in 2026",
    description: "A stack of coins beside a receipt.",
  },
  {
    id: "img-guide-glossary",
    file: "guides/glossary.svg",
    title: "Medicare glossary",
    description: "An open book with a bookmark ribbon.",
  },
  {
    id: "img-guide-caregivers",
    file: "guides/caregivers.svg",
    title: "Caregivers guide",
    description: "Two people side by side under a heart.",
  },
  {
    id: "img-guide-extra-help",
    file: "guides/extra-help.svg",
    title: "Extra Help and savings programs",
    description: "A folder with an approved application and a coin.",
  },
  {
    id: "img-guide-dental-vision-hearing",
    file: "guides/dental-vision-hearing.svg",
    title: "Dental, vision and hearing",
    description: "A tooth, a pair of glasses and an ear with sound waves.",
  },
];

const contactLink = (label = "send us a message") => a("/contact-us", label);
const guideLink = (slug: GuideSlug, label: string) => a(`/resources/guides/${slug}`, label);
const POST_TURNING_65 = "post-turning-65-medicare-checklist";
const POST_G_VS_N = "post-medigap-plan-g-vs-plan-n";
const POST_PART_D_CAP = "post-part-d-2100-out-of-pocket-cap";

export const GUIDES: GuideDef[] = [
  {
    slug: "medicare-basics-guide",
    title: "Medicare Basics: A Plain-Language Guide",
    description:
      "What Medicare is, what each of its four parts covers, and the two main ways people get their coverage.",
    summary:
      "New to Medicare? Start here. Learn what Parts A, B, C and D cover and how Original Medicare and Medicare Advantage differ.",
    category: "Medicare Basics",
    tags: ["Medicare basics", "Parts A B C D", "New to Medicare"],
    updatedDate: "2026-01-12",
    createdAt: "2025-01-14T15:00:00.000Z",
    updatedAt: "2026-01-12T16:20:00.000Z",
    coverImage: "img-guide-medicare-basics",
    featuredImage: "img-guide-medicare-basics-webp",
    pdf: true,
    related: ["turning-65-checklist", "medicare-costs-2026", "medicare-glossary"],
    content: [
      h1("What Medicare is"),
      p(
        "Medicare is health insurance from the federal government for people 65 and older. It also covers some younger people with a disability, with kidney failure that needs dialysis or a transplant, or with ALS.",
      ),
      p(
        "Medicare is not the same as Medicaid. Medicaid is run by each state for people with limited income. Some people qualify for both. Medicare also does not pay for everything. You share the cost through premiums, deductibles and copays.",
      ),
      h1("The four parts of Medicare"),
      ul(
        [
          bold("Part A (hospital insurance): "),
          "hospital stays, short stays in a skilled nursing facility after a hospital stay, hospice, and some home health care. Most people pay no premium for Part A because they or a spouse paid Medicare taxes for at least 10 years.",
        ],
        [
          bold("Part B (medical insurance): "),
          "doctor visits, outpatient care, lab tests, preventive care, and medical equipment such as walkers. Most people pay a monthly premium for Part B.",
        ],
        [
          bold("Part C (Medicare Advantage): "),
          "a plan from a private company approved by Medicare. It gives you your Part A and Part B benefits in one plan, and most plans include drug coverage.",
        ],
        [
          bold("Part D (drug coverage): "),
          "helps pay for medicines you get at a pharmacy. Private companies offer these plans.",
        ],
      ),
      h1("Two main ways to get your coverage"),
      p("Most people choose one of two paths."),
      ol(
        [
          bold("Original Medicare. "),
          "Parts A and B come straight from the government. You can see any doctor in the country who takes Medicare. Many people add a Medicare Supplement (Medigap) plan to help with their share of the bill, and a Part D plan for drugs.",
        ],
        [
          bold("Medicare Advantage. "),
          "One private plan gives you your Part A and B benefits. Most plans use a network of doctors and hospitals. Every plan has a yearly limit on what you pay for covered care, and many add drug coverage and extras.",
        ],
      ),
      p(
        "Neither path is right for everyone. Your doctors, your medicines, your budget and how much you travel all matter. Read ",
        guideLink("medigap-plans-compared", "Medigap Plans Compared"),
        " and our ",
        guideLink("medicare-advantage-guide", "Medicare Advantage Guide"),
        " to see how each one works.",
      ),
      h1("When to sign up"),
      p(
        "Your first chance is your Initial Enrollment Period. It lasts seven months around the month you turn 65. If you already get Social Security benefits, you will be signed up for Parts A and B on your own, and your card will come in the mail. If not, you sign up with Social Security at ",
        a("https://www.ssa.gov/medicare", "ssa.gov/medicare"),
        ". Our ",
        entryHyperlink(POST_TURNING_65, "turning 65 Medicare checklist"),
        " walks through each step.",
      ),
      h1("Where to get help"),
      ul(
        [
          "Medicare: ",
          a("https://www.medicare.gov", "Medicare.gov"),
          " or 1-800-MEDICARE (1-800-633-4227). TTY users can call 1-877-486-2048.",
        ],
        [
          "Our free printable summary: ",
          assetHyperlink("pdf-medicare-breakdown", "Your Medicare Breakdown (PDF)"),
          ".",
        ],
        [
          "A local licensed agent: call us at (662) 555-0142 or ",
          contactLink(),
          ". Meeting with us is free, and you never have to enroll.",
        ],
      ),
    ],
  },
  {
    slug: "turning-65-checklist",
    title: "Turning 65 Medicare Checklist",
    description:
      "A month-by-month checklist for signing up for Medicare on time, from six months before your 65th birthday to your first year.",
    summary:
      "Check off each step before and after your 65th birthday so your coverage starts on time and you avoid late penalties.",
    category: "Enrollment",
    resourceType: "Checklist",
    tags: ["Turning 65", "Enrollment", "Checklist"],
    updatedDate: "2026-03-02",
    createdAt: "2025-02-11T15:00:00.000Z",
    updatedAt: "2026-03-02T14:05:00.000Z",
    coverImage: "img-guide-turning-65",
    featuredImage: "img-guide-turning-65-webp",
    pdf: true,
    related: ["enrollment-periods-calendar", "medicare-basics-guide", "questions-to-ask-your-agent"],
    content: [
      h1("Six months before your 65th birthday"),
      ul(
        "Write down the month you turn 65. Your Initial Enrollment Period starts three months before that month and ends three months after it. If your birthday falls on the 1st, the whole window moves one month earlier.",
        "Ask your employer or union whether you will keep group health coverage, how it works with Medicare, and whether its drug coverage is creditable (at least as good as Medicare's standard drug coverage).",
        "Make a list of your doctors, your medicines with their doses, and your pharmacy.",
        "If you put money in a Health Savings Account (HSA), talk with a tax advisor. You cannot add to an HSA once your Medicare starts.",
      ),
      h1("Three months before"),
      ul(
        "Already getting Social Security? You will be signed up for Parts A and B on your own. Watch the mail for your red, white and blue Medicare card.",
        [
          "Not getting Social Security yet? Sign up with Social Security at ",
          a("https://www.ssa.gov/medicare/sign-up", "ssa.gov/medicare/sign-up"),
          " or by phone. If you sign up now, Part B can start on the first day of your birthday month.",
        ],
        "Compare your two main choices: Original Medicare with a Medigap plan and a Part D plan, or a Medicare Advantage plan.",
      ),
      h1("Your birthday month"),
      ul(
        "Check that your Medicare card arrived and that your name and dates are right. Keep it somewhere safe.",
        "Enroll in the plans you chose so there is no gap in coverage.",
        "Know your Medigap open enrollment period. It starts the month your Part B starts (at 65 or older) and lasts six months. During that time, a company cannot turn you down or charge you more because of your health.",
      ),
      h1("After you are enrolled"),
      ul(
        [
          "Make an account at ",
          a("https://www.medicare.gov", "Medicare.gov"),
          " to see your claims and preventive care.",
        ],
        'Book your free "Welcome to Medicare" preventive visit. You can have it any time in your first 12 months with Part B.',
        "Mark October 15 to December 7 on your calendar. Each year in that window you can change your Medicare Advantage or Part D plan.",
      ),
      h1("Watch out for late penalties"),
      p(
        "If you put off Part B or Part D and do not have other qualifying coverage, you may pay a penalty for as long as you have Medicare. For Part B, the penalty is 10% of the standard premium for each full 12 months you could have had it but did not. For Part D, it is 1% of the national base premium for each month you went without creditable drug coverage, after a gap of more than 63 days.",
      ),
      p(
        "Want more detail? Read our ",
        entryHyperlink(POST_TURNING_65, "turning 65 Medicare checklist article"),
        ", call us at (662) 555-0142, or ",
        contactLink(),
        ".",
      ),
    ],
  },
  {
    slug: "medicare-advantage-guide",
    title: "Medicare Advantage Guide (Part C)",
    description: "How Medicare Advantage plans work, the common plan types, and what to check before you join one.",
    summary:
      "Learn how Medicare Advantage plans bundle your benefits, how networks work, and the questions to ask before you pick a plan.",
    category: "Plans",
    resourceType: "Guide",
    tags: ["Medicare Advantage", "Part C", "Networks"],
    updatedDate: "2026-09-28",
    createdAt: "2025-03-18T15:00:00.000Z",
    updatedAt: "2026-09-28T13:40:00.000Z",
    coverImage: "img-guide-medicare-advantage",
    featuredImage: "img-guide-medicare-advantage-webp",
    pdf: true,
    related: ["medigap-plans-compared", "part-d-drug-plan-guide", "dental-vision-hearing-guide"],
    content: [
      h1("What Medicare Advantage is"),
      p(
        "A Medicare Advantage plan is another way to get your Part A and Part B benefits. Private insurance companies approved by Medicare offer these plans. You are still in Medicare, and you still pay your Part B premium unless someone else, such as Medicaid, pays it for you.",
      ),
      h1("What most plans include"),
      ul(
        "Everything Original Medicare covers. Hospice care is still paid by Original Medicare.",
        "Drug coverage in most plans. A plan with drug coverage is often called an MA-PD.",
        "A yearly out-of-pocket limit for covered Part A and Part B services. After you reach it, the plan pays the rest for covered care that year.",
        "Extra benefits in many plans, such as some dental, vision, hearing or fitness coverage. Extras vary by plan and have limits.",
      ),
      h1("Common plan types"),
      table(
        ["Plan type", "Doctors you can use", "Referrals"],
        [
          "HMO (Health Maintenance Organization)",
          "Doctors and hospitals in the plan's network, except for emergencies and urgent care",
          "Usually needed to see a specialist",
        ],
        [
          "PPO (Preferred Provider Organization)",
          "In-network care costs less; out-of-network care is covered at a higher cost",
          "Usually not needed",
        ],
        [
          "SNP (Special Needs Plan)",
          "A network built for people with certain chronic conditions, with both Medicare and Medicaid, or living in a care facility",
          "Depends on the plan",
        ],
      ),
      h1("What to check before you choose"),
      ol(
        "Are your doctors, specialists and hospital in the plan's network?",
        "Are your medicines on the plan's drug list, and at what tier?",
        "What are the copays for the care you use most?",
        "What is the yearly out-of-pocket limit?",
        "Does the plan need prior approval for care you expect to need?",
        "Do you travel or spend part of the year in another state?",
      ),
      p(
        "You can compare plans in your ZIP code with the ",
        a("https://www.medicare.gov/plan-compare", "Medicare Plan Finder"),
        ". Drug coverage in these plans follows the same 2026 rules as stand-alone plans, including the yearly cap explained in our article on the ",
        entryHyperlink(POST_PART_D_CAP, "$2,100 Part D out-of-pocket cap"),
        ".",
      ),
      h1("When you can join or switch"),
      p(
        "You can join when you first get Medicare. Each year you can join, switch or drop a plan from October 15 to December 7, with changes starting January 1. If you are already in a plan, you can make one switch from January 1 to March 31. Some life events, like moving, give you a Special Enrollment Period.",
      ),
      p(
        "One caution: if you leave a Medigap plan for Medicare Advantage, you may not be able to buy a Medigap plan again later without answering health questions. Ask us before you switch. Call (662) 555-0142 or ",
        contactLink(),
        ".",
      ),
    ],
  },
  {
    slug: "medigap-plans-compared",
    title: "Medigap Plans Compared: Plan G, Plan N and More",
    description:
      "How Medicare Supplement (Medigap) plans fill the gaps in Original Medicare, with Plan G and Plan N side by side.",
    summary:
      "See what Medigap Plan G and Plan N pay for, what Plans C and F mean today, and the best time to buy a supplement.",
    category: "Plans",
    resourceType: "Guide",
    tags: ["Medigap", "Medicare Supplement", "Plan G", "Plan N"],
    updatedDate: "2026-02-09",
    createdAt: "2025-04-22T15:00:00.000Z",
    updatedAt: "2026-02-09T15:30:00.000Z",
    coverImage: "img-guide-medigap",
    pdf: true,
    related: ["medicare-advantage-guide", "part-d-drug-plan-guide", "medicare-costs-2026"],
    content: [
      h1("What a Medigap plan does"),
      p(
        "Original Medicare pays a large share of covered costs, but not all of them. After the Part B deductible, you usually pay 20% of the Medicare-approved amount, and there is no yearly limit on that 20%. A Medicare Supplement plan, also called Medigap, is sold by private companies and helps pay those gaps.",
      ),
      p(
        "Medigap plans are standardized and named with letters. Plan G from one company has the same basic benefits as Plan G from another. What differs is the price, the company's service, and how its rates change over time.",
      ),
      h1("Plan G and Plan N side by side"),
      table(
        ["Benefit", "Plan G", "Plan N"],
        ["Part A hospital deductible ($1,736 per benefit period in 2026)", "Covered", "Covered"],
        ["Part B deductible ($283 in 2026)", "You pay", "You pay"],
        [
          "Part B 20% coinsurance",
          "Covered",
          "Covered, except copays of up to $20 for some office visits and up to $50 for ER visits that do not lead to a hospital admission",
        ],
        ["Part B excess charges", "Covered", "Not covered"],
        ["Skilled nursing facility coinsurance", "Covered", "Covered"],
        ["Emergency care during travel abroad", "80%, up to plan limits", "80%, up to plan limits"],
      ),
      p(
        "Plan N often has a lower monthly premium than Plan G, but you pay more when you use care. Prices differ by company, age and ZIP code, so compare real quotes. Our article ",
        entryHyperlink(POST_G_VS_N, "Medigap Plan G vs. Plan N"),
        " works through examples.",
      ),
      h1("What about Plans C and F?"),
      p(
        "Plans C and F also pay the Part B deductible. By law, they can only be sold to people who were eligible for Medicare before January 1, 2020. If you are new to Medicare now, Plan G is the most complete plan you can buy.",
      ),
      h1("When to buy"),
      p(
        "The best time is your Medigap open enrollment period. It lasts six months and starts the month your Part B begins, when you are 65 or older. During that time, a company must sell you any plan it offers in your state and cannot charge you more because of your health. After it ends, companies can usually ask health questions and may say no.",
      ),
      h1("Good to know"),
      ul(
        "Medigap only works with Original Medicare. You cannot use it with a Medicare Advantage plan.",
        "Medigap does not cover drugs, so most people add a Part D plan.",
        "Each person needs their own policy. Spouses buy separate plans.",
      ),
      p(
        "Learn more at ",
        a("https://www.medicare.gov/health-drug-plans/medigap", "Medicare.gov's Medigap pages"),
        ", or ",
        contactLink("ask us for quotes"),
        " from the companies we represent.",
      ),
    ],
  },
  {
    slug: "part-d-drug-plan-guide",
    title: "Part D Prescription Drug Plan Guide",
    description:
      "How Medicare drug plans work in 2026: drug lists, the deductible, the $2,100 yearly cap, and how to compare plans.",
    summary:
      "Understand drug lists and tiers, the 2026 deductible and $2,100 cap, payment plans, and how to avoid the Part D late penalty.",
    category: "Plans",
    resourceType: "Guide",
    tags: ["Part D", "Prescription drugs", "2026 changes"],
    updatedDate: "2026-10-06",
    createdAt: "2025-05-20T15:00:00.000Z",
    updatedAt: "2026-10-06T14:10:00.000Z",
    coverImage: "img-guide-part-d",
    pdf: true,
    related: ["extra-help-and-savings-programs", "medicare-costs-2026"],
    content: [
      h1("How Part D works"),
      p(
        "Part D helps pay for prescription medicines. With Original Medicare, you get it from a stand-alone drug plan. Most Medicare Advantage plans include it. Each plan has a list of covered drugs, called a formulary, sorted into tiers. Lower tiers usually cost less.",
      ),
      h1("Key numbers for 2026"),
      ul(
        [
          bold("Deductible: "),
          "a plan can charge up to $615 before it starts to pay. Many plans charge less, and some charge none.",
        ],
        [
          bold("Yearly cap: "),
          "once you have paid $2,100 out of pocket for covered drugs in 2026, you pay nothing more for covered drugs the rest of the year.",
        ],
        [bold("Insulin: "), "covered insulin costs no more than $35 for a month's supply."],
        [bold("Vaccines: "), "recommended adult vaccines, such as the shingles vaccine, cost you nothing."],
      ),
      p(
        "Read more about the cap in our article ",
        entryHyperlink(POST_PART_D_CAP, "What the $2,100 Part D cap means for you"),
        ".",
      ),
      h1("Spreading out your costs"),
      p(
        "The Medicare Prescription Payment Plan lets you pay your drug costs in monthly amounts over the year instead of all at once at the pharmacy. It does not lower your costs. It spreads them out. Ask your drug plan if you want to join.",
      ),
      h1("How to compare plans"),
      ol(
        "List every medicine, with its dose and how often you take it.",
        "Check that each one is on the plan's drug list, and at what tier.",
        "Check which pharmacies are preferred, and whether mail order is an option.",
        "Add up the total for the year: premiums plus what you pay at the counter.",
        "Look for rules such as prior approval, step therapy or quantity limits.",
      ),
      p(
        "The ",
        a("https://www.medicare.gov/plan-compare", "Medicare Plan Finder"),
        " can estimate your yearly costs. We can run the same comparison with you.",
      ),
      h1("Avoid the late penalty"),
      p(
        "If you go 63 days or more in a row without Part D or other creditable drug coverage after your first chance to join, you may owe a penalty. It is 1% of the national base premium ($38.99 in 2026) for each month without coverage, added to your premium for as long as you have Medicare drug coverage. For example, 20 months without coverage adds about $7.80 a month in 2026.",
      ),
      p(
        "If your income is limited, ",
        guideLink("extra-help-and-savings-programs", "Extra Help"),
        " may lower your drug costs. Questions? Call (662) 555-0142 or ",
        contactLink(),
        ".",
      ),
    ],
  },
  {
    slug: "enrollment-periods-calendar",
    title: "Medicare Enrollment Periods Calendar",
    description:
      "Every Medicare sign-up and change window in one place: when it opens, when it closes, and what you can do.",
    summary:
      "A one-page calendar of Medicare enrollment windows, from your Initial Enrollment Period to the fall Annual Enrollment Period.",
    category: "Enrollment",
    resourceType: "Calendar",
    tags: ["Enrollment periods", "Deadlines", "AEP", "IEP"],
    updatedDate: "2026-10-01",
    createdAt: "2025-10-07T15:00:00.000Z",
    updatedAt: "2026-10-01T12:00:00.000Z",
    coverImage: "img-guide-enrollment-calendar",
    pdf: true,
    related: ["turning-65-checklist", "medigap-plans-compared"],
    content: [
      h1("The dates that matter"),
      p(
        "Medicare has set windows for signing up and for making changes. Missing one can mean waiting months for coverage or paying a penalty. Here they are in one place.",
      ),
      table(
        ["Period", "When", "What you can do"],
        [
          "Initial Enrollment Period",
          "7 months: the 3 months before your 65th birthday month, that month, and the 3 months after",
          "Sign up for Parts A and B, and join a Medicare Advantage or Part D plan",
        ],
        [
          "Medigap Open Enrollment",
          "6 months, starting the month your Part B begins (age 65 or older)",
          "Buy any Medigap plan sold in your state without health questions",
        ],
        [
          "Annual Enrollment Period",
          "October 15 to December 7 each year",
          "Join, switch or drop a Medicare Advantage or Part D plan; changes start January 1",
        ],
        [
          "Medicare Advantage Open Enrollment",
          "January 1 to March 31",
          "If you are in a Medicare Advantage plan, make one switch to another plan or to Original Medicare",
        ],
        [
          "General Enrollment Period",
          "January 1 to March 31",
          "Sign up for Part A or Part B if you missed your first chance; coverage starts the next month, and a penalty may apply",
        ],
        [
          "Special Enrollment Periods",
          "Depends on the event",
          "Make changes after events such as moving or losing other coverage",
        ],
      ),
      h1("When your coverage starts"),
      ul(
        "Sign up in the 3 months before your birthday month, and coverage starts on the first day of your birthday month.",
        "Sign up in your birthday month or later in the window, and coverage starts on the first day of the month after you sign up.",
      ),
      h1("Working past 65"),
      p(
        "If you or your spouse still work and have health coverage through that job, you may be able to wait on Part B without a penalty. When the job or the coverage ends, whichever comes first, you have 8 months to sign up for Part B. Join a drug plan within 63 days after creditable drug coverage ends. If the employer has fewer than 20 employees, Medicare usually pays first, so check before you wait.",
      ),
      h1("Mark your calendar"),
      ul(
        "By September 30: your plan mails its Annual Notice of Change for next year. Read it.",
        "October 15 to December 7, 2026: Annual Enrollment Period for 2027 coverage.",
        "January 1 to March 31, 2027: General Enrollment Period and Medicare Advantage Open Enrollment.",
      ),
      p(
        "Official dates are on ",
        a("https://www.medicare.gov", "Medicare.gov"),
        ". Turning 65 soon? Read our ",
        entryHyperlink(POST_TURNING_65, "turning 65 checklist"),
        ", or ",
        contactLink("book a free review with us"),
        ".",
      ),
    ],
  },
  {
    slug: "medicare-costs-2026",
    title: "Medicare Costs in 2026",
    description:
      "The 2026 premiums, deductibles and coinsurance for each part of Medicare, with a worksheet to estimate your own yearly costs.",
    summary:
      "Every key 2026 Medicare figure in one table, plus income-based premiums (IRMAA) and a simple worksheet for your yearly budget.",
    category: "Costs",
    resourceType: "Worksheet",
    tags: ["2026 costs", "Premiums", "Deductibles", "IRMAA"],
    updatedDate: "2026-01-13",
    createdAt: "2026-01-13T15:00:00.000Z",
    updatedAt: "2026-01-13T15:00:00.000Z",
    coverImage: "img-guide-costs-2026",
    featuredImage: "img-guide-costs-2026-webp",
    pdf: true,
    related: ["extra-help-and-savings-programs", "part-d-drug-plan-guide", "medigap-plans-compared"],
    content: [
      h1("2026 at a glance"),
      table(
        ["Cost", "2026 amount"],
        ["Part A premium", "$0 for most people; up to $565 a month for people who must buy it"],
        ["Part A hospital deductible", "$1,736 per benefit period"],
        ["Part A hospital coinsurance", "$434 a day for days 61 to 90; $868 a day for lifetime reserve days"],
        ["Skilled nursing facility coinsurance", "$0 for days 1 to 20; $217 a day for days 21 to 100"],
        ["Part B standard premium", "$202.90 a month"],
        ["Part B deductible", "$283 a year"],
        ["Part B coinsurance", "Usually 20% of the Medicare-approved amount"],
        ["Part D deductible", "Up to $615, depending on the plan"],
        ["Part D out-of-pocket cap", "$2,100"],
        ["Part D national base premium", "$38.99 (used to figure the late penalty; plan premiums vary)"],
      ),
      p(
        "The $2,100 cap is new enough that many people have questions. Our article on the ",
        entryHyperlink(POST_PART_D_CAP, "Part D out-of-pocket cap"),
        " explains it.",
      ),
      h1("Higher incomes pay more (IRMAA)"),
      p(
        "If your income is above a set level, you pay an extra amount on top of your Part B and Part D premiums. This is called IRMAA. For 2026, Social Security looks at your 2024 tax return. The extra starts above $109,000 for a single person and $218,000 for a married couple filing jointly. It adds $81.20 to $487.00 a month for Part B and $14.50 to $91.00 a month for Part D.",
      ),
      p(
        "If your income went down because of a life event, such as retiring, you can ask Social Security to use newer numbers with form SSA-44.",
      ),
      h1("Your yearly cost worksheet"),
      p("Fill in the blanks for one plan, then do it again for each plan you compare."),
      ol(
        "Part B premium: $202.90 x 12 = $2,434.80",
        "Medigap or Medicare Advantage premium x 12 = ______",
        "Part D premium x 12 = ______",
        "Deductibles you expect to meet = ______",
        "Copays for doctor visits, tests and hospital stays = ______",
        "Drug costs at the pharmacy (no more than $2,100) = ______",
        "Add lines 1 to 6 for your estimated yearly total = ______",
      ),
      h1("Where these numbers come from"),
      p(
        "Medicare sets these amounts each fall for the next year. See ",
        a("https://www.medicare.gov/basics/costs/medicare-costs", "Medicare costs on Medicare.gov"),
        ". If your income is limited, read ",
        guideLink("extra-help-and-savings-programs", "Extra Help and Medicare Savings Programs"),
        ". For help filling in the worksheet, ",
        contactLink("contact us"),
        ".",
      ),
    ],
  },
  {
    slug: "medicare-glossary",
    title: "Medicare Glossary: Words to Know",
    description: "Short, plain definitions of the Medicare words you will see on letters, plan documents and websites.",
    summary:
      "From benefit period to IRMAA, the Medicare terms people ask us about most, explained in a sentence or two.",
    category: "Medicare Basics",
    resourceType: "Guide",
    tags: ["Glossary", "Definitions"],
    updatedDate: "2026-04-14",
    createdAt: "2025-06-17T15:00:00.000Z",
    updatedAt: "2026-04-14T10:00:00.000Z",
    featuredImage: "img-guide-glossary",
    pdf: true,
    content: [
      h1("Words about costs"),
      ul(
        [bold("Premium: "), "what you pay each month to have coverage, whether or not you use it."],
        [bold("Deductible: "), "what you pay for care before your plan starts to pay."],
        [bold("Copayment (copay): "), "a set dollar amount you pay for a service, such as $20 for an office visit."],
        [bold("Coinsurance: "), "your share of the cost as a percent, such as 20%."],
        [
          bold("Medicare-approved amount: "),
          "the amount Medicare agrees a service should cost. Your share is figured from it.",
        ],
        [
          bold("Excess charge: "),
          "up to 15% above the Medicare-approved amount that some doctors who do not take assignment may bill you.",
        ],
        [
          bold("Out-of-pocket maximum: "),
          "the most a Medicare Advantage plan can make you pay for covered care in a year.",
        ],
        [bold("IRMAA: "), "an extra amount added to Part B and Part D premiums for people with higher incomes."],
      ),
      h1("Words about coverage"),
      ul(
        [bold("Assignment: "), "a doctor's agreement to accept the Medicare-approved amount as full payment."],
        [
          bold("Benefit period: "),
          "the way Part A measures hospital and skilled nursing care. It starts the day you are admitted and ends after 60 days in a row without inpatient care.",
        ],
        [
          bold("Creditable coverage: "),
          "drug or health coverage that Medicare counts as good enough to let you delay signing up without a penalty.",
        ],
        [bold("Formulary: "), "a plan's list of covered drugs."],
        [bold("Network: "), "the doctors, hospitals and pharmacies a plan has contracts with."],
        [bold("Prior authorization: "), "approval you need from a plan before it will cover some services or drugs."],
        [bold("Medigap: "), "a Medicare Supplement plan that helps pay costs Original Medicare leaves behind."],
        [
          bold("Medicare Advantage: "),
          "a private plan that gives you your Part A and B benefits, often with drug coverage.",
        ],
        [bold("Extra Help: "), "a federal program that helps people with limited income pay Part D costs."],
      ),
      h1("Words about timing"),
      ul(
        [bold("Initial Enrollment Period: "), "your first 7-month window to sign up, around your 65th birthday month."],
        [
          bold("Annual Enrollment Period: "),
          "October 15 to December 7, when you can change Medicare Advantage and Part D plans.",
        ],
        [
          bold("Special Enrollment Period: "),
          "a window outside the usual dates, opened by a life event such as a move.",
        ],
      ),
      h1("Words about us"),
      p(
        bold("Third-party marketing organization (TPMO): "),
        "a business, like Trace Medicare Partners, that helps people enroll in plans from more than one insurance company. We must tell you that we do not offer every plan in your area.",
      ),
      p(
        "Don't see a word? Search ",
        a("https://www.medicare.gov", "Medicare.gov"),
        " or ",
        contactLink("ask us"),
        ". We are happy to explain.",
      ),
    ],
  },
  {
    slug: "caregivers-guide",
    title: "A Caregiver's Guide to Medicare",
    description:
      "Practical steps for family members helping a parent or spouse with Medicare: permission forms, records, yearly reviews and care at home.",
    summary:
      "Helping a parent or spouse with Medicare? Learn how to get permission to speak for them, what to keep on file, and what Medicare covers at home.",
    category: "Caregiving",
    resourceType: "Guide",
    tags: ["Caregivers", "Family", "Paperwork"],
    updatedDate: "2026-05-19",
    createdAt: "2025-07-15T15:00:00.000Z",
    updatedAt: "2026-05-19T11:15:00.000Z",
    coverImage: "img-guide-caregivers",
    pdf: true,
    related: ["medicare-glossary", "questions-to-ask-your-agent", "extra-help-and-savings-programs"],
    content: [
      h1("You don't have to do this alone"),
      p(
        "Many of the people we help are sons, daughters and spouses sorting out Medicare for someone they love. It can feel like a second job. A few steps now will make every phone call easier later.",
      ),
      h1("Get permission to speak for them"),
      p(
        "Medicare will not share a person's information with you unless they say it is okay. Your loved one can fill out form CMS-10106, the Authorization to Disclose Personal Health Information, or give permission over the phone at 1-800-MEDICARE. Each insurance plan has its own form too. For bigger decisions, talk with an attorney about a power of attorney.",
      ),
      h1("Keep one simple file"),
      ul(
        "Medicare card and every plan card (front and back copies)",
        "Names and phone numbers of doctors and the pharmacy",
        "A current medicine list with doses",
        "Plan papers: the Evidence of Coverage and each fall's Annual Notice of Change",
        ["The login for their ", a("https://www.medicare.gov", "Medicare.gov"), " account"],
        "Copies of any permission forms and powers of attorney",
      ),
      h1("Review coverage every fall"),
      p(
        "Plans can change their costs, drug lists and networks each year. Read the Annual Notice of Change when it arrives by September 30. Then check the plan against your loved one's doctors and medicines before December 7.",
      ),
      h1("Know what Medicare covers at home and after a hospital stay"),
      ul(
        "Medicare covers skilled, short-term care, such as home health visits for someone who is homebound, when a doctor orders it.",
        "Original Medicare covers a skilled nursing facility only after an inpatient hospital stay of at least three days in a row. Time under observation does not count, so ask whether your loved one is an inpatient.",
        "Medicare generally does not pay for long-term custodial care, such as help with bathing, dressing and meals, when that is the only care needed.",
      ),
      h1("Take care of yourself too"),
      p(
        "The Eldercare Locator at 1-800-677-1116 can point you to local services. Free, unbiased Medicare counseling is available through your State Health Insurance Assistance Program at ",
        a("https://www.shiphelp.org", "shiphelp.org"),
        ". We are glad to meet with caregivers in person or by phone. Call (662) 555-0142 or ",
        contactLink(),
        ".",
      ),
    ],
  },
  {
    slug: "extra-help-and-savings-programs",
    title: "Extra Help and Medicare Savings Programs",
    description:
      "Programs that help people with limited income pay Medicare premiums and drug costs, and how to apply in Mississippi.",
    summary:
      "If money is tight, Extra Help and the Medicare Savings Programs may help pay premiums, deductibles and drug costs. Here is how to apply.",
    category: "Costs",
    resourceType: "Guide",
    updatedDate: "2026-06-23",
    createdAt: "2025-09-16T15:00:00.000Z",
    updatedAt: "2026-06-23T09:45:00.000Z",
    coverImage: "img-guide-extra-help",
    pdf: true,
    related: ["part-d-drug-plan-guide", "medicare-costs-2026"],
    content: [
      h1("Help for people with limited income"),
      p(
        "Medicare costs add up: premiums, deductibles, copays and medicines. If your income and savings are limited, two kinds of programs may help. Many people who qualify never apply, so it is worth checking.",
      ),
      h1("Extra Help with drug costs"),
      p(
        "Extra Help, also called the Low-Income Subsidy, is a federal program that helps pay Part D premiums, deductibles and copays. Since 2024, more people qualify for the full benefit. People with Extra Help can also change drug plans more often than others.",
      ),
      p(
        "Apply with Social Security online at ",
        a("https://www.ssa.gov/medicare/part-d-extra-help", "ssa.gov/medicare/part-d-extra-help"),
        ", by phone at 1-800-772-1213, or at a local office. You get Extra Help automatically if you have full Medicaid, get Supplemental Security Income (SSI), or are in a Medicare Savings Program.",
      ),
      h1("Medicare Savings Programs"),
      p(
        "These programs are run by each state's Medicaid office. In Mississippi, you apply with the Mississippi Division of Medicaid at ",
        a("https://medicaid.ms.gov", "medicaid.ms.gov"),
        ".",
      ),
      table(
        ["Program", "What it can help pay"],
        ["QMB (Qualified Medicare Beneficiary)", "Part A and Part B premiums, deductibles, coinsurance and copays"],
        ["SLMB (Specified Low-Income Medicare Beneficiary)", "The Part B premium"],
        [
          "QI (Qualifying Individual)",
          "The Part B premium; you apply each year, and help is given first come, first served",
        ],
      ),
      h1("Getting ready to apply"),
      ul(
        "Your Medicare card and a photo ID",
        "Proof of income, such as your Social Security award letter and any pension statements",
        "Recent bank statements",
        "Papers for any life insurance policies or other savings",
      ),
      p(
        "Income and resource limits change every year. If you are not sure whether you qualify, apply anyway and let the agency decide.",
      ),
      h1("How we can help"),
      p(
        "Our team can walk you through the forms at no cost and help you find a drug plan that fits once you are approved. Read our ",
        guideLink("part-d-drug-plan-guide", "Part D guide"),
        " or the article on the ",
        entryHyperlink(POST_PART_D_CAP, "2026 Part D cap"),
        ", then call (662) 555-0142 or ",
        contactLink(),
        ".",
      ),
    ],
  },
  {
    slug: "dental-vision-hearing-guide",
    title: "Dental, Vision and Hearing Coverage Guide",
    description:
      "What Original Medicare does and does not cover for teeth, eyes and ears, and other ways to get that coverage.",
    summary:
      "Original Medicare covers little routine dental, vision or hearing care. See what is covered and where else people find coverage.",
    category: "Plans",
    resourceType: "Guide",
    tags: ["Dental", "Vision", "Hearing", "Extra benefits"],
    createdAt: "2025-08-19T15:00:00.000Z",
    updatedAt: "2025-08-19T15:00:00.000Z",
    coverImage: "img-guide-dental-vision-hearing",
    pdf: false,
    related: ["medicare-advantage-guide", "questions-to-ask-your-agent"],
    content: [
      h1("The gap many people don't expect"),
      p(
        "Many people are surprised to learn that Original Medicare does not cover most routine care for teeth, eyes and ears. Planning for it ahead of time can keep a dental bill or new glasses from catching you off guard.",
      ),
      h1("What Original Medicare covers"),
      table(
        ["Need", "Original Medicare", "Other places to look"],
        [
          "Cleanings, fillings, dentures",
          "Not covered, except some dental care tied to a covered medical treatment",
          "Medicare Advantage dental benefits or a stand-alone dental plan",
        ],
        [
          "Eye exams for glasses, and glasses",
          "Not covered, except one pair of glasses or contacts after cataract surgery with an implanted lens",
          "Medicare Advantage vision benefits or a stand-alone vision plan",
        ],
        [
          "Medical eye care",
          "Covered: cataract surgery, a yearly diabetic eye exam, and a yearly glaucoma test for people at high risk",
          "Not needed",
        ],
        [
          "Hearing aids and fittings",
          "Not covered",
          "Medicare Advantage hearing benefits, or over-the-counter hearing aids for mild to moderate hearing loss",
        ],
        ["Hearing and balance exams", "Covered under Part B when needed to diagnose a problem", "Not needed"],
      ),
      h1("Questions to ask about extra benefits"),
      ol(
        "Is there a yearly dollar limit, and what is it?",
        "Is there a waiting period before bigger work like crowns or dentures?",
        "Do I have to use certain dentists, eye doctors or hearing providers?",
        "Is the hearing aid benefit a set allowance, and how often does it renew?",
        "Do unused amounts roll over, or do they reset each year?",
      ),
      h1("Stand-alone plans"),
      p(
        "If you keep Original Medicare, you can buy a separate dental or vision plan. These have their own premium, and many have waiting periods and yearly limits. Compare the premium with the care you expect to need, and check the rules before you buy.",
      ),
      p(
        "Details on what Medicare covers are on ",
        a("https://www.medicare.gov", "Medicare.gov"),
        ". To compare plans with extra benefits in Lee County and nearby, ",
        contactLink("contact us"),
        " or call (662) 555-0142.",
      ),
    ],
  },
  {
    slug: "questions-to-ask-your-agent",
    title: "Questions to Ask Your Medicare Agent",
    description:
      "A worksheet of questions to bring to any Medicare appointment, so you know who you are working with and what a plan really costs.",
    summary:
      "Bring this list to your appointment. It covers questions about the agent, about plans and about costs, with room for your notes.",
    category: "Medicare Basics",
    resourceType: "Worksheet",
    tags: ["Working with an agent", "Questions", "Worksheet"],
    updatedDate: "2026-08-11",
    createdAt: "2025-12-09T15:00:00.000Z",
    updatedAt: "2026-08-11T13:00:00.000Z",
    pdf: true,
    related: ["turning-65-checklist", "medicare-advantage-guide", "medigap-plans-compared"],
    content: [
      h1("Before your appointment"),
      p(
        "Bring your Medicare card, a list of your doctors, your medicines with doses, and your pharmacy. If a family member helps you, invite them. Two sets of ears are better than one.",
      ),
      h1("Questions about the agent"),
      ol(
        "Are you licensed in Mississippi? You can check with the Mississippi Insurance Department.",
        "How many insurance companies and plans do you represent in my area?",
        "How are you paid, and will I owe you anything?",
        "Will you help me after I enroll, for example with a claim or at renewal time?",
      ),
      p(
        `Our answers: we are licensed in Mississippi, and we represent ${ORGANIZATIONS_REPRESENTED} organizations that offer ${PLANS_REPRESENTED} products in this area. We do not offer every plan available in your area. The insurance companies pay us, so you never pay us a fee. And yes, we call every fall.`,
      ),
      h1("Questions about a plan"),
      ol(
        "Are my doctors and hospital in the network?",
        "Are all my medicines covered, at what tier, and with any rules?",
        "What will I pay for an office visit, a specialist, an ER visit and a hospital stay?",
        "What is the most I could pay in a year?",
        "What happens if I travel or move?",
      ),
      h1("Questions about cost"),
      ol(
        "What is my total expected cost for the year, not just the premium?",
        "How have this plan's premiums changed in past years?",
        "If I choose a Medigap plan now, could I switch later?",
      ),
      p(
        "Comparing Plan G and Plan N? Read ",
        entryHyperlink(POST_G_VS_N, "Medigap Plan G vs. Plan N"),
        " first. You can also check any plan yourself with the ",
        a("https://www.medicare.gov/plan-compare", "Medicare Plan Finder"),
        ".",
      ),
      h1("Your rights"),
      ul(
        "You never have to enroll at an appointment. Take the time you need.",
        "A good agent explains, answers and writes things down. You should never feel pressured.",
        "You can always get information on all your options from Medicare.gov or 1-800-MEDICARE.",
      ),
      p("Turning 65 soon? Start with this checklist:"),
      embedEntry("guide-turning-65-checklist"),
      p("Ready to talk? Call (662) 555-0142 or ", contactLink("schedule a visit"), "."),
    ],
  },
];

export const guidePdfFile = (slug: GuideSlug): string => `guides/${slug}.pdf`;

export function addGuideContent(builder: SpaceBuilder): void {
  for (const image of GUIDE_IMAGES) {
    registerAsset(builder, image.id, image.file, { title: image.title, description: image.description });
  }
  for (const pdf of LEAD_MAGNETS) {
    registerAsset(builder, pdf.id, pdf.file, { title: pdf.title, description: pdf.description });
  }
  for (const guide of GUIDES) {
    if (!guide.pdf) continue;
    registerAsset(builder, `pdf-${guide.slug}`, guidePdfFile(guide.slug), {
      title: `${guide.title} (PDF)`,
      description: `Printable version of the guide "${guide.title}".`,
    });
  }

  for (const guide of GUIDES) {
    builder.entry(
      "resourceGuide",
      `guide-${guide.slug}`,
      {
        slug: guide.slug,
        title: guide.title,
        description: guide.description,
        summary: guide.summary,
        content: doc(...guide.content),
        coverImage: guide.coverImage ? assetLink(guide.coverImage) : undefined,
        featuredImage: guide.featuredImage ? assetLink(guide.featuredImage) : undefined,
        downloadUrl: guide.pdf ? `/embedded-assets/${guidePdfFile(guide.slug)}` : undefined,
        tags: guide.tags,
        category: guide.category,
        resourceType: guide.resourceType,
        relatedResources: guide.related?.map((slug) => entryLink(`guide-${slug}`)),
        updatedDate: guide.updatedDate,
      },
      { createdAt: guide.createdAt, updatedAt: guide.updatedAt },
    );
  }
}
