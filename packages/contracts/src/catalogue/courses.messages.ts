// Texts only, no schemas (decision 0034). Gathered by messages.ts.

/** The spec's course texts (02 §8); the screens of a later round show them. */
export const COURSE_MESSAGES = {
  created: 'Course has been successfully created.',
  notCreated: "Course hasn't been created.",
  updated: 'Course updated',
  noteAdded: 'Note has been successfully added.',
  noteUpdated: 'Note has been successfully updated.',
  moduleAdded: 'Module has been successfully added.',
  moduleUpdated: 'Module has been successfully updated.',
  sectionAdded: 'Section has been successfully added.',
  sectionUpdated: 'Section has been successfully updated.',
  archivingStarted: 'Archiving started for {course}',
  archivingTakesTime: 'This process may take several minutes.',
  fileNotAdded: "{name} file hasn't been added to the course.",
  /** 02 §4: the minor release notes after an edit. */
  contentUpdated: 'Content updated',
  contentAdded: 'Content added',
  contentRemoved: 'Content removed',
} as const;
