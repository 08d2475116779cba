/** Top-level brand pages (parentSlug '/'): the two free-guide pages, the agent landing page and About. */
import {
  assetHyperlink,
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
  AGENT,
  BRAND,
  HOURS,
  addPage,
  contactLink,
  emailLink,
  guideId,
  hero,
  img,
  medicareGovLink,
  medicareLine,
  pageId,
  phoneLink,
  postId,
  talkToUs,
  tpmoNotice,
} from "./pages-shared.js";
import type { TimelineItem } from "./pages-shared.js";

const PARENT = "/";

function medicareBreakdown(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-breakdown",
    parent: PARENT,
    pageName: "Medicare Breakdown",
    title: "The Medicare Breakdown: Your Free Plain-Language Guide",
    excerpt:
      "Our free Medicare Breakdown guide explains the parts of Medicare, when to sign up, what it costs in 2026, and how to choose, in plain words.",
    shareImage: img("guide"),
    metadata: {
      title: "Free Medicare Breakdown Guide",
      description:
        "Get the free Medicare Breakdown guide from Trace Medicare Partners: the four parts, enrollment windows, 2026 costs and your coverage choices, in plain language.",
      keywords: ["free Medicare guide", "Medicare Breakdown", "Medicare basics", "turning 65 guide", "Tupelo Medicare"],
      heroImage: hero("guide"),
    },
    relatedBlogs: [
      "turning-65-medicare-checklist",
      "initial-enrollment-period-explained",
      "2026-part-b-premium-and-deductible",
    ],
    callToAction: "cta-free-guide",
    sections: [guideId("medicare-basics-guide"), guideId("turning-65-checklist"), guideId("medicare-costs-2026")],
    createdAt: "2024-04-01T15:00:00.000Z",
    updatedAt: "2026-10-15T15:00:00.000Z",
    body: doc(
      p(
        "Medicare can feel like a pile of letters, dates and dollar amounts. ",
        bold("The Medicare Breakdown"),
        " is our free guide that sorts it out in plain words. It is short enough to read over a cup of coffee and clear enough to share with your family.",
      ),
      embedAsset(img("guide")),
      h1("What's inside the guide"),
      ol(
        [bold("Medicare, piece by piece. "), "A calm overview of how the pieces of Medicare fit together."],
        {
          blocks: [
            p(bold("The four parts. "), "A simple chart of Parts A, B, C and D:"),
            ul(
              "What each part covers",
              "What each part usually costs in 2026, like the $202.90 Part B premium and the $2,100 Part D cap",
            ),
          ],
        },
        {
          blocks: [
            p(
              bold("Your two main paths. "),
              "Original Medicare with Medigap and Part D, or Medicare Advantage, side by side:",
            ),
            ul(
              "Which doctors you can see",
              "Monthly costs and costs when you get care",
              "Drug coverage and dental, vision and hearing",
            ),
          ],
        },
        {
          blocks: [
            p(bold("When to sign up. "), "The dates that matter most:"),
            ul(
              "Your 7-month Initial Enrollment Period",
              "Your one-time Medigap open enrollment window",
              "The fall Annual Enrollment Period, October 15 to December 7",
              "How late penalties work",
            ),
          ],
        },
        [bold("Three questions to start with. "), "About your doctors, your medicines and your budget."],
        [bold("How we help. "), "How to reach a local, licensed agent if you want to talk it through."],
      ),
      h1("Who the guide is for"),
      ul(
        "People turning 65 in the next year",
        "People still working past 65 who want to know when to sign up",
        "Adult children and caregivers helping a parent",
        "Anyone who already has Medicare and wants a refresher before the fall",
      ),
      h1("How to get your copy"),
      p(
        "Use the ",
        bold("Download Free Guide"),
        " button on this page. We ask for your name, e-mail, phone number and ZIP code, and we e-mail the guide to you. We never ask for health details or your Medicare number on our website.",
      ),
      quote(
        p(
          bold("What happens next: "),
          `when you request the guide, your information goes to a licensed insurance agent at ${BRAND}, who will contact you. There is no cost and no obligation to enroll in any plan. We do not sell your information. Read our `,
          entryHyperlink(pageId("privacy-policy"), "Privacy Policy"),
          ".",
        ),
      ),
      p("Prefer to open it right now? You can read the guide here:"),
      embedAsset("pdf-medicare-breakdown"),
      p(
        "Or use this link: ",
        assetHyperlink("pdf-medicare-breakdown", "Your Medicare Breakdown (PDF)"),
        ". Many people print it and bring it to their appointment.",
      ),
      h1("Want more than a guide?"),
      p(
        "A guide is a good start, but your situation is your own. Our licensed agents can look at your doctors, your prescriptions and your budget with you, at our office on Main Street or by phone.",
      ),
      embedEntry("cta-schedule"),
      hr(),
      p(
        "Looking for a different topic? Browse our ",
        entryHyperlink(pageId("glossary"), "Medicare glossary"),
        " or read ",
        entryHyperlink(pageId("avoid-mistakes-with-medicare"), "how to avoid costly Medicare mistakes"),
        ".",
      ),
    ),
  });
}

