import { readFile } from 'node:fs/promises';
import { like } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { files, mediaItems } from '../db/schema/index.js';
import type { Storage } from '../services/storage/storage.js';

/**
 * Northwind Events' media library (issue 13): illustrations of its venue and rooms and a PDF, from
 * apps/server/assets/demo-media. The seed records them; `storeDemoMedia` puts their bytes in the
 * storage once the app's storage exists (main.ts), since the seed itself writes only the database.
 */
const ASSETS = new URL('../../assets/demo-media/', import.meta.url);
const DEMO_FOLDER = 'demo-media';

export const DEMO_MEDIA = [
  {
    file: 'london-venue.jpg',
    mimeType: 'image/jpeg',
    title: 'London venue at dusk',
    description: 'The front of the Northwind Events venue in London, for venue pages and event invitations.',
    alt: 'A six-storey office building at dusk with lit windows and the NORTHWIND sign over its glass doors.',
  },
  {
    file: 'meeting-room.jpg',
    mimeType: 'image/jpeg',
    title: 'Meeting room 2',
    description: 'Boardroom layout for up to 12 people with a wall screen.',
    alt: 'A meeting room with a long table, teal chairs and a wall screen saying Welcome.',
  },
  {
    file: 'main-stage.png',
    mimeType: 'image/png',
    title: 'Main hall stage',
    description: 'Keynote set-up of the main hall, 30 seats in the front rows.',
    alt: 'A lit stage with a lectern and a speaker in front of a screen reading Northwind Summit, seen from the audience.',
  },
  {
    file: 'workshop-room.jpg',
    mimeType: 'image/jpeg',
    title: 'Workshop room',
    description: 'Classroom layout with laptops on every desk.',
    alt: 'Three rows of desks with laptops facing a whiteboard headed Workshop: data skills.',
  },
  {
    file: 'accessibility-guide.pdf',
    mimeType: 'application/pdf',
    title: 'Venue accessibility guide',
    description: 'Step-free access, hearing loops and accessible toilets at the London venue.',
    alt: '',
  },
] as const;

export type DemoMediaFile = (typeof DEMO_MEDIA)[number]['file'];

/**
 * Records the demo library in the workspace, uploaded by `uploaderId`, newest last in the list;
 * answers each item's id by its file name (the demo venues show them).
 */
export async function seedDemoMedia(
  tx: Transaction,
  workspace: { id: string; customerId: string },
  uploaderId: string,
): Promise<Record<DemoMediaFile, string>> {
  const ids = {} as Record<DemoMediaFile, string>;
  const base = Date.now() - DEMO_MEDIA.length * 60_000;
  for (const [index, media] of DEMO_MEDIA.entries()) {
    const body = await readFile(new URL(media.file, ASSETS));
    const [file] = await tx
      .insert(files)
      .values({
        customerId: workspace.customerId,
        workspaceId: workspace.id,
        uploadedBy: uploaderId,
        name: media.file,
        mimeType: media.mimeType,
        size: body.length,
        storageKey: `workspaces/${workspace.id}/${DEMO_FOLDER}/${media.file}`,
        status: 'ready',
      })
      .returning();
    if (!file) throw new Error('demo media file');
    await tx.insert(mediaItems).values({
      id: file.id,
      customerId: workspace.customerId,
      workspaceId: workspace.id,
      kind: media.mimeType.startsWith('image/') ? 'image' : 'file',
      title: media.title,
      description: media.description,
      alt: media.alt,
      ownerId: uploaderId,
      uploaderId,
      createdAt: new Date(base + index * 60_000),
    });
    ids[media.file] = file.id;
  }
  return ids;
}

/** Puts the demo library's bytes in the storage (after the seed, with the app's storage). */
export async function storeDemoMedia(db: Database, storage: Storage): Promise<void> {
  const rows = await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType })
    .from(files)
    .where(like(files.storageKey, `workspaces/%/${DEMO_FOLDER}/%`));
  for (const row of rows) {
    const name = row.storageKey.split('/').at(-1) ?? '';
    if (!DEMO_MEDIA.some((media) => media.file === name)) continue;
    if (await storage.head(row.storageKey)) continue;
    await storage.put(row.storageKey, await readFile(new URL(name, ASSETS)), row.mimeType);
  }
}
