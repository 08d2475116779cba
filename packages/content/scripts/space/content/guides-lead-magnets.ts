/**
 * Text of the two free guides offered through the lead-capture dialog. `guides-pdf.ts` renders them to
 * embedded-assets/guides/medicare-breakdown.pdf and avoid-medicare-mistakes.pdf; `guides.ts` registers those
 * files as the assets pdf-medicare-breakdown and pdf-avoid-medicare-mistakes.
 */
import type { Block } from "@contentful/rich-text-types";
import { bold, h1, ol, p, table, ul } from "../builder.js";

export interface LeadMagnet {
  /** Asset id; other content links to pdf-medicare-breakdown. */
  id: string;
  file: string;
  /** Asset description. */
  description: string;
  title: string;
  subtitle: string;
  updated: string;
  content: Block[];
}

export const MEDICARE_BREAKDOWN: LeadMagnet = {
  id: "pdf-medicare-breakdown",
  file: "guides/medicare-breakdown.pdf",
  description: "Free guide: the parts of Medicare, your two main paths, 2026 costs and when to enroll.",
  title: "Your Medicare Breakdown",
  subtitle: "The parts of Medicare, your two main paths, 2026 costs and when to sign up, in plain language.",
  updated: "2026-11-02",
  content: [
    h1("Medicare, piece by piece"),
    p(
      "Medicare can feel like alphabet soup. This short guide breaks it into pieces so you can see how they fit together. Keep it handy when the mail starts to pile up, and bring it to your appointment.",
    ),
    h1("The four parts"),
    table(
      ["Part", "What it covers", "What it usually costs in 2026"],
      [
        "Part A",
        "Hospital stays, skilled nursing care after a hospital stay, hospice, some home health care",
        "$0 premium for most people; $1,736 deductible per benefit period",
      ],
      [
        "Part B",
        "Doctor visits, outpatient care, tests, preventive care, medical equipment",
        "$202.90 a month; $283 yearly deductible; then usually 20%",
      ],
      [
        "Part C (Medicare Advantage)",
        "Your Part A and B benefits through a private plan, most with drug coverage",
        "Varies by plan; you still pay the Part B premium",
      ],
      ["Part D", "Prescription drugs", "Varies by plan; deductible up to $615; yearly cap of $2,100"],
    ),
    h1("Your two main paths"),
    table(
      ["", "Original Medicare + Medigap + Part D", "Medicare Advantage"],
      ["Doctors", "Any doctor in the U.S. who takes Medicare", "Usually a local network"],
      [
        "Monthly cost",
        "Part B premium plus Medigap and Part D premiums",
        "Part B premium plus the plan premium, which may be $0",
      ],
      [
        "Costs when you get care",
        "Depends on the Medigap plan; some leave little to pay",
        "Copays and coinsurance, up to a yearly limit",
      ],
      ["Drug coverage", "A separate Part D plan", "Included in most plans"],
      ["Dental, vision, hearing", "Not included; can be bought separately", "Included in many plans, with limits"],
      ["Referrals", "Not needed", "Often needed in HMO plans"],
    ),
    p(
      "Neither path is best for everyone. The right fit depends on your doctors, your medicines, your budget and how you like to get care.",
    ),
    h1("When to sign up"),
    ul(
      [
        bold("Initial Enrollment Period: "),
        "seven months around your 65th birthday month. Sign up before your birthday month so coverage starts on time.",
      ],
      [
        bold("Medigap open enrollment: "),
        "six months starting the month your Part B begins. Companies cannot turn you down for your health during this time.",
      ],
      [
        bold("Annual Enrollment Period: "),
        "October 15 to December 7 each year, to change Medicare Advantage or Part D plans.",
      ],
      [
        bold("Late penalties: "),
        "waiting without other qualifying coverage can raise your Part B and Part D premiums for life.",
      ],
    ),
    h1("Three questions to start with"),
    ol(
      "Which doctors and hospitals do I want to keep?",
      "Which medicines do I take, and how much of each?",
      "What can I afford each month, and what could I afford in a year with a lot of medical care?",
    ),
    h1("How we help"),
    p(
      "Trace Medicare Partners is a local, independent brokerage in Tupelo. We have helped people with Medicare since 1992. Meeting with us is free, and you never have to enroll. Call (662) 555-0142 or e-mail hello@tracemedicarepartners.com.",
    ),
  ],
};

