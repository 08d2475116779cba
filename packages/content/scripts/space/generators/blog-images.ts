/**
 * Generates the illustrations for the blog and the video library: flat SVG art in the brand palette, turned into
 * WebP (featured images, thumbnails, CTA images), PNG / JPG / GIF (images inside rich text, which the renderer
 * shows only for .jpg, .png and .gif) and one plain SVG. The outputs under embedded-assets/blog and
 * embedded-assets/videos are committed; run this again only when the art changes:
 *
 *   pnpm exec tsx scripts/space/generators/blog-images.ts
 *
 * Needs rsvg-convert, cwebp, ImageMagick's convert and ffmpeg (Debian: librsvg2-bin webp imagemagick ffmpeg).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ASSETS_DIR } from "../assets.js";

const C = {
  blue: "#173f70",
  blueDark: "#0f2c50",
  blueMid: "#3d6597",
  blueSoft: "#dce6f2",
  accent: "#b64a12",
  accentSoft: "#f3dccd",
  cream: "#f8f4ec",
  sand: "#ece4d4",
  grey: "#5b6470",
  greyLight: "#e4e1db",
  sage: "#c9d3c0",
  white: "#ffffff",
} as const;

const FONT = "Public Sans, Atkinson Hyperlegible, DejaVu Sans, Arial, sans-serif";

const esc = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function svg(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" font-family="${FONT}">${body}</svg>`;
}

function label(x: number, y: number, value: string, size: number, fill: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${extra}>${esc(value)}</text>`;
}

const check = (x: number, y: number, size: number, stroke: string): string =>
  `<path d="M${x} ${y + size * 0.55}l${size * 0.32} ${size * 0.32} ${size * 0.62}-${size * 0.72}" fill="none" stroke="${stroke}" stroke-width="${size * 0.16}" stroke-linecap="round" stroke-linejoin="round"/>`;

// ---- motifs, drawn in a 520 x 500 box ----------------------------------------------------------------------

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function calendar(year: string, highlighted: number[]): string {
  let cells = "";
  MONTHS.forEach((month, index) => {
    const x = 64 + (index % 4) * 100;
    const y = 150 + Math.floor(index / 4) * 92;
    const on = highlighted.includes(index);
    cells += `<rect x="${x}" y="${y}" width="88" height="78" rx="12" fill="${on ? C.accent : C.greyLight}"/>`;
    cells += label(x + 44, y + 48, month, 24, on ? C.white : C.grey, 'text-anchor="middle" font-weight="700"');
  });
  return `<rect x="52" y="52" width="440" height="430" rx="26" fill="${C.sand}"/>
<rect x="40" y="40" width="440" height="430" rx="26" fill="${C.white}"/>
<path d="M40 66a26 26 0 0 1 26-26h388a26 26 0 0 1 26 26v54H40z" fill="${C.blue}"/>
<rect x="120" y="18" width="16" height="52" rx="8" fill="${C.blueMid}"/><rect x="384" y="18" width="16" height="52" rx="8" fill="${C.blueMid}"/>
${label(260, 95, year, 32, C.white, 'text-anchor="middle" font-weight="700"')}${cells}`;
}

function checklist(checked: number): string {
  let rows = "";
  for (let i = 0; i < 4; i++) {
    const y = 150 + i * 78;
    rows += `<rect x="150" y="${y}" width="44" height="44" rx="8" fill="none" stroke="${C.blue}" stroke-width="5"/>`;
    if (i < checked) rows += check(156, y + 2, 34, C.accent);
    rows += `<rect x="214" y="${y + 12}" width="${160 - i * 18}" height="20" rx="10" fill="${C.greyLight}"/>`;
  }
  return `<rect x="96" y="40" width="340" height="440" rx="28" fill="${C.blue}"/>
<rect x="122" y="92" width="288" height="364" rx="14" fill="${C.white}"/>
<rect x="196" y="22" width="140" height="58" rx="18" fill="${C.accent}"/>
<circle cx="266" cy="50" r="11" fill="${C.cream}"/>${rows}
<circle cx="430" cy="420" r="62" fill="${C.accent}"/>${label(430, 440, "65", 52, C.white, 'text-anchor="middle" font-weight="700"')}`;
}

function twoCards(left: string, right: string): string {
  return `<rect x="20" y="70" width="220" height="340" rx="24" fill="${C.blue}"/>
<rect x="280" y="70" width="220" height="340" rx="24" fill="${C.white}" stroke="${C.blue}" stroke-width="6"/>
<circle cx="90" cy="170" r="18" fill="${C.blueSoft}"/><circle cx="170" cy="150" r="18" fill="${C.blueSoft}"/><circle cx="150" cy="230" r="18" fill="${C.blueSoft}"/>
<path d="M90 170L170 150L150 230Z" fill="none" stroke="${C.blueSoft}" stroke-width="5"/>
<path d="M390 120l62 24v48c0 42-28 70-62 84c-34-14-62-42-62-84v-48z" fill="${C.blueSoft}" stroke="${C.blue}" stroke-width="6"/>
${check(364, 176, 52, C.blue)}
${label(130, 350, left, 28, C.white, 'text-anchor="middle" font-weight="700"')}
${label(390, 350, right, 28, C.blue, 'text-anchor="middle" font-weight="700"')}
<circle cx="260" cy="240" r="40" fill="${C.accent}"/>${label(260, 252, "or", 32, C.white, 'text-anchor="middle" font-weight="700"')}`;
}

function shield(): string {
  const dots = [
    [70, 120],
    [450, 120],
    [60, 370],
    [460, 370],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="34" fill="${C.accentSoft}"/><circle cx="${x}" cy="${y}" r="14" fill="${C.accent}"/>`,
    )
    .join("");
  return `${dots}<path d="M260 40l170 64v120c0 118-78 196-170 236c-92-40-170-118-170-236V104z" fill="${C.blue}"/>
<path d="M260 86l128 48v92c0 90-58 150-128 182c-70-32-128-92-128-182v-92z" fill="${C.blueMid}"/>
<rect x="236" y="170" width="48" height="150" rx="10" fill="${C.white}"/><rect x="185" y="221" width="150" height="48" rx="10" fill="${C.white}"/>`;
}

function drugCap(): string {
  const heights = [70, 130, 190, 250, 300, 300];
  const bars = heights
    .map(
      (h, i) =>
        `<rect x="${60 + i * 72}" y="${430 - h}" width="52" height="${h}" rx="8" fill="${i < 4 ? C.blueMid : C.blue}"/>`,
    )
    .join("");
  return `<rect x="20" y="20" width="480" height="460" rx="26" fill="${C.white}"/>${bars}
<line x1="44" y1="122" x2="476" y2="122" stroke="${C.accent}" stroke-width="6" stroke-dasharray="16 10"/>
${label(476, 100, "$2,100 cap", 34, C.accent, 'text-anchor="end" font-weight="700"')}
<rect x="44" y="430" width="432" height="6" fill="${C.grey}"/>
<g transform="rotate(-30 130 120)"><rect x="70" y="96" width="120" height="48" rx="24" fill="${C.accent}"/><rect x="130" y="96" width="60" height="48" rx="0" fill="${C.accentSoft}"/><path d="M166 96h0a24 24 0 0 1 0 48h-36V96z" fill="${C.accentSoft}"/></g>`;
}

function incomeBars(): string {
  const heights = [110, 170, 230, 290, 350];
  const bars = heights
    .map(
      (h, i) =>
        `<rect x="${70 + i * 80}" y="${440 - h}" width="60" height="${h}" rx="8" fill="${i === 0 ? C.blueSoft : C.blue}"/>`,
    )
    .join("");
  return `<rect x="20" y="20" width="480" height="460" rx="26" fill="${C.white}"/>${bars}
<line x1="44" y1="320" x2="476" y2="320" stroke="${C.accent}" stroke-width="6" stroke-dasharray="16 10"/>
<circle cx="110" cy="120" r="54" fill="${C.accent}"/>${label(110, 138, "$", 52, C.white, 'text-anchor="middle" font-weight="700"')}
<rect x="44" y="440" width="432" height="6" fill="${C.grey}"/>`;
}

function clock(segments: number): string {
  let arcs = "";
  for (let i = 0; i < 6; i++) {
    const start = (-90 + i * 60) * (Math.PI / 180);
    const end = (-90 + (i + 1) * 60 - 4) * (Math.PI / 180);
    const r = 220;
    const p = (angle: number) => `${(260 + r * Math.cos(angle)).toFixed(1)} ${(250 + r * Math.sin(angle)).toFixed(1)}`;
    arcs += `<path d="M${p(start)}A${r} ${r} 0 0 1 ${p(end)}" fill="none" stroke="${i < segments ? C.accent : C.greyLight}" stroke-width="26"/>`;
  }
  return `${arcs}<circle cx="260" cy="250" r="176" fill="${C.white}" stroke="${C.blue}" stroke-width="10"/>
<line x1="260" y1="250" x2="260" y2="140" stroke="${C.blue}" stroke-width="14" stroke-linecap="round"/>
<line x1="260" y1="250" x2="340" y2="290" stroke="${C.blue}" stroke-width="14" stroke-linecap="round"/>
<circle cx="260" cy="250" r="16" fill="${C.accent}"/>`;
}

function people(): string {
  return `<path d="M60 250L260 90L460 250V470H60z" fill="${C.sand}"/>
<path d="M30 262L260 70L490 262" fill="none" stroke="${C.blue}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="200" cy="240" r="48" fill="${C.blueMid}"/><path d="M120 470v-90a80 80 0 0 1 160 0v90z" fill="${C.blue}"/>
<circle cx="335" cy="270" r="42" fill="${C.accent}"/><path d="M265 470v-70a70 70 0 0 1 140 0v70z" fill="${C.accent}"/>
<path d="M262 186c-10-22-44-18-44 8c0 20 28 34 44 48c16-14 44-28 44-48c0-26-34-30-44-8z" fill="${C.accent}"/>`;
}

function briefcase(): string {
  return `<rect x="40" y="150" width="320" height="250" rx="26" fill="${C.blue}"/>
<path d="M150 150v-40a20 20 0 0 1 20-20h60a20 20 0 0 1 20 20v40" fill="none" stroke="${C.blue}" stroke-width="18"/>
<rect x="40" y="250" width="320" height="14" fill="${C.blueMid}"/><rect x="180" y="236" width="40" height="44" rx="8" fill="${C.accent}"/>
<rect x="270" y="250" width="220" height="140" rx="16" fill="${C.white}" stroke="${C.grey}" stroke-width="4" transform="rotate(-8 380 320)"/>
<g transform="rotate(-8 380 320)"><rect x="270" y="250" width="220" height="36" rx="0" fill="${C.accent}"/>
<rect x="292" y="306" width="120" height="14" rx="7" fill="${C.greyLight}"/><rect x="292" y="334" width="170" height="14" rx="7" fill="${C.greyLight}"/></g>`;
}

const toothPath = (x: number, y: number, s: number, fill: string): string =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-30-36c-20 0-30 18-26 40c4 20 10 30 12 52c2 14 16 16 20 2l6-24c2-6 10-6 12 0l6 24c4 14 18 12 20-2c2-22 8-32 12-52c4-22-6-40-26-40c-12 0-16 6-18 6s-6-6-18-6z" fill="${fill}"/>`;

const glasses = (x: number, y: number, stroke: string): string =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${stroke}" stroke-width="9"><circle cx="-30" cy="0" r="24"/><circle cx="30" cy="0" r="24"/><path d="M-6 0q6-8 12 0M-54-4l-14-10M54-4l14-10"/></g>`;

const soundWaves = (x: number, y: number, stroke: string): string =>
  `<g transform="translate(${x} ${y})" fill="none" stroke="${stroke}" stroke-width="9" stroke-linecap="round"><path d="M-36-22h14l22-20v84l-22-20h-14z" fill="${stroke}"/><path d="M14-16a22 22 0 0 1 0 32M28-32a44 44 0 0 1 0 64"/></g>`;

function dentalVisionHearing(): string {
  return `<circle cx="140" cy="150" r="100" fill="${C.white}"/><circle cx="380" cy="150" r="100" fill="${C.white}"/><circle cx="260" cy="360" r="100" fill="${C.white}"/>
${toothPath(140, 150, 1.2, C.blue)}${glasses(380, 150, C.blue)}${soundWaves(262, 360, C.accent)}`;
}

function premiumCards(): string {
  return `<rect x="40" y="60" width="360" height="220" rx="24" fill="${C.blue}"/>
${label(76, 120, "Part B premium", 28, C.blueSoft)}${label(76, 196, "$202.90", 60, C.white, 'font-weight="700"')}${label(76, 246, "per month in 2026", 24, C.blueSoft)}
<rect x="140" y="250" width="340" height="200" rx="24" fill="${C.white}" stroke="${C.accent}" stroke-width="6"/>
${label(176, 310, "Deductible", 28, C.grey)}${label(176, 386, "$283", 64, C.accent, 'font-weight="700"')}${label(176, 426, "for the year", 24, C.grey)}`;
}

function roads(): string {
  return `<rect x="0" y="0" width="520" height="500" rx="26" fill="${C.blueSoft}"/>
<circle cx="410" cy="110" r="50" fill="${C.accentSoft}"/>
<path d="M0 300q130-90 260-20t260-30V474a26 26 0 0 1-26 26H26A26 26 0 0 1 0 474z" fill="${C.sage}"/>
<path d="M0 370q150-60 300 0t220-10V474a26 26 0 0 1-26 26H26A26 26 0 0 1 0 474z" fill="#b4c2a9"/>
<path d="M236 478c6-50 114-70 104-128s-90-50-70-80" fill="none" stroke="${C.sand}" stroke-width="34" stroke-linecap="round"/>
<path d="M236 478c6-50 114-70 104-128s-90-50-70-80" fill="none" stroke="${C.grey}" stroke-width="4" stroke-dasharray="14 14"/>
<g fill="${C.blue}"><path d="M90 300l40-34 40 34v46H90z"/><path d="M370 250l34-28 34 28v40h-68z"/></g>
<rect x="120" y="316" width="18" height="30" fill="${C.accent}"/><rect x="396" y="262" width="16" height="28" fill="${C.accent}"/>`;
}

function playBadge(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="${C.cream}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${C.accent}"/>
<path d="M${x - r * 0.3} ${y - r * 0.45}L${x + r * 0.5} ${y}L${x - r * 0.3} ${y + r * 0.45}z" fill="${C.white}"/>`;
}

// ---- frames ------------------------------------------------------------------------------------------------

/** A 16:9 card: title panel on the left, motif on the right; drawn on a 1200 x 675 canvas. */
function card(title: string[], motif: string, options: { play?: boolean; kicker?: string } = {}): string {
  const lines = title.map((line, i) => `<tspan x="64" dy="${i === 0 ? 0 : 64}">${esc(line)}</tspan>`).join("");
  const kicker = options.kicker
    ? label(64, 150, options.kicker.toUpperCase(), 22, C.accentSoft, 'font-weight="700" letter-spacing="3"')
    : "";
  return `<rect width="1200" height="675" fill="${C.cream}"/>
<circle cx="1150" cy="40" r="170" fill="${C.sand}"/><circle cx="620" cy="690" r="110" fill="${C.blueSoft}"/>
<rect width="540" height="675" fill="${C.blue}"/><rect x="64" y="92" width="80" height="8" rx="4" fill="${C.accent}"/>${kicker}
<text x="64" y="${options.kicker ? 236 : 210}" font-size="54" font-weight="700" fill="${C.white}">${lines}</text>
${label(64, 612, "Trace Medicare Partners", 24, "#c9d6e8")}
<g transform="translate(620 90)">${motif}</g>${options.play ? playBadge(540, 540, 54) : ""}`;
}

