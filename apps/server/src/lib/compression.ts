/** The smallest answer worth compressing: below it the headers and the work cost more than they save. */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (listed, or `*`, with a non-zero quality). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const entry of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = entry.split(';').map((piece) => piece.trim());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
