/** Video address rules of docs/product.md (Display rules, Pages and routes), shared by the rich-text renderer and the UI kit (one implementation). */
import { safeHref } from "./links.js";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_LINK =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtu\.be\/|youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|v\/))([A-Za-z0-9_-]{11})(?=$|[?&#/])/i;
const VIMEO_LINK = /^(?:https?:)?\/\/(?:www\.)?(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)(?=$|[?#/])/i;

/** The 11-character id of a YouTube short, watch, embed or v/ link; null when none can be extracted. */
export function youTubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  return YOUTUBE_LINK.exec(link.trim())?.[1] ?? null;
}

/** The privacy-enhanced embed address for a YouTube id. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

/** The embed address for a page's video field: an embed/short/watch/v/ link or a bare 11-character id. */
export function pageVideoEmbedUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (YOUTUBE_ID.test(trimmed)) return youTubeEmbedUrl(trimmed);
  const id = youTubeId(trimmed);
  return id ? youTubeEmbedUrl(id) : null;
}

/** The Vimeo player address for a vimeo.com link; null when it is not one. */
export function vimeoEmbedUrl(link: string | null | undefined): string | null {
  const id = link ? VIMEO_LINK.exec(link.trim())?.[1] : undefined;
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/** What a video block shows. */
export type VideoSource =
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; embedUrl: string }
  | { kind: "embed"; embedUrl: string }
  | { kind: "file"; src: string };

/**
 * Resolves a video's addresses to what to show, or null for nothing: YouTube links only with an extractable id,
 * Vimeo links as player embeds, self-hosted files for the native player, other http(s) addresses as they are.
 */
export function resolveVideoSource(video: {
  videoUrl?: string | null;
  youTubeLink?: string | null;
  isSelfHosted?: boolean | null;
}): VideoSource | null {
  const url = video.videoUrl?.trim() ?? "";
  if (video.isSelfHosted && url) {
    const src = safeHref(url);
    return src && !/^(mailto|tel):/i.test(src) ? { kind: "file", src } : null;
  }
  const link = video.youTubeLink?.trim() || url;
  if (!link) return null;
  if (/youtu\.?be/i.test(link)) {
    const id = youTubeId(link);
    return id ? { kind: "youtube", id, embedUrl: youTubeEmbedUrl(id) } : null;
  }
  const vimeo = vimeoEmbedUrl(link);
  if (vimeo) return { kind: "vimeo", embedUrl: vimeo };
  const safe = safeHref(link);
  if (!safe || !/^(https?:)?\/\//i.test(safe)) return null;
  return { kind: "embed", embedUrl: safe };
}
