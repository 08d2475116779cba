import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./src/test-support/postgres.js";

/** One throwaway PostgreSQL cluster for the whole run; each test file creates its own database in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
