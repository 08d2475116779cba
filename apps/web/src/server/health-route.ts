/**
 * GET /api/health: `{ ok }`, 200 or 503 when something needs attention. With HEALTH_TOKEN (Authorization: Bearer) or
 * from this machine itself (health-access.ts) also the details: the leads database (reachable, schema version), the
 * delivery backlog and dead submissions, the last regeneration, the last Google reviews read and the free space under
 * DATA_DIR (no personal data; site-health.ts).
 */
import type { Hono } from "hono";
import type { AppEnv } from "../env.js";
import { mayReadHealthDetails } from "./health-access.js";
import type { SiteHealth } from "./site-health.js";
import type { Submissions } from "./submissions.js";

export const HEALTH_PATH = "/api/health";

export function registerHealthRoute(
  app: Hono,
  {
    env,
    submissions,
    siteHealth,
  }: { env: Pick<AppEnv, "healthToken">; submissions: Submissions; siteHealth: () => Promise<SiteHealth> },
): void {
  app.get(HEALTH_PATH, async (context) => {
    const [leads, site] = await Promise.all([submissions.health(), siteHealth()]);
    const ok = leads.ok && site.ok;
    // 503 when something needs attention (an uptime monitor alerts on the status). The public answer is that alone;
    // what needs attention (paths, hosts, error text, counts, disk) only with HEALTH_TOKEN or from this machine.
    const noStore = { "cache-control": "no-store", vary: "authorization" };
    if (!mayReadHealthDetails(context, env.healthToken)) return context.json({ ok }, ok ? 200 : 503, noStore);
    return context.json(
      {
        ok,
        database: leads.database,
        submissions: { ...leads.submissions, siteLimit: submissions.siteLimit() },
        appointments: leads.appointments,
        mail: leads.mail,
        ...(site.regeneration ? { regeneration: site.regeneration } : {}),
        ...(site.reviews ? { reviews: site.reviews } : {}),
        disk: site.disk,
      },
      ok ? 200 : 503,
      noStore,
    );
  });
}
