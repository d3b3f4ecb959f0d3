// Texts only, no schemas: the web app's translations, part of its first chunk, read them without
// building the contracts' schemas (decision 0034). Gathered by messages.ts.

/** The spec's media toasts (03 §8). */
export const MEDIA_TEXTS = {
  uploaded: 'Media has been successfully uploaded.',
  notUploaded: "Media hasn't been uploaded.",
  updated: 'You have successfully updated the media.',
  notUpdated: 'There has been error while updating the media.',
  removed: 'Media has been successfully removed.',
  /** Shown by the spec with success status; Campus shows it as the failure it is (decision 0027). */
  notRemoved: "Media hasn't been removed.",
  fileRemoved: 'File has been removed successfully.',
  fileNotRemoved: 'There were issues while removing the file.',
} as const;
