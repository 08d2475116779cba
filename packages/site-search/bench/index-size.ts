/**
 * Index file sizes (raw, gzip -9, brotli) for the embedded content space and for a generated space of 1,000 posts
 * of about 1,100 words each (sentences drawn from the real content, shuffled, with names and figures varied so the
 * vocabulary grows as a real blog's does). Run: pnpm bench (needs @tupelo-medicare/content built).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { documentsFromContent } from "../src/content.js";
import { createSearchIndex, loadSearchIndex, search } from "../src/index.js";
import type { SearchDocument, SearchIndexJson } from "../src/index.js";

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(label: string, json: SearchIndexJson): void {
  const text = JSON.stringify(json);
  const part = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  const raw = Buffer.from(text);
  const gzip = gzipSync(raw, { level: 9 }).length;
  const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(
    `${label.padEnd(44)} ${String(json.documents.length).padStart(5)} docs  raw ${kb(raw.length).padStart(9)}  gzip ${kb(gzip).padStart(8)}  brotli ${kb(brotli).padStart(8)}` +
      `  (index ${kb(part(json.index))}, stored fields ${kb(part(json.documents))})`,
  );
}

// A small seeded generator, so every run measures the same space.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLACES = [
  "Tupelo",
  "Oxford",
  "Starkville",
  "Columbus",
  "Corinth",
  "Booneville",
  "Fulton",
  "Pontotoc",
  "Houston",
  "Aberdeen",
  "Amory",
  "Iuka",
  "Ripley",
  "New Albany",
  "Okolona",
  "Baldwyn",
  "Belmont",
  "Hattiesburg",
  "Meridian",
  "Greenville",
  "Clarksdale",
  "Grenada",
  "Batesville",
  "Kosciusko",
  "Philadelphia",
  "Louisville",
  "Macon",
  "West Point",
  "Eupora",
  "Winona",
  "Vicksburg",
  "Natchez",
  "McComb",
  "Brookhaven",
  "Laurel",
  "Picayune",
  "Gulfport",
  "Biloxi",
  "Pascagoula",
  "Muscle Shoals",
  "Florence",
  "Huntsville",
  "Decatur",
  "Memphis",
  "Jackson",
  "Nashville",
  "Birmingham",
  "Little Rock",
  "Monroe",
  "Shreveport",
];
const TOPICS = [
  "insulin",
  "statins",
  "cataract surgery",
  "hearing aids",
  "dentures",
  "knee replacement",
  "physical therapy",
  "dialysis",
  "chemotherapy",
  "cardiac rehab",
  "home health",
  "hospice",
  "skilled nursing",
  "ambulance",
  "durable medical equipment",
  "oxygen",
  "CPAP",
  "diabetic supplies",
  "flu shots",
  "shingles vaccine",
  "colonoscopy",
  "mammogram",
  "telehealth",
  "chiropractic",
  "podiatry",
  "eyeglasses",
  "glaucoma",
  "blood thinners",
  "inhalers",
  "glucose monitors",
  "wound care",
];

async function main(): Promise<void> {
  const embedded = await documentsFromContent(createEmbeddedContentClient({ strict: true }));
  sizes("embedded space", createSearchIndex(embedded));
  sizes("embedded space, no stored body", createSearchIndex(embedded, { excerptSourceLength: 0 }));

  const sentences = embedded.flatMap((document) =>
    document.body.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(" ").length >= 5),
  );
  const titles = embedded.filter((document) => document.kind === "article").map((document) => document.title);
  const next = random(65);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const generated: SearchDocument[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const words: string[] = [];
    const headings: string[] = [];
    while (words.length < 1100) {
      if (words.length % 250 === 0) headings.push(`${pick(TOPICS)} in ${pick(PLACES)}`);
      let sentence = pick(sentences);
      if (next() < 0.25) sentence = `In ${pick(PLACES)}, ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
      if (next() < 0.2)
        sentence += ` That includes ${pick(TOPICS)} and ${pick(TOPICS)}, about $${Math.floor(next() * 5000)} a year for client ${Math.floor(next() * 100000)}.`;
      words.push(...sentence.split(" "));
    }
    generated.push({
      id: `post-${i}`,
      kind: "article",
      title: `${pick(titles)} (${pick(PLACES)}, part ${i + 1})`,
      url: `/blog/medicare-question-${i + 1}`,
      date: new Date(Date.UTC(2018, 0, 1) + i * 2 * 86_400_000).toISOString(),
      description: words.slice(0, 28).join(" "),
      keywords: [pick(TOPICS), pick(PLACES), "Medicare"],
      headings,
      body: words.join(" "),
    });
  }
  const started = performance.now();
  const large = createSearchIndex(generated);
  const buildMs = performance.now() - started;
  sizes("1,000 generated posts of ~1,100 words", large);
  sizes("1,000 generated posts, 200 chars stored", createSearchIndex(generated, { excerptSourceLength: 200 }));
  sizes("1,000 generated posts, no stored body", createSearchIndex(generated, { excerptSourceLength: 0 }));

  const text = JSON.stringify(large);
  let t = performance.now();
  const index = loadSearchIndex(text);
  const loadMs = performance.now() - t;
  const queries = [
    "medigap plam g",
    "irmma",
    "penelty part d",
    "turnign 65",
    "dental vision hearing",
    "medicare advantage vs medigap",
  ];
  t = performance.now();
  for (let round = 0; round < 10; round += 1) for (const query of queries) search(index, query, { limit: 10 });
  const queryMs = (performance.now() - t) / (10 * queries.length);
  console.log(
    `1,000 posts: build ${buildMs.toFixed(0)} ms, JSON.parse + load ${loadMs.toFixed(0)} ms, a typo-tolerant query ${queryMs.toFixed(1)} ms (node)`,
  );
}

await main();
