/**
 * The pages whose metadata comes from a template (spec §2.1, §2.5): one entry per kind of page in the
 * content's `seo.*.templates`, with `{{placeholders}}` the platform fills from the page's entity. A path
 * with metadata of its own (`seo.*.pages`) keeps it.
 */
export const SEO_TEMPLATE_PATHS = [
  '/cashier/deposit/:sysname',
  '/offers/:id',
  '/jackpots/:id',
  '/game/:sysname',
  '/tournaments/:id',
  '/tournaments/:id/gamehall',
] as const;

export type SeoTemplatePath = (typeof SEO_TEMPLATE_PATHS)[number];

export interface SeoTemplateMatch {
  template: SeoTemplatePath;
  params: Record<string, string>;
}

/** The template a path (without locale prefix, query or trailing slash) falls under, with its parameters. */
export function matchSeoTemplate(path: string): SeoTemplateMatch | null {
  const segments = path.split('/').slice(1);
  for (const template of SEO_TEMPLATE_PATHS) {
    const parts = template.split('/').slice(1);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] as string;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = segment;
      return true;
    });
    if (matches) return { template, params };
  }
  return null;
}

/** The content's placeholder form, as in its messages: `{{name}}`. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The template with every `{{name}}` in its texts replaced by the entity's value (a name the entity lacks
 * becomes empty rather than showing braces to search engines); the structure is kept.
 */
export function fillSeoTemplate<T>(template: T, values: Readonly<Record<string, string>>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(
        PLACEHOLDER,
        (_, name: string) => (Object.hasOwn(values, name) ? values[name] : '') ?? '',
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    }
    return value;
  };
  return fill(template) as T;
}
