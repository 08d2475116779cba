/** The 'Medicare Plans' pages: parentSlug 'plans'. */
import {
  bold,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  h1,
  h2,
  h3,
  hr,
  italic,
  ol,
  p,
  quote,
  table,
  ul,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import {
  addPage,
  guideId,
  hero,
  img,
  pageId,
  phoneLink,
  planFinderLink,
  postId,
  ssaLink,
  talkToUs,
  tpmoNotice,
} from "./pages-shared.js";

const PARENT = "plans";

function medicareAdvantage(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-advantage",
    parent: PARENT,
    pageName: "Medicare Advantage",
    title: "Medicare Advantage (Part C) Plans, Explained",
    excerpt:
      "Medicare Advantage plans bundle your hospital and medical coverage, and usually drug coverage, into one private plan. Here is how they work and what to check.",
    youTubeVideo: "https://www.youtube.com/embed/Mv2aC8yRt5Q",
    shareImage: img("advantage"),
    metadata: {
      title: "Medicare Advantage Plans Explained",
      description:
        "How Medicare Advantage (Part C) works: what it covers, HMO and PPO networks, costs to expect, who it may suit, and how to check a plan before you join.",
      keywords: ["Medicare Advantage", "Part C", "HMO", "PPO", "Special Needs Plan", "Medicare Advantage Tupelo"],
      heroImage: hero("advantage"),
    },
    relatedBlogs: [
      "what-medicare-advantage-covers",
      "medicare-advantage-vs-medigap",
      "annual-enrollment-period-checklist",
    ],
    callToAction: "cta-schedule",
    createdAt: "2024-01-22T15:00:00.000Z",
    updatedAt: "2026-10-09T15:00:00.000Z",
    body: doc(
      p(
        "A Medicare Advantage plan, also called ",
        bold("Part C"),
        ", is a way to get your Medicare benefits through a private insurance company that Medicare approves. You still have Medicare. The plan simply takes the place of Original Medicare for your hospital and medical care.",
      ),
      h1("How Medicare Advantage works"),
      ul(
        "You must have Part A and Part B, and live in the plan's service area.",
        "You keep paying your Part B premium ($202.90 a month in 2026 for most people).",
        "Medicare pays the plan each month to cover your care. The plan sets its own copays and rules.",
        "You show the plan's card, not your red, white and blue Medicare card, when you get care.",
      ),
      h1("What the plans cover"),
      ul(
        {
          blocks: [
            p(bold("Everything Original Medicare covers, "), "including:"),
            ul("Hospital stays", "Doctor visits and outpatient care", "Preventive care"),
          ],
        },
        [bold("Drug coverage "), "in most plans (these are often called MA-PD plans)."],
        {
          blocks: [
            p(bold("Extras "), "that Original Medicare does not cover, in many plans:"),
            ul("Routine dental, vision and hearing care", "Fitness programs", "Over-the-counter allowances"),
            p(italic("Extras differ from plan to plan and often have limits. Always check the details.")),
          ],
        },
      ),
      p(
        "Hospice care is still covered by Original Medicare, even if you are in a Medicare Advantage plan. For more, read ",
        entryHyperlink(postId("what-medicare-advantage-covers"), "What Medicare Advantage covers"),
        ".",
      ),
      h1("Types of Medicare Advantage plans"),
      h2("HMO (Health Maintenance Organization)"),
      p(
        "You use doctors and hospitals in the plan's network. You may need a referral from your primary doctor to see a specialist. Care outside the network is usually not covered, except for emergencies and urgent care.",
      ),
      h2("PPO (Preferred Provider Organization)"),
      p("You pay less when you use network doctors. You can go outside the network, but it usually costs more."),
      h2("Special Needs Plans (SNPs)"),
      p(
        "These plans are built for certain groups: people with some long-term health conditions, people who live in a nursing home, or people who have both Medicare and Medicaid.",
      ),
      h1("Costs to expect"),
      ul(
        "A monthly plan premium. Some plans charge $0, but you still pay your Part B premium.",
        "Copays or coinsurance when you see a doctor, fill a prescription or stay in the hospital.",
        "Sometimes a deductible for medical care or drugs.",
        [
          bold("A yearly out-of-pocket maximum. "),
          "Every plan caps what you pay for covered Part A and Part B services in its network. Once you reach it, the plan pays 100% of those covered services for the rest of the year.",
        ],
      ),
      p(
        "Many plans require ",
        italic("prior authorization"),
        ", which means the plan must approve some services before you get them.",
      ),
      h1("Is Medicare Advantage a good fit?"),
      h3("It may suit you if you:"),
      ul(
        "Like having hospital, medical and drug coverage in one plan with one card",
        "Are comfortable using a network of local doctors",
        "Want a yearly cap on out-of-pocket costs",
      ),
      h3("Think it through if you:"),
      ul(
        "Spend long stretches out of state, since networks are usually local",
        "Want to see any doctor in the country who takes Medicare",
        "Might want a Medigap policy later",
      ),
      quote(
        p(
          bold("Important: "),
          "if you leave Medicare Advantage later and want a Medigap policy, companies can often ask about your health and may turn you down. There are some exceptions, such as a 12-month trial period when you first join at 65. Ask us before you decide.",
        ),
      ),
      p(
        "Compare both paths in ",
        entryHyperlink(postId("medicare-advantage-vs-medigap"), "Medicare Advantage vs. Medigap"),
        ":",
      ),
      embedEntry(postId("medicare-advantage-vs-medigap")),
      h1("Checking a plan before you join"),
      ol(
        "List your doctors, hospitals and pharmacy.",
        "List your prescriptions with the dose and how often you take them.",
        "Check that your doctors are in the plan's network.",
        "Check that your drugs are on the plan's drug list (formulary), and at what tier.",
        "Compare premiums, copays and the out-of-pocket maximum.",
        "Look at the plan's star rating, from 1 to 5 stars.",
        "Read the plan's Summary of Benefits and Evidence of Coverage.",
      ),
      p(
        "You can compare plans yourself on the ",
        planFinderLink(),
        ", or let us do the legwork with you. Our guide has a worksheet for each step:",
      ),
      embedEntry(guideId("medicare-advantage-guide")),
      hr(),
      talkToUs("Want to see which plans are in your county?"),
      tpmoNotice(),
    ),
  });
}

