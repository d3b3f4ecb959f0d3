import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.js';

/**
 * Scope by type (issue 25, docs/architecture.md "Scope by type"): every exported function of a
 * module's repositories that is handed the database either takes a scope type of lib/scope.ts
 * (and puts the tenant filter in its own WHERE) or names why it takes none, in its doc comment:
 *
 *     /** … @unscoped sign-in The token's claims: this decides the scope. *\/
 *
 * with one of the kinds below and a reason. A new function that takes neither fails here. A
 * `global` one may touch no tenant table (a table with a customer_id or workspace_id column).
 * Functions not handed the database (row mappers, secrets, patterns) run no SQL and are only
 * counted. Read from the source with the compiler's parser, so the figures are counted, not kept.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');

/** Why a function may take no scope type: the closed list the `@unscoped` tag names. */
const EXCEPTIONS = {
  global: 'touches no tenant table: a person’s account, their own sign-in records, the installation',
  own: 'a person’s own rows, keyed by their account (one-time codes), whatever workspace they name',
  'sign-in': 'sign-in and token issuing, which decide the scope a token will carry',
  public: 'a public call authorised by a secret, a key code or a signed policy, before any scope exists',
  reached: 'takes a row the caller already reached through a scoped lookup (or by its secret)',
} as const;

/** The scope types lib/scope.ts exports (`Scope`, `WorkspaceScope`, …, `InWorkspaceScope`). */
const SCOPE_TYPES = new Set(
  [...readFileSync(path.join(SRC, 'lib/scope.ts'), 'utf8').matchAll(/^export (?:interface|type) (\w*Scope)\b/gm)].map(
    (match) => match[1]!,
  ),
);
const DATABASE_TYPES = new Set(['Queryable', 'Database', 'DatabaseHandle']);

/** The tables of db/schema that belong to a tenant: customers, and those with a customer or workspace column. */
const TENANT_TABLES = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .filter(([, table]) => {
      const { name, columns } = getTableConfig(table as PgTable);
      return name === 'customers' || columns.some((column) => ['customer_id', 'workspace_id'].includes(column.name));
    })
    .map(([name]) => name),
);

interface RepositoryFunction {
  file: string;
  name: string;
  /** Each parameter's written type. */
  params: string[];
  /** The scope type taken, when one is. */
  scope: string | null;
  database: boolean;
  exception: { kind: string; reason: string } | null;
  /** The schema tables its body names. */
  tables: string[];
}

function repositoryFiles(): string[] {
  return readdirSync(MODULES, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.repository.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A written type is a scope type when it is one, or a union of them (never a Pick of one: a row would pass). */
function scopeTypeOf(type: ts.TypeNode | undefined, source: ts.SourceFile): string | null {
  if (!type) return null;
  const names = ts.isUnionTypeNode(type) ? type.types : [type];
  const all = names.every(
    (node) => ts.isTypeReferenceNode(node) && !node.typeArguments && SCOPE_TYPES.has(node.typeName.getText(source)),
  );
  return all ? type.getText(source) : null;
}

function functionsOf(file: string): RepositoryFunction[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const schemaNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !/\/db\/schema\//.test(statement.moduleSpecifier.getText(source)))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) schemaNames.add((element.propertyName ?? element.name).text);
  }
  const found: RepositoryFunction[] = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const declared: [string, ts.SignatureDeclaration][] = [];
    if (ts.isFunctionDeclaration(statement) && statement.name) declared.push([statement.name.text, statement]);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
          declared.push([declaration.name.getText(source), value]);
      }
    for (const [name, fn] of declared) {
      const tag = ts.getJSDocTags(statement).find((entry) => entry.tagName.text === 'unscoped');
      const text = typeof tag?.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag?.comment) ?? '');
      const [kind = '', ...reason] = text.trim().split(/\s+/);
      const tables = new Set<string>();
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node) && schemaNames.has(node.text)) tables.add(node.text);
        ts.forEachChild(node, visit);
      };
      if ('body' in fn && fn.body) visit(fn.body as ts.Node);
      const scopes = fn.parameters.map((param) => scopeTypeOf(param.type, source)).filter(Boolean);
      found.push({
        file: path.relative(MODULES, file),
        name,
        params: fn.parameters.map((param) => param.type?.getText(source).replace(/\s+/g, ' ') ?? '?'),
        scope: scopes[0] ?? null,
        database: fn.parameters.some(
          (param) =>
            param.type !== undefined &&
            ts.isTypeReferenceNode(param.type) &&
            DATABASE_TYPES.has(param.type.typeName.getText(source)),
        ),
        exception: tag ? { kind, reason: reason.join(' ') } : null,
        tables: [...tables].filter((table) => table in schema),
      });
    }
  }
  return found;
}

