/** The 'Understand Medicare' pages: parentSlug 'medicare'. */
import {
  a,
  bold,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  h1,
  h2,
  h3,
  hr,
  inlineEntry,
  italic,
  ol,
  p,
  quote,
  table,
  ul,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import {
  BRAND,
  addPage,
  contactLink,
  guideId,
  hero,
  img,
  medicareGovLink,
  medicareLine,
  pageId,
  phoneLink,
  planFinderLink,
  postId,
  ssaLink,
  talkToUs,
} from "./pages-shared.js";

const PARENT = "medicare";

function whatIsMedicare(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "what-is-medicare",
    parent: PARENT,
    pageName: "What Is Medicare?",
    title: "What Is Medicare? A Plain-Language Introduction",
    excerpt:
      "Medicare is federal health insurance for people 65 and older and some younger people with disabilities. Here is how it works, in plain words.",
    youTubeVideo: "https://www.youtube.com/embed/Tm5pWcB7qXa",
    shareImage: img("what-is-medicare"),
    metadata: {
      title: "What Is Medicare? Plain-Language Basics",
      description:
        "A calm, plain-language introduction to Medicare: who it is for, what the four parts do, and the two main ways to get your coverage.",
      keywords: ["what is Medicare", "Medicare basics", "Original Medicare", "Medicare Advantage", "turning 65"],
      heroImage: hero("what-is-medicare"),
    },
    relatedBlogs: [
      "turning-65-medicare-checklist",
      "medicare-advantage-vs-medigap",
      "initial-enrollment-period-explained",
    ],
    callToAction: "cta-free-guide",
    createdAt: "2024-02-12T15:00:00.000Z",
    updatedAt: "2026-10-06T14:30:00.000Z",
    body: doc(
      p(
        "Medicare is health insurance run by the federal government. It is for people ",
        bold("65 and older"),
        ". It also covers some younger people who have certain disabilities or serious kidney disease. If you are turning 65 soon, or you are helping a parent who is, this page explains the basics in plain words.",
      ),
      embedAsset(img("what-is-medicare")),
      h1("Medicare in one minute"),
      ul(
        [
          bold("It is a federal program. "),
          "Congress writes the rules. The Centers for Medicare & Medicaid Services (CMS), a federal agency, runs it.",
        ],
        [
          bold("It is not the same as Medicaid. "),
          "Medicaid helps people with limited income and savings. States run it with federal help. Some people qualify for both.",
        ],
        [
          bold("It does not pay for everything. "),
          "You share the cost through premiums, deductibles, coinsurance and copayments.",
        ],
        [
          bold("You have choices. "),
          "Most people choose how they get their coverage, and many can change plans each fall.",
        ],
      ),
      h2("Four words you will see a lot"),
      ul(
        [bold("Premium: "), "the amount you pay each month to have coverage."],
        [bold("Deductible: "), "what you pay for care before your coverage starts to pay."],
        [bold("Coinsurance: "), "your share of a bill as a percent, such as 20%."],
        [bold("Copayment: "), "your share as a set dollar amount, such as $20 for a visit."],
      ),
      p(
        "You can find many more terms in our ",
        entryHyperlink(pageId("glossary"), "plain-language Medicare glossary"),
        ".",
      ),
      h1("The parts of Medicare"),
      p("Medicare has four parts. Each letter helps pay for a different kind of care."),
      ul(
        [
          bold("Part A (hospital insurance): "),
          "hospital stays, skilled nursing care after a hospital stay, hospice and some home health care.",
        ],
        [
          bold("Part B (medical insurance): "),
          "doctor visits, outpatient care, lab tests, preventive care and medical equipment.",
        ],
        [
          bold("Part C (Medicare Advantage): "),
          "private plans that bundle Parts A and B, and often Part D, into one plan.",
        ],
        [bold("Part D (drug coverage): "), "help paying for prescription drugs."],
      ),
      p(
        "For a side-by-side chart with 2026 costs, see ",
        entryHyperlink(pageId("four-parts-of-medicare"), "the four parts of Medicare"),
        ".",
      ),
      embedEntry(pageId("four-parts-of-medicare")),
      h1("Two main ways to get your coverage"),
      h2("Original Medicare"),
      p(
        "Original Medicare is Part A and Part B, run by the federal government. You can see any doctor or hospital in the country that takes Medicare. It does not include drug coverage, so many people add a Part D plan. Many also buy a ",
        entryHyperlink(pageId("medicare-supplement"), "Medicare Supplement (Medigap) policy"),
        " to help with the costs Original Medicare leaves behind.",
      ),
      h2("Medicare Advantage"),
      p(
        "A Medicare Advantage plan comes from a private insurance company that Medicare approves. It covers everything Parts A and B cover. Most plans include drug coverage, and many add extras like dental or vision. In return, you usually use the plan's network of doctors. Learn more on our ",
        entryHyperlink(pageId("medicare-advantage"), "Medicare Advantage page"),
        ".",
      ),
      quote(
        p(
          "There is no single best choice. The right fit depends on your doctors, your prescriptions, your budget and how you like to get care.",
        ),
      ),
      p(
        "Our article ",
        entryHyperlink(postId("medicare-advantage-vs-medigap"), "Medicare Advantage vs. Medigap"),
        " walks through the trade-offs with real-life questions.",
      ),
      h1("Who does what"),
      ul(
        [bold("Social Security "), "signs most people up for Parts A and B. You can start at ", ssaLink(), "."],
        [
          bold("Medicare "),
          "runs the program and its official website, ",
          medicareGovLink(),
          ", including the ",
          planFinderLink(),
          ".",
        ],
        [bold("Private insurance companies "), "offer Medicare Advantage, Part D and Medigap plans."],
        [
          bold("Licensed agents "),
          `like us help you compare plans and enroll. ${BRAND} is an independent insurance agency. We are not the government, and we are not connected with the federal Medicare program.`,
        ],
      ),
      h1("Watch and learn"),
      p("Prefer to watch? Our short video covers the basics in about five minutes."),
      embedEntry("video-what-is-medicare-in-five-minutes"),
      p("Want something to print and keep? Our basics guide puts it all on a few pages."),
      embedEntry(guideId("medicare-basics-guide")),
      hr(),
      talkToUs("Still have questions?"),
    ),
  });
}

