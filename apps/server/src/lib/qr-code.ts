import qrcode from 'qrcode-generator';

/**
 * A QR code of `text` as an SVG data URL (for an `<img>`; the site's CSP allows data: images). Error
 * correction M, the size chosen by the library to fit the text.
 */
export function qrCodeDataUrl(text: string): string {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const svg = code.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
