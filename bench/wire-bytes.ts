import { get } from 'node:http';

/** Bytes a response takes on the wire for a browser that accepts brotli and gzip (body only). */
function transferred(url: URL): Promise<{ bytes: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] ?? 'none' });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The scripts a page starts with: script and module-preload tags, and the modules its loader starts
 * after the first paint (apps/web/app/lib/scripts-after-paint.server.ts).
 */
export function initialScripts(html: string): Set<string> {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g))
    scripts.add(match[1] as string);
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) scripts.add(match[1] as string);
  const started = /"modules":\[([^\]]*)\]/.exec(html)?.[1];
  for (const module of started ? (JSON.parse(`[${started}]`) as string[]) : []) scripts.add(module);
  return scripts;
}

/**
 * A first visit's page, its initial scripts (module scripts and modulepreloads) and its stylesheets,
 * in KB as they travel (compressed as the server sends them).
 */
export async function wireKb(pageUrl: string): Promise<{ html: number; js: number; css: number }> {
  const page = new URL(pageUrl);
  const html = await transferred(page);
  const text = (await (await fetch(page)).text()).toString();
  const scripts = initialScripts(text);
  const styles = new Set<string>();
  for (const match of text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g))
    styles.add(match[1] as string);
  const sum = async (sources: Set<string>) => {
    let bytes = 0;
    for (const source of sources) bytes += (await transferred(new URL(source, page))).bytes;
    return bytes / 1024;
  };
  return { html: html.bytes / 1024, js: await sum(scripts), css: await sum(styles) };
}