function avoidMistakes(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "avoid-mistakes-with-medicare",
    parent: PARENT,
    pageName: "Avoid Costly Medicare Mistakes",
    title: "Avoid Costly Medicare Mistakes",
    excerpt:
      "Five common Medicare mistakes can lead to lifelong penalties or fewer choices. Here is what they are and how to avoid each one.",
    youTubeVideo: "https://www.youtube.com/embed/bH4k_Zt91Pe",
    shareImage: img("mistakes"),
    metadata: {
      title: "Avoid Costly Medicare Mistakes: Free Guide",
      description:
        "The most common Medicare mistakes: missing your Initial Enrollment Period, Part B and Part D late penalties, missing your Medigap window, and not reviewing your plan each fall.",
      keywords: [
        "Medicare mistakes",
        "Part B late penalty",
        "Part D late penalty",
        "Medigap open enrollment",
        "free Medicare guide",
      ],
      heroImage: hero("mistakes"),
    },
    relatedBlogs: [
      "avoiding-the-part-d-late-penalty",
      "medigap-open-enrollment-why-timing-matters",
      "annual-enrollment-period-checklist",
      "initial-enrollment-period-explained",
    ],
    callToAction: "cta-free-guide",
    createdAt: "2024-05-06T15:00:00.000Z",
    updatedAt: "2026-10-15T15:30:00.000Z",
    body: doc(
      p(
        "Most Medicare mistakes are not about picking the wrong plan. They are about ",
        bold("timing"),
        ". A missed date can mean a penalty you pay for the rest of your life, or fewer choices later. The good news: each of these mistakes is easy to avoid once you know about it.",
      ),
      h1("Mistake 1: Missing your Initial Enrollment Period"),
      p(
        "Your first chance to sign up is a 7-month window around your 65th birthday month. If you are not already getting Social Security, no one signs you up automatically. Miss it, and you may have to wait for the General Enrollment Period (January 1 to March 31), with coverage starting the month after you sign up.",
      ),
      p(
        bold("How to avoid it: "),
        "mark your window on the calendar about a year ahead. See ",
        entryHyperlink(pageId("enrollment-periods"), "Medicare enrollment periods"),
        ".",
      ),
      h1("Mistake 2: Delaying Part B without the right coverage"),
      p(
        "If you do not sign up for Part B when you are first eligible, and you do not have health coverage from current work, you may owe a ",
        bold("Part B late penalty"),
        ". It adds 10% of the standard premium for each full 12 months you went without Part B, for as long as you have Part B.",
      ),
      quote(
        p(
          bold("Example: "),
          "two full years late means a 20% penalty. In 2026, that is $40.60 a month on top of the $202.90 standard premium.",
        ),
      ),
      p(
        bold("How to avoid it: "),
        "only delay Part B if you have coverage from a current job (yours or your spouse's). ",
        italic("COBRA and retiree coverage do not count."),
      ),
      h1("Mistake 3: Going without drug coverage"),
      p(
        "If you go 63 days or more in a row without Part D or other creditable drug coverage, you may pay a ",
        bold("Part D late penalty"),
        " later. It is 1% of the national base premium ($38.99 in 2026) for every month you went without coverage, and it usually lasts as long as you have Part D.",
      ),
      p(
        bold("How to avoid it: "),
        "join a drug plan when you first can, even if you take few medicines, unless you have creditable coverage. Read ",
        entryHyperlink(postId("avoiding-the-part-d-late-penalty"), "Avoiding the Part D late penalty"),
        ".",
      ),
      h1("Mistake 4: Missing your Medigap open enrollment window"),
      p(
        "You get a one-time, 6-month window to buy any Medigap policy with no health questions. It starts the month you are 65 or older and have Part B. After that, in most cases, companies can ask about your health and may say no.",
      ),
      p(
        bold("How to avoid it: "),
        "decide before your window closes whether Medigap is right for you. See ",
        entryHyperlink(postId("medigap-open-enrollment-why-timing-matters"), "why Medigap timing matters"),
        ".",
      ),
      h1("Mistake 5: Not checking your plan every fall"),
      p(
        "Medicare Advantage and Part D plans can change their drug lists, networks and costs every January. A plan that fit well this year might not next year.",
      ),
      ul(
        "Read the Annual Notice of Change your plan mails you.",
        "Check each of your drugs on the plan's formulary.",
        "Check that your doctors and pharmacy are still in the network.",
        "Compare during the Annual Enrollment Period, October 15 to December 7.",
      ),
      p(
        "Our ",
        entryHyperlink(postId("annual-enrollment-period-checklist"), "Annual Enrollment Period checklist"),
        " makes this quick.",
      ),
      h1("Get the free guide"),
      p(
        "Our free guide, ",
        italic("Avoid Costly Medicare Mistakes"),
        ", covers these five mistakes and three more: choosing a plan by its premium alone, forgetting about your health savings account, and not asking about help with costs. Use the Download Free Guide button to get it by e-mail. When you request it, your information goes to a licensed agent who will contact you. There is no obligation to enroll.",
      ),
      embedEntry("cta-free-guide"),
      embedAsset(img("mistakes")),
      hr(),
      talkToUs("Worried you may have already missed a date?"),
    ),
  });
}

