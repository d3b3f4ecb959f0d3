import { useState } from 'react';
import { Box } from '@mantine/core';
import { MEDIA_ENDPOINTS } from '@campus/contracts';
import { endpointUrl } from '../../../lib/api/callEndpoint';
import { IconPuzzle } from '../../../ui/icons';

/**
 * A module's picture from the media library at its small size (the open image address,
 * decision 0004), or the module icon when it has none or the image cannot be shown (a private
 * item). Decorative: the module's name is beside it.
 */
export function ModuleImage({ image, size = 48 }: { image: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const frame = { width: size, height: size, flex: 'none', borderRadius: 'var(--mantine-radius-sm)' } as const;
  if (image === null || broken) {
    return (
      <Box
        aria-hidden
        style={{ ...frame, display: 'grid', placeItems: 'center', background: 'var(--mantine-color-default-hover)' }}
      >
        <IconPuzzle size={size / 2} stroke={1.5} />
      </Box>
    );
  }
  return (
    <img
      src={endpointUrl(MEDIA_ENDPOINTS.fileImage, { id: image, size: 'small' })}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      style={{ ...frame, objectFit: 'cover' }}
    />
  );
}