export const AVOID_MEDICARE_MISTAKES: LeadMagnet = {
  id: "pdf-avoid-medicare-mistakes",
  file: "guides/avoid-medicare-mistakes.pdf",
  description: "Free guide: eight common Medicare mistakes and how to avoid them.",
  title: "Avoid Costly Medicare Mistakes",
  subtitle: "Your free guide to smart decisions: eight common Medicare mistakes and how to steer clear of them.",
  updated: "2026-11-02",
  content: [
    h1("Small mistakes, lasting costs"),
    p(
      "Most Medicare mistakes are easy to make and hard to undo. Some bring penalties that last as long as you have Medicare. Here are the ones we see most often in our Tupelo office, and how to avoid each one.",
    ),
    h1("1. Missing your sign-up window"),
    p(
      "Your Initial Enrollment Period lasts seven months around your 65th birthday month. If you miss it and have no other qualifying coverage, you may have to wait for the General Enrollment Period (January 1 to March 31). The Part B penalty is 10% of the standard premium for each full 12 months you went without it, for as long as you have Part B.",
    ),
    h1("2. Assuming any job coverage lets you wait"),
    p(
      "Coverage from a current job, yours or your spouse's, can let you delay Part B. But if the employer has fewer than 20 employees, Medicare usually pays first, so you may need Part B right away. Retiree coverage and COBRA do not count as coverage from a current job.",
    ),
    h1("3. Skipping drug coverage because you take few medicines"),
    p(
      "If you go 63 days or more in a row without Part D or other creditable drug coverage after your first chance to join, you may owe a penalty: 1% of the national base premium for each month without coverage, added to your premium for as long as you have Medicare drug coverage. In 2026, two years without coverage adds about $9.40 a month.",
    ),
    h1("4. Letting your Medigap window pass"),
    p(
      "Your Medigap open enrollment period lasts six months from the month your Part B starts. After it ends, companies can usually ask about your health and may turn you down or charge more.",
    ),
    h1("5. Choosing a plan by its premium alone"),
    p(
      "A low or $0 premium does not mean low costs. Add up premiums, deductibles, copays and drug costs for a whole year, including a year when you might need more care.",
    ),
    h1("6. Not checking your plan each fall"),
    p(
      "Plans can change costs, drug lists and networks every year. Read your Annual Notice of Change, which arrives by September 30, and review your plan between October 15 and December 7.",
    ),
    h1("7. Forgetting about your Health Savings Account"),
    p(
      "You cannot put money into an HSA once you have Medicare. If you sign up after 65, Part A can start up to six months earlier than the month you apply, but not before the month you turned 65. Stop HSA deposits ahead of time and ask a tax advisor.",
    ),
    h1("8. Not asking about help with costs"),
    ul(
      "Extra Help can lower drug costs for people with limited income and savings.",
      "Medicare Savings Programs, through the Mississippi Division of Medicaid, can help pay the Part B premium.",
      "If your income dropped after retiring, you can ask Social Security to review an income-based premium (IRMAA) with form SSA-44.",
    ),
    h1("Your next step"),
    p(
      "We are a local, independent brokerage serving people since 1992. A free review with us takes about an hour, and you never have to enroll. Call (662) 555-0142 or e-mail hello@tracemedicarepartners.com.",
    ),
  ],
};

export const LEAD_MAGNETS: LeadMagnet[] = [MEDICARE_BREAKDOWN, AVOID_MEDICARE_MISTAKES];
