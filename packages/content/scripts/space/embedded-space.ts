import { SpaceBuilder } from "./builder.js";
import type { ContentfulExport } from "./builder.js";
import { contentModel } from "./model.js";
import { addBlogContent } from "./content/blog.js";
import { addVideoContent } from "./content/videos.js";
import { addPageContent } from "./content/pages.js";
import { addGuideContent } from "./content/guides.js";
import { addTeamContent } from "./content/team.js";
import { addReviewsAndSettings } from "./content/reviews-and-settings.js";
import { checkLinks } from "./check-links.js";

/** Builds the embedded space; throws if any link points at a missing entry or asset (except deliberate ones). */
export function buildEmbeddedSpace(): ContentfulExport {
  const builder = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) builder.contentType(type);
  addBlogContent(builder);
  addVideoContent(builder);
  addPageContent(builder);
  addGuideContent(builder);
  addTeamContent(builder);
  addReviewsAndSettings(builder);
  const space = builder.toExport();
  checkLinks(space);
  return space;
}
