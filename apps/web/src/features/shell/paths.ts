/** The shell's paths (01 §2): the root, home, what's new and the 404 page. Gathered into PATHS by lib/navigation/paths.ts. */
export const SHELL_PATHS = {
  default: '/',
  home: '/home',
  whatsNew: '/what-new',
  releaseNotes: '/what-new#release-notes',
  notFound: '/404',
} as const;
