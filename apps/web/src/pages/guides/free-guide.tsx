/**
 * /free-guide: the guide request as a page of its own. Every 'Download Free Guide' button is a plain GET form to it
 * (?source=… says which button), so a visitor whose browser runs no script, or whose script failed to load, still
 * gets the form; the server fills in the source and answers the form's own post here (src/server/lead-form-post.ts).
 */
import { Seo, TextLink } from "@tupelo-medicare/ui";
import { GUIDE_FORM_ANCHOR, GUIDE_REQUEST_PATH } from "../../app/guide-request-path.js";
import { LeadFormIsland } from "../../islands/index.js";

/** Texts of the guide request page (the title is the lead dialog's). */
export const FREE_GUIDE_TEXT = {
  title: "Get Your Free Medicare Guide",
  intro: "Tell us where to send your free guide. There is no cost and no obligation to enroll.",
  talk: "Prefer to talk it through?",
  contact: "Contact our office",
} as const;

export default function FreeGuidePage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 lg:py-14">
      <Seo title={FREE_GUIDE_TEXT.title} description={FREE_GUIDE_TEXT.intro} canonical={GUIDE_REQUEST_PATH} />
      <h1 id={GUIDE_FORM_ANCHOR} className="mt-0 mb-4 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">
        {FREE_GUIDE_TEXT.title}
      </h1>
      <p className="mt-0 mb-8 text-lg text-ink">{FREE_GUIDE_TEXT.intro}</p>
      <LeadFormIsland />
      <p className="mt-8 mb-0 text-ink">
        {FREE_GUIDE_TEXT.talk}{" "}
        <TextLink href="/contact-us" className="inline-flex min-h-11 items-center font-semibold">
          {FREE_GUIDE_TEXT.contact}
        </TextLink>
      </p>
    </div>
  );
}
