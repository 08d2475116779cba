/**
 * The video library: 14 videos (YouTube links in every form, one Vimeo, one self-hosted WebM, one invalid YouTube
 * link), the YouTube embeds used inside blog posts, and the video thumbnails. Videos are listed by sys.createdAt
 * descending, so each has its own creation date. Some fields are left out on purpose to exercise the defaults:
 * no thumbnail, no transcript, no duration (PT0M0S), no keywords, no upload date ('Unknown date'), no related videos.
 */
import { assetLink, entryLink } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { registerAsset } from "../assets.js";

type Author = "Dana Whitfield" | "Marcus Bell" | "Renee Holloway";

interface VideoDef {
  slug: string;
  title: string;
  description: string;
  author: Author;
  /** Entry creation time; the library is ordered by it, newest first. */
  created: string;
  /** YYYY-MM-DD; stored at noon UTC so it shows as the same day in every U.S. time zone. */
  uploaded?: string;
  youTubeLink?: string;
  videoUrl?: string;
  isSelfHosted?: boolean;
  thumbnail?: string;
  duration?: string;
  keywords?: string[];
  related?: string[];
  transcript?: string[];
}

const SELF_HOSTED_FILE = "videos/welcome-to-trace-medicare-partners.webm";

const THUMBNAILS: Array<[id: string, file: string, title: string]> = [
  ["img-video-what-is-medicare", "videos/thumb-what-is-medicare.webp", "What is Medicare?"],
  ["img-video-four-parts", "videos/thumb-four-parts.webp", "Parts A, B, C and D"],
  ["img-video-turning-65", "videos/thumb-turning-65.webp", "Turning 65: first steps"],
  ["img-video-advantage-basics", "videos/thumb-advantage-basics.webp", "Medicare Advantage basics"],
  ["img-video-plan-g", "videos/thumb-plan-g.webp", "Medigap Plan G"],
  ["img-video-part-d-cap", "videos/thumb-part-d-cap.webp", "The $2,100 drug cap"],
  ["img-video-enrollment-calendar", "videos/thumb-enrollment-calendar.webp", "Enrollment dates"],
  ["img-video-late-penalties", "videos/thumb-late-penalties.webp", "Avoiding late penalties"],
  ["img-video-welcome", "videos/thumb-welcome.webp", "Welcome to our office"],
  ["img-video-irmaa", "videos/thumb-irmaa.webp", "IRMAA in plain English"],
  ["img-video-helping-a-parent", "videos/thumb-helping-a-parent.webp", "Helping a parent enroll"],
  ["img-video-dental-vision-hearing", "videos/thumb-dental-vision-hearing.webp", "Dental, vision and hearing"],
  ["img-video-rural-care", "videos/thumb-rural-care.webp", "Medicare in rural areas"],
];

