/** A size in bytes as people read it: "812 B", "340 kB", "12.4 MB". */
export const formatBytes = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(0)} kB`
      : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
