// Only the jsdom test files (pages, islands) use Testing Library. CI runs them beside the browser tests on two cores:
// findBy/waitFor wait up to 5 s, not 1 s, before failing.
if (typeof window !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}