const videos: VideoDef[] = [
  {
    slug: "what-is-medicare-in-five-minutes",
    title: "What Is Medicare? In Five Minutes",
    description:
      "A calm, five-minute walk through what Medicare is, who can get it, and its four parts: A, B, C and D.",
    author: "Dana Whitfield",
    created: "2026-11-10T15:00:00.000Z",
    uploaded: "2026-11-10",
    youTubeLink: "https://youtu.be/Tm5pWcB7qXa",
    thumbnail: "img-video-what-is-medicare",
    duration: "PT4M58S",
    keywords: ["Medicare basics", "Parts A B C D", "turning 65", "Tupelo"],
    related: ["medicare-parts-a-b-c-d-explained", "turning-65-first-steps", "enrollment-periods-calendar"],
    transcript: [
      "Hi, I'm Dana Whitfield with Trace Medicare Partners in Tupelo. In the next few minutes, I'll explain what Medicare is, in plain words.",
      "Medicare is the federal health insurance program for people 65 and older. It also covers some younger people with certain disabilities, and people with end-stage kidney disease or ALS.",
      "Medicare has four parts. Part A is hospital insurance. Most people pay no premium for Part A, because they or a spouse worked and paid Medicare taxes for about ten years. Part B is medical insurance. It covers doctor visits, outpatient care, tests and preventive care. In 2026, the standard Part B premium is $202.90 a month, and the yearly deductible is $283.",
      "Part C is Medicare Advantage. These plans come from private companies approved by Medicare, and they bundle your coverage into one plan. Part D is prescription drug coverage. In 2026, what you pay out of pocket for covered Part D drugs is capped at $2,100 for the year.",
      "Your first chance to sign up is a seven-month window around your 65th birthday. It starts three months before your birthday month and ends three months after. Mark it on your calendar.",
      "If you have questions, you can call 1-800-MEDICARE, or call our office at (662) 555-0142. Thanks for watching.",
    ],
  },
  {
    slug: "medicare-parts-a-b-c-d-explained",
    title: "Medicare Parts A, B, C and D Explained",
    description: "What each part of Medicare covers, what it costs in 2026, and how the parts fit together.",
    author: "Marcus Bell",
    created: "2026-10-21T15:00:00.000Z",
    uploaded: "2026-10-20",
    youTubeLink: "https://www.youtube.com/watch?v=Qx7-Lr2Nd0s&t=30s",
    thumbnail: "img-video-four-parts",
    duration: "PT6M12S",
    keywords: ["Part A", "Part B", "Part C", "Part D", "Medicare coverage"],
    related: ["what-is-medicare-in-five-minutes", "medicare-advantage-basics", "part-d-drug-cap-2026"],
    transcript: [
      "Hello, I'm Marcus Bell. People often tell me Medicare feels like alphabet soup. Let's take the letters one at a time.",
      "Part A helps pay for care when you are admitted to a hospital. It also helps with skilled nursing care after a hospital stay, hospice care and some home health care. Most people get Part A without a monthly premium.",
      "Part B helps pay for doctor visits, outpatient care, lab tests, medical equipment and many preventive services. In 2026, most people pay $202.90 a month for Part B. After the $283 yearly deductible, you usually pay 20% of the Medicare-approved amount.",
      "Together, Part A and Part B are called Original Medicare. Original Medicare has no yearly limit on what you pay, which is why many people add more coverage.",
      "Part C, Medicare Advantage, is another way to get your Part A and Part B benefits, through a private plan. Most of these plans include drug coverage and a yearly out-of-pocket limit. Part D is drug coverage you can add to Original Medicare.",
      "The right mix depends on your doctors, your medicines and your budget. If you would like help sorting it out, our office in Tupelo is here for you.",
    ],
  },
  {
    slug: "turning-65-first-steps",
    title: "Turning 65: Your First Steps",
    description:
      "What to do in the months before your 65th birthday, from marking your enrollment window to listing your doctors and drugs.",
    author: "Dana Whitfield",
    created: "2026-09-25T15:00:00.000Z",
    uploaded: "2026-09-24",
    youTubeLink: "https://www.youtube.com/embed/bH4k_Zt91Pe",
    thumbnail: "img-video-turning-65",
    duration: "PT5M40S",
    keywords: ["turning 65", "Initial Enrollment Period", "Medicare checklist"],
    related: ["what-is-medicare-in-five-minutes", "enrollment-periods-calendar", "medicare-and-working-past-65"],
    transcript: [
      "If your 65th birthday is coming up, this video is for you. I'm Dana Whitfield, and here are the first steps we walk through with every new client.",
      "Step one: find your Initial Enrollment Period. It is seven months long: the three months before your birthday month, your birthday month, and the three months after. If you sign up in the first three months, your coverage can start the month you turn 65.",
      "Step two: find out if you will be enrolled automatically. If you already get Social Security benefits, you usually will be, and your card arrives in the mail. If not, you can sign up with Social Security online, by phone or in person.",
      "Step three: if you or your spouse are still working, talk with the benefits office. You may be able to delay Part B without a penalty.",
      "Step four: make a list of your doctors, your prescriptions and your pharmacy. That list is the best tool you have for comparing plans.",
      "Take your time, ask questions, and don't let anyone rush you. We're glad to help.",
    ],
  },
  {
    slug: "medicare-advantage-basics",
    title: "Medicare Advantage Basics: HMOs, PPOs and Extras",
    description:
      "How Medicare Advantage plans work, the difference between HMO and PPO plans, and what to check before you join.",
    author: "Renee Holloway",
    created: "2026-08-28T15:00:00.000Z",
    uploaded: "2026-08-27",
    youTubeLink: "https://www.youtube.com/v/Mv2aC8yRt5Q",
    thumbnail: "img-video-advantage-basics",
    duration: "PT7M3S",
    keywords: ["Medicare Advantage", "HMO", "PPO", "Part C"],
    related: ["medigap-plan-g-explained", "dental-vision-hearing-extras"],
    transcript: [
      "I'm Renee Holloway. Let's talk about Medicare Advantage, also called Part C.",
      "A Medicare Advantage plan is offered by a private insurance company that contracts with Medicare. It covers the same services as Part A and Part B, and most plans also include drug coverage. Many add extras like dental, vision or hearing benefits.",
      "Most plans use a network. In an HMO, you generally see doctors in the network and may need a referral for a specialist. In a PPO, you can go out of network, but you usually pay more.",
      "Every Medicare Advantage plan has a yearly out-of-pocket maximum for covered Part A and Part B services. That limit is one reason some people like these plans.",
      "Before you join, check three things: are your doctors in the network, are your drugs on the plan's list, and what will you pay when you actually get care, not just the premium.",
      "You can change Medicare Advantage plans each fall, from October 15 to December 7. If you have questions about the plans we offer, give us a call.",
    ],
  },
  {
    slug: "medigap-plan-g-explained",
    title: "Medigap Plan G, Explained",
    description: "What Medigap Plan G pays, what you still pay, and how it compares with Plan N.",
    author: "Renee Holloway",
    created: "2026-07-30T15:00:00.000Z",
    uploaded: "2026-07-29",
    youTubeLink: "https://www.youtube.com/watch?v=Gp9nW3eKs1L",
    thumbnail: "img-video-plan-g",
    duration: "PT4M21S",
    keywords: ["Medigap", "Plan G", "Plan N", "Medicare Supplement"],
    related: ["medicare-advantage-basics", "avoiding-late-penalties"],
    transcript: [
      "Hi, I'm Renee Holloway. Plan G is one of the most popular Medicare Supplement plans for people new to Medicare. Here is how it works.",
      "A Medigap plan works alongside Original Medicare. Medicare pays its share first, and then Plan G pays most of what is left. With Plan G, the main cost you pay yourself is the Part B deductible, which is $283 in 2026. After that, Plan G covers your Part B coinsurance, your Part A hospital deductible and Part B excess charges.",
      "Plan N is similar, but you may pay up to $20 for some office visits and up to $50 for an emergency room visit that does not lead to a hospital admission. Plan N does not cover excess charges. Its premium is often lower than Plan G's.",
      "Medigap plans do not include drug coverage, so most people pair them with a Part D plan.",
      "One more thing: the best time to buy a Medigap plan is during your six-month Medigap open enrollment period, which starts when your Part B starts at 65 or older. During that time, companies cannot turn you down because of your health.",
    ],
  },
  {
    slug: "enrollment-periods-calendar",
    title: "Medicare Enrollment Periods: A Calendar Walk-Through",
    description:
      "Every Medicare enrollment window on one calendar: when it opens, when it closes, and what you can change.",
    author: "Marcus Bell",
    created: "2026-09-02T15:00:00.000Z",
    uploaded: "2026-09-01",
    youTubeLink: "https://www.youtube.com/embed/Ep7Cal3nd4r",
    thumbnail: "img-video-enrollment-calendar",
    keywords: [
      "enrollment periods",
      "Annual Enrollment Period",
      "General Enrollment Period",
      "Medigap open enrollment",
    ],
    related: ["turning-65-first-steps", "avoiding-late-penalties", "what-is-medicare-in-five-minutes"],
    transcript: [
      "I'm Marcus Bell. Medicare has several enrollment windows, and missing one can be costly. Let's put them on one calendar.",
      "Your Initial Enrollment Period is the seven months around your 65th birthday month. That is your first chance to sign up.",
      "The General Enrollment Period runs from January 1 to March 31. If you missed your first chance and don't qualify for a special period, you can sign up then. Coverage starts the month after you sign up, and a late penalty may apply.",
      "The Annual Enrollment Period runs from October 15 to December 7. That is when you can join, switch or drop a Medicare Advantage or Part D plan. Changes start January 1.",
      "The Medicare Advantage Open Enrollment Period runs from January 1 to March 31. If you are in a Medicare Advantage plan, you can make one switch.",
      "And your Medigap open enrollment period is six months long, starting when your Part B starts at 65 or older. It happens only once.",
      "Write these dates down, and call us if you're not sure which ones apply to you.",
    ],
  },
  {
    slug: "part-d-drug-cap-2026",
    title: "The 2026 Part D Drug Cap, Quickly",
    description:
      "How the $2,100 yearly cap on Part D out-of-pocket costs works in 2026, and how to spread your costs across the year.",
    author: "Dana Whitfield",
    created: "2026-05-20T15:00:00.000Z",
    uploaded: "2026-05-19",
    youTubeLink: "https://youtu.be/Dc21Xo0pLm8",
    thumbnail: "img-video-part-d-cap",
    duration: "PT2M45S",
    keywords: ["Part D", "drug cap", "$2,100", "prescription costs"],
    related: ["avoiding-late-penalties", "medicare-parts-a-b-c-d-explained"],
    transcript: [
      "Here's a quick one. In 2026, Medicare Part D has a $2,100 yearly cap on what you pay out of pocket for covered drugs.",
      "Your deductible, copays and coinsurance for covered drugs all count toward the cap. Your monthly premium does not. Once you reach $2,100, you pay nothing more for covered Part D drugs for the rest of the year.",
      "Plans can charge a deductible of up to $615 in 2026. Many charge less.",
      "If your costs come early in the year, you can ask your plan about the Medicare Prescription Payment Plan. It spreads what you owe into monthly payments. It doesn't lower the total, but it can make the bills easier to manage.",
      "Check your plan's drug list every fall. Thanks for watching.",
    ],
  },
  {
    slug: "avoiding-late-penalties",
    title: "Avoiding Medicare Late Penalties",
    description:
      "How the Part B and Part D late enrollment penalties work, and the simple steps that help you avoid them.",
    author: "Marcus Bell",
    created: "2026-04-15T15:00:00.000Z",
    uploaded: "2026-04-14",
    videoUrl: "https://vimeo.com/824613579",
    thumbnail: "img-video-late-penalties",
    duration: "PT5M5S",
    keywords: ["late enrollment penalty", "Part B penalty", "Part D penalty", "creditable coverage"],
    related: ["enrollment-periods-calendar", "medicare-and-working-past-65", "part-d-drug-cap-2026"],
    transcript: [
      "I'm Marcus Bell. Medicare has two late penalties people ask us about most. Both can last for life, and both can usually be avoided.",
      "The Part B penalty is 10% of the standard premium for each full 12 months you could have had Part B but didn't. If you delayed Part B because you had coverage from a current job, you usually won't owe it.",
      "The Part D penalty applies if you go 63 days or more in a row without Part D or other creditable drug coverage after your first chance to enroll. It is 1% of the national base premium for each month without coverage. In 2026 the base premium is $38.99, so 20 months without coverage adds about $7.80 a month.",
      "To avoid both: sign up when you are first eligible, or keep proof that your work coverage counts. When that coverage ends, act quickly.",
      "If you aren't sure where you stand, call us before you decide. It's much easier to prevent a penalty than to fix one.",
    ],
  },
  {
    slug: "dental-vision-hearing-extras",
    title: "Dental, Vision and Hearing With Medicare",
    description: "What Original Medicare covers for your teeth, eyes and ears, and the ways people add more coverage.",
    author: "Renee Holloway",
    created: "2026-03-16T15:00:00.000Z",
    uploaded: "2026-03-15",
    youTubeLink: "https://youtu.be/Dv8hX2wQe3T",
    thumbnail: "img-video-dental-vision-hearing",
    duration: "PT3M50S",
    related: ["medicare-advantage-basics", "medigap-plan-g-explained"],
    transcript: [
      "Hi, I'm Renee Holloway. One of the biggest surprises for new Medicare members is what is not covered: most routine dental, vision and hearing care.",
      "Original Medicare doesn't pay for cleanings, fillings or dentures. It doesn't pay for routine eye exams for glasses, or for hearing aids.",
      "There are ways to fill those gaps. Many Medicare Advantage plans include some dental, vision and hearing benefits. You can also buy a separate dental or vision plan. And adults with mild to moderate hearing loss can buy over-the-counter hearing aids without a prescription.",
      "Before you choose, look at the yearly limits, the networks and any waiting periods. A plan that covers cleanings may not pay much toward bigger work.",
    ],
  },
  {
    slug: "helping-a-parent-enroll",
    title: "Helping a Parent Enroll in Medicare",
    description:
      "For adult children and caregivers: how to get permission to talk with Medicare, what to gather, and how to spot scams.",
    author: "Dana Whitfield",
    created: "2026-02-20T15:00:00.000Z",
    youTubeLink: "https://www.youtube.com/v/Hp4rEnt5Kid",
    thumbnail: "img-video-helping-a-parent",
    duration: "PT4M36S",
    keywords: ["caregiver", "helping a parent", "Medicare scams"],
    related: ["turning-65-first-steps", "rural-medicare-questions"],
    transcript: [
      "If you're helping a parent with Medicare, thank you. I'm Dana Whitfield, and here are a few tips that make the job easier.",
      "First, get permission. Medicare won't discuss your parent's information with you unless your parent agrees. You can call 1-800-MEDICARE together, or your parent can fill out a form giving permission.",
      "Second, get organized. Keep the Medicare card, plan cards, a list of medicines and a list of doctors in one folder. Bring it to every appointment.",
      "Third, watch for scams. Medicare won't call out of the blue asking for a Medicare number or bank information. If someone does, hang up.",
      "And you're welcome to come to appointments with your parent. Many families do.",
    ],
  },
  {
    slug: "irmaa-in-plain-english",
    title: "IRMAA in Plain English",
    description:
      "Why some people pay more for Part B and Part D, how Social Security decides, and what to do if your income has dropped.",
    author: "Marcus Bell",
    created: "2026-01-28T15:00:00.000Z",
    uploaded: "2026-01-27",
    // Deliberately invalid: the id is not 11 characters, so the site shows no player for this video.
    youTubeLink: "https://youtu.be/Ir3maa",
    thumbnail: "img-video-irmaa",
    duration: "PT3M12S",
    keywords: ["IRMAA", "Part B premium", "SSA-44", "higher income"],
    transcript: [
      "I'm Marcus Bell. IRMAA stands for Income-Related Monthly Adjustment Amount. It's an extra charge on Part B and Part D premiums for people with higher incomes.",
      "For 2026, Social Security looks at your 2024 tax return. IRMAA starts above $109,000 for a single filer and above $218,000 for a married couple filing jointly. The extra charge is $81.20 to $487.00 a month for Part B, and $14.50 to $91.00 a month for Part D.",
      "If your income has dropped because of a life-changing event, like retirement or the death of a spouse, you can ask Social Security for a new decision with form SSA-44.",
      "Keep the letter Social Security sends you, and call us if you have questions.",
    ],
  },
  {
    slug: "medicare-and-working-past-65",
    title: "Medicare and Working Past 65",
    description:
      "Still working at 65? How your job's health plan works with Medicare, and when you can delay Part B without a penalty.",
    author: "Marcus Bell",
    created: "2025-06-12T15:00:00.000Z",
    uploaded: "2025-06-11",
    youTubeLink: "https://www.youtube.com/watch?v=Wk65pAst2Xz",
    duration: "PT6M30S",
    keywords: ["working past 65", "employer coverage", "delay Part B", "Special Enrollment Period"],
    related: ["avoiding-late-penalties", "irmaa-in-plain-english"],
    transcript: [
      "Hello, I'm Marcus Bell. If you're still working at 65, you have some choices about Medicare.",
      "If you have health coverage from your own current job or your spouse's, and the employer has 20 or more employees, that plan usually pays first. Many people in that situation take Part A and wait on Part B.",
      "If the employer has fewer than 20 employees, Medicare usually pays first, so you'll generally want Part A and Part B on time.",
      "When your job or that coverage ends, you have eight months to sign up for Part B without a penalty. COBRA and retiree coverage don't count as coverage from current work, so plan ahead.",
      "If you put money into a Health Savings Account, plan when to stop. You can't add to an HSA once you have Medicare, and Part A coverage can reach back up to six months when you sign up after 65.",
      "Bring your benefits booklet, and we'll help you map out your dates.",
    ],
  },
  {
    slug: "rural-medicare-questions",
    title: "Medicare Questions From Rural Mississippi",
    description:
      "Networks, long drives, mail-order pharmacies and care away from home: the questions we hear most from small towns and rural counties.",
    author: "Renee Holloway",
    created: "2025-04-02T15:00:00.000Z",
    uploaded: "2025-04-01",
    youTubeLink: "https://youtu.be/Rq0mS5tY7Vn",
    thumbnail: "img-video-rural-care",
    duration: "PT5M15S",
    keywords: ["rural Medicare", "Mississippi", "networks", "mail-order pharmacy"],
    related: ["medicare-advantage-basics", "welcome-to-trace-medicare-partners"],
  },
  {
    slug: "welcome-to-trace-medicare-partners",
    title: "Welcome to Trace Medicare Partners",
    description:
      "A short hello from our office in Tupelo, Mississippi, where we have helped people with Medicare since 1992.",
    author: "Dana Whitfield",
    created: "2025-03-03T15:00:00.000Z",
    uploaded: "2025-03-03",
    isSelfHosted: true,
    videoUrl: `/embedded-assets/${SELF_HOSTED_FILE}`,
    thumbnail: "img-video-welcome",
    duration: "PT6S",
    keywords: ["Trace Medicare Partners", "Tupelo", "local Medicare help"],
    related: ["what-is-medicare-in-five-minutes", "rural-medicare-questions"],
    transcript: [
      "This short clip has no spoken words. The text on screen reads as follows.",
      "Welcome to Trace Medicare Partners.",
      "Local Medicare help in Tupelo since 1992. (662) 555-0142.",
    ],
  },
];

