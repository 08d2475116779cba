/** Offline images and texts for stories and tests. */

function svgImage(label: string, from: string, to: string, width = 640, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 9)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const sampleImages = {
  couple: svgImage("Medicare Advantage", "#173f70", "#1d4f8c"),
  pharmacy: svgImage("Part D drug plans", "#1e6b33", "#173f70"),
  office: svgImage("Our Tupelo office", "#7d310a", "#9a3d0d", 640, 400),
  team: svgImage("Our team", "#0c2340", "#1d4f8c", 640, 400),
};

/** An address that fails to load (nothing listens there). */
const brokenImage = "https://127.0.0.1:9/missing.jpg";

const tpmoDisclaimer =
  "We do not offer every plan available in your area. Currently we represent 8 organizations which offer 42 products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.";

const journey = [
  {
    year: 2014,
    title: "Opening our doors on Main Street",
    text: "We started as a two-person office in downtown Tupelo, helping neighbors understand their Medicare choices.",
  },
  {
    year: 2018,
    title: "A bigger team for a growing community",
    text: "More families trusted us, so we added licensed agents and began hosting free Medicare classes at the library.",
  },
  {
    year: 2020,
    title: "Helping from a distance",
    text: "When visits were hard, we met clients by phone and video so nobody had to choose a plan alone.",
  },
  {
    year: 2022,
    title: "Ten thousand questions answered",
    text: "Our free guides and videos began reaching people across Mississippi and beyond.",
  },
  {
    year: 2023,
    title: "A new home for our office",
    text: "We moved into a larger, step-free office with parking right by the door.",
  },
];

export { brokenImage, journey, sampleImages, svgImage, tpmoDisclaimer };