const featured = (title: string[], motif: string, kicker?: string): string =>
  svg(1200, 675, card(title, motif, { kicker }));
const thumbnail = (title: string[], motif: string): string =>
  svg(800, 450, card(title, motif, { play: true, kicker: "Video" }), "0 0 1200 675");

// ---- rich-text diagrams ------------------------------------------------------------------------------------

function iepTimeline(): string {
  const names = ["Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep"];
  let boxes = "";
  names.forEach((name, i) => {
    const x = 60 + i * 156;
    const birthday = i === 3;
    boxes += `<rect x="${x}" y="170" width="140" height="120" rx="16" fill="${birthday ? C.accent : i < 3 ? C.blue : C.blueMid}"/>`;
    boxes += label(x + 70, 226, name, 34, C.white, 'text-anchor="middle" font-weight="700"');
    boxes += label(x + 70, 264, `Month ${i + 1}`, 20, C.white, 'text-anchor="middle"');
  });
  return svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="${C.cream}"/>
${label(60, 80, "Your Initial Enrollment Period: 7 months", 40, C.blue, 'font-weight="700"')}
${label(60, 124, "Example: your 65th birthday is in June", 26, C.grey)}${boxes}
<path d="M60 330h452M684 330h452" stroke="${C.grey}" stroke-width="4"/>
${label(286, 372, "3 months before", 26, C.blue, 'text-anchor="middle" font-weight="700"')}
${label(598, 372, "Birthday month", 26, C.accent, 'text-anchor="middle" font-weight="700"')}
${label(910, 372, "3 months after", 26, C.blueMid, 'text-anchor="middle" font-weight="700"')}
${label(60, 446, "Sign up in the first 3 months and coverage can start the month you turn 65.", 26, C.grey)}`,
  );
}

function partDCapChart(): string {
  const spent = [180, 420, 690, 960, 1240, 1510, 1790, 2060, 2100, 2100, 2100, 2100];
  const x0 = 120;
  const base = 400;
  const scale = 260 / 2100;
  let bars = "";
  spent.forEach((value, i) => {
    const h = value * scale;
    bars += `<rect x="${x0 + i * 84}" y="${(base - h).toFixed(1)}" width="58" height="${h.toFixed(1)}" rx="6" fill="${value >= 2100 ? C.accent : C.blue}"/>`;
    bars += label(x0 + i * 84 + 29, 436, MONTHS[i]!, 20, C.grey, 'text-anchor="middle"');
  });
  return svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="${C.cream}"/>
${label(60, 70, "Part D in 2026: covered drug costs stop at $2,100", 34, C.blue, 'font-weight="700"')}
${label(60, 108, "Total paid so far this year, one made-up example", 24, C.grey)}
<line x1="100" y1="140" x2="1140" y2="140" stroke="${C.accent}" stroke-width="4" stroke-dasharray="14 10"/>
${label(1140, 130, "$2,100 yearly cap", 22, C.accent, 'text-anchor="end" font-weight="700"')}${bars}
<line x1="100" y1="400" x2="1140" y2="400" stroke="${C.grey}" stroke-width="3"/>
${label(60, 480, "After you reach the cap, you pay $0 for covered drugs for the rest of the year.", 24, C.grey)}`,
  );
}