function medicareSupplement(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicare-supplement",
    parent: PARENT,
    pageName: "Medicare Supplement Plans",
    title: "Medicare Supplement (Medigap) Plans, Explained",
    excerpt:
      "Medigap policies help pay the costs Original Medicare leaves behind, like the 20% coinsurance. Learn how the lettered plans work and when to buy.",
    shareImage: img("supplement"),
    metadata: {
      title: "Medicare Supplement (Medigap) Plans Explained",
      description:
        "How Medicare Supplement Insurance (Medigap) works with Original Medicare, a Plan G, Plan N and Plan F comparison chart, and why your 6-month open enrollment window matters.",
      keywords: ["Medicare Supplement", "Medigap", "Plan G", "Plan N", "Medigap open enrollment"],
      heroImage: hero("supplement"),
    },
    relatedBlogs: [
      "medigap-plan-g-vs-plan-n",
      "medigap-open-enrollment-why-timing-matters",
      "medicare-advantage-vs-medigap",
    ],
    callToAction: "cta-call-us",
    createdAt: "2024-01-24T15:00:00.000Z",
    updatedAt: "2026-10-09T15:30:00.000Z",
    body: doc(
      p(
        "Original Medicare pays a large share of your care, but not all of it. ",
        bold("Medicare Supplement Insurance"),
        ", also called ",
        bold("Medigap"),
        ", helps pay some of what is left: deductibles, coinsurance and copays. Private companies sell it.",
      ),
      h1("How Medigap works"),
      ul(
        "You must have Medicare Part A and Part B.",
        "Medicare pays its share of an approved bill first. Then your Medigap policy pays its share.",
        "You can see any doctor or hospital in the U.S. that accepts Medicare. There is no network.",
        "You pay a monthly premium to the insurance company, on top of your Part B premium.",
        "Each policy covers one person. Spouses buy their own.",
        [
          "Medigap does not include drug coverage. Most people add a ",
          entryHyperlink(pageId("medicarepartd"), "Part D drug plan"),
          ".",
        ],
        "Medigap does not work with Medicare Advantage. You have one or the other.",
      ),
      h1("The lettered plans"),
      p(
        "Medigap plans are named with letters: A, B, C, D, F, G, K, L, M and N. Each letter has a set list of benefits. ",
        bold("A Plan G from one company covers the same things as a Plan G from another."),
        " The price and the company's service are what differ. (Massachusetts, Minnesota and Wisconsin use their own versions.)",
      ),
      h2("Three popular plans side by side"),
      table(
        [bold("Benefit"), bold("Plan G"), bold("Plan N"), bold("Plan F*")],
        ["Part A coinsurance and hospital costs, plus 365 extra hospital days", "Yes", "Yes", "Yes"],
        ["Part A deductible", "Yes", "Yes", "Yes"],
        [
          "Part B coinsurance (usually 20%)",
          "Yes",
          "Yes, except copays of up to $20 for some office visits and up to $50 for emergency room visits that don't lead to admission",
          "Yes",
        ],
        ["Part B deductible ($283 in 2026)", "No", "No", "Yes"],
        ["Part B excess charges", "Yes", "No", "Yes"],
        ["Skilled nursing facility coinsurance", "Yes", "Yes", "Yes"],
        ["Hospice care coinsurance or copays", "Yes", "Yes", "Yes"],
        ["First 3 pints of blood", "Yes", "Yes", "Yes"],
        ["Emergency care during foreign travel (up to plan limits)", "80%", "80%", "80%"],
      ),
      p(
        italic(
          "*Plans C and F can only be bought by people who were eligible for Medicare before January 1, 2020. If you turn 65 now, you can choose Plan G, Plan N or the other letters. Some companies also offer a high-deductible version of Plan G.",
        ),
      ),
      p(
        bold("Excess charges "),
        "are extra amounts, up to 15% above the Medicare-approved amount, that some doctors who do not accept Medicare's rate may bill. Read ",
        entryHyperlink(postId("medigap-plan-g-vs-plan-n"), "Plan G vs. Plan N"),
        " to see which may fit you.",
      ),
      h1("When to buy: your Medigap Open Enrollment Period"),
      p(
        "Your best time to buy is your ",
        bold("Medigap Open Enrollment Period"),
        ". It lasts 6 months and starts the first month you are both 65 or older and enrolled in Part B. During this time, a company must sell you any policy it offers in your state. It cannot charge you more or turn you down because of your health.",
      ),
      p(
        "After this window, in most states, companies can ask health questions and can say no. This is called ",
        italic("medical underwriting"),
        ". Federal law gives you a ",
        italic("guaranteed issue right"),
        " in some cases, for example:",
      ),
      ul(
        "Your employer or union coverage that pays after Medicare is ending.",
        "Your Medicare Advantage plan leaves your area or stops serving Medicare.",
        "You joined a Medicare Advantage plan when you first got Medicare at 65, and you leave it within the first 12 months.",
        "You dropped a Medigap policy to try Medicare Advantage for the first time, and you leave within 12 months.",
      ),
      quote(
        p(
          "If you think you may want Medigap someday, the simplest time to get it is during your open enrollment window. Read ",
          entryHyperlink(postId("medigap-open-enrollment-why-timing-matters"), "why Medigap timing matters"),
          ".",
        ),
      ),
      h1("How companies set prices"),
      p("Companies price Medigap policies in one of three ways:"),
      ol(
        [bold("Community-rated: "), "everyone in an area pays the same, no matter their age."],
        [
          bold("Issue-age-rated: "),
          "the price is based on your age when you buy. It does not go up because you get older.",
        ],
        [bold("Attained-age-rated: "), "the price is based on your current age, so it goes up as you age."],
      ),
      p(
        "Any policy's price can also rise because of inflation and other factors. We can show you how different companies price their policies before you choose.",
      ),
      embedAsset(img("supplement")),
      embedEntry(guideId("medigap-plans-compared")),
      hr(),
      p("Questions about Medigap? Call ", phoneLink(), ". We will walk through the letters with you."),
    ),
  });
}