function eligibility(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-eligibility",
    parent: PARENT,
    pageName: "Medicare Eligibility",
    title: "Who Is Eligible for Medicare?",
    excerpt:
      "Most people can get Medicare at 65. Some can get it sooner. Learn who qualifies, who is signed up automatically, and what to do if you are still working.",
    youTubeVideo: "Wk65pAst2Xz",
    shareImage: img("eligibility"),
    metadata: {
      title: "Medicare Eligibility: Who Qualifies and When",
      description:
        "Who can get Medicare, when you are signed up automatically, how to sign up if you are not, and what to know if you are still working at 65.",
      keywords: ["Medicare eligibility", "turning 65", "automatic enrollment", "Medicare under 65", "working past 65"],
      heroImage: hero("eligibility"),
    },
    relatedBlogs: ["working-past-65-and-medicare", "turning-65-medicare-checklist", "helping-a-parent-with-medicare"],
    callToAction: "cta-schedule",
    createdAt: "2024-02-14T15:00:00.000Z",
    updatedAt: "2026-09-29T16:00:00.000Z",
    body: doc(
      p(
        "Most people become eligible for Medicare the month they turn 65. Some people qualify earlier because of a disability or certain illnesses. This page explains who qualifies and how to sign up, step by step.",
      ),
      h1("Eligibility at age 65"),
      p(
        "You can usually get Medicare at 65 if you are a U.S. citizen. You can also qualify if you are a lawful permanent resident who has lived in the U.S. for at least ",
        bold("5 years in a row"),
        ".",
      ),
      h2("Premium-free Part A"),
      p(
        "Most people pay no monthly premium for Part A, the hospital part. That is because they, or their spouse, worked and paid Medicare taxes for at least ",
        bold("10 years"),
        " (40 work credits). If you did not work that long, you may still be able to buy Part A.",
      ),
      h2("Part B"),
      p(
        "If you can get premium-free Part A, you can sign up for Part B. Part B has a monthly premium. In 2026 the standard amount is ",
        bold("$202.90 a month"),
        ". See ",
        entryHyperlink(pageId("medicare-costs"), "Medicare costs in 2026"),
        " for details.",
      ),
      h1("Eligibility before 65"),
      p("You may get Medicare before 65 if one of these applies to you:"),
      ul(
        "You have received Social Security disability benefits, or certain Railroad Retirement Board disability benefits, for 24 months.",
        "You have ALS (Lou Gehrig's disease). Medicare starts the month your disability benefits begin.",
        "You have End-Stage Renal Disease (ESRD). This means permanent kidney failure that needs dialysis or a kidney transplant.",
      ),
      h1("Will I be signed up automatically?"),
      table(
        [bold("Your situation"), bold("What happens")],
        [
          "You already get Social Security or Railroad Retirement benefits at least 4 months before you turn 65",
          "You are signed up for Parts A and B automatically. Your Medicare card comes in the mail about 3 months before your birthday month.",
        ],
        [
          "You do not get those benefits yet",
          "You need to sign up yourself, usually during your Initial Enrollment Period.",
        ],
        ["You get disability benefits", "You are usually signed up automatically after 24 months of benefits."],
      ),
      p("If you need to sign up yourself, you can:"),
      ul(
        ["Apply online at ", ssaLink(), "."],
        ["Call Social Security at ", a("tel:+18007721213", "1-800-772-1213"), " (TTY 1-800-325-0778)."],
        "Visit your local Social Security office. Call first to ask if you need an appointment.",
      ),
      p(
        "Your sign-up window is called the Initial Enrollment Period. Our ",
        entryHyperlink(pageId("enrollment-periods"), "enrollment periods page"),
        " shows how it works. Keep our Turning 65 checklist handy as you go. ",
        inlineEntry(guideId("turning-65-checklist")),
      ),
      h1("If you are still working at 65"),
      p(
        "Many people keep working past 65. Whether you should sign up for Part B right away depends on your health coverage at work.",
      ),
      ul(
        {
          blocks: [
            p(bold("Employer with 20 or more employees:")),
            ul(
              "Your group health plan usually pays first.",
              "You can often wait to sign up for Part B without a penalty, as long as you have coverage from current work (yours or your spouse's).",
            ),
          ],
        },
        {
          blocks: [
            p(bold("Employer with fewer than 20 employees:")),
            ul("Medicare usually pays first.", "You generally need Parts A and B so you are not left with big bills."),
          ],
        },
      ),
      p(
        "When the job or the coverage ends, whichever comes first, you get ",
        bold("8 months"),
        " to sign up for Part B without a penalty. ",
        italic("COBRA and retiree coverage do not count as coverage from current work."),
      ),
      quote(
        p(
          bold("Health savings account (HSA)? "),
          "You cannot add money to an HSA once your Medicare starts. Part A can start up to 6 months back if you sign up after 65. Talk with your benefits office or tax advisor before you sign up.",
        ),
      ),
      p("Read more in ", entryHyperlink(postId("working-past-65-and-medicare"), "Working past 65 and Medicare"), "."),
      h1("Helping a parent or spouse?"),
      p(
        "Caregivers often handle the paperwork. You can help a loved one sign up, compare plans and keep records. Our article ",
        entryHyperlink(postId("helping-a-parent-with-medicare"), "Helping a parent with Medicare"),
        " covers how to get permission to talk with Medicare and Social Security on their behalf.",
      ),
      embedEntry(guideId("caregivers-guide")),
      hr(),
      p(
        "Not sure where you stand? Call us at ",
        phoneLink(),
        " or ",
        contactLink("book a free appointment"),
        ". You can also call ",
        medicareLine(),
        ".",
      ),
    ),
  });
}

