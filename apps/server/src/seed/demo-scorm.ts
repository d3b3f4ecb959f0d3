import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { scormContents, scormModules, scormModuleVersions } from '../db/schema/index.js';
import { importZipFile, inspectZipFile, storagePrefixOf } from '../modules/scorm/index.js';
import type { Storage } from '../services/storage/storage.js';

/**
 * Northwind Learning's SCORM modules (issue 27): Rustici Software's "Golf Explained" run-time
 * samples, one SCORM 1.2 and one SCORM 2004 3rd edition, CC BY 3.0 (assets/demo-scorm/ORIGIN.md and
 * readme_moodle.txt). The seed records the content (its manifest read from the zip) and the
 * released modules; `storeDemoScorm` unpacks the files into the app's storage at start-up, as
 * `storeDemoMedia` does for the media library, since the seed writes only the database.
 */
const PACKAGES = new URL('../../assets/demo-scorm/', import.meta.url);

export const DEMO_SCORM = [
  {
    // Fixed ids, so start-up finds the content to unpack in any copy of the demo data.
    contentId: '5c0f2a8e-27a1-4d1e-9a51-2b7d3c1e0a12',
    file: 'RuntimeBasicCalls_SCORM12.zip',
    name: 'Golf explained (SCORM 1.2)',
    description: 'The rules, etiquette, scoring and handicaps of golf, with a short quiz after each part.',
    duration: '00:30:00',
    labels: ['Sample', 'Sport'],
    keywords: ['golf', 'SCORM 1.2'],
  },
  {
    contentId: '8d4b6e2f-91c3-4f7a-b0d8-6e2a9c5f1b34',
    file: 'RuntimeBasicCalls_SCORM20043rdEdition.zip',
    name: 'Golf explained (SCORM 2004)',
    description: 'The same golf course as a SCORM 2004 3rd edition package, with sequencing and navigation.',
    duration: '00:30:00',
    labels: ['Sample', 'Sport'],
    keywords: ['golf', 'SCORM 2004'],
  },
] as const;

const zipPath = (file: string) => fileURLToPath(new URL(file, PACKAGES));

/** Records the demo packages' content and their modules, released as 1.0 by the course creator. */
export async function seedDemoScorm(
  tx: Transaction,
  workspace: { id: string; customerId: string },
  creatorId: string,
): Promise<void> {
  for (const demo of DEMO_SCORM) {
    const inspected = await inspectZipFile(zipPath(demo.file), demo.file);
    await tx.insert(scormContents).values({
      id: demo.contentId,
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      uploadedBy: creatorId,
      name: inspected.name,
      standard: inspected.manifest.standard,
      schemaVersion: inspected.manifest.schemaVersion,
      manifest: inspected.manifest,
      storagePrefix: storagePrefixOf(demo.contentId),
      size: inspected.size,
    });
    const [module] = await tx
      .insert(scormModules)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        ownerId: creatorId,
        name: demo.name,
        description: demo.description,
        duration: demo.duration,
        labels: [...demo.labels],
        keywords: [...demo.keywords],
        contentId: demo.contentId,
        draft: false,
        releaseNotes: 'First release',
        instantOffer: true,
      })
      .returning();
    if (!module) throw new Error('demo SCORM module');
    await tx.insert(scormModuleVersions).values({
      customerId: workspace.customerId,
      moduleId: module.id,
      major: 1,
      minor: 0,
      contentId: demo.contentId,
      name: demo.name,
      releaseNotes: 'First release',
      releasedBy: creatorId,
    });
  }
}

/** Unpacks the demo packages into storage where their content is recorded and its files are not yet. */
export async function storeDemoScorm(db: Database, storage: Storage): Promise<void> {
  const recorded = await db
    .select({ id: scormContents.id })
    .from(scormContents)
    .where(
      inArray(
        scormContents.id,
        DEMO_SCORM.map((demo) => demo.contentId),
      ),
    );
  for (const demo of DEMO_SCORM) {
    if (!recorded.some(({ id }) => id === demo.contentId)) continue;
    if (await storage.head(`${storagePrefixOf(demo.contentId)}/imsmanifest.xml`)) continue;
    await importZipFile(storage, zipPath(demo.file), demo.file, { contentId: demo.contentId });
  }
}