function partD(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "medicarepartd",
    parent: PARENT,
    pageName: "Medicare Part D",
    title: "Medicare Part D Prescription Drug Plans",
    excerpt:
      "Part D helps pay for prescriptions. In 2026, out-of-pocket costs for covered drugs are capped at $2,100. Learn how plans work and how to avoid the late penalty.",
    youTubeVideo: "Dc21Xo0pLm8",
    shareImage: img("partd"),
    metadata: {
      title: "Medicare Part D Drug Plans in 2026",
      description:
        "How Medicare Part D drug plans work: formularies, tiers and pharmacies, the 2026 $615 deductible limit and $2,100 cap, the late enrollment penalty, and Extra Help.",
      keywords: ["Medicare Part D", "drug plan", "formulary", "Part D late penalty", "$2,100 cap", "Extra Help"],
      heroImage: hero("partd"),
    },
    relatedBlogs: [
      "part-d-2100-out-of-pocket-cap",
      "avoiding-the-part-d-late-penalty",
      "annual-enrollment-period-checklist",
    ],
    callToAction: "cta-free-guide",
    createdAt: "2024-01-26T15:00:00.000Z",
    updatedAt: "2026-10-12T15:00:00.000Z",
    body: doc(
      p(
        bold("Medicare Part D"),
        " helps pay for prescription drugs. Private insurance companies offer Part D plans under rules set by Medicare. Even if you take few medicines today, having drug coverage when you first can matters, because of a late penalty explained below.",
      ),
      h1("How Part D works"),
      p("There are two ways to get Part D coverage:"),
      ul(
        [bold("A stand-alone drug plan "), "that you add to Original Medicare (with or without a Medigap policy)."],
        [bold("A Medicare Advantage plan "), "that includes drug coverage."],
      ),
      h2("Key words"),
      ul(
        [bold("Formulary: "), "the plan's list of covered drugs. Plans can change it each year."],
        [bold("Tiers: "), "groups of drugs with different costs. Lower tiers, often generics, usually cost less."],
        [bold("Network pharmacies: "), "drugstores that work with the plan. Some are 'preferred' and cost less."],
        [
          bold("Coverage rules: "),
          "some drugs need ",
          italic("prior authorization"),
          " (approval first), ",
          italic("step therapy"),
          " (trying a lower-cost drug first) or have quantity limits.",
        ],
      ),
      h1("What Part D costs in 2026"),
      ul(
        "A monthly premium, which differs by plan. Higher incomes pay an extra amount (IRMAA).",
        "A deductible of no more than $615. Some plans have less or none.",
        "Copays or coinsurance after the deductible.",
        [
          bold("A $2,100 yearly cap. "),
          "Once what you pay for covered drugs reaches $2,100, you pay $0 for covered drugs for the rest of the year.",
        ],
        "Covered insulin costs no more than $35 for a one-month supply.",
        "Recommended adult vaccines, like the shingles vaccine, are covered at no cost to you.",
      ),
      p(
        "The ",
        bold("Medicare Prescription Payment Plan"),
        " lets you spread your drug costs into monthly bills across the year. It does not lower what you owe, but it can make large costs early in the year easier to manage. Read ",
        entryHyperlink(postId("part-d-2100-out-of-pocket-cap"), "how the $2,100 cap works"),
        ".",
      ),
      h1("The Part D late enrollment penalty"),
      p(
        "If you go ",
        bold("63 days or more in a row"),
        " without Part D or other ",
        italic("creditable"),
        " drug coverage after your Initial Enrollment Period ends, you may owe a penalty when you join later. Creditable coverage is drug coverage, often from an employer, that is expected to pay at least as much as standard Part D. Your plan tells you each year whether yours counts.",
      ),
      ul(
        "The penalty is 1% of the national base beneficiary premium ($38.99 in 2026) for each full month you went without coverage.",
        "It is rounded to the nearest $0.10 and added to your premium each month.",
        "You usually pay it for as long as you have Part D.",
      ),
      quote(
        p(
          bold("Example: "),
          "20 months without coverage means 20% x $38.99 = $7.798, rounded to ",
          bold("$7.80 a month"),
          " added to your premium in 2026.",
        ),
      ),
      p(
        "More worked examples are on our ",
        entryHyperlink(pageId("calculators"), "cost calculators page"),
        ", and tips are in ",
        entryHyperlink(postId("avoiding-the-part-d-late-penalty"), "Avoiding the Part D late penalty"),
        ".",
      ),
      h1("Choosing a drug plan"),
      ol(
        "Write down every prescription, with the dose and how often you take it.",
        "Pick the pharmacy you want to use, or consider mail order.",
        ["Enter your drugs on the ", planFinderLink(), " or bring the list to us."],
        "Compare the total yearly cost, not just the premium.",
        "Check again every fall, because drug lists and prices change.",
      ),
      h1("Extra Help with drug costs"),
      p(
        bold("Extra Help"),
        " is a federal program that lowers Part D premiums, deductibles and copays for people with limited income and savings. You can apply through ",
        ssaLink(),
        " or your state Medicaid office. If you qualify, you may also be able to change drug plans more often.",
      ),
      embedEntry(guideId("part-d-drug-plan-guide")),
      embedAsset(img("partd")),
      hr(),
      talkToUs("Want us to check your drug list?"),
      tpmoNotice(),
    ),
  });
}

