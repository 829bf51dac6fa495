export const MULTIPART_TYPE = 'multipart/form-data; boundary=testboundary';
const BOUNDARY = '--testboundary';

/**
 * A multipart/form-data body as a browser's FormData sends it: text fields (a list repeats its name)
 * and, when given, files of that many bytes.
 */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: Record<string, number> = {},
): string {
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`,
    ),
  );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      `${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="scan.png"\r\n` +
        `content-type: image/png\r\n\r\n${'x'.repeat(bytes)}\r\n`,
    );
  }
  return `${parts.join('')}${BOUNDARY}--\r\n`;
}
