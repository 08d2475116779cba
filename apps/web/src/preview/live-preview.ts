/**
 * Loaded only on draft preview pages (never on the published site): inside Contentful's web app, Contentful's
 * live preview SDK outlines the fields an editor can click through to (inspector mode, from the
 * data-contentful-* attributes), and the page reloads from the Preview API when the editor saves. Outside
 * Contentful's frame the SDK does nothing.
 */
import { ContentfulLivePreview } from "@contentful/live-preview";

void ContentfulLivePreview.init({ locale: "en-US", enableInspectorMode: true, enableLiveUpdates: false })?.then(() => {
  ContentfulLivePreview.subscribe("save", { callback: () => window.location.reload() });
});
