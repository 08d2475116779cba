/**
 * The two free guides offered through the lead-capture dialog, written in content/lead-magnets/{name}.md.
 * `generators/guides-pdf.ts` renders them to embedded-assets/guides/{name}.pdf; `guides.ts` registers those files
 * as the assets pdf-medicare-breakdown and pdf-avoid-medicare-mistakes.
 */
import type { Block } from "@contentful/rich-text-types";
import { z } from "zod";
import { checkAllListed, isoDay, loadMarkdown } from "../markdown/load-content.js";

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

const NAMES = ["medicare-breakdown", "avoid-medicare-mistakes"] as const;

const leadMagnetFrontMatter = z.strictObject({
  id: z.string().regex(/^pdf-/, "an asset id starting pdf-"),
  file: z.string().regex(/^guides\/[a-z0-9-]+\.pdf$/, "guides/{name}.pdf"),
  description: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().min(1),
  updated: isoDay,
}) satisfies z.ZodType<Omit<LeadMagnet, "content">, unknown>;

function loadLeadMagnet(name: (typeof NAMES)[number]): LeadMagnet {
  const { data, document } = loadMarkdown("lead-magnets", name, leadMagnetFrontMatter);
  if (data.file !== `guides/${name}.pdf`)
    throw new Error(`content/lead-magnets/${name}.md: file must be guides/${name}.pdf`);
  return { ...data, content: document.content };
}

checkAllListed("lead-magnets", NAMES);
export const MEDICARE_BREAKDOWN: LeadMagnet = loadLeadMagnet("medicare-breakdown");
export const AVOID_MEDICARE_MISTAKES: LeadMagnet = loadLeadMagnet("avoid-medicare-mistakes");
export const LEAD_MAGNETS: LeadMagnet[] = [MEDICARE_BREAKDOWN, AVOID_MEDICARE_MISTAKES];