function agentPage(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "dana-whitfield-insurance",
    parent: PARENT,
    pageName: AGENT,
    title: "Dana Whitfield, Licensed Medicare Agent in Tupelo, MS",
    excerpt:
      "Dana Whitfield founded Trace Medicare Partners in 1992. Meet Dana and learn what to expect when you sit down together to review your Medicare choices.",
    shareImage: img("agent"),
    metadata: {
      title: "Dana Whitfield | Medicare Agent in Tupelo, MS",
      description:
        "Meet Dana Whitfield, founder and principal agent of Trace Medicare Partners in Tupelo, Mississippi. Free, no-obligation help comparing Medicare plans.",
      keywords: [
        "Dana Whitfield",
        "Medicare agent Tupelo",
        "Medicare broker Mississippi",
        "independent Medicare agent",
      ],
      heroImage: hero("agent"),
    },
    relatedBlogs: ["helping-a-parent-with-medicare", "turning-65-medicare-checklist", "medicare-in-rural-mississippi"],
    callToAction: "cta-schedule",
    createdAt: "2024-06-03T15:00:00.000Z",
    updatedAt: "2026-09-30T15:00:00.000Z",
    body: doc(
      p(
        `${AGENT} is the founder and principal agent of ${BRAND}. Dana has helped people in Northeast Mississippi understand their Medicare choices since 1992, first from a small desk and today from our office on West Main Street in Tupelo.`,
      ),
      embedAsset(img("agent")),
      h1("Meet Dana"),
      p(
        "Dana started the agency after watching family members struggle with confusing paperwork. The goal then is the goal now: explain things plainly, take the time people need, and be there after the paperwork is signed.",
      ),
      quote(
        p(
          italic(
            '"My job is not to sell you the plan I like best. It is to help you understand your choices well enough that you could explain them to your own family."',
          ),
        ),
        p(`- ${AGENT}`),
      ),
      p(
        "Dana is a licensed insurance agent and works as an independent agent. That means Dana can compare plans from several insurance companies, not just one.",
      ),
      h1("How Dana can help"),
      ul(
        "Explain Medicare in plain words, at your pace",
        "Help you decide when to sign up for Part A and Part B",
        "Compare Medicare Advantage, Medigap and Part D plans that we offer in your county",
        "Check that your doctors and prescriptions work with a plan before you enroll",
        "Review your coverage with you each fall",
        "Help family members and caregivers understand the options",
      ),
      h1("What to expect at your appointment"),
      ol(
        "We start by listening: your health needs, your doctors and your budget.",
        "We explain the choices that fit, and the trade-offs of each.",
        "You take your time. Many people go home and think it over.",
        "If you decide to enroll, we help with the application and answer questions afterward.",
      ),
      h2("What to bring"),
      ul(
        "Your red, white and blue Medicare card, or your Social Security letter if you are new to Medicare",
        "A list of your doctors and the pharmacy you use",
        "A list of your prescriptions, with dose and how often you take them",
        "Any current insurance cards",
        "Your questions. No question is too small.",
      ),
      embedEntry(guideId("questions-to-ask-your-agent")),
      h1("Our promise to you"),
      ul(
        [
          bold("No cost for our help. "),
          "Insurance companies pay us when you enroll. Your plan's price is the same whether you enroll with us or on your own.",
        ],
        [bold("No pressure. "), "You never have to enroll in anything."],
        [bold("Honest answers. "), "If a plan we offer is not the right fit, we will tell you."],
      ),
      h1("Contact Dana"),
      ul(
        ["Phone: ", phoneLink()],
        ["E-mail: ", emailLink()],
        `Office: ${ADDRESS}`,
        `Hours: ${HOURS}. Closed weekends.`,
      ),
      p("You can also ", contactLink("send a message online"), ", or book a time that suits you:"),
      embedEntry("cta-schedule"),
      hr(),
      tpmoNotice(),
    ),
  });
}