function fourParts(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "four-parts-of-medicare",
    parent: PARENT,
    pageName: "Four Parts of Medicare",
    // No `title`: the page heading falls back to metadata.title.
    excerpt:
      "Part A, Part B, Part C and Part D each cover different things. This side-by-side chart shows what each part does and what it costs in 2026.",
    youTubeVideo: "Qx7-Lr2Nd0s",
    shareImage: img("four-parts"),
    metadata: {
      title: "The Four Parts of Medicare: A, B, C and D",
      description:
        "What Medicare Parts A, B, C and D cover, who offers each one, and what they cost in 2026, with a side-by-side chart.",
      keywords: ["Medicare Part A", "Medicare Part B", "Medicare Part C", "Medicare Part D", "parts of Medicare"],
      heroImage: hero("four-parts"),
    },
    relatedBlogs: ["what-medicare-advantage-covers", "part-d-2100-out-of-pocket-cap", "medigap-plan-g-vs-plan-n"],
    callToAction: "cta-call-us",
    createdAt: "2024-02-16T15:00:00.000Z",
    updatedAt: "2026-10-02T15:00:00.000Z",
    body: doc(
      p(
        "Medicare is split into four parts, named with the letters A, B, C and D. Each part helps pay for a different kind of care. Knowing what each letter means makes every other Medicare choice easier.",
      ),
      embedAsset(img("four-parts")),
      h1("The four parts at a glance"),
      table(
        [bold("Part"), bold("Also called"), bold("Helps pay for"), bold("Who offers it"), bold("2026 costs to know")],
        [
          bold("Part A"),
          "Hospital insurance",
          "Inpatient hospital stays, skilled nursing facility care after a qualifying hospital stay, hospice, some home health care",
          "The federal government (Original Medicare)",
          "No premium for most people; a deductible for each benefit period",
        ],
        [
          bold("Part B"),
          "Medical insurance",
          "Doctor visits, outpatient care, preventive screenings, lab tests, medical equipment",
          "The federal government (Original Medicare)",
          "$202.90 a month standard premium; $283 yearly deductible; then usually 20% of the approved amount",
        ],
        [
          bold("Part C"),
          "Medicare Advantage",
          "Everything Parts A and B cover; most plans include drug coverage and some extras",
          "Private companies approved by Medicare",
          "Plan premiums vary (some are $0); you still pay the Part B premium",
        ],
        [
          bold("Part D"),
          "Prescription drug coverage",
          "Drugs on the plan's list of covered drugs (its formulary)",
          "Private companies approved by Medicare",
          "Premiums vary; deductible no more than $615; yearly out-of-pocket cap of $2,100",
        ],
      ),
      h1("Part A: hospital insurance"),
      p(
        "Part A helps when you are admitted to a hospital as an inpatient. It also helps with a short stay in a skilled nursing facility after a qualifying hospital stay, hospice care, and some home health care.",
      ),
      h3("What Part A does not cover"),
      p(
        "Part A does not pay for long-term ",
        italic("custodial"),
        " care. That is help with daily tasks like bathing and dressing, in a nursing home or at home, when that is the only care you need.",
      ),
      h1("Part B: medical insurance"),
      p("Part B covers care you get outside a hospital stay, such as:"),
      ul(
        "Visits to your doctor and specialists",
        "Outpatient surgery, lab work and X-rays",
        {
          blocks: [
            p("Preventive care, often at no cost to you, like:"),
            ul("A yearly wellness visit", "Flu shots", "Many cancer screenings"),
          ],
        },
        "Durable medical equipment, such as walkers and oxygen",
      ),
      p(
        "After the $283 deductible, you usually pay 20% of the Medicare-approved amount. Original Medicare has ",
        bold("no yearly limit"),
        " on that 20%. That is one reason people add a Medigap policy or choose Medicare Advantage.",
      ),
      h1("Part C: Medicare Advantage"),
      p(
        "Part C is another way to get your Part A and Part B benefits. Private insurance companies offer these plans under contract with Medicare. Most include drug coverage. Plans set their own copays, networks and extras, so they differ a lot. Read our ",
        entryHyperlink(pageId("medicare-advantage"), "Medicare Advantage guide"),
        ".",
      ),
      h1("Part D: prescription drug coverage"),
      p(
        "Part D helps pay for prescriptions. You can get it as a stand-alone drug plan with Original Medicare, or inside a Medicare Advantage plan. In 2026, what you pay out of pocket for covered drugs is capped at $2,100 for the year. See our ",
        entryHyperlink(pageId("medicarepartd"), "Part D page"),
        ".",
      ),
      h1("Where Medigap fits in"),
      p(
        "Medigap is not a part of Medicare. It is extra insurance you can buy from a private company to work alongside Original Medicare. It helps pay your share of costs, like the 20% coinsurance. Learn more on our ",
        entryHyperlink(pageId("medicare-supplement"), "Medicare Supplement page"),
        ".",
      ),
      quote(
        p(
          bold("Tip: "),
          "Medicare ",
          italic("Parts"),
          " and Medigap ",
          italic("Plans"),
          " both use letters. Part C (Medicare Advantage) is not the same thing as Medigap Plan C. When in doubt, ask which one someone means.",
        ),
      ),
      hr(),
      talkToUs("Want help putting the parts together?"),
    ),
  });
}

