/** "h:mm" from the stored HH:MM:SS (a course's duration), or null. */
export const hoursAndMinutes = (duration: string | null): string | null =>
  duration ? duration.slice(0, 5).replace(/^0/, '') : null;

/**
 * A course description (rich text the server sanitised, 01 §5) as plain paragraphs: the learner's
 * screens show its words, never its markup, so nothing in it can run or fetch.
 */
export function paragraphsOf(html: string | null): string[] {
  if (!html) return [];
  const document = new DOMParser().parseFromString(
    html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '$&\n'),
    'text/html',
  );
  // Whatever could run or style is dropped whole, its text too (the server's sanitiser does the same).
  for (const element of document.body.querySelectorAll('script, style, template, iframe, object')) element.remove();
  return (document.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
