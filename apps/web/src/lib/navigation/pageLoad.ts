/**
 * Leaving the running app for a fresh load of a page. Used where the session changes identity
 * ("Back to admin"): the app starts anew as the administrator, so no guard, cache, theme or
 * workspace of the impersonated person outlives the switch. An object, so tests can replace it.
 */
export const pageLoad = {
  replace(path: string): void {
    window.location.replace(path);
  },
};
