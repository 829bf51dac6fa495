// Regenerates the raster icons in apps/web/public (favicon-16.png, favicon-32.png, apple-touch-icon.png)
// from favicon.svg, and the Open Graph images (images/og/default.jpg, images/og/home.jpg) from the brand
// artwork. It is run by hand after the artwork changes and is not part of the build:
//
//   node scripts/generate-public-assets.mjs
//
// It needs a Chromium binary (CHROMIUM_PATH, default /usr/bin/chromium), driven through playwright.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const pub = path.join(root, 'apps/web/public');
const dataUri = (file) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(pub, file)).toString('base64')}`;

const BG = '#0b1020';
const FONT = "'Liberation Sans', 'DejaVu Sans', system-ui, sans-serif";

/** Aurora ribbons, glows and stars shared by the Open Graph images. */
const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"
  style="position:absolute;inset:0"><defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BG}"/>
    <stop offset=".55" stop-color="#151a42"/><stop offset="1" stop-color="#2d1b6b"/></linearGradient>
  <radialGradient id="gl" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#7c5cff" stop-opacity=".5"/>
    <stop offset="1" stop-color="#7c5cff" stop-opacity="0"/></radialGradient>
  <linearGradient id="au" x1="0" x2="1"><stop offset="0" stop-color="#22d3ee" stop-opacity="0"/>
    <stop offset=".5" stop-color="#22d3ee" stop-opacity=".3"/><stop offset="1" stop-color="#7c5cff" stop-opacity=".55"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/><rect width="1200" height="630" fill="url(#gl)"/>
  <path d="M0 470C220 380 420 500 640 420S1000 280 1200 340V410C1010 360 860 500 640 500S250 450 0 540Z" fill="url(#au)"/>
  <path d="M0 630V560C260 480 520 580 800 520S1100 470 1200 480V630Z" fill="#7c5cff" opacity=".14"/>
  <g fill="#fff"><circle cx="90" cy="80" r="2" opacity=".6"/><circle cx="260" cy="170" r="1.5" opacity=".5"/>
    <circle cx="420" cy="60" r="2" opacity=".5"/><circle cx="980" cy="90" r="2" opacity=".6"/>
    <circle cx="1120" cy="200" r="1.5" opacity=".5"/><circle cx="760" cy="40" r="1.5" opacity=".6"/>
    <circle cx="150" cy="330" r="1.5" opacity=".4"/><circle cx="1060" cy="560" r="1.5" opacity=".4"/></g></svg>`;

const wordmark = (size) =>
  `<div style="font:700 ${size}px/1.05 ${FONT};letter-spacing:-1px;color:#fff">
    <span style="background:linear-gradient(90deg,#a48bff,#22d3ee);-webkit-background-clip:text;color:transparent">Aurora</span>
    Casino</div>`;

const tagline = (text, align) =>
  `<div style="margin-top:22px;font:400 30px/1.3 ${FONT};color:#aab4e6;text-align:${align}">${text}</div>
   <div style="margin-top:26px;height:4px;width:120px;border-radius:2px;background:#f5c451;
     ${align === 'center' ? 'margin-left:auto;margin-right:auto' : ''}"></div>`;

const page = (body) =>
  `<!doctype html><html><body style="margin:0;width:1200px;height:630px;overflow:hidden;position:relative;
    background:${BG}">${body}</body></html>`;

const ogDefault = page(`${backdrop}
  <div style="position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center">
    <img src="${dataUri('favicon.svg')}" width="190" height="190"
      style="border-radius:42px;box-shadow:0 0 90px rgba(124,92,255,.55)">
    <div style="margin-top:40px">${wordmark(96)}</div>
    ${tagline('Slots · Live casino · Sports betting', 'center')}
  </div>`);

const ogHome = page(`${backdrop}
  <img src="${dataUri('images/banners/welcome.svg')}"
    style="position:absolute;right:-200px;bottom:0;height:560px;
      -webkit-mask-image:linear-gradient(to bottom,transparent,#000 22%)">
  <div style="position:absolute;inset:0;background:linear-gradient(90deg,${BG} 0%,rgba(11,16,32,.85) 38%,rgba(11,16,32,0) 62%)"></div>
  <div style="position:absolute;left:80px;top:0;bottom:0;display:flex;flex-direction:column;justify-content:center">
    <img src="${dataUri('favicon.svg')}" width="128" height="128"
      style="border-radius:28px;box-shadow:0 0 70px rgba(124,92,255,.5)">
    <div style="margin-top:34px">${wordmark(84)}</div>
    ${tagline('Your welcome bonus is waiting', 'left')}
  </div>`);

const favicon = (size, background) =>
  `<!doctype html><html><body style="margin:0;background:${background}">
    <img src="${dataUri('favicon.svg')}" width="${size}" height="${size}" style="display:block"></body></html>`;

/** [output file, viewport size, html, screenshot options] */
const jobs = [
  ['favicon-16.png', 16, 16, favicon(16, 'transparent'), { type: 'png', omitBackground: true }],
  ['favicon-32.png', 32, 32, favicon(32, 'transparent'), { type: 'png', omitBackground: true }],
  // iOS masks the touch icon itself and shows transparency as black: keep it opaque, full bleed.
  ['apple-touch-icon.png', 180, 180, favicon(180, BG), { type: 'png' }],
  ['images/og/default.jpg', 1200, 630, ogDefault, { type: 'jpeg', quality: 85 }],
  ['images/og/home.jpg', 1200, 630, ogHome, { type: 'jpeg', quality: 85 }],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
try {
  for (const [file, width, height, html, options] of jobs) {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html, { waitUntil: 'load' });
    await tab.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode()));
    });
    await tab.screenshot({ path: path.join(pub, file), ...options });
    await tab.close();
    console.info(`wrote apps/web/public/${file}`);
  }
} finally {
  await browser.close();
}