function enrollmentPeriods(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "enrollment-periods",
    parent: PARENT,
    pageName: "Enrollment Periods",
    title: "Medicare Enrollment Periods: When You Can Sign Up or Switch",
    excerpt:
      "Medicare has set times to sign up and to change plans. Miss one and you may wait, or pay a penalty. Here is every window in plain words.",
    youTubeVideo: "https://www.youtube.com/embed/Ep7Cal3nd4r",
    shareImage: img("enrollment-calendar"),
    metadata: {
      title: "Medicare Enrollment Periods Explained",
      description:
        "The Initial Enrollment Period, General Enrollment Period, fall Annual Enrollment Period, Medicare Advantage Open Enrollment, Medigap open enrollment and Special Enrollment Periods, in one chart.",
      keywords: [
        "Medicare enrollment periods",
        "Initial Enrollment Period",
        "Annual Enrollment Period",
        "Special Enrollment Period",
        "Medigap open enrollment",
      ],
      heroImage: hero("enrollment-calendar"),
    },
    relatedBlogs: [
      "initial-enrollment-period-explained",
      "annual-enrollment-period-checklist",
      "medigap-open-enrollment-why-timing-matters",
      "avoiding-the-part-d-late-penalty",
    ],
    // 'Questions About Your Dates?': a call to action with title and copy but no button.
    callToAction: "cta-title-only",
    createdAt: "2024-02-20T15:00:00.000Z",
    updatedAt: "2026-10-14T13:00:00.000Z",
    body: doc(
      p(
        "Medicare has set times, called enrollment periods, when you can sign up or make changes. Timing matters. If you miss a window, you may have to wait months for coverage, and some delays bring a ",
        bold("late penalty that can last for life"),
        ".",
      ),
      quote(
        p(
          bold("Right now: "),
          "the fall Annual Enrollment Period for 2027 coverage runs through ",
          bold("December 7, 2026"),
          ". If you want to change your Medicare Advantage or Part D plan for next year, now is the time to review it.",
        ),
      ),
      h1("Enrollment windows at a glance"),
      table(
        [bold("Window"), bold("When"), bold("What you can do"), bold("When coverage starts")],
        [
          bold("Initial Enrollment Period"),
          "7 months around your 65th birthday month",
          "Sign up for Parts A and B; join a Medicare Advantage or Part D plan",
          "Your birthday month if you sign up early; otherwise the month after you sign up",
        ],
        [
          bold("General Enrollment Period"),
          "January 1 to March 31",
          "Sign up for Parts A and B if you missed your first chance",
          "The month after you sign up (a late penalty may apply)",
        ],
        [
          bold("Annual Enrollment Period"),
          "October 15 to December 7",
          "Join, switch or drop a Medicare Advantage or Part D plan",
          "January 1",
        ],
        [
          bold("Medicare Advantage Open Enrollment"),
          "January 1 to March 31",
          "If you have Medicare Advantage: make one switch to another plan or back to Original Medicare",
          "The month after the plan gets your request",
        ],
        [
          bold("Medigap Open Enrollment"),
          "6 months, starting the month you are 65 or older and have Part B",
          "Buy any Medigap policy sold in your state, with no health questions",
          "Set with the insurance company",
        ],
        [
          bold("Special Enrollment Periods"),
          "After certain life events",
          "Depends on the event",
          "Depends on the event",
        ],
      ),
      h1("Initial Enrollment Period (IEP)"),
      p(
        "Your first chance to sign up is a 7-month window. It includes the 3 months before the month you turn 65, your birthday month, and the 3 months after.",
      ),
      embedAsset(img("iep-timeline")),
      ul(
        "Sign up in the 3 months before your birthday month, and coverage starts the first day of your birthday month.",
        "Sign up in your birthday month or later, and coverage starts the first day of the next month.",
        [bold("Example: "), "if you turn 65 in June 2027, your window runs from March 1 to September 30, 2027."],
        [
          bold("Birthday on the 1st? "),
          "Medicare counts you as turning 65 the month before, so your whole window moves one month earlier.",
        ],
      ),
      p(
        "Read more in ",
        entryHyperlink(postId("initial-enrollment-period-explained"), "The Initial Enrollment Period, explained"),
        ".",
      ),
      h1("General Enrollment Period (GEP)"),
      p(
        "If you missed your Initial Enrollment Period and do not qualify for a Special Enrollment Period, you can sign up from ",
        bold("January 1 to March 31"),
        " each year. Coverage starts the month after you sign up. You may owe a Part B late penalty for as long as you have Part B.",
      ),
      h1("Annual Enrollment Period (AEP)"),
      p(
        "From ",
        bold("October 15 to December 7"),
        ", anyone with Medicare can join, switch or drop a Medicare Advantage or Part D plan. Changes start January 1. Plans can change their costs, drug lists and networks each year. Your plan mails you an ",
        italic("Annual Notice of Change"),
        " by September 30 that lists what is changing.",
      ),
      ol(
        "Read your Annual Notice of Change.",
        "Check that each of your drugs is still covered, and at what cost.",
        "Check that your doctors, hospitals and pharmacy are still in the network.",
        "Compare premiums, copays and the yearly out-of-pocket limit.",
      ),
      p(
        "Our ",
        entryHyperlink(postId("annual-enrollment-period-checklist"), "Annual Enrollment Period checklist"),
        " goes step by step.",
      ),
      h1("Medicare Advantage Open Enrollment Period"),
      p(
        "From ",
        bold("January 1 to March 31"),
        ", if you are in a Medicare Advantage plan, you can make one change. You can switch to a different Medicare Advantage plan, or go back to Original Medicare and join a Part D plan.",
      ),
      h1("Medigap Open Enrollment Period"),
      p(
        "This 6-month window starts the first month you are 65 or older and enrolled in Part B. During it, a company cannot turn you down or charge you more because of your health. After it ends, in most cases companies can ask health questions. See ",
        entryHyperlink(postId("medigap-open-enrollment-why-timing-matters"), "why Medigap timing matters"),
        ".",
      ),
      h1("Special Enrollment Periods (SEPs)"),
      p("Some life events give you extra time to sign up or switch. Common ones include:"),
      ul(
        {
          blocks: [
            p("Losing other coverage:"),
            ul(
              "After job-based coverage ends, you have 8 months to sign up for Part B.",
              "You usually have 2 full months after that coverage ends to join a Medicare Advantage or Part D plan.",
            ),
          ],
        },
        "Moving out of your plan's service area, or moving to a new area with different plans",
        "Moving into or out of a nursing home",
        "Qualifying for Medicaid or Extra Help with drug costs",
        "Your plan leaving Medicare or your area",
        "Switching into a plan with a 5-star quality rating (once, from December 8 to November 30)",
      ),
      p("Each special period has its own rules. Call us at ", phoneLink(), " or check ", medicareGovLink(), "."),
      embedEntry(guideId("enrollment-periods-calendar")),
      hr(),
      talkToUs("Not sure which window applies to you?"),
    ),
  });
}

