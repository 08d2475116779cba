/** Where the browser posts submissions: the site's own server endpoints (see src/server/app.ts). */
export const SUBMISSION_ENDPOINTS = { lead: "/api/leads", contact: "/api/contact" } as const;
