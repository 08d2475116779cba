/** Debian's chromium, never a downloaded browser: the flags every browser this app's tests and benches start uses. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Under libfaketime (the tests run on another day: `faketime -f +SECONDS pnpm test`, README "Testing on another
  // day") chromium's zygote cannot start its renderers; without a zygote they start as usual.
  ...(process.env.FAKETIME ? ["--no-zygote"] : []),
];