function medicareCosts(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-costs",
    parent: PARENT,
    pageName: "Medicare Costs",
    title: "Medicare Costs in 2026: Premiums, Deductibles and Caps",
    excerpt:
      "The 2026 Part B premium is $202.90 a month and the deductible is $283. Here are all the key 2026 Medicare costs in one place, with plain explanations.",
    shareImage: img("costs"),
    metadata: {
      title: "Medicare Costs in 2026",
      description:
        "2026 Medicare costs: the Part B premium and deductible, Part D deductible and $2,100 out-of-pocket cap, IRMAA income brackets, and help paying costs.",
      keywords: [
        "Medicare costs 2026",
        "Part B premium 2026",
        "Part B deductible",
        "IRMAA 2026",
        "Part D out-of-pocket cap",
      ],
      heroImage: hero("costs"),
    },
    relatedBlogs: ["2026-part-b-premium-and-deductible", "what-is-irmaa", "part-d-2100-out-of-pocket-cap"],
    callToAction: "cta-free-guide",
    createdAt: "2024-03-04T15:00:00.000Z",
    updatedAt: "2026-10-20T15:00:00.000Z",
    body: doc(
      p(
        "Medicare is not free, but it is easier to plan for once you know the main numbers. Below are the ",
        bold("2026"),
        " amounts. Medicare updates most of them each fall for the year ahead, so check back or ask us for the newest figures.",
      ),
      h1("2026 Medicare costs at a glance"),
      table(
        [bold("Cost"), bold("2026 amount"), bold("What it means")],
        [
          "Part A premium",
          "$0 for most people",
          "Free if you or your spouse worked and paid Medicare taxes for about 10 years",
        ],
        [
          "Part B standard premium",
          "$202.90 a month",
          "Up from $185.00 in 2025. Higher incomes pay more (see IRMAA below).",
        ],
        ["Part B deductible", "$283 a year", "After you pay this, you usually pay 20% of the Medicare-approved amount"],
        [
          "Part D base beneficiary premium",
          "$38.99 a month",
          "A national figure used to work out the Part D late penalty. Your plan's premium will differ.",
        ],
        ["Part D deductible", "No more than $615", "Some plans have a lower deductible or none"],
        [
          "Part D out-of-pocket cap",
          "$2,100 a year",
          "Once you reach it, you pay $0 for covered drugs for the rest of the year",
        ],
      ),
      h1("Part B costs"),
      p(
        "If you get Social Security benefits, your Part B premium is usually taken out of your monthly payment. If not, Medicare sends you a bill. After the $283 deductible, you usually pay 20% of the cost of covered services.",
      ),
      p(
        bold("Good to know: "),
        "Original Medicare has no yearly cap on that 20%. Medigap policies and Medicare Advantage plans are two ways people limit that risk.",
      ),
      h1("Higher premiums for higher incomes (IRMAA)"),
      p(
        "If your income is above a set level, you pay an extra amount on top of your Part B and Part D premiums. This is the ",
        italic("Income-Related Monthly Adjustment Amount"),
        ", or IRMAA. For 2026, Social Security looks at the income on your 2024 tax return.",
      ),
      table(
        [
          bold("2024 income: single"),
          bold("2024 income: married filing jointly"),
          bold("Part B premium in 2026"),
          bold("Part D extra amount"),
        ],
        ["$109,000 or less", "$218,000 or less", "$202.90", "$0"],
        ["Just above $109,000 (first bracket)", "Just above $218,000 (first bracket)", "$284.10", "$14.50"],
        ["$500,000 or more (top bracket)", "$750,000 or more (top bracket)", "$689.90", "$91.00"],
      ),
      p(
        "There are several brackets in between; see the full chart on ",
        medicareGovLink(),
        ". If your income dropped because of a life event, such as retiring, you can ask Social Security to use newer income. Learn more in ",
        entryHyperlink(postId("what-is-irmaa"), "What is IRMAA?"),
      ),
      h1("Part D drug costs"),
      ul(
        "Each plan sets its own monthly premium.",
        "Deductibles can be no higher than $615 in 2026.",
        "After the deductible, you pay copays or coinsurance.",
        [
          bold("Once your out-of-pocket costs for covered drugs reach $2,100"),
          ", you pay nothing more for covered drugs for the rest of 2026.",
        ],
        "The Medicare Prescription Payment Plan lets you spread those costs into monthly payments. It does not lower what you owe.",
      ),
      p(
        "See ",
        entryHyperlink(postId("part-d-2100-out-of-pocket-cap"), "how the $2,100 cap works"),
        " and our ",
        entryHyperlink(pageId("medicarepartd"), "Part D page"),
        ".",
      ),
      h1("Medicare Advantage and Medigap costs"),
      h2("Medicare Advantage"),
      p(
        "You keep paying your Part B premium. The plan may also charge a premium, and you pay copays as you use care. Every plan has a yearly limit on what you pay for covered Part A and Part B services in its network.",
      ),
      h2("Medigap"),
      p(
        "You pay a monthly premium to the insurance company. In return, the policy pays some or all of your share of Original Medicare costs. Prices depend on the plan letter, the company, your age and where you live.",
      ),
      h1("Help paying your costs"),
      ul(
        [
          bold("Extra Help: "),
          "a federal program that lowers Part D costs for people with limited income and savings. Apply through ",
          ssaLink(),
          ".",
        ],
        [
          bold("Medicare Savings Programs: "),
          "state programs that can help pay Part B premiums and more. Apply through your state Medicaid office.",
        ],
      ),
      embedEntry(guideId("extra-help-and-savings-programs")),
      p(
        "Want to estimate your own numbers? Try the worked examples on our ",
        entryHyperlink(pageId("calculators"), "Medicare cost calculators page"),
        ".",
      ),
      hr(),
      talkToUs("Want help estimating your costs?"),
    ),
  });
}

export function addMedicarePages(builder: SpaceBuilder): void {
  whatIsMedicare(builder);
  eligibility(builder);
  fourParts(builder);
  enrollmentPeriods(builder);
  medicareCosts(builder);
}
