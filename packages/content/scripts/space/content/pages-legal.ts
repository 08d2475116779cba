/** The Privacy Policy and Terms of Service (parentSlug '/'). No related blogs on these pages. */
import { bold, doc, entryHyperlink, h1, h2, hr, italic, p, table, ul } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import {
  ADDRESS,
  BRAND,
  EMAIL,
  HOURS,
  addPage,
  contactLink,
  emailLink,
  hero,
  img,
  medicareGovLink,
  medicareLine,
  pageId,
  phoneLink,
} from "./pages-shared.js";

const PARENT = "/";
const EFFECTIVE = "October 1, 2026";
const SMS_PROGRAM = `${BRAND} appointment and plan updates`;

function privacyPolicy(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "privacy-policy",
    parent: PARENT,
    pageName: "Privacy Policy",
    title: "Privacy Policy",
    author: BRAND,
    excerpt:
      "How Trace Medicare Partners collects, uses and protects the information you share on our website, including guide requests, contact messages and text messages.",
    shareImage: img("legal"),
    metadata: {
      title: "Privacy Policy",
      description:
        "How Trace Medicare Partners collects, uses, shares and protects your information. We do not sell your information, and we never share it with another marketing organization without your written consent.",
      keywords: ["privacy policy", "Trace Medicare Partners", "data protection", "SMS privacy"],
      heroImage: hero("legal"),
    },
    // A websiteCta with every field empty: the block renders nothing.
    callToAction: "cta-empty",
    createdAt: "2024-01-08T15:00:00.000Z",
    updatedAt: "2026-10-01T12:00:00.000Z",
    body: doc(
      p(italic(`Effective date: ${EFFECTIVE}`)),
      p(
        `${BRAND} ("we," "us" or "our") is a licensed, independent insurance agency in Tupelo, Mississippi. We help people learn about and enroll in Medicare-related insurance. This Privacy Policy explains what information we collect through our website, how we use it, who we share it with, and the choices you have. We wrote it in plain language. If anything is unclear, please contact us.`,
      ),
      h1("Information we collect"),
      h2("Information you give us"),
      p("We collect only what you choose to give us:"),
      ul(
        {
          blocks: [
            p(bold("Free guide requests. "), "When you ask for one of our free guides, we collect:"),
            ul("First and last name", "E-mail address", "Phone number", "ZIP code", "Which page or button you used"),
          ],
        },
        {
          blocks: [
            p(bold("Contact form messages. "), "When you send us a message, we collect:"),
            ul(
              "Your name and e-mail address",
              "Your phone number, if you choose to give it",
              "Your message",
              "Whether you agreed to receive marketing calls, texts and e-mails from us",
            ),
          ],
        },
        [bold("Calls, e-mails and appointments. "), "What you tell us when you contact us or meet with an agent."],
      ),
      p(
        bold(
          "We do not ask for health information, Social Security numbers or Medicare numbers on our website forms. ",
        ),
        "Please do not include them in a message. If you later decide to apply for a plan with an agent's help, the insurance company's application may ask for that information, and it is handled as described in \"When you apply for coverage\" below.",
      ),
      h2("Information collected automatically"),
      p("When you visit our website, our servers and service providers may automatically record:"),
      ul(
        "Your device and browser type, and your Internet Protocol (IP) address",
        "The pages you view, the page that sent you to us, and the date and time of your visit",
        "Basic performance measurements, such as how fast a page loaded, to help us fix problems",
      ),
      p(
        "Our website can work offline. To do this, your browser saves copies of some pages and images on your own device. That saved copy stays on your device; you can clear it at any time in your browser settings.",
      ),
      h1("How we use your information"),
      ul(
        "To send you the guide you asked for",
        "To answer your questions and messages",
        "To have a licensed insurance agent contact you about Medicare options, as you requested",
        "To schedule and prepare for appointments",
        'To send text messages you agreed to receive (see "Text messages" below)',
        "To keep our website working, secure and easy to use",
        "To meet our legal and regulatory duties, including Medicare marketing rules",
      ),
      p(
        bold(
          "When you submit a guide request or contact form, your information will be given to a licensed insurance agent at ",
        ),
        bold(BRAND),
        bold(", who will contact you"),
        " by phone, e-mail or text message about Medicare plans. You are never required to enroll in anything.",
      ),
      h1("How we share your information"),
      p(bold("We do not sell your personal information. We do not rent it or trade it.")),
      p("We share information only in these limited cases:"),
      ul(
        [
          bold("Service providers. "),
          "Companies that help us run our business, such as website hosting, e-mail, scheduling and form processing. They may use the information only to provide services to us.",
        ],
        [
          bold("Insurance companies, when you apply. "),
          "If you choose to apply for a plan, we send your application to that insurance company.",
        ],
        [
          bold("Legal reasons. "),
          "When the law requires it, or to protect the rights and safety of our clients, our agency or others.",
        ],
        [
          bold("Business changes. "),
          "If our agency merges or is sold, your information would stay protected by this policy.",
        ],
      ),
      p(
        bold(
          "We will never share your information with another third-party marketing organization or agency without your prior express written consent",
        ),
        ", given separately and naming the company that would receive it.",
      ),
      h1("Text messages"),
      p(
        `If you agree to receive text messages, you are joining the ${SMS_PROGRAM} program. We may text you about appointments, guide requests and plan information.`,
      ),
      ul(
        "Message frequency varies.",
        "Msg & data rates may apply.",
        [bold("Reply HELP "), "for help, or call us at ", phoneLink(), "."],
        [bold("Reply STOP "), "to cancel. We will send one message to confirm, and then no more."],
        "Your consent to receive texts is never a condition of buying any product.",
      ),
      p(
        "We do not share your mobile phone number or text messaging consent with third parties or affiliates for their marketing. The terms of the program are in our ",
        entryHyperlink(pageId("terms-of-service"), "Terms of Service"),
        ".",
      ),
      h1("When you apply for coverage"),
      p(
        "If you work with an agent to apply for a plan, you may share health and Medicare information so the insurance company can process your application. We use it only for that purpose. We protect it as required by federal and state law and by our agreements with insurance companies.",
      ),
      h1("Cookies and similar tools"),
      p(
        "Our website uses a small number of cookies and similar storage to remember settings, keep the site working offline and understand which pages are useful. We do not use them to sell advertising about you. You can block or delete cookies in your browser settings; parts of the site may not work as well if you do.",
      ),
      h1("How long we keep information"),
      p(
        bold("Guide requests and messages sent through this website are kept for 5 years"),
        " from the day you send them, together with a record of the consent and contact wording the form showed you, the page you sent it from and the time. We keep that record so we can show, if we are ever asked, that you asked us to contact you; federal telemarketing law allows claims for up to 4 years. After 5 years we delete them.",
      ),
      p(
        "Other information we keep only as long as we need it for the reasons above, or as long as the law or insurance company rules require. Records about Medicare enrollments may need to be kept for several years. When information is no longer needed, we delete it or make it anonymous. If you ask us to delete what you sent us sooner, we will, keeping only a note of your request and of your consent as the law requires.",
      ),
      h1("How we protect information"),
      p(
        "We use reasonable safeguards, including encrypted connections (HTTPS), access limits and trained staff. No system is perfectly secure, so we also ask you not to send sensitive details, like your Medicare number, by e-mail or web form.",
      ),
      h1("Your choices"),
      ul(
        ["Ask us to stop calling, texting or e-mailing you at any time. For texts, reply STOP."],
        ["Ask to see, correct or delete the information we hold about you. E-mail ", emailLink(), "."],
        "Ask to be added to our internal do-not-call list.",
        "Unsubscribe from e-mails using the link at the bottom of any e-mail.",
      ),
      p(
        "We will not treat you differently for using these choices. We may need to confirm your identity before acting on a request.",
      ),
      h1("Children's privacy"),
      p("Our website is for adults. We do not knowingly collect information from children under 13."),
      h1("Links to other websites"),
      p(
        "We link to helpful sites such as ",
        medicareGovLink(),
        " and ssa.gov. Those sites have their own privacy policies. We are not responsible for how they handle information.",
      ),
      h1("Changes to this policy"),
      p(
        "We may update this policy from time to time. We will post the new version here with a new effective date. If we make a major change in how we use your information, we will ask for your consent where the law requires it.",
      ),
      h1("Contact us"),
      table(
        [bold("How to reach us"), bold("Details")],
        ["Mail", `${BRAND}, Attn: Privacy, ${ADDRESS}`],
        ["Phone", phoneLink()],
        ["E-mail", emailLink()],
        ["Hours", HOURS],
      ),
      hr(),
      p(
        italic(
          `${BRAND} is not connected with or endorsed by the U.S. government or the federal Medicare program. For all of your Medicare options, visit `,
        ),
        medicareGovLink(),
        italic(" or call "),
        medicareLine(),
        italic(" (TTY 1-877-486-2048)."),
      ),
    ),
  });
}

