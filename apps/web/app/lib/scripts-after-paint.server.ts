import { scriptJson } from '@casino/shared/routing/personal-parts';

import { AFTER_FIRST_PAINT_ATTRIBUTE } from './after-first-paint.ts';

/** The id of the script that starts the page's scripts; the bench reads its list of modules. */
export const PAGE_SCRIPTS_ID = 'page-scripts';
/** The longest the page waits for its first frame before starting its scripts anyway. */
export const FIRST_PAINT_WAIT_MS = 200;

const MODULE_SCRIPT_OPEN = / type="module" async="">/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const FETCH_PRELOAD = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"\/>/g;
/** A frame marked with `AFTER_FIRST_PAINT` (React escapes `>` in attribute values, so a tag ends at the first). */
const FRAME_AFTER_PAINT = new RegExp(`<iframe\\b[^>]* ${AFTER_FIRST_PAINT_ATTRIBUTE}=""[^>]*>`, 'g');

/**
 * Starts the page's scripts — the router's module script, its module preloads and the messages' fetch —
 * once the server's HTML has been painted (decision 0063). On a slow connection the 140 KB of scripts and
 * messages no longer share the line with the stylesheets and the first images, so the page shows sooner;
 * they are all asked for at once right after the first paint, so hydration waits about one round trip
 * longer. The paint is the browser's own paint timing entry (timers can be held: a test's fake clock),
 * else the task after the next animation frame. A hidden tab paints nothing and starts at once; a paint
 * that does not come within `FIRST_PAINT_WAIT_MS` is not waited for. Scripts it creates carry its own
 * nonce (read from itself, so a cached page's nonce stays the only copy). A frame marked with
 * `AFTER_FIRST_PAINT` (a game) gets its `src` at the same moment (decision 0066): its page, stylesheets,
 * scripts and fonts no longer share the line with what the first paint needs.
 */
export function startScriptsAfterFirstPaint(html: Buffer): Buffer {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) return html;
  const tail = html.subarray(headEnd, bodyEnd).toString();
  const open = MODULE_SCRIPT_OPEN.exec(tail);
  if (!open) return html;
  const scriptStart = tail.lastIndexOf('<script', open.index);
  const codeStart = open.index + open[0].length;
  const codeEnd = tail.indexOf('</script>', codeStart);
  if (codeEnd < 0) return html;

  const modules: string[] = [];
  const fetches: string[] = [];
  const head = html
    .subarray(0, headEnd)
    .toString()
    .replace(MODULE_PRELOAD, (_, href: string) => {
      modules.push(href);
      return '';
    })
    .replace(FETCH_PRELOAD, (_, href: string) => {
      fetches.push(href);
      return '';
    });
  const nonce = /nonce="([^"]*)"/.exec(tail.slice(scriptStart, codeStart))?.[1];
  const start = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`} id="${PAGE_SCRIPTS_ID}">(${LOADER})(${scriptJson(
    { modules, fetches, code: tail.slice(codeStart, codeEnd) },
  )},${FIRST_PAINT_WAIT_MS})</script>`;
  const markup = tail
    .slice(0, scriptStart)
    .replace(FRAME_AFTER_PAINT, (tag) => tag.replace(' src="', ' data-src="'));
  return Buffer.concat([
    Buffer.from(head),
    Buffer.from(markup),
    Buffer.from(start),
    Buffer.from(tail.slice(codeEnd + '</script>'.length)),
    html.subarray(bodyEnd),
  ]);
}

/** The browser's half, kept small and in plain ES5: it runs before any of the site's code. */
const LOADER = `function(p,wait){var d=document,n=d.currentScript.nonce,started=0;
function go(){if(started)return;started=1;
Array.prototype.forEach.call(d.querySelectorAll("iframe[${AFTER_FIRST_PAINT_ATTRIBUTE}][data-src]"),function(f){f.setAttribute("src",f.getAttribute("data-src"));f.removeAttribute("data-src")});
p.fetches.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)});
p.modules.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});
var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=p.code;d.body.appendChild(s)}
if(d.visibilityState!=="visible")return go();
var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;
if(types&&types.indexOf("paint")>=0)new P(function(){go()}).observe({type:"paint",buffered:true});
else requestAnimationFrame(function(){setTimeout(go,0)});
setTimeout(go,wait)}`.replace(/\n/g, '');
