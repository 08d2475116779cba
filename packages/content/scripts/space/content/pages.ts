/**
 * Foundational pages (content type foundationalPage, entry id `page-{pageSlug}`) and their illustrations
 * (assets `img-page-{name}`, files in embedded-assets/pages/).
 */
import type { SpaceBuilder } from "../builder.js";
import { addBrandPages } from "./pages-brand.js";
import { addLegalPages } from "./pages-legal.js";
import { addMedicarePages } from "./pages-medicare.js";
import { addPlanPages } from "./pages-plans.js";
import { addResourcePages } from "./pages-resources.js";
import { registerPageImages } from "./pages-shared.js";
import { addStatePages } from "./pages-states.js";

export function addPageContent(builder: SpaceBuilder): void {
  registerPageImages(builder);
  addPlanPages(builder);
  addMedicarePages(builder);
  addBrandPages(builder);
  addLegalPages(builder);
  addResourcePages(builder);
  addStatePages(builder);
}
