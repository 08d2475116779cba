/**
 * The content model of the site's space: content type ids and field ids as docs/product.md (Content model) names them.
 * `pnpm --filter @tupelo-medicare/content space` writes src/embedded/space.json from this model and the
 * authored content in ./content/.
 */
import type { ContentTypeDef } from "./builder.js";

export const contentModel: ContentTypeDef[] = [
  {
    id: "category",
    name: "Category",
    displayField: "name",
    fields: ["name:Symbol!", "slug:Symbol!"],
  },
  {
    id: "pageBlogPost",
    name: "Blog post",
    displayField: "internalName",
    fields: [
      "internalName:Symbol",
      "title:Symbol!",
      "slug:Symbol!",
      "publishedDate:Date!",
      "author:Symbol",
      "category:Entry[]",
      "featuredImage:Asset",
      "excerpt:Text",
      "contentBody:RichText",
      "seoFields:Object",
      "relatedBlogPosts:Entry[]",
      "callToAction:Entry",
    ],
  },
  {
    id: "foundationalPage",
    name: "Foundational page",
    displayField: "pageName",
    fields: [
      "pageName:Symbol",
      "pageSlug:Symbol!",
      "parentSlug:Symbol",
      "title:Symbol",
      "author:Symbol",
      "fBodyContent:RichText",
      "youTubeVideo:Symbol",
      "fShareImage:Asset",
      "fPageExcerpt:Text",
      "metadata:Object",
      "relatedBlogs:Entry[]",
      "callToAction:Entry",
      "sections:Entry[]",
    ],
  },
  {
    id: "websiteCta",
    name: "Website call to action",
    displayField: "ctaTitle",
    fields: ["ctaTitle:Symbol", "ctaCopy:RichText", "ctaButtonText:Symbol", "ctaButtonLink:Symbol", "ctaImage:Asset"],
  },
  {
    // The personal Medicare timeline (birth date in, enrollment dates out), placed by embedding an entry in a page's
    // rich text. It links the year's medicareCostFigures entry (the money calculators' too): a figure has one place.
    id: "medicareTimelineTool",
    name: "Medicare timeline tool",
    displayField: "title",
    fields: ["title:Symbol!", "heading:Symbol", "intro:Text", "figures:Entry!"],
  },
  {
    // The year's figures for the Medicare money calculators: premiums, IRMAA tables, the Part D base
    // premium, poverty guidelines and program limits, each with its official source, effective year and whether it
    // was confirmed, as the JSON object @tupelo-medicare/medicare-costs reads (checkMedicareCostFigures).
    id: "medicareCostFigures",
    name: "Medicare cost figures (one year)",
    displayField: "title",
    fields: ["title:Symbol!", "year:Integer!", "figures:Object!"],
  },
  {
    // One Medicare money calculator ("irmaa", "late-penalties" or "help-paying"), placed by embedding the entry in a
    // page's rich text; it links the year's medicareCostFigures entry.
    id: "medicareMoneyCalculator",
    name: "Medicare money calculator",
    displayField: "title",
    fields: ["title:Symbol!", "calculator:Symbol!", "heading:Symbol", "intro:Text", "figures:Entry!"],
  },
  {
    id: "video",
    name: "Video",
    displayField: "title",
    fields: [
      "slug:Symbol!",
      "title:Symbol!",
      "description:Text",
      "videoUrl:Symbol",
      "isSelfHosted:Boolean",
      "thumbnailImage:Asset",
      "youTubeLink:Symbol",
      "transcript:Text",
      "duration:Symbol",
      "keywords:Symbol[]",
      "author:Symbol",
      "uploadDate:Date",
      "relatedVideos:Entry[]",
    ],
  },
  {
    id: "youTubeEmbed",
    name: "YouTube embed",
    displayField: "title",
    fields: ["title:Symbol", "youTubeLink:Symbol!"],
  },
  {
    id: "resourceGuide",
    name: "Resource guide",
    displayField: "title",
    fields: [
      "slug:Symbol!",
      "title:Symbol!",
      "description:Text",
      "summary:Text",
      "content:RichText",
      "coverImage:Asset",
      "featuredImage:Asset",
      "downloadUrl:Symbol",
      "tags:Symbol[]",
      "category:Symbol",
      "resourceType:Symbol",
      "relatedResources:Entry[]",
      "updatedDate:Date",
    ],
  },
  {
    id: "teamMemberCards",
    name: "Team member card",
    displayField: "employeeName",
    fields: [
      "employeeName:Symbol!",
      "employeeTitle:Symbol",
      "employeeEmail:Symbol",
      "employeeDept:Symbol",
      "headshot:Asset",
    ],
  },
  {
    id: "placeReviews",
    name: "Place reviews",
    displayField: "name",
    description: "Reviews in the place-details shape: name, rating, reviews, user_ratings_total.",
    fields: ["name:Symbol!", "listingUrl:Symbol", "placeData:Object!"],
  },
  {
    id: "siteSettings",
    name: "Site settings",
    displayField: "name",
    description:
      "The business (brand, phone, TTY, e-mail, address, hours, social profiles, scheduler, default title and description), the stated claims and the TPMO disclaimer: what every page shows, edited here.",
    fields: [
      "name:Symbol!",
      "brandName:Symbol!",
      "defaultTitle:Symbol!",
      "defaultDescription:Text!",
      "phoneDisplay:Symbol!",
      "phoneNumber:Symbol!",
      "ttyNumber:Symbol!",
      "email:Symbol!",
      "streetAddress:Symbol!",
      "city:Symbol!",
      "region:Symbol!",
      "postalCode:Symbol!",
      "country:Symbol",
      "weekdayHours:Symbol!",
      "weekendHours:Symbol!",
      "openingHours:Symbol!",
      "facebookUrl:Symbol",
      "youtubeUrl:Symbol",
      "linkedinUrl:Symbol",
      "schedulerUrl:Symbol!",
      "beneficiariesServed:Integer",
      "servingSince:Integer",
      "fiveStarReviews:Integer",
      "eventAgents:Integer",
      "eventYear:Integer",
      "organizationsRepresented:Integer",
      "plansRepresented:Integer",
      "tpmoDisclaimer:Text",
      "tpmoEffectiveDate:Date",
      "leadershipOrder:Symbol[]",
    ],
  },
  {
    // One entry: whether the site books appointments itself (/book) and the times it offers. Read by
    // getAppointmentSettings (src/appointment-settings.ts holds the same rules for the Delivery API's answer).
    id: "appointmentSettings",
    name: "Appointment settings",
    displayField: "name",
    description:
      "Online booking: on or off, the ways to meet and their lengths, how many agents can meet at once, how soon and how far ahead visitors can book, the days the office is closed and its weekly hours. One entry; a change shows on the site within seconds.",
    fields: [
      { spec: "name:Symbol!", name: "Name", helpText: "Only for finding this entry, e.g. Appointment settings." },
      {
        spec: "bookingEnabled:Boolean",
        name: "Online booking",
        helpText:
          "Yes: “Schedule an Appointment” opens the site's own booking pages (/book). No: it opens the outside scheduler from the site settings.",
        defaultValue: true,
      },
      {
        spec: "meetingTypes:Object",
        name: "Ways to meet and their lengths",
        helpText:
          'A list of the ways to meet, each once, with its length in minutes (15 to 180), in the order offered: [{ "method": "phone", "minutes": 30 }, { "method": "office", "minutes": 45 }, { "method": "video", "minutes": 30 }]. Methods: phone, office, video.',
        defaultValue: [
          { method: "phone", minutes: 30 },
          { method: "office", minutes: 45 },
          { method: "video", minutes: 30 },
        ],
      },
      {
        spec: "capacity:Integer",
        name: "Agents who can meet at once",
        helpText: "How many appointments can start at the same time (1 to 20).",
        validations: [{ range: { min: 1, max: 20 } }],
        defaultValue: 2,
      },
      {
        spec: "earliestStartHours:Integer",
        name: "Earliest start (hours from now)",
        helpText: "The soonest a visitor can book, in hours from the moment they look (0 to 336, two weeks).",
        validations: [{ range: { min: 0, max: 336 } }],
        defaultValue: 4,
      },
      {
        spec: "daysAhead:Integer",
        name: "Days ahead",
        helpText: "How many days ahead the site offers times (1 to 90).",
        validations: [{ range: { min: 1, max: 90 } }],
        defaultValue: 21,
      },
      {
        spec: "closedDates:Symbol[]",
        name: "Closed dates (holidays)",
        helpText: "Days with no appointments, written YYYY-MM-DD, e.g. 2026-12-25.",
        validations: [{ size: { max: 200 } }],
        itemValidations: [
          { regexp: { pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, message: "Write the date as YYYY-MM-DD, e.g. 2026-12-25" },
        ],
      },
      {
        spec: "weeklyHours:Symbol",
        name: "Weekly hours",
        helpText:
          "Leave empty to use the opening hours in the site settings. Otherwise days and times in the same form, e.g. Mo-Fr 09:00-17:00 or Mo,We 09:00-12:00 Sa 10:00-14:00 (24-hour, in the office's time zone).",
      },
      {
        spec: "timeZone:Symbol!",
        name: "Office time zone",
        helpText: "The office's time zone, as an IANA name such as America/Chicago; all times are offered in it.",
        validations: [
          {
            regexp: { pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$" },
            message: "An IANA time zone such as America/Chicago",
          },
        ],
        defaultValue: "America/Chicago",
      },
      {
        spec: "stepMinutes:Integer",
        name: "Start times every (minutes)",
        helpText: "Optional: offer start times every this many minutes (5 to 180). Empty: the site's own step.",
        validations: [{ range: { min: 5, max: 180 } }],
      },
    ],
  },
];