function termsOfService(builder: SpaceBuilder): void {
  addPage(builder, {
    slug: "terms-of-service",
    parent: PARENT,
    pageName: "Terms of Service",
    title: "Terms of Service",
    author: BRAND,
    excerpt: "The terms for using the Trace Medicare Partners website, our free guides and our text message program.",
    shareImage: img("legal"),
    metadata: {
      title: "Terms of Service",
      description:
        "Terms for using the Trace Medicare Partners website, free guides and text messages: educational information only, no obligation to enroll, and SMS program terms.",
      keywords: ["terms of service", "Trace Medicare Partners", "SMS terms", "text message terms"],
      heroImage: hero("legal"),
    },
    createdAt: "2024-01-08T15:30:00.000Z",
    updatedAt: "2026-10-01T12:30:00.000Z",
    body: doc(
      p(italic(`Effective date: ${EFFECTIVE}`)),
      p(
        `Welcome to the website of ${BRAND}. By using this website, you agree to these Terms of Service. If you do not agree, please do not use the site. Please also read our `,
        entryHyperlink(pageId("privacy-policy"), "Privacy Policy"),
        ", which explains how we handle your information.",
      ),
      h1("Who we are"),
      p(
        `${BRAND} is a licensed, independent insurance agency located at ${ADDRESS}. We are a third-party marketing organization: we help people learn about and enroll in Medicare Advantage, Medicare Supplement, Part D and other insurance plans offered by private insurance companies.`,
      ),
      p(
        bold("We are not the government. "),
        "This website is not connected with or endorsed by the U.S. government or the federal Medicare program. We do not offer every plan available in your area. Any information we provide is limited to the plans we do offer in your area. To get information on all of your options, visit ",
        medicareGovLink(),
        " or call ",
        medicareLine(),
        " (TTY 1-877-486-2048), 24 hours a day, 7 days a week.",
      ),
      h1("Information on this website"),
      ul(
        "The content on this website is general education about Medicare. It is not legal, tax, financial or medical advice.",
        "Medicare rules, costs and plan benefits change, usually every year. We try to keep our pages current, but we cannot promise that every detail is complete or up to date.",
        "Plan details are governed by each plan's official documents, such as the Evidence of Coverage. If anything on our site differs from those documents, the plan documents control.",
        "Figures on this site are for 2026 unless we say otherwise.",
      ),
      h1("No obligation"),
      p(
        "Requesting a guide, sending a message or booking an appointment never obligates you to enroll in any plan. Our help is free to you. Insurance companies pay us when a client enrolls in one of their plans.",
      ),
      h1("Free guides and contact requests"),
      p(
        "When you request a free guide or submit our contact form, you agree that your information will be given to a licensed insurance agent at ",
        bold(BRAND),
        ", who will contact you by phone, e-mail or, if you agreed, text message. We will not share your information with another marketing organization without your prior express written consent.",
      ),
      p(
        "Please give accurate contact information, and do not enter health information or Medicare numbers in our website forms.",
      ),
      h1("Text message terms"),
      p(
        `By opting in, you agree to receive text messages from the ${SMS_PROGRAM} program at the mobile number you gave us. Messages may include appointment reminders, replies to your requests and plan information. Consent is not a condition of any purchase.`,
      ),
      ul(
        [bold("Message frequency varies.")],
        [bold("Msg & data rates may apply.")],
        ["Reply ", bold("HELP"), " for help. You can also call ", phoneLink(), " or e-mail ", emailLink(), "."],
        [
          "Reply ",
          bold("STOP"),
          " to cancel at any time. You will get one final message confirming you have opted out.",
        ],
        "Mobile carriers are not liable for delayed or undelivered messages.",
        "If you change or give up your mobile number, please let us know so we do not text the new owner.",
      ),
      h1("Using this website"),
      p("You agree not to:"),
      ul(
        "Use the site for anything unlawful",
        "Submit someone else's information without their permission",
        "Try to interfere with the site's security or operation",
        "Copy or republish our content for commercial use without our written permission",
      ),
      h1("Our content"),
      p(
        `The text, guides, images and logos on this site belong to ${BRAND} or are used with permission. You may print or share our pages and guides for personal, non-commercial use, for example to help a family member.`,
      ),
      h1("Links to other websites"),
      p(
        "We link to official resources like Medicare.gov and ssa.gov, and sometimes to other sites. We do not control those sites and are not responsible for their content.",
      ),
      h1("Disclaimers and limits of liability"),
      p(
        'We provide this website "as is." To the fullest extent the law allows, we make no promises that the site will always be available or free of errors, and we are not liable for losses that come from using it. Nothing in these terms limits any rights you have under law that cannot be waived.',
      ),
      h1("Governing law"),
      p("These terms are governed by the laws of the State of Mississippi and applicable federal law."),
      h1("Changes to these terms"),
      p(
        "We may update these terms from time to time. We will post the new version on this page with a new effective date. Using the site after a change means you accept the updated terms.",
      ),
      h1("Contact us"),
      p(
        "Questions about these terms? Call ",
        phoneLink(),
        ` (${HOURS}), e-mail `,
        emailLink(),
        ", write to us at ",
        ADDRESS,
        ", or ",
        contactLink("use our contact form"),
        ".",
      ),
      hr(),
      p(italic(`Questions about privacy? Write to ${EMAIL} with "Privacy" in the subject line.`)),
    ),
  });
}

export function addLegalPages(builder: SpaceBuilder): void {
  privacyPolicy(builder);
  termsOfService(builder);
}
