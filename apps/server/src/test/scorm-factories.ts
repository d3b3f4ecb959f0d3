import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { scormContents, scormModules, scormModuleVersions } from '../db/schema/index.js';
import { importPackage } from '../modules/scorm/index.js';
import { createFile, type Person } from './factories.js';
import { buildZip, scorm12Manifest } from './zip.js';

/**
 * SCORM content and modules for tests that need them as a starting point (the record-scope
 * harness, the player's tests): a small real package imported through the real pipeline, so the
 * files are in storage as the API would leave them, and the rows inserted straight away.
 */

/** The zip of a one-SCO SCORM 1.2 package launching index.html. */
export const smallScormZip = (title = 'Small package') =>
  buildZip([
    { name: 'imsmanifest.xml', data: scorm12Manifest({ title }) },
    { name: 'index.html', data: '<!doctype html><title>Lesson</title><p>Lesson</p>' },
  ]);

/** An uploaded, confirmed zip of the person's workspace (the `content` a create call names). */
export const uploadScormZip = (app: FastifyInstance, person: Pick<Person, 'user' | 'workspace'>) =>
  createFile(app, person, { body: smallScormZip(), name: 'package.zip', mimeType: 'application/zip' });

export async function createScormContent(app: FastifyInstance, person: Pick<Person, 'user' | 'workspace'>) {
  const imported = await importPackage(app.services.storage, {
    storageKey: (await uploadScormZip(app, person)).storageKey,
    name: 'package.zip',
  });
  const [row] = await app.services.database.db
    .insert(scormContents)
    .values({
      id: imported.contentId,
      customerId: person.workspace.customerId,
      workspaceId: person.workspace.id,
      uploadedBy: person.user.id,
      name: imported.name,
      standard: imported.manifest.standard,
      schemaVersion: imported.manifest.schemaVersion,
      manifest: imported.manifest,
      storagePrefix: imported.storagePrefix,
      size: imported.size,
    })
    .returning();
  if (!row) throw new Error('SCORM content was not recorded');
  return row;
}

export interface ScormModuleOptions {
  name?: string;
  /** Released as 1.0. */
  released?: boolean;
  /** Changed after its release (a draft again), so a minor release may follow. */
  changed?: boolean;
  deleted?: boolean;
}

/** A module owned by the person, in their workspace; released, changed or deleted as told. */
export async function createScormModule(
  app: FastifyInstance,
  person: Pick<Person, 'user' | 'workspace'>,
  options: ScormModuleOptions = {},
) {
  const { db } = app.services.database;
  const content = await createScormContent(app, person);
  const [module] = await db
    .insert(scormModules)
    .values({
      customerId: person.workspace.customerId,
      workspaceId: person.workspace.id,
      ownerId: person.user.id,
      name: options.name ?? 'Test module',
      contentId: content.id,
      draft: !options.released || Boolean(options.changed),
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning();
  if (!module) throw new Error('SCORM module was not recorded');
  if (options.released) {
    await db.insert(scormModuleVersions).values({
      customerId: person.workspace.customerId,
      moduleId: module.id,
      major: 1,
      minor: 0,
      contentId: content.id,
      name: module.name,
      releasedBy: person.user.id,
    });
  }
  return { module, content };
}

/** Marks a module deleted (or not) as the delete call would. */
export const setScormModuleDeleted = (app: FastifyInstance, id: string, deleted: boolean) =>
  app.services.database.db
    .update(scormModules)
    .set({ deletedAt: deleted ? new Date() : null })
    .where(eq(scormModules.id, id));
