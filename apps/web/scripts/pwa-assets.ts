/**
 * The installable-app files of the built site, written by the prerender (and by the e2e update test into a copy of
 * the build): /manifest.webmanifest and the Workbox service worker /sw.js with its /sw-runtime.js additions.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { webManifest } from "@tupelo-medicare/pwa/build";
import { defaultSiteConfig } from "@tupelo-medicare/ui";

export { OFFLINE_PAGE, writeServiceWorker } from "../src/regenerate/service-worker.js";
/** The brand colour of the header and the icons; also the page's theme-color meta (src/app/document.tsx). */
export const THEME_COLOR = "#173f70";

/** Writes manifest.webmanifest: the brand's names, standalone from '/', icons 192, 512 and a maskable 512. */
export async function writeWebManifest(clientDir: string): Promise<void> {
  const manifest = webManifest({
    name: defaultSiteConfig.brand,
    shortName: "Trace Medicare",
    description: defaultSiteConfig.defaultDescription,
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