const functions = repositoryFiles().flatMap(functionsOf);
const label = (fn: RepositoryFunction) => `${fn.file} ${fn.name}`;

describe('repository functions take a scope type (Scope by type)', () => {
  it('reads the repositories', () => {
    expect(functions.length).toBeGreaterThan(200);
    expect(SCOPE_TYPES).toContain('WorkspaceScope');
    expect(TENANT_TABLES).toContain('eventBookings');
    expect(TENANT_TABLES).toContain('customers');
    expect(TENANT_TABLES).not.toContain('users');
  });

  it('every function handed the database takes a scope type or names its exception', () => {
    const neither = functions.filter((fn) => fn.database && !fn.scope && !fn.exception).map(label);
    expect(neither).toEqual([]);
  });

  it('an exception names a known kind and says why, and a scoped function claims none', () => {
    const wrong = functions
      .filter((fn) => fn.exception)
      .filter(
        (fn) =>
          fn.scope !== null ||
          !fn.database ||
          !(fn.exception!.kind in EXCEPTIONS) ||
          fn.exception!.reason.split(' ').length < 3,
      )
      .map((fn) => `${label(fn)}: @unscoped ${fn.exception!.kind} ${fn.exception!.reason}`);
    expect(wrong).toEqual([]);
  });

  it('a global exception touches no tenant table', () => {
    const tenant = functions
      .filter((fn) => fn.exception?.kind === 'global')
      .flatMap((fn) => fn.tables.filter((table) => TENANT_TABLES.has(table)).map((table) => `${label(fn)}: ${table}`));
    expect(tenant).toEqual([]);
  });

  it('counts them (docs/architecture.md "Scope by type")', () => {
    const count = (rows: RepositoryFunction[], key: (fn: RepositoryFunction) => string) => {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
      return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
    };
    /** A parameter's kind: the database, a scope type by name, or anything else. */
    const kind = (type: string) =>
      DATABASE_TYPES.has(type)
        ? 'database'
        : SCOPE_TYPES.has(type) || /^\w+Scope \| \w+Scope$/.test(type)
          ? type
          : 'other';
    const handed = functions.filter((fn) => fn.database);
    const figures = {
      exported: functions.length,
      'handed the database': handed.length,
      'taking a scope type': handed.filter((fn) => fn.scope).length,
      'documented exceptions': handed.filter((fn) => fn.exception).length,
      neither: handed.filter((fn) => !fn.scope && !fn.exception).length,
      'not handed the database (no SQL)': functions.length - handed.length,
      'by scope type': count(
        handed.filter((fn) => fn.scope),
        (fn) => fn.scope!,
      ),
      'by exception': count(
        handed.filter((fn) => fn.exception),
        (fn) => fn.exception!.kind,
      ),
      'first and second parameters': count(functions, (fn) => fn.params.slice(0, 2).map(kind).join(', ') || '(none)'),
    };
    console.info(JSON.stringify(figures, null, 2));
    expect(figures.neither).toBe(0);
  });
});
