/** `%` and `_` typed in a search are looked for as they are (ILIKE with `\` escapes). */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
