import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module graph (issue 25, docs/architecture.md "Modules and their front door"): which module
 * imports which, read from the source. Modules form no cycle, reach another module only through
 * its index.ts, and the shared layer (services/, plugins/, lib/) imports no module: modules hand
 * it their behaviour at registration (app.ts, worker.ts and modules/index.ts wire them).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** `import … from '…'`, `export … from '…'`, `import('…')` and the bare `import '…'`. */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every relative import of a file, resolved to a path under src/ (`.js` written, `.ts` on disk). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? match[3]!)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)).replace(/\.js$/, '.ts'));
}

/** `modules/<name>/…` → name; the modules' own index (modules/index.ts, the registry) is none. */
const moduleOf = (relative: string): string | null => {
  const [top, name, rest] = relative.split(path.sep);
  return top === 'modules' && rest !== undefined ? name! : null;
};

interface Import {
  from: string;
  to: string;
}

const moduleImports: Import[] = tsFiles(MODULES).flatMap((file) =>
  importsOf(file).map((to) => ({ from: path.relative(SRC, file), to })),
);

function edgesOf(imports: Import[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  return edges;
}

/** The first cycle found by depth-first search, as `a → b → a`, or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = onPath.indexOf(node);
    if (at >= 0) return [...onPath.slice(at), node];
    if (done.has(node)) return null;
    onPath.push(node);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(node);
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the module graph', () => {
  it('has no cycle', () => {
    const cycle = findCycle(edgesOf(moduleImports));
    expect(cycle && `module cycle: ${cycle.join(' → ')}`).toBeNull();
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(edges)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', new Set(['b'])]]))).toBeNull();
  });

  it('reaches another module only through its index.ts', () => {
    const pastTheDoor = moduleImports
      .filter(({ from, to }) => {
        const b = moduleOf(to);
        return b && b !== moduleOf(from) && to !== path.join('modules', b, 'index.ts');
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(pastTheDoor).toEqual([]);
  });

  it('keeps the shared layer (services, plugins, lib) free of modules', () => {
    const shared = ['services', 'plugins', 'lib']
      .flatMap((dir) => tsFiles(path.join(SRC, dir)))
      // Tests of the shared layer may build a whole app, modules included.
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((to) => to.split(path.sep)[0] === 'modules')
          .map((to) => `${path.relative(SRC, file)} → ${to}`),
      );
    expect(shared).toEqual([]);
  });
});
