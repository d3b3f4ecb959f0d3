import { Anchor, Image, List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlaceFile } from '@campus/contracts';

/**
 * A venue's or room's media library items on its page: images as pictures with their alt text,
 * other files as download links. The server sends only public items, with their addresses.
 */
export function PlaceFiles({ files, emptyText }: { files: readonly PlaceFile[]; emptyText: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Text size="sm">{emptyText}</Text>;
  const images = files.filter((file) => file.kind === 'image');
  const documents = files.filter((file) => file.kind !== 'image');
  return (
    <>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {images.map((image) => (
            <Image key={image.fileId} src={image.url} alt={image.alt} radius="sm" fit="cover" h={160} loading="lazy" />
          ))}
        </SimpleGrid>
      )}
      {documents.length > 0 && (
        <List size="sm" mt={images.length > 0 ? 'sm' : 0}>
          {documents.map((document) => (
            <List.Item key={document.fileId}>
              <Anchor href={document.url} download>
                {t('venues.download', { title: document.title })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
