import {
  IMAGE_WIDTHS,
  type ImageDensity,
  isOptimisableImage,
  type OptimisedImageRequest,
} from '@casino/shared/images/optimised-image';
import { z } from 'zod';

const WIDTH_ERROR = `Must be one of ${IMAGE_WIDTHS.join(', ')}`;

/**
 * The optimiser's query (built by optimisedImageUrl), strictly: exactly `src`, `w` and `dpr`, each once;
 * `w` one of IMAGE_WIDTHS, `dpr` 1 or 2, `src` as isOptimisableImage says. One reason per parameter.
 */
const imageQuery = z.strictObject({
  src: z
    .string({ error: 'Required: one site image path' })
    .refine(isOptimisableImage, 'Must be a .png, .jpg or .webp path below /images/'),
  w: z
    .string({ error: WIDTH_ERROR })
    .regex(/^\d{1,4}$/, WIDTH_ERROR)
    .transform(Number)
    .refine((width) => (IMAGE_WIDTHS as readonly number[]).includes(width), WIDTH_ERROR),
  dpr: z
    .enum(['1', '2'], { error: 'Must be 1 or 2' })
    .transform((dpr): ImageDensity => (dpr === '1' ? 1 : 2)),
});

export type ParsedImageRequest =
  | { ok: true; request: OptimisedImageRequest }
  | { ok: false; invalidParameters: Record<string, string> };

/** Reads an optimiser query; a refusal names each bad parameter (unknown ones first) with its reason. */
export function parseImageQuery(query: unknown): ParsedImageRequest {
  const parsed = imageQuery.safeParse(query);
  if (parsed.success) {
    const { src, w, dpr } = parsed.data;
    return { ok: true, request: { src, width: w, dpr } };
  }
  const invalid: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) invalid[key] = 'Unknown parameter';
  }
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (issue.code !== 'unrecognized_keys' && typeof key === 'string') invalid[key] ??= issue.message;
  }
  return { ok: false, invalidParameters: invalid };
}