function planGvsN(): string {
  const rows: Array<[string, string, string]> = [
    ["Part B deductible ($283)", "You pay", "You pay"],
    ["Doctor office visit", "$0 after deductible", "Up to $20 copay"],
    ["Emergency room visit", "$0 after deductible", "Up to $50 copay*"],
    ["Part B excess charges", "Covered", "Not covered"],
  ];
  let body = "";
  rows.forEach(([what, g, n], i) => {
    const y = 190 + i * 70;
    body += `<rect x="60" y="${y - 42}" width="1080" height="60" rx="10" fill="${i % 2 === 0 ? C.white : C.cream}"/>`;
    body += label(84, y, what, 24, C.blue, 'font-weight="700"');
    body += label(556, y, g, 24, C.blue);
    body += label(866, y, n, 24, C.accent);
  });
  return svg(
    1200,
    520,
    `<rect width="1200" height="520" fill="${C.sand}"/>
${label(60, 70, "Medigap Plan G and Plan N at a glance", 38, C.blue, 'font-weight="700"')}
<rect x="540" y="96" width="280" height="44" rx="22" fill="${C.blue}"/>${label(680, 127, "Plan G", 26, C.white, 'text-anchor="middle" font-weight="700"')}
<rect x="850" y="96" width="280" height="44" rx="22" fill="${C.accent}"/>${label(990, 127, "Plan N", 26, C.white, 'text-anchor="middle" font-weight="700"')}
${body}${label(60, 484, "* Plan N's ER copay is waived if you are admitted to the hospital.", 22, C.grey)}`,
  );
}

