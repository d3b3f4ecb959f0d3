#!/usr/bin/env node
// Moves files or folders with `git mv` and rewrites every relative import that pointed at them
// (and every relative import inside them), across the repository's TypeScript and JavaScript.
// Usage: node scripts/move-files.mjs moves.txt   (one "from to" pair per line; # comments)
// Used for issue 25's renames by domain; kept for the next reorganisation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(root);
const pairs = fs
  .readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => line.split(/\s+/));

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const sources = tracked.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.includes('node_modules/'));

// Old path → new path for every tracked file that moves.
const moved = new Map();
for (const [from, to] of pairs) {
  for (const file of tracked) {
    // The first pair that names a file wins: list single files before the folder they leave.
    if (moved.has(file)) continue;
    if (file === from) moved.set(file, to);
    else if (file.startsWith(from + '/')) moved.set(file, to + file.slice(from.length));
  }
}
const newPathOf = (file) => moved.get(file) ?? file;
const trackedSet = new Set(tracked);

// The tracked file an import specifier names, trying the extensions TypeScript would.
function resolveTarget(fromFile, spec) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => trackedSet.has(c)) ?? null;
}

const SPEC =
  /((?:from|import|vi\.mock|vi\.importActual|require|import\.meta\.resolve)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
let rewritten = 0;
const contents = new Map();
for (const file of sources) {
  const text = fs.readFileSync(file, 'utf8');
  const newFile = newPathOf(file);
  const next = text.replace(SPEC, (whole, lead, quote, spec) => {
    const target = resolveTarget(file, spec);
    if (!target) return whole;
    const newTarget = newPathOf(target);
    if (newTarget === target && newFile === file) return whole;
    // Keep the specifier's own ending (".js" for a .ts file, none for a folder's index).
    const targetBase = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const suffix =
      targetBase === target ? '' : target.startsWith(targetBase + '/') ? null : (spec.match(/\.[a-z]+$/)?.[0] ?? '');
    let to;
    if (suffix === null) to = path.posix.dirname(newTarget);
    else if (targetBase === target) to = newTarget;
    else to = newTarget.replace(/\.(ts|tsx|mjs)$/, '') + suffix;
    let rel = path.posix.relative(path.posix.dirname(newFile), to);
    if (!rel.startsWith('.')) rel = './' + rel;
    return `${lead}${quote}${rel}${quote}`;
  });
  if (next !== text) {
    contents.set(file, next);
    rewritten++;
  }
}
for (const [file, text] of contents) fs.writeFileSync(file, text);
for (const [from, to] of pairs) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (fs.existsSync(to) && fs.statSync(to).isDirectory() && fs.statSync(from).isDirectory()) {
    // Merge a folder into an existing one file by file.
    for (const [old, neu] of moved) {
      if (old.startsWith(from + '/')) {
        fs.mkdirSync(path.dirname(neu), { recursive: true });
        execFileSync('git', ['mv', old, neu]);
      }
    }
  } else {
    execFileSync('git', ['mv', from, to]);
  }
}
console.log(`moved ${moved.size} files, rewrote imports in ${rewritten}`);