const TIMELINE: TimelineItem[] = [
  {
    year: 2014,
    title: "A home on Main Street",
    text: "We moved into our office at 431 West Main Street in downtown Tupelo, so clients could find us, park easily and sit down face to face.",
  },
  {
    year: 2018,
    title: "Free Medicare classes",
    text: "We began free 'Medicare 101' classes for people turning 65 and their families, held at community centers and churches across Northeast Mississippi.",
  },
  {
    year: 2020,
    title: "Help by phone and video",
    text: "When meeting in person became hard, we moved appointments to phone and video so no one had to go without help during enrollment season.",
  },
  {
    year: 2022,
    title: "A growing local team",
    text: "We added licensed agents and client-care staff, so every client has a local person to call with questions all year long.",
  },
  {
    year: 2023,
    title: "Free guides for every family",
    text: "We launched our free Medicare Breakdown guide, so people can learn the basics at home before they ever sit down with an agent.",
  },
];

function aboutUs(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "about-us",
    parent: PARENT,
    pageName: "About Us",
    title: "About Trace Medicare Partners",
    excerpt:
      "A local, independent Medicare agency in Tupelo, Mississippi, helping people understand their choices since 1992.",
    shareImage: img("about-storefront"),
    metadata: {
      title: "About Trace Medicare Partners",
      description:
        "Trace Medicare Partners is a local, independent Medicare insurance agency in Tupelo, Mississippi. Since 1992 we have helped over 50,000 people with Medicare.",
      keywords: ["about Trace Medicare Partners", "Medicare agency Tupelo", "local Medicare broker", "Dana Whitfield"],
      heroImage: hero("about-storefront"),
      timeline: TIMELINE,
    },
    relatedBlogs: ["medicare-in-rural-mississippi", "helping-a-parent-with-medicare"],
    callToAction: "cta-schedule",
    createdAt: "2024-01-10T15:00:00.000Z",
    updatedAt: "2026-09-15T15:00:00.000Z",
    body: doc(
      h1("Our story"),
      p(
        `${BRAND} began in 1992, when ${AGENT} started helping neighbors in Tupelo make sense of their Medicare paperwork. Word spread the way it does in a small town: one family told another. More than three decades later, we are still a local agency, and we still believe the best help comes from someone who takes the time to listen.`,
      ),
      p(
        "Our name comes from the Natchez Trace, the historic route that runs right past Tupelo. For generations it helped travelers find their way. We like to think we do the same for people finding their way through Medicare.",
      ),
      embedAsset(img("about-storefront")),
      h1("By the numbers"),
      ul(
        [bold("Over 50,000 "), "Medicare beneficiaries served since 1992"],
        [bold("Over 2,000 "), "five-star reviews from our clients"],
        [bold("1,500 agents "), "expected at a 2025 event our team took part in"],
      ),
      h1("What we believe"),
      h2("Local expertise"),
      p(
        "We live here too. We know the local doctors, hospitals and pharmacies, and which plans are offered in each county we serve.",
      ),
      h2("Education first"),
      p(
        "We explain before we enroll. Our free guides, classes and ",
        entryHyperlink(pageId("what-is-medicare"), "plain-language pages"),
        " are there so you can decide with confidence.",
      ),
      h2("Ongoing support"),
      p("Our help does not end when you sign up. We review your coverage each fall and help with questions all year."),
      h1("Our journey"),
      ul(...TIMELINE.map((item) => [bold(`${item.year}: ${item.title}. `), item.text])),
      h1("Where we help"),
      p(
        "Our office is in Tupelo, and we work with people across Mississippi and in neighboring states. Call to confirm that an agent licensed in your state can help you.",
      ),
      embedAsset(img("region-map")),
      ul(
        [entryHyperlink(pageId("medicare-by-state-mississippi"), "Medicare in Mississippi")],
        [entryHyperlink(pageId("medicare-by-state-alabama"), "Medicare in Alabama")],
        [entryHyperlink(pageId("medicare-by-state-tennessee"), "Medicare in Tennessee")],
        [entryHyperlink(pageId("medicare-by-state-arkansas"), "Medicare in Arkansas")],
        [entryHyperlink(pageId("medicare-by-state-louisiana"), "Medicare in Louisiana")],
      ),
      h1("Who we are, and who we are not"),
      p(
        "We are a licensed, independent insurance agency. We compare plans from several insurance companies, and our help costs you nothing. We are ",
        bold("not"),
        " the government, and we are not connected with or endorsed by the federal Medicare program. We do not offer every plan available in your area. For all of your options, visit ",
        medicareGovLink(),
        " or call ",
        medicareLine(),
        ".",
      ),
      p(
        "Meet our founder on ",
        entryHyperlink(pageId("dana-whitfield-insurance"), "Dana Whitfield's page"),
        ", or read about ",
        entryHyperlink(postId("medicare-in-rural-mississippi"), "Medicare in rural Mississippi"),
        ".",
      ),
      hr(),
      talkToUs("Ready to get started?"),
    ),
  });
}

export function addBrandPages(builder: SpaceBuilder): void {
  medicareBreakdown(builder);
  avoidMistakes(builder);
  agentPage(builder);
  aboutUs(builder);
}
