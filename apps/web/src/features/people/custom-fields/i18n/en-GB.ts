/** Custom profile fields. Assembled with the other features' texts in src/i18n/en-GB.ts. */
export const customFieldsEnGB = {
  customFields: {
    choose: 'Choose…',
    fieldRequired: 'Fill in {{name}}.',
    lengthBetween: '{{min}} to {{max}} characters.',
    lengthAtLeast: 'At least {{min}} characters.',
    lengthAtMost: 'At most {{max}} characters.',
    title: 'Profile fields',
    intro: 'Information {{workspace}} asks everyone to keep up to date. Fields marked * are required.',
    none: 'This workspace asks for no further profile information.',
    save: 'Save profile fields',
    errorTitle: 'Your profile fields were not saved.',
    savedTitle: 'Profile fields saved',
    savedMessage: 'Your profile fields have been updated.',
    goToFields: 'Fill in the profile fields',
  },
} as const;
