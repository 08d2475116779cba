import type { ReactNode } from "react";
import { BOOT_ELEMENT_ID } from "../app/boot.js";
import { PwaNoticeTemplates } from "../app/pwa-notice-templates.js";
import type { BootAssets } from "../app/boot.js";
import { PreviewBanner } from "../preview/preview-banner.js";

/**
 * The whole HTML document, rendered on the server and hydrated in the browser (React 19 hoists page head tags).
 * `scripts={false}` leaves out the boot data and the client script (the static offline fallback page).
 */
export function Document({
  assets,
  boot,
  scripts = true,
  preview,
  children,
}: {
  assets: BootAssets;
  boot: string;
  scripts?: boolean;
  /** A draft preview page: never indexed, with the preview banner and Contentful's live-preview script. */
  preview?: { path: string; notes?: string[] } | undefined;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173f70" />
        {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />
        {assets.preload.map((item) => (
          <link
            key={item.href}
            rel="preload"
            href={item.href}
            as={item.as}
            type={item.type}
            crossOrigin={item.as === "font" ? "anonymous" : undefined}
          />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {preview ? <PreviewBanner path={preview.path} notes={preview.notes} /> : null}
        {children}
        {scripts ? <PwaNoticeTemplates /> : null}
        {scripts ? (
          <script id={BOOT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: boot }} />
        ) : null}
        {/* A module script runs once the document is parsed (boot data and islands all there). Low priority: the page is complete without it, so it never competes with the stylesheet, font and first
            image (promoteEntryScript lifts it on a page whose main tool hydrates at load). */}
        {scripts ? <script type="module" src={assets.script} fetchPriority="low" /> : null}
        {scripts && preview && assets.previewScript ? <script type="module" src={assets.previewScript} async /> : null}
      </body>
    </html>
  );
}

/**
 * A page with an island that hydrates at load (its main tool: search, the timeline, the contact form) loads the entry
 * script at the browser's normal priority, so the tool is ready as soon as possible; every other page keeps it low.
 */
export function promoteEntryScript(html: string, script: string): string {
  return html.replace(
    `<script type="module" src="${script}" fetchPriority="low">`,
    `<script type="module" src="${script}">`,
  );
}