function aepCalendar(): string {
  const cell = (x: number, y: number, text: string, fill: string, color: string) =>
    `<rect x="${x}" y="${y}" width="300" height="150" rx="18" fill="${fill}"/>${label(x + 150, y + 70, text, 34, color, 'text-anchor="middle" font-weight="700"')}`;
  return svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="${C.cream}"/>
${label(60, 74, "Annual Enrollment Period: October 15 to December 7", 34, C.blue, 'font-weight="700"')}
${cell(60, 130, "October 15", C.accent, C.white)}${label(210, 244, "Window opens", 24, C.white, 'text-anchor="middle"')}
${cell(450, 130, "December 7", C.blue, C.white)}${label(600, 244, "Last day for changes", 24, C.white, 'text-anchor="middle"')}
${cell(840, 130, "January 1", C.blueSoft, C.blue)}${label(990, 244, "New coverage starts", 24, C.blue, 'text-anchor="middle"')}
<path d="M372 205h64M762 205h64" stroke="${C.grey}" stroke-width="6" stroke-linecap="round"/><path d="M424 193l14 12-14 12M814 193l14 12-14 12" fill="none" stroke="${C.grey}" stroke-width="6"/>
${label(60, 360, "Use the weeks in between to read your plan's Annual Notice of Change,", 28, C.grey)}
${label(60, 402, "check your doctors and drugs, and compare your choices.", 28, C.grey)}`,
  );
}

function ruralScene(): string {
  return svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="${C.blueSoft}"/><circle cx="1000" cy="110" r="60" fill="${C.accentSoft}"/>
<path d="M0 300q300-110 600-20t600-40V500H0z" fill="${C.sage}"/><path d="M0 380q350-70 700 0t500-10V500H0z" fill="#b4c2a9"/>
<path d="M520 500c20-80 260-100 240-170s-200-40-150-90" fill="none" stroke="${C.sand}" stroke-width="40" stroke-linecap="round"/>
<path d="M520 500c20-80 260-100 240-170s-200-40-150-90" fill="none" stroke="${C.grey}" stroke-width="4" stroke-dasharray="16 16"/>
<g fill="${C.blue}"><path d="M200 300l50-42 50 42v56H200z"/><path d="M900 280l44-36 44 36v50h-88z"/><path d="M640 232l30-24 30 24v34h-60z"/></g>
<rect x="236" y="318" width="22" height="38" fill="${C.accent}"/><rect x="932" y="294" width="20" height="36" fill="${C.accent}"/>
<rect x="40" y="34" width="700" height="64" rx="14" fill="${C.white}"/>${label(64, 76, "Miles between you and your care matter", 28, C.blue, 'font-weight="700"')}`,
  );
}