const youTubeEmbeds: Array<[id: string, title: string, link: string]> = [
  ["yt-medicare-advantage-overview", "Medicare Advantage overview", "https://www.youtube.com/watch?v=Ma0vErv1eW2"],
  ["yt-part-d-cap-explainer", "The $2,100 Part D cap, explained", "https://youtu.be/Pd2100CapX1"],
  ["yt-aep-reminders", "Three reminders for the Annual Enrollment Period", "https://www.youtube.com/embed/Aep15Dec7Rm"],
];

/** Adds the video library, the YouTube embeds and the video thumbnails to the space. */
export function addVideoContent(builder: SpaceBuilder): void {
  for (const [id, file, title] of THUMBNAILS) {
    registerAsset(builder, id, file, { title, description: `Thumbnail for the video "${title}".` });
  }
  registerAsset(builder, "media-welcome-video", SELF_HOSTED_FILE, {
    title: "Welcome to Trace Medicare Partners (video)",
    description: "A six-second silent welcome clip with on-screen text.",
  });

  for (const video of videos) {
    builder.entry(
      "video",
      `video-${video.slug}`,
      {
        slug: video.slug,
        title: video.title,
        description: video.description,
        videoUrl: video.videoUrl,
        isSelfHosted: video.isSelfHosted,
        thumbnailImage: video.thumbnail ? assetLink(video.thumbnail) : undefined,
        youTubeLink: video.youTubeLink,
        transcript: video.transcript?.join("\n\n"),
        duration: video.duration,
        keywords: video.keywords,
        author: video.author,
        uploadDate: video.uploaded ? `${video.uploaded}T12:00:00.000Z` : undefined,
        relatedVideos: video.related?.map((slug) => entryLink(`video-${slug}`)),
      },
      { createdAt: video.created },
    );
  }

  for (const [id, title, youTubeLink] of youTubeEmbeds) {
    builder.entry("youTubeEmbed", id, { title, youTubeLink }, { createdAt: "2026-03-01T15:00:00.000Z" });
  }
}
