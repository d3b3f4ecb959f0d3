// How many of the spec's calls (../shared/spec/endpoints.tsv) the endpoint contracts declare:
// `npm run spec:coverage` prints "N / 402"; `-- --missing` also lists the undeclared ones.
// The tsv's paths are relative to their service's base (sso → /api/sso); `{id}` is a path
// parameter (any name matches), `[/{id}]` an optional part (either form counts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS, SERVICE_BASES } from '@campus/contracts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const specFile = process.env.SPEC_ENDPOINTS ?? path.join(root, '..', 'shared', 'spec', 'endpoints.tsv');
const showMissing = process.argv.includes('--missing');

/** Every path parameter looks the same, whatever its name. */
const normalise = (p) => p.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':_').replace(/\/+$/, '');

/** The forms a spec path can take: with and without each optional `[...]` part; query templates dropped. */
function variants(specPath) {
  const cleaned = specPath.replace(/\{query\}/g, '');
  const match = /\[([^\]]*)\]/.exec(cleaned);
  if (!match) return [cleaned.replace(/&.*$/, '')];
  const before = cleaned.slice(0, match.index);
  const after = cleaned.slice(match.index + match[0].length);
  return [...variants(before + after), ...variants(before + match[1] + after)];
}

const declared = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${normalise(e.path)}`));
const rows = readFileSync(specFile, 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim())
  .map((line) => {
    const [service, method, specPath] = line.split('\t');
    return { service: service.replace(/\?$/, ''), method, specPath };
  });

const missing = [];
let covered = 0;
for (const { service, method, specPath } of rows) {
  const base = SERVICE_BASES[service] ?? `/api/${service}`;
  const candidates = variants(specPath).flatMap((p) => [base + p, ...(p.startsWith('/api/') ? [p] : [])]);
  if (candidates.some((p) => declared.has(`${method} ${normalise(p)}`))) covered += 1;
  else missing.push(`${service}\t${method}\t${specPath}`);
}

console.log(`${covered} / ${rows.length}`);
if (showMissing) for (const line of missing) console.log(line);
