/**
 * Remembers a lookup by path for the most recent paths. Matching a path against the route
 * patterns compiles a regular expression per pattern on every call (react-router's `matchPath`),
 * and the shell and its navigation ask the same questions of the same few paths on every render:
 * on a first load of a signed-in page that was about a tenth of the app's start-up script time.
 */
export function memoByPath<T>(lookup: (pathname: string) => T, keep = 100): (pathname: string) => T {
  const answers = new Map<string, T>();
  return (pathname) => {
    if (answers.has(pathname)) return answers.get(pathname) as T;
    const answer = lookup(pathname);
    // The oldest answer goes first: a Map iterates in the order its keys were added.
    if (answers.size >= keep) answers.delete(answers.keys().next().value as string);
    answers.set(pathname, answer);
    return answer;
  };
}
