/** Makes a path absolute against the site's origin; absolute addresses are returned unchanged. */
function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  try {
    return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
  } catch {
    return pathOrUrl;
  }
}

export { absoluteUrl };
