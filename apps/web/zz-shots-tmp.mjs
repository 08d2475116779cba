import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const pages = (process.env.PAGES ?? "home,about-us,team,contact-us,client-reviews,plans,resources,sitemap").split(",");
for (const [label, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text().slice(0, 160)); });
  page.on("pageerror", (e) => errors.push("PAGEERROR " + e.message.slice(0, 200)));
  for (const name of pages) {
    await page.goto(`http://127.0.0.1:4791/${name === "home" ? "" : name + "/"}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/mysite/${name}-${label}.png`, fullPage: true });
  }
  console.log(label, errors);
  await context.close();
}
await browser.close();