function additionalCoverage(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "additional-coverage",
    parent: PARENT,
    pageName: "Add-On Coverage Options",
    title: "Add-On Coverage: Dental, Vision, Hearing and More",
    excerpt:
      "Original Medicare does not cover most dental, vision or hearing care. Learn about add-on coverage, from dental plans to hospital indemnity and final expense insurance.",
    shareImage: img("add-on"),
    metadata: {
      title: "Medicare Add-On Coverage Options",
      description:
        "Dental, vision and hearing coverage, hospital indemnity, cancer and final expense insurance: what each add-on does, and what to check before you buy.",
      keywords: [
        "dental insurance for seniors",
        "vision coverage",
        "hearing aids",
        "hospital indemnity",
        "final expense insurance",
      ],
      heroImage: hero("add-on"),
    },
    relatedBlogs: ["dental-vision-hearing-coverage-options", "what-medicare-advantage-covers"],
    callToAction: "cta-call-us",
    createdAt: "2024-01-30T15:00:00.000Z",
    updatedAt: "2026-09-18T15:00:00.000Z",
    body: doc(
      p(
        "Medicare covers a lot, but it leaves some gaps. Original Medicare does not cover most routine ",
        bold("dental, vision or hearing"),
        " care. Some people also want cash help if they land in the hospital, or money set aside for final expenses. Add-on coverage can help fill these gaps.",
      ),
      quote(
        p(
          "These products are private insurance, not part of Medicare. You never have to buy them. We only suggest one if it fits a real need you have.",
        ),
      ),
      h1("Your add-on options at a glance"),
      table(
        [bold("Coverage"), bold("What it helps with"), bold("What to check")],
        [
          "Dental",
          "Cleanings, X-rays, fillings, and sometimes crowns or dentures",
          "Yearly maximum, waiting periods, dentist network",
        ],
        ["Vision", "Eye exams, glasses or contact lenses", "Allowance amounts, how often you can get new glasses"],
        ["Hearing", "Hearing exams and hearing aids", "Allowance per aid, approved providers, follow-up care"],
        [
          "Hospital indemnity",
          "A set cash amount for each day in the hospital",
          "Daily amount, number of days paid, what triggers a payment",
        ],
        [
          "Cancer",
          "Cash benefits after a covered cancer diagnosis",
          "Waiting periods, what diagnoses count, lump sum or per treatment",
        ],
        [
          "Final expense",
          "A small life insurance benefit for funeral and end-of-life costs",
          "Benefit amount, health questions, any waiting period",
        ],
      ),
      h1("Dental, vision and hearing"),
      p("Original Medicare generally does not pay for:"),
      ul(
        "Routine dental care, like cleanings, fillings and dentures",
        "Routine eye exams for glasses, or the glasses themselves (except after cataract surgery)",
        "Hearing aids, or exams to fit them",
      ),
      p("Ways to get this coverage:"),
      ul(
        [
          bold("A Medicare Advantage plan with extras. "),
          "Many include some dental, vision and hearing benefits. Check the yearly limits.",
        ],
        [
          bold("A stand-alone dental or vision plan. "),
          "These work with Original Medicare or Medicare Advantage. Many dental plans have waiting periods for bigger work like crowns.",
        ],
        [bold("Hearing discount programs "), "offered with some plans."],
      ),
      p(
        "For a deeper look, read ",
        entryHyperlink(postId("dental-vision-hearing-coverage-options"), "Dental, vision and hearing coverage options"),
        ".",
      ),
      embedEntry(guideId("dental-vision-hearing-guide")),
      h1("Hospital indemnity insurance"),
      p(
        "A hospital indemnity policy pays you a set dollar amount for each day you are in the hospital. The money goes to you, not the hospital, and you can use it however you like. Some people with Medicare Advantage use it to help with hospital copays. It does not replace health coverage.",
      ),
      h1("Cancer insurance"),
      p(
        "Cancer policies pay cash benefits if you are diagnosed with a covered cancer. The money can help with travel to treatment, household bills or copays. Read the policy carefully: many have a waiting period, and some only pay for certain diagnoses.",
      ),
      h1("Final expense insurance"),
      p(
        "Final expense insurance is a small whole life insurance policy meant to cover funeral and burial costs, so your family is not left with the bill. Premiums usually stay the same for life. Some policies ask health questions. Others skip them but pay only part of the benefit if death happens in the first few years.",
      ),
      h1("Questions to ask before you buy"),
      ol(
        "What gap does this fill for me?",
        "Does it repeat coverage I already have, for example in my Medicare Advantage plan?",
        "What is the total cost for a year, and can the price go up?",
        "Are there waiting periods or limits?",
      ),
      embedAsset(img("add-on")),
      hr(),
      p("Not sure if you need an add-on? Call ", phoneLink(), " and we will go over your current coverage first."),
    ),
  });
}

export function addPlanPages(builder: SpaceBuilder): void {
  medicareAdvantage(builder);
  medicareSupplement(builder);
  partD(builder);
  additionalCoverage(builder);
}
