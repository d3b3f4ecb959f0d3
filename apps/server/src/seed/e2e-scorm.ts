import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import {
  catalogItems,
  catalogItemWorkspaces,
  courses,
  courseVersions,
  enrolmentModuleOutcomes,
  enrolments,
  scormContents,
  scormModules,
  scormModuleVersions,
  userProfiles,
} from '../db/schema/index.js';
import type { Storage } from '../services/storage/storage.js';
import { buildZip } from '../lib/zip-writer.js';
import { importZipBytes, writeManifest } from '../modules/scorm/index.js';

/**
 * Test-only (decision 0023): a released SCORM module made from a package's zip, for the player's
 * journeys, which the module screens and the import (issue 27's other parts) would otherwise
 * make; and, for a learner, a course holding it with the learner enrolled. The package goes
 * through the real import; `scos` writes the manifest of a package given as files.
 */
export const e2eScormSchema = z.object({
  workspaceId: z.uuid(),
  ownerId: z.uuid(),
  learnerId: z.uuid().optional(),
  /** A course holding the module (node `node-1`), also without a learner: a SCORM connector's. */
  course: z.boolean().default(false),
  name: z.string().min(1),
  standard: z.enum(['scorm12', 'scorm2004']),
  scos: z
    .array(
      z.object({
        identifier: z.string().min(1),
        title: z.string().min(1),
        launch: z.string().min(1),
        masteryScore: z.number().nullable().default(null),
        /** SCORM 2004: the item's `<imsss:sequencing>` content (manifest-writer.ts). */
        sequencing: z.string().optional(),
      }),
    )
    .min(1),
  /** SCORM 2004: the organisation's `<imsss:sequencing>` content. */
  sequencing: z.string().optional(),
  /** The package: a zip, base64 (the real packages), or its files as text (a journey's own). */
  zip: z.string().min(1).optional(),
  files: z.record(z.string(), z.string()).optional(),
});

export async function seedE2eScorm(db: Database, storage: Storage, input: z.infer<typeof e2eScormSchema>) {
  // A real package is imported as uploaded; a journey's own files get a manifest written for
  // their `scos`, then the same import.
  const zip = input.zip
    ? Buffer.from(input.zip, 'base64')
    : buildZip([
        {
          name: 'imsmanifest.xml',
          data: writeManifest(input.standard, input.name, input.scos, { sequencing: input.sequencing }),
        },
        ...Object.entries(input.files ?? {}).map(([name, data]) => ({ name, data })),
      ]);
  const imported = await importZipBytes(storage, zip, `${input.name}.zip`);
  const [owner] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, input.ownerId), eq(userProfiles.workspaceId, input.workspaceId)));
  if (!owner) throw new Error('The owner has no profile in the workspace');
  const owned = { customerId: owner.customerId, workspaceId: input.workspaceId };
  return db.transaction(async (tx) => {
    const [content] = await tx
      .insert(scormContents)
      .values({
        ...owned,
        id: imported.contentId,
        uploadedBy: input.ownerId,
        name: input.name,
        standard: imported.manifest.standard,
        schemaVersion: imported.manifest.schemaVersion,
        manifest: imported.manifest,
        storagePrefix: imported.storagePrefix,
        size: imported.size,
      })
      .returning();
    const [module] = await tx
      .insert(scormModules)
      .values({ ...owned, ownerId: input.ownerId, name: input.name, contentId: content!.id, draft: false })
      .returning();
    const [version] = await tx
      .insert(scormModuleVersions)
      .values({
        customerId: owned.customerId,
        moduleId: module!.id,
        major: 1,
        minor: 0,
        contentId: content!.id,
        name: input.name,
      })
      .returning();
    let enrolmentId: string | null = null;
    let catalogItemId: string | null = null;
    if (input.learnerId || input.course) {
      const [course] = await tx
        .insert(courses)
        .values({ ...owned, ownerId: input.ownerId, name: input.name, draft: false })
        .returning();
      // The course's content tree holds the module as node `node-1` (02 §3 Content tree node).
      const node = {
        id: 'node-1',
        name: input.name,
        type: 'module',
        subType: 'scorm',
        moduleId: module!.id,
        required: true,
      };
      const [courseVersion] = await tx
        .insert(courseVersions)
        .values({ customerId: owned.customerId, courseId: course!.id, major: 1, minor: 0, contentTree: [node] })
        .returning();
      const [item] = await tx
        .insert(catalogItems)
        .values({ ...owned, courseId: course!.id, versionId: courseVersion!.id })
        .returning();
      await tx.insert(catalogItemWorkspaces).values({ ...owned, catalogItemId: item!.id });
      catalogItemId = item!.id;
    }
    if (input.learnerId) {
      const [learner] = await tx
        .select()
        .from(userProfiles)
        .where(and(eq(userProfiles.userId, input.learnerId), eq(userProfiles.workspaceId, input.workspaceId)));
      if (!learner) throw new Error('The learner has no profile in the workspace');
      const [enrolment] = await tx
        .insert(enrolments)
        .values({
          ...owned,
          catalogItemId: catalogItemId!,
          learnerProfileId: learner.id,
          learnerUserId: input.learnerId,
          state: 'enrolled',
          createdBy: input.learnerId,
        })
        .returning();
      enrolmentId = enrolment!.id;
    }
    return { moduleId: module!.id, contentId: content!.id, versionId: version!.id, catalogItemId, enrolmentId };
  });
}

/** What the player reported to the course for an enrolment: its state and its module nodes' outcomes. */
export async function e2eModuleOutcomes(db: Database, enrolmentId: string) {
  const [enrolment] = await db
    .select({ state: enrolments.state })
    .from(enrolments)
    .where(eq(enrolments.id, enrolmentId));
  const outcomes = await db
    .select({
      nodeId: enrolmentModuleOutcomes.nodeId,
      completion: enrolmentModuleOutcomes.completion,
      success: enrolmentModuleOutcomes.success,
      scoreScaled: enrolmentModuleOutcomes.scoreScaled,
    })
    .from(enrolmentModuleOutcomes)
    .where(eq(enrolmentModuleOutcomes.enrolmentId, enrolmentId));
  return { state: enrolment?.state ?? null, outcomes };
}
