/** The Campus mark: an open book under a roof, in the workspace's primary colour. */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M6 13 16 6l10 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M8 15.5c2.8-.9 5.5-.6 8 1.2 2.5-1.8 5.2-2.1 8-1.2V25c-2.8-.9-5.5-.6-8 1.2-2.5-1.8-5.2-2.1-8-1.2z"
        fill="#fff"
      />
      <path d="M16 16.7v9.5" stroke="var(--mantine-primary-color-filled)" strokeWidth="1.4" />
    </svg>
  );
}
