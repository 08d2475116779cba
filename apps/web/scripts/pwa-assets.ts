/**
 * The installable-app files of the built site, written by the prerender (and by the e2e update test into a copy of
 * the build): /manifest.webmanifest and the Workbox service worker /sw.js with its /sw-runtime.js additions.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { webManifest } from "@tupelo-medicare/pwa/build";
import type { SiteIdentity } from "../src/app/site-identity.js";

export { OFFLINE_PAGE, writeServiceWorker } from "../src/regenerate/service-worker.js";
/** The brand colour of the header and the icons; also the page's theme-color meta (src/app/document.tsx). */
export const THEME_COLOR = "#173f70";

/** The brand's first words that fit a home-screen label (15 characters): 'Trace Medicare Partners' → 'Trace Medicare'. */
export function shortNameOf(brand: string): string {
  const words = brand.split(/\s+/);
  let name = words[0] ?? brand;
  for (const word of words.slice(1)) {
    if (`${name} ${word}`.length > 15) break;
    name = `${name} ${word}`;
  }
  return name;
}

/**
 * Writes manifest.webmanifest: the brand's names and description (the site settings entry, as the pages were
 * rendered with), standalone from '/', icons 192, 512 and a maskable 512.
 */
export async function writeWebManifest(
  clientDir: string,
  site: Pick<SiteIdentity, "brand" | "defaultDescription">,
): Promise<void> {
  const manifest = webManifest({
    name: site.brand,
    shortName: shortNameOf(site.brand),
    description: site.defaultDescription,
    themeColor: THEME_COLOR,
    backgroundColor: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  });
  await writeFile(join(clientDir, "manifest.webmanifest"), `${JSON.stringify({ id: "/", ...manifest }, null, 2)}\n`);
}
