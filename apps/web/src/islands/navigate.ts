/** Full-page navigation from an island (the site is prerendered page by page; islands carry no router). */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
