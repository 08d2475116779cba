/** Tooltip open delay (docs/product.md, Constants; Radix's default, passed explicitly). */
const TOOLTIP_DELAY_MS = 700;
/** Tooltip skip delay: moving between triggers within this time opens the next one at once (docs/product.md: Constants). */
const TOOLTIP_SKIP_DELAY_MS = 300;
/** Navigation menu hover delay before a dropdown opens (docs/product.md: Constants). */
const NAVIGATION_MENU_DELAY_MS = 200;
/** Navigation menu skip delay (docs/product.md: Constants). */
const NAVIGATION_MENU_SKIP_DELAY_MS = 300;
/** Navigation menu close delay after the pointer leaves (docs/product.md, Constants; fixed inside Radix, not configurable). */
const NAVIGATION_MENU_CLOSE_DELAY_MS = 150;
/** The mobile appointment bar hides this long after scrolling stops (docs/product.md: Constants). */
const MOBILE_BAR_HIDE_DELAY_MS = 2000;
/** Images start loading this far before they scroll into view (docs/product.md: Constants). */
const IMAGE_LAZY_ROOT_MARGIN = "50px";
/** Share of a video that must be visible before its player loads (docs/product.md: Constants). */
const VIDEO_OBSERVER_THRESHOLD = 0.1;
/** An embedded player that has not loaded after this long shows the failure message. */
const VIDEO_LOAD_TIMEOUT_MS = 20_000;

export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  NAVIGATION_MENU_DELAY_MS,
  NAVIGATION_MENU_SKIP_DELAY_MS,
  NAVIGATION_MENU_CLOSE_DELAY_MS,
  MOBILE_BAR_HIDE_DELAY_MS,
  IMAGE_LAZY_ROOT_MARGIN,
  VIDEO_OBSERVER_THRESHOLD,
  VIDEO_LOAD_TIMEOUT_MS,
};
