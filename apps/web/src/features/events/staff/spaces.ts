/** 03 §9 session spaces texts: 'No spaces available', 'N / M spaces available', unlimited 'N people have booked'. */
export function spacesText(spaces: { limit: number | null; available: number | null; booked: number }): string {
  if (spaces.limit === null) return `${spaces.booked} ${spaces.booked === 1 ? 'person has' : 'people have'} booked`;
  if (!spaces.available) return 'No spaces available';
  return `${spaces.available} / ${spaces.limit} spaces available`;
}
