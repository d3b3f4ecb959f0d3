/** The media library's paths (03 §2). Gathered into PATHS by lib/navigation/paths.ts. */
export const MEDIA_PATHS = {
  mediaLibrary: '/setup/media-library',
} as const;
