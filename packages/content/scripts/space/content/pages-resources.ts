/** Resource pages: parentSlug 'resources' (calculators and glossary). */
import type { Block } from "@contentful/rich-text-types";
import {
  bold,
  code,
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
  strike,
  sup,
  table,
  ul,
} from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import {
  addPage,
  guideId,
  hero,
  img,
  medicareGovLink,
  pageId,
  planFinderLink,
  postId,
  ssaLink,
  talkToUs,
} from "./pages-shared.js";

const PARENT = "resources";

function calculators(builder: SpaceBuilder): void {
  builder.entry(
    "medicareTimelineTool",
    "tool-medicare-timeline",
    {
      title: "Medicare timeline tool (2026 figures)",
      heading: "Your Medicare timeline",
      intro:
        "Enter your birth date to see your own sign-up window, when your coverage can start, and the deadlines that matter after that. What you enter stays in your browser unless you ask us to email you your timeline.",
      figuresYear: 2026,
      partBPremium: 202.9,
      partDBasePremium: 38.99,
    },
    { createdAt: "2026-11-20T15:00:00.000Z" },
  );
  addPage(builder, {
    slug: "calculators",
    parent: PARENT,
    pageName: "Medicare Cost Calculators",
    // Neither `title` nor metadata.title: the page heading falls back to pageName.
    excerpt:
      "Step-by-step examples for estimating your 2026 Part B premium, Part B and Part D late penalties, and yearly drug costs.",
    shareImage: img("calculator"),
    metadata: {
      description:
        "Estimate your 2026 Medicare costs with worked examples: the Part B premium and deductible, IRMAA, the Part B late penalty and the Part D late penalty.",
      keywords: [
        "Medicare calculator",
        "Part D late penalty calculator",
        "Part B premium 2026",
        "Medicare cost estimate",
      ],
      heroImage: hero("calculator"),
    },
    relatedBlogs: ["2026-part-b-premium-and-deductible", "avoiding-the-part-d-late-penalty", "what-is-irmaa"],
    callToAction: "cta-call-us",
    createdAt: "2024-07-08T15:00:00.000Z",
    updatedAt: "2026-10-21T15:00:00.000Z",
    body: doc(
      p(
        "You do not need a special tool to estimate the main Medicare costs. A pencil and the 2026 figures are enough. The examples below show the math step by step. ",
        italic(
          "They are estimates for learning, not quotes. Your actual costs depend on your income, your plan and the care you use.",
        ),
      ),
      p("Start with your own dates: when you can sign up, and when your coverage can begin."),
      embedEntry("tool-medicare-timeline"),
      embedAsset(img("calculator")),
      h1("Estimating your Part B premium"),
      p(
        "Most people pay the standard Part B premium. It went up from ",
        strike("$185.00"),
        " in 2025 to ",
        bold("$202.90 a month"),
        " in 2026",
        sup("1"),
        ".",
      ),
      ol(
        ["Start with the monthly premium: ", code("$202.90")],
        ["Multiply by 12 months: ", code("$202.90 x 12 = $2,434.80 a year")],
        [
          "If your 2024 income was above $109,000 (single) or $218,000 (joint), add your IRMAA amount. In the first bracket that makes the premium ",
          code("$284.10 x 12 = $3,409.20 a year"),
          ".",
        ],
      ),
      h2("Adding the deductible and coinsurance"),
      p(
        "Now add what you pay when you use care. Say Ruth's Part B services in 2026 have a Medicare-approved total of $1,500:",
      ),
      ul(
        "She pays the first $283 (the deductible).",
        "That leaves $1,217. She pays 20% of it: $243.40.",
        ["Her share for care: ", code("$283 + $243.40 = $526.40")],
        ["With a year of premiums: ", code("$2,434.80 + $526.40 = $2,961.20")],
      ),
      p(
        "A Medigap policy or a Medicare Advantage plan would change that math. Ask us to compare with you, or read ",
        entryHyperlink(postId("2026-part-b-premium-and-deductible"), "the 2026 Part B premium and deductible"),
        ".",
      ),
      p(
        sup("1"),
        italic(" The standard premium. Some people pay less, for example with help from a Medicare Savings Program."),
      ),
      h1("Estimating the Part B late penalty"),
      p(
        "The Part B penalty is ",
        bold("10% of the standard premium for each full 12-month period"),
        " you could have had Part B but did not, unless you had coverage from current work. Partial years do not count.",
      ),
      table(
        [
          bold("Time without Part B"),
          bold("Full 12-month periods"),
          bold("Penalty"),
          bold("Extra per month in 2026"),
          bold("Monthly premium"),
        ],
        ["11 months", "0", "0%", "$0", "$202.90"],
        ["26 months", "2", "20%", "$40.60", "$243.50"],
        ["38 months", "3", "30%", "$60.90", "$263.80"],
      ),
      p(
        "Medicare rounds the premium with the penalty to the nearest 10 cents. You usually pay the Part B penalty for as long as you have Part B.",
      ),
      h1("Estimating the Part D late penalty"),
      p("The Part D penalty uses the national base beneficiary premium, which is $38.99 in 2026. Here is the math:"),
      ol(
        "Count the full months you went without Part D or other creditable drug coverage after your Initial Enrollment Period ended. Only gaps of 63 days or more in a row count.",
        ["Multiply: ", code("months x 1% x $38.99")],
        "Round to the nearest 10 cents.",
        "That amount is added to your plan premium every month.",
      ),
      table(
        [bold("Months without coverage"), bold("Math"), bold("Penalty per month (2026)"), bold("Per year")],
        ["5", "5% x $38.99 = $1.9495", "$1.90", "$22.80"],
        ["14", "14% x $38.99 = $5.4586", "$5.50", "$66.00"],
        ["24", "24% x $38.99 = $9.3576", "$9.40", "$112.80"],
        ["40", "40% x $38.99 = $15.596", "$15.60", "$187.20"],
      ),
      quote(
        p(
          bold("Note: "),
          "the base premium can change each year, so the dollar amount of a penalty can change too. The percentage stays the same. For more, read ",
          entryHyperlink(postId("avoiding-the-part-d-late-penalty"), "Avoiding the Part D late penalty"),
          ".",
        ),
      ),
      h1("Estimating yearly drug costs"),
      ul(
        "Start with your plan's yearly premium: the monthly premium x 12.",
        "Add the deductible, which is no more than $615 in 2026.",
        "Add your copays or coinsurance for each fill.",
        [
          bold("Stop at $2,100. "),
          "Once you have paid $2,100 out of pocket for covered drugs in 2026, you pay $0 for covered drugs for the rest of the year. Premiums do not count toward the cap.",
        ],
      ),
      p(
        "For a plan-by-plan estimate with your own drug list, use the ",
        planFinderLink(),
        " on ",
        medicareGovLink(),
        ", or bring your list to us. If you have limited income, see if you qualify for Extra Help at ",
        ssaLink(),
        ".",
      ),
      p("All 2026 figures are collected on our ", entryHyperlink(pageId("medicare-costs"), "Medicare costs page"), "."),
      embedEntry(guideId("medicare-costs-2026")),
      hr(),
      talkToUs("Want us to run the numbers with you?"),
    ),
  });
}

