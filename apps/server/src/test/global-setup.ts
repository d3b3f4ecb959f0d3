import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Runs once per test run: builds one migrated, seeded template database. PGlite mode by default;
 * TEST_DATABASE_URL (a PostgreSQL server) switches every test file to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `campus_template_${process.pid}`;
    await createPostgresTemplate(serverUrl, name);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
  } else {
    const dir = path.resolve('.data-test');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `template-${process.pid}.tar`);
    fs.writeFileSync(file, await createPgliteTemplate());
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(file, { force: true });
  }
  console.log(`[test] template database ready in ${Date.now() - started} ms (${serverUrl ? 'PostgreSQL' : 'PGlite'})`);
}
