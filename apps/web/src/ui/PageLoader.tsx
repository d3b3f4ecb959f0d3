import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the first screen's code loads: the page's main landmark, or (`landmark` false)
 * content inside a main landmark the shell already has.
 */
export function PageLoader({ landmark = true }: { landmark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center {...(landmark ? { component: 'main', id: 'main-content' } : {})} mih="60vh">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
