// Texts only, no schemas (decision 0034). Gathered by messages.ts.

/** The spec's SCORM texts (02 §8) and the import's refusals in our words (docs/scorm.md). */
export const SCORM_MESSAGES = {
  notCreated: "SCORM hasn't been created.",
  createdNotReleased: 'SCORM has been successfully created but not released.',
  notUpdated: "SCORM hasn't been updated.",
  updatedNotReleased: 'SCORM has been successfully updated but not released.',
  // Our words where the spec names the outcome but not its text.
  created: 'SCORM has been successfully created.',
  updated: 'SCORM has been successfully updated.',
  released: 'SCORM has been successfully released.',
  deleted: 'SCORM has been successfully deleted.',
  undeleted: 'SCORM has been successfully restored.',
} as const;

/**
 * The code of every refusal of an uploaded package (400): the message names what is wrong with
 * the package and `details.reason` what to do about it (docs/scorm.md "Import checks").
 */
export const SCORM_ERROR_CODES = { invalidPackage: 'invalid_scorm_package' } as const;
