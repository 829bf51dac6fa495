/**
 * The `Disallow` rules that apply to every crawler (`User-agent: *`) in a robots text, and a matcher
 * following the robots exclusion standard: prefix match, `*` for any run of characters, `$` to anchor.
 */
export function parseDisallowRules(robotsTxt: string): string[] {
  const rules: string[] = [];
  let inStarGroup = false;
  let lastWasAgent = false;
  for (const rawLine of robotsTxt.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const separator = line.indexOf(':');
    if (separator < 0) continue;
    const field = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (field === 'user-agent') {
      inStarGroup = lastWasAgent ? inStarGroup || value === '*' : value === '*';
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (field === 'disallow' && inStarGroup && value) rules.push(value);
  }
  return rules;
}

export function isPathDisallowed(path: string, rules: readonly string[]): boolean {
  return rules.some((rule) => ruleToRegExp(rule).test(path));
}

function ruleToRegExp(rule: string): RegExp {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}
