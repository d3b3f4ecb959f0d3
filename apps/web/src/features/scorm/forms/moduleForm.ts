import type { ModuleMajorVersion, ScormModule, ScormModuleDetails } from '@campus/contracts';
import type { ScormModuleStep } from '../paths';

/**
 * The module wizard's values: the three steps' fields in one form (01 §2 "steps content, details,
 * versions"). `content` is the uploaded package's file id (imported by the save) or, on edit, the
 * draft's current content id, kept when no new package is uploaded.
 */
export interface ModuleFormValues {
  content: string;
  name: string;
  description: string;
  /** HH:MM as typed (02 §3); '' for none. */
  duration: string;
  labels: string[];
  keywords: string[];
  /** A media library image (its id), or null. */
  image: string | null;
  /** Release after saving (02 §4 "Release is optional after create or update"). */
  release: boolean;
  releaseNotes: string;
  instantOffer: boolean;
}

export const newModuleValues = (): ModuleFormValues => ({
  content: '',
  name: '',
  description: '',
  duration: '',
  labels: [],
  keywords: [],
  image: null,
  release: false,
  releaseNotes: '',
  instantOffer: false,
});

/** The server keeps HH:MM:SS; the form shows HH:MM (02 §9 "Duration format HH:MM padded to HH:MM:SS"). */
export const durationForForm = (duration: string | null): string => (duration ? duration.slice(0, 5) : '');

/** 02 §3: "duration (HH:MM, sent as HH:MM:SS)": seconds appended when five characters were typed. */
export function durationForServer(typed: string): string | null {
  const duration = typed.trim();
  if (duration === '') return null;
  return duration.length === 5 ? `${duration}:00` : duration;
}

export const moduleValues = (module: ScormModule): ModuleFormValues => ({
  content: module.content.id,
  name: module.name,
  description: module.description ?? '',
  duration: durationForForm(module.duration),
  labels: [...module.labels],
  keywords: [...module.keywords],
  image: module.image,
  release: false,
  releaseNotes: '',
  instantOffer: false,
});

/** What POST /v2/scorm-modules and updateDetails take (02 §7). */
export const moduleBody = (values: ModuleFormValues): ScormModuleDetails => ({
  name: values.name.trim(),
  description: values.description.trim() === '' ? null : values.description,
  duration: durationForServer(values.duration),
  labels: values.labels,
  keywords: values.keywords,
  image: values.image,
  content: values.content,
});

/** Which step holds a field (a server's field error opens it). */
export function stepOfPath(path: string): ScormModuleStep {
  const field = path.replace(/^body\./, '');
  if (field === 'content' || field.startsWith('content.')) return 'content';
  if (field === 'releaseNotes' || field === 'instantOffer') return 'versions';
  return 'details';
}

/** The newest release, major.minor as numbers, or null before the first. */
export function latestVersion(versions: readonly ModuleMajorVersion[]): { major: number; minor: number } | null {
  let latest: { major: number; minor: number } | null = null;
  for (const major of versions) {
    for (const release of [major, ...major.minors]) {
      if (
        latest === null ||
        release.major > latest.major ||
        (release.major === latest.major && release.minor > latest.minor)
      ) {
        latest = { major: release.major, minor: release.minor };
      }
    }
  }
  return latest;
}

/** The version a release makes now (02 §4): 1.0 first, then the next minor of the newest major. */
export function nextVersion(versions: readonly ModuleMajorVersion[]): string {
  const latest = latestVersion(versions);
  return latest === null ? '1.0' : `${latest.major}.${latest.minor + 1}`;
}

/** A list entry's or release's version as the screens show it (02 §3 "Version is shown as major.minor"). */
export const versionText = (major: number | null, minor: number | null): string | null =>
  major === null ? null : `${major}.${minor ?? 0}`;