type Term = [term: string, definition: string];

const GLOSSARY: Array<{ group: string; letters: Array<{ letter: string; terms: Term[] }> }> = [
  {
    group: "Terms A to C",
    letters: [
      {
        letter: "A",
        terms: [
          [
            "Annual Enrollment Period (AEP)",
            "October 15 to December 7 each year. You can join, switch or drop a Medicare Advantage or Part D plan. Changes start January 1.",
          ],
          [
            "Annual Notice of Change (ANOC)",
            "A letter your Medicare Advantage or Part D plan sends by September 30. It lists changes to costs and coverage for next year.",
          ],
          ["Assignment", "A doctor's agreement to accept the Medicare-approved amount as full payment for a service."],
        ],
      },
      {
        letter: "B",
        terms: [
          [
            "Base beneficiary premium",
            "A national amount ($38.99 in 2026) used to figure the Part D late penalty. It is not what your plan charges.",
          ],
          [
            "Benefit period",
            "How Part A measures hospital and skilled nursing care. It starts the day you are admitted and ends after you have been out of the hospital or nursing facility for 60 days in a row.",
          ],
        ],
      },
      {
        letter: "C",
        terms: [
          [
            "Coinsurance",
            "Your share of a bill as a percent. In Original Medicare, it is usually 20% for Part B services.",
          ],
          ["Copayment (copay)", "Your share of a bill as a set dollar amount, such as $20 for a doctor visit."],
          [
            'Coverage gap ("donut hole")',
            "A phase of Part D coverage that used to raise drug costs mid-year. It ended in 2025. Now a yearly out-of-pocket cap protects you instead.",
          ],
          [
            "Creditable coverage",
            "Drug coverage, often from an employer, that is expected to pay at least as much as standard Part D. Having it helps you avoid the Part D late penalty.",
          ],
        ],
      },
    ],
  },
  {
    group: "Terms D to F",
    letters: [
      {
        letter: "D",
        terms: [
          [
            "Deductible",
            "What you pay for care before your insurance starts to pay. The 2026 Part B deductible is $283.",
          ],
          ["Dual eligible", "A person who has both Medicare and Medicaid."],
          [
            "Durable medical equipment (DME)",
            "Equipment your doctor orders for use at home, like walkers, wheelchairs and oxygen. Part B helps pay for it.",
          ],
        ],
      },
      {
        letter: "E",
        terms: [
          [
            "Evidence of Coverage (EOC)",
            "A plan's detailed document that explains exactly what it covers, what you pay and its rules.",
          ],
          [
            "Excess charges",
            "Extra amounts, up to 15% above the Medicare-approved amount, that some doctors who do not take assignment may bill you.",
          ],
          [
            "Extra Help",
            "A federal program that helps people with limited income and savings pay Part D costs. Apply through Social Security.",
          ],
        ],
      },
      {
        letter: "F",
        terms: [
          ["Formulary", "A plan's list of covered drugs. Plans can change it each year, so check it every fall."],
        ],
      },
    ],
  },
  {
    group: "Terms G to I",
    letters: [
      {
        letter: "G",
        terms: [
          [
            "General Enrollment Period (GEP)",
            "January 1 to March 31. If you missed your first chance to sign up for Part A or Part B, you can sign up then. Coverage starts the month after.",
          ],
          [
            "Guaranteed issue rights",
            "Situations where a company must sell you a Medigap policy without asking about your health, such as when your Medicare Advantage plan leaves your area.",
          ],
        ],
      },
      {
        letter: "H",
        terms: [
          [
            "HMO (Health Maintenance Organization)",
            "A type of Medicare Advantage plan where you generally use doctors and hospitals in the plan's network and may need referrals.",
          ],
          [
            "Hospice",
            "Comfort care for people with a terminal illness. Original Medicare covers it, even for people in Medicare Advantage plans.",
          ],
        ],
      },
      {
        letter: "I",
        terms: [
          [
            "Initial Enrollment Period (IEP)",
            "Your first 7-month window to sign up for Medicare: 3 months before your 65th birthday month, that month, and 3 months after.",
          ],
          [
            "IRMAA (Income-Related Monthly Adjustment Amount)",
            "An extra amount added to Part B and Part D premiums for people with higher incomes. For 2026 it starts above $109,000 (single) or $218,000 (joint).",
          ],
        ],
      },
    ],
  },
  {
    group: "Terms L to M",
    letters: [
      {
        letter: "L",
        terms: [
          [
            "Late enrollment penalty",
            "An amount added to your Part B or Part D premium if you did not sign up when you were first able to and had no other qualifying coverage. It usually lasts for life.",
          ],
        ],
      },
      {
        letter: "M",
        terms: [
          [
            "Medicaid",
            "A joint federal and state program that helps people with limited income and savings pay for health care. It is different from Medicare.",
          ],
          [
            "Medical underwriting",
            "When an insurance company asks about your health to decide whether to sell you a policy and at what price.",
          ],
          [
            "Medicare Advantage (Part C)",
            "A plan from a private company approved by Medicare that covers everything Parts A and B cover, and usually drugs.",
          ],
          [
            "Medicare-approved amount",
            "The amount Medicare sets as the payment for a covered service. Your coinsurance is a share of this amount.",
          ],
          [
            "Medicare Prescription Payment Plan",
            "An option that spreads your Part D drug costs into monthly payments over the year. It does not lower what you owe.",
          ],
          [
            "Medicare Savings Programs",
            "State programs that help people with limited income pay Medicare premiums and, in some cases, deductibles and coinsurance.",
          ],
          [
            "Medigap (Medicare Supplement Insurance)",
            "A policy from a private company that helps pay costs Original Medicare does not, like the 20% coinsurance.",
          ],
        ],
      },
    ],
  },
  {
    group: "Terms N to P",
    letters: [
      {
        letter: "N",
        terms: [
          ["Network", "The doctors, hospitals and pharmacies a plan works with. Using them usually costs you less."],
        ],
      },
      {
        letter: "O",
        terms: [
          [
            "Original Medicare",
            "Part A and Part B, run by the federal government. You can use any provider in the U.S. that accepts Medicare.",
          ],
          [
            "Out-of-pocket maximum",
            "The most you pay in a year for covered services in a Medicare Advantage plan's network. After that, the plan pays 100%.",
          ],
        ],
      },
      {
        letter: "P",
        terms: [
          [
            "Part A",
            "Hospital insurance: inpatient stays, skilled nursing care after a hospital stay, hospice and some home health care.",
          ],
          [
            "Part B",
            "Medical insurance: doctor visits, outpatient care, preventive care and equipment. The standard 2026 premium is $202.90 a month.",
          ],
          ["Part C", "Another name for Medicare Advantage."],
          [
            "Part D",
            "Prescription drug coverage from private plans approved by Medicare. In 2026, out-of-pocket costs for covered drugs are capped at $2,100.",
          ],
          [
            "PPO (Preferred Provider Organization)",
            "A type of Medicare Advantage plan that lets you see doctors outside its network, usually for a higher cost.",
          ],
          ["Premium", "The amount you pay, usually each month, to have coverage."],
          [
            "Preventive services",
            "Care that helps you stay well or find problems early, like flu shots and screenings. Many cost you nothing.",
          ],
          ["Prior authorization", "Approval a plan requires before it will cover certain services or drugs."],
        ],
      },
    ],
  },
  {
    group: "Terms S to T",
    letters: [
      {
        letter: "S",
        terms: [
          [
            "SHIP (State Health Insurance Assistance Program)",
            "Free, unbiased Medicare counseling offered in every state.",
          ],
          [
            "Skilled nursing facility (SNF)",
            "A facility with skilled nursing or rehab staff. Part A can help pay for a short stay after a qualifying hospital stay.",
          ],
          [
            "Special Enrollment Period (SEP)",
            "Extra time to sign up or change plans after certain life events, like moving or losing job-based coverage.",
          ],
          [
            "Special Needs Plan (SNP)",
            "A Medicare Advantage plan for people with certain chronic conditions, people in nursing homes, or people with both Medicare and Medicaid.",
          ],
          ["Star ratings", "Medicare's 1-to-5-star scores for the quality of Medicare Advantage and Part D plans."],
          ["Step therapy", "A plan rule that asks you to try a lower-cost drug before it covers a more expensive one."],
        ],
      },
      {
        letter: "T",
        terms: [
          [
            "Third-party marketing organization (TPMO)",
            "An agency or agent, like us, that markets Medicare Advantage or Part D plans on behalf of insurance companies. TPMOs must tell you they do not offer every plan.",
          ],
          ["Tier", "A cost level on a drug plan's formulary. Lower tiers usually cost less."],
        ],
      },
    ],
  },
];

function glossaryBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const { group, letters } of GLOSSARY) {
    blocks.push(h1(group));
    for (const { letter, terms } of letters) {
      blocks.push(h2(letter));
      for (const [term, definition] of terms) blocks.push(p(bold(term), `: ${definition}`));
    }
  }
  return blocks;
}

export const GLOSSARY_TERM_COUNT = GLOSSARY.reduce(
  (sum, { letters }) => sum + letters.reduce((inner, { terms }) => inner + terms.length, 0),
  0,
);

function glossary(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "glossary",
    parent: PARENT,
    pageName: "Medicare Glossary",
    title: "Medicare Glossary: Plain-Language Terms",
    excerpt: `${GLOSSARY_TERM_COUNT} Medicare words and abbreviations explained in plain language, from "assignment" to "tier".`,
    shareImage: img("glossary"),
    metadata: {
      title: "Medicare Glossary",
      description:
        "Plain-language definitions of common Medicare terms: premiums, deductibles, enrollment periods, IRMAA, formularies, Medigap, Medicare Advantage and more.",
      keywords: ["Medicare glossary", "Medicare terms", "Medicare definitions", "Medicare abbreviations"],
      heroImage: hero("glossary"),
    },
    relatedBlogs: ["turning-65-medicare-checklist", "what-is-irmaa", "initial-enrollment-period-explained"],
    callToAction: "cta-free-guide",
    createdAt: "2024-07-15T15:00:00.000Z",
    updatedAt: "2026-10-21T16:00:00.000Z",
    body: doc(
      p(
        "Medicare has a language of its own. This glossary explains the words you are most likely to see in letters, plan documents and on our site. Terms are grouped by letter. Tip: use your browser's Find feature (Ctrl+F, or Command+F on a Mac) to jump to a word.",
      ),
      ...glossaryBlocks(),
      h1("Common abbreviations"),
      table(
        [bold("Abbreviation"), bold("Stands for"), bold("Where you will see it")],
        ["AEP", "Annual Enrollment Period", "Fall plan changes, October 15 to December 7"],
        ["CMS", "Centers for Medicare & Medicaid Services", "The federal agency that runs Medicare"],
        ["EOC", "Evidence of Coverage", "Your plan's rule book"],
        ["IEP", "Initial Enrollment Period", "Your first sign-up window at 65"],
        ["MA / MA-PD", "Medicare Advantage / Medicare Advantage with drug coverage", "Plan names and comparisons"],
        ["PDP", "Prescription Drug Plan", "Stand-alone Part D plans"],
        ["SEP", "Special Enrollment Period", "Changes after life events"],
        ["SHIP", "State Health Insurance Assistance Program", "Free counseling in your state"],
      ),
      p(
        "Want to see these words in action? Start with ",
        entryHyperlink(pageId("what-is-medicare"), "What is Medicare?"),
        " or ",
        entryHyperlink(pageId("four-parts-of-medicare"), "the four parts of Medicare"),
        ". For a printable copy, see our glossary guide:",
      ),
      embedEntry(guideId("medicare-glossary")),
      hr(),
      talkToUs("Came across a word that is not here?"),
    ),
  });
}

export function addResourcePages(builder: SpaceBuilder): void {
  calculators(builder);
  glossary(builder);
}