function coverageIcons(): string {
  const item = (x: number, icon: string, text: string) =>
    `<circle cx="${x}" cy="170" r="110" fill="${C.white}"/>${icon}${label(x, 340, text, 32, C.blue, 'text-anchor="middle" font-weight="700"')}`;
  return svg(
    1200,
    420,
    `<rect width="1200" height="420" fill="${C.cream}"/>
${item(240, toothPath(240, 170, 1.3, C.blue), "Dental")}${item(600, glasses(600, 170, C.blue), "Vision")}${item(960, soundWaves(962, 170, C.accent), "Hearing")}`,
  );
}

function medigapWindowFrame(filled: number): string {
  let blocks = "";
  for (let i = 0; i < 6; i++) {
    blocks += `<rect x="${40 + i * 92}" y="90" width="80" height="80" rx="12" fill="${i < filled ? C.accent : C.greyLight}"/>`;
    blocks += label(
      80 + i * 92,
      142,
      String(i + 1),
      30,
      i < filled ? C.white : C.grey,
      'text-anchor="middle" font-weight="700"',
    );
  }
  return svg(
    640,
    240,
    `<rect width="640" height="240" fill="${C.cream}"/>${label(40, 60, "Medigap open enrollment: 6 months", 28, C.blue, 'font-weight="700"')}
${blocks}${label(40, 214, filled < 6 ? "Starts the month your Part B starts" : "After this, health questions may apply", 22, C.grey)}`,
  );
}

