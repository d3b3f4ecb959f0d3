import type { ScormModule } from '@campus/contracts';
import { createScormModule, releaseScormModule, updateScormModule } from '../api/modulesApi';
import { moduleBody, type ModuleFormValues } from './moduleForm';

/** What a save did: the module as saved, and whether the release asked for went through. */
export interface ModuleSaveOutcome {
  module: ScormModule;
  release: { state: 'kept' } | { state: 'released'; version: string } | { state: 'failed'; error: unknown };
}

/**
 * Creates or updates the module (the server imports a newly uploaded package here), then releases
 * it when asked: major the first time, minor after (02 §4). A failed release does not undo the
 * save: the module is kept as a draft and the screen says 'created (or updated) but not released'
 * (02 §8). A failed create or update throws, for the wizard to report.
 */
export async function saveModule(existing: ScormModule | null, values: ModuleFormValues): Promise<ModuleSaveOutcome> {
  const body = moduleBody(values);
  const saved = existing ? await updateScormModule(existing.id, body) : await createScormModule(body);
  if (!values.release) return { module: saved, release: { state: 'kept' } };
  try {
    const released = await releaseScormModule(saved, {
      releaseNotes: values.releaseNotes,
      instantOffer: values.instantOffer,
    });
    const newest = released.versions.at(-1);
    const version = newest?.minors.at(-1)?.version ?? newest?.version ?? '';
    return { module: released, release: { state: 'released', version } };
  } catch (error) {
    return { module: saved, release: { state: 'failed', error } };
  }
}
