import crypto from 'node:crypto';
import type { Queryable } from '../db/client.js';
import {
  scormAttempts,
  scormConnectors,
  scormContents,
  scormModules,
  scormModuleVersions,
} from '../db/schema/index.js';
import type { Storage } from '../services/storage/storage.js';
import { buildZip } from '../lib/zip-writer.js';
import { importZipBytes, writeManifest } from '../modules/scorm/index.js';
import { createCatalogItem, unique, type User, type Workspace } from './factories.js';

/**
 * SCORM content for the player's tests: a package made of `files` and a manifest written for its
 * `scos` (one SCO launching index.html when left out), imported through the real pipeline, so
 * the manifest and the files in storage are as an upload would leave them.
 */
export async function createScormContent(
  db: Queryable,
  storage: Storage,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  options: {
    standard?: 'scorm12' | 'scorm2004';
    scos?: { identifier: string; title?: string; launch: string; sequencing?: string }[];
    files?: Record<string, string | Buffer>;
    /** SCORM 2004: the organisation's `<imsss:sequencing>` content. */
    sequencing?: string;
  } = {},
) {
  const standard = options.standard ?? 'scorm12';
  const scos = (options.scos ?? [{ identifier: 'sco-1', launch: 'index.html' }]).map((sco) => ({
    title: sco.identifier,
    ...sco,
  }));
  const name = unique('Package');
  const files = options.files ?? { 'index.html': '<!doctype html><title>SCO</title><p>Lesson</p>' };
  const zip = buildZip([
    { name: 'imsmanifest.xml', data: writeManifest(standard, name, scos, { sequencing: options.sequencing }) },
    ...Object.entries(files).map(([file, data]) => ({ name: file, data })),
  ]);
  const imported = await importZipBytes(storage, zip, `${name}.zip`);
  const [content] = await db
    .insert(scormContents)
    .values({
      id: imported.contentId,
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      name,
      standard: imported.manifest.standard,
      schemaVersion: imported.manifest.schemaVersion,
      manifest: imported.manifest,
      storagePrefix: imported.storagePrefix,
      size: imported.size,
    })
    .returning();
  return content!;
}

/** A module on the content, released as 1.0 unless told (a draft has no version). */
export async function createScormModule(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  contentId: string,
  options: { released?: boolean; owner?: Pick<User, 'id'> } = {},
) {
  const [module] = await db
    .insert(scormModules)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      ownerId: options.owner?.id ?? null,
      name: unique('Module'),
      contentId,
      draft: options.released === false,
    })
    .returning();
  const version =
    options.released === false ? null : await releaseScormModule(db, module!, contentId, { major: 1, minor: 0 });
  return { module: module!, version };
}

/** A release of the module on the content (a new version replaces it for new attempts). */
export async function releaseScormModule(
  db: Queryable,
  module: { id: string; customerId: string; name: string },
  contentId: string,
  number: { major: number; minor: number },
) {
  const [version] = await db
    .insert(scormModuleVersions)
    .values({ customerId: module.customerId, moduleId: module.id, contentId, name: module.name, ...number })
    .returning();
  return version!;
}

/** An attempt of the person at the module (as a launch leaves it), for an enrolment's node or a preview. */
export async function createScormAttempt(
  db: Queryable,
  person: { user: Pick<User, 'id'>; workspace: Pick<Workspace, 'id' | 'customerId'> },
  module: { id: string; contentId: string },
  options: { enrolmentId?: string; nodeId?: string; versionId?: string } = {},
) {
  const [attempt] = await db
    .insert(scormAttempts)
    .values({
      customerId: person.workspace.customerId,
      workspaceId: person.workspace.id,
      userId: person.user.id,
      enrolmentId: options.enrolmentId ?? null,
      nodeId: options.enrolmentId ? (options.nodeId ?? 'node-1') : null,
      moduleId: module.id,
      versionId: options.versionId ?? null,
      contentId: module.contentId,
      commitKeyHash: unique('unused'),
      commitKeyExpiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  return attempt!;
}

/** A SCORM module node of a course's content tree (02 §3), as the course issue will write them. */
export const scormNode = (id: string, moduleId: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: '',
  type: 'module',
  subType: 'scorm',
  moduleId,
  required: true,
  ...extra,
});

/** A catalogue item of the workspace whose course holds one released SCORM module (node `node-1`). */
export async function createScormCourse(
  db: Queryable,
  storage: Storage,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  name?: string,
) {
  const content = await createScormContent(db, storage, workspace);
  const { module } = await createScormModule(db, workspace, content.id);
  return createCatalogItem(db, workspace, { name, contentTree: [scormNode('node-1', module.id)] });
}

/** A SCORM connector package issued for the catalogue item, with its key. */
export async function createScormConnector(
  db: Queryable,
  workspace: Pick<Workspace, 'id' | 'customerId'>,
  catalogItemId: string,
) {
  const key = crypto.randomBytes(32).toString('base64url');
  const [connector] = await db
    .insert(scormConnectors)
    .values({
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      catalogItemId,
      name: 'Connected course',
      keyHash: crypto.createHash('sha256').update(key).digest('hex'),
    })
    .returning();
  return { connector: connector!, key };
}