// ---- the catalogue -----------------------------------------------------------------------------------------

interface Output {
  file: string;
  source: string;
  kind: "webp" | "png" | "jpg" | "svg";
}

const outputs: Output[] = [
  // featured images for blog posts
  {
    file: "blog/featured-turning-65.webp",
    kind: "webp",
    source: featured(["Turning 65?", "Your Medicare", "checklist"], checklist(3)),
  },
  {
    file: "blog/featured-initial-enrollment.webp",
    kind: "webp",
    source: featured(["Your Initial", "Enrollment", "Period"], calendar("7 months", [2, 3, 4, 5, 6, 7, 8])),
  },
  {
    file: "blog/featured-advantage-vs-medigap.webp",
    kind: "webp",
    source: featured(["Medicare", "Advantage or", "Medigap?"], twoCards("Advantage", "Medigap")),
  },
  {
    file: "blog/featured-advantage-covers.webp",
    kind: "webp",
    source: featured(["What Medicare", "Advantage", "covers"], shield()),
  },
  {
    file: "blog/featured-plan-g-vs-n.webp",
    kind: "webp",
    source: featured(["Medigap", "Plan G or", "Plan N?"], twoCards("Plan G", "Plan N")),
  },
  {
    file: "blog/featured-medigap-timing.webp",
    kind: "webp",
    source: featured(["Medigap", "timing", "matters"], clock(6)),
  },
  {
    file: "blog/featured-part-d-cap.webp",
    kind: "webp",
    source: featured(["The $2,100", "Part D cap"], drugCap(), "2026"),
  },
  {
    file: "blog/featured-part-d-penalty.webp",
    kind: "webp",
    source: featured(
      ["Avoid the", "Part D late", "penalty"],
      calendar("No gaps", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    ),
  },
  {
    file: "blog/featured-aep-checklist.webp",
    kind: "webp",
    source: featured(["Annual", "Enrollment", "checklist"], calendar("Oct 15 - Dec 7", [9, 10, 11])),
  },
  {
    file: "blog/featured-part-b-2026.webp",
    kind: "webp",
    source: featured(["Part B costs", "for 2026"], premiumCards()),
  },
  { file: "blog/featured-irmaa.webp", kind: "webp", source: featured(["What is", "IRMAA?"], incomeBars()) },
  {
    file: "blog/featured-dental-vision-hearing.webp",
    kind: "webp",
    source: featured(["Dental, vision", "and hearing"], dentalVisionHearing()),
  },
  {
    file: "blog/featured-helping-a-parent.webp",
    kind: "webp",
    source: featured(["Helping a", "parent with", "Medicare"], people(), "Caregiving"),
  },
  { file: "blog/featured-working-past-65.webp", kind: "webp", source: featured(["Working", "past 65"], briefcase()) },
  // images inside rich text
  { file: "blog/iep-timeline.png", kind: "png", source: iepTimeline() },
  { file: "blog/part-d-cap-chart.png", kind: "png", source: partDCapChart() },
  { file: "blog/aep-calendar.png", kind: "png", source: aepCalendar() },
  { file: "blog/rural-roads.png", kind: "png", source: ruralScene() },
  { file: "blog/plan-g-vs-n-chart.jpg", kind: "jpg", source: planGvsN() },
  { file: "blog/coverage-icons.svg", kind: "svg", source: coverageIcons() },
  { file: "blog/coverage-icons.webp", kind: "webp", source: coverageIcons() },
  // call-to-action images
  {
    file: "blog/cta-free-guide.webp",
    kind: "webp",
    source: featured(["Your free", "Medicare", "Breakdown"], checklist(4), "Free guide"),
  },
  {
    file: "blog/cta-schedule.webp",
    kind: "webp",
    source: featured(["Talk with a", "local agent"], people(), "Tupelo, MS"),
  },
  // video thumbnails
  { file: "videos/thumb-what-is-medicare.webp", kind: "webp", source: thumbnail(["What is", "Medicare?"], shield()) },
  { file: "videos/thumb-four-parts.webp", kind: "webp", source: thumbnail(["Parts A, B,", "C and D"], checklist(4)) },
  {
    file: "videos/thumb-turning-65.webp",
    kind: "webp",
    source: thumbnail(["Turning 65:", "first steps"], checklist(2)),
  },
  {
    file: "videos/thumb-advantage-basics.webp",
    kind: "webp",
    source: thumbnail(["Medicare", "Advantage", "basics"], twoCards("HMO", "PPO")),
  },
  {
    file: "videos/thumb-plan-g.webp",
    kind: "webp",
    source: thumbnail(["Medigap", "Plan G"], twoCards("Plan G", "Plan N")),
  },
  { file: "videos/thumb-part-d-cap.webp", kind: "webp", source: thumbnail(["The $2,100", "drug cap"], drugCap()) },
  {
    file: "videos/thumb-enrollment-calendar.webp",
    kind: "webp",
    source: thumbnail(["Enrollment", "dates"], calendar("Key dates", [0, 1, 2, 9, 10, 11])),
  },
  {
    file: "videos/thumb-late-penalties.webp",
    kind: "webp",
    source: thumbnail(["Avoiding", "late penalties"], clock(4)),
  },
  { file: "videos/thumb-welcome.webp", kind: "webp", source: thumbnail(["Welcome to", "our office"], roads()) },
  { file: "videos/thumb-irmaa.webp", kind: "webp", source: thumbnail(["IRMAA in", "plain English"], incomeBars()) },
  {
    file: "videos/thumb-helping-a-parent.webp",
    kind: "webp",
    source: thumbnail(["Helping a", "parent enroll"], people()),
  },
  {
    file: "videos/thumb-dental-vision-hearing.webp",
    kind: "webp",
    source: thumbnail(["Dental, vision", "and hearing"], dentalVisionHearing()),
  },
  { file: "videos/thumb-rural-care.webp", kind: "webp", source: thumbnail(["Medicare in", "rural areas"], roads()) },
];

/** A six-second self-hosted welcome clip (VP9 WebM, no sound), drawn by ffmpeg from a flat background and text. */
function welcomeVideo(target: string): void {
  const bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
  const regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
  const line = (font: string, value: string, color: string, size: number, y: number, delay: number) =>
    `drawtext=fontfile=${font}:text='${value}':fontcolor=${color}:fontsize=${size}:x=40:y=${y}:alpha='min(1,max(0,t-${delay}))'`;
  const filters = [
    "drawbox=x=40:y=120:w='min(t*240,120)':h=8:color=0xb64a12:t=fill",
    line(bold, "Welcome to", "0xffffff", 34, 150, 0),
    line(bold, "Trace Medicare Partners", "0xffffff", 40, 196, 0.6),
    line(regular, "Local Medicare help in Tupelo since 1992", "0xdce6f2", 22, 262, 1.6),
    line(regular, "(662) 555-0142", "0xf3dccd", 22, 300, 2.6),
    "fade=t=out:st=5.3:d=0.7",
  ].join(",");
  execFileSync("ffmpeg", [
    ...["-loglevel", "error", "-y", "-f", "lavfi", "-i", "color=c=0x173f70:s=640x360:d=6:r=24", "-vf", filters],
    ...[
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "45",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-an",
      target,
    ],
  ]);
}

function main(): void {
  const work = mkdtempSync(join(tmpdir(), "blog-images-"));
  try {
    for (const output of outputs) {
      const target = join(ASSETS_DIR, output.file);
      if (output.kind === "svg") {
        writeFileSync(target, output.source.replace(/\n/g, ""));
        continue;
      }
      const svgFile = join(work, "art.svg");
      const pngFile = join(work, "art.png");
      writeFileSync(svgFile, output.source);
      // The JPG is a text-heavy table: a slightly smaller raster keeps it under 40 KB.
      execFileSync("rsvg-convert", [...(output.kind === "jpg" ? ["-w", "960"] : []), "-o", pngFile, svgFile]);
      if (output.kind === "webp") execFileSync("cwebp", ["-quiet", "-q", "78", "-m", "6", pngFile, "-o", target]);
      if (output.kind === "png") execFileSync("convert", [pngFile, "-strip", "-colors", "48", `PNG8:${target}`]);
      if (output.kind === "jpg")
        execFileSync("convert", [pngFile, "-strip", "-quality", "70", "-sampling-factor", "4:2:0", target]);
    }
    // A small animated GIF: the six-month Medigap window filling in, the full window held for a few beats.
    for (let frame = 0; frame <= 9; frame++) {
      const svgFile = join(work, `frame-${frame}.svg`);
      writeFileSync(svgFile, medigapWindowFrame(Math.min(frame, 6)));
      execFileSync("rsvg-convert", ["-o", join(work, `frame-${frame}.png`), svgFile]);
    }
    const palette = "split[a][b];[a]palettegen=max_colors=16:stats_mode=full[p];[b][p]paletteuse=dither=none";
    const gif = join(ASSETS_DIR, "blog/medigap-window.gif");
    execFileSync("ffmpeg", [
      "-loglevel",
      "error",
      "-y",
      "-framerate",
      "1.4",
      "-i",
      join(work, "frame-%d.png"),
      "-vf",
      palette,
      "-loop",
      "0",
      gif,
    ]);
    welcomeVideo(join(ASSETS_DIR, "videos/welcome-to-trace-medicare-partners.webm"));
    const extras = ["blog/medigap-window.gif", "videos/welcome-to-trace-medicare-partners.webm"];
    for (const file of [...outputs.map((output) => output.file), ...extras]) {
      console.info(`${file}: ${(statSync(join(ASSETS_DIR, file)).size / 1024).toFixed(1)} KB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
