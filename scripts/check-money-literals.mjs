// Part of `npm run lint` (decision 0017): money changes unit only in packages/shared/src/money, so a bare
// × or ÷ 100 (or 0.01) in apps/ and packages/ fails the lint. A line that is not about money (a percentage,
// hundredths of a multiplier) says so with a `// not money: <why>` comment on it or on the line above.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps', 'packages'];
const SKIP_DIRS = new Set(['node_modules', 'build', 'dist', '.react-router']);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const MONEY_MODULE = path.join('packages', 'shared', 'src', 'money') + path.sep;

// `* 100`, `/100`, `*= 100`, `/ 100n`, `100 * x`, `* 0.01`; not `// 100`, `/* 100`, `100_000` or `1000`.
const MONEY_LITERAL = /(?<![*/])[*/]=?\s*(?:100n?|0?\.01)(?![\w.])|(?<![\w.])100n?\s*[*/](?![*/])/;
const NOT_MONEY = /\/\/\s*not money:\s*\S/;

/** The lines of a source text that write the money factor by hand, 1-based. */
export function findMoneyLiterals(text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    if (!MONEY_LITERAL.test(line)) return;
    if (NOT_MONEY.test(line) || (index > 0 && NOT_MONEY.test(lines[index - 1]))) return;
    found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield full;
  }
}

export function checkMoneyLiterals() {
  const problems = [];
  for (const top of ROOTS) {
    for (const file of sourceFiles(path.join(root, top))) {
      const relative = path.relative(root, file);
      if (relative.startsWith(MONEY_MODULE)) continue;
      for (const hit of findMoneyLiterals(readFileSync(file, 'utf8'))) {
        problems.push(`${relative}:${hit.line}: ${hit.text}`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkMoneyLiterals();
  if (problems.length > 0) {
    console.error(
      'Money changes unit only through packages/shared/src/money/minor-units.ts (decision 0017).\n' +
        'Use toMinor / toMajor / formatAmount / MINOR_PER_MAJOR, or mark a line that is not money with\n' +
        '`// not money: <why>` on it or on the line above:\n' +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
    process.exit(1);
  }
}
