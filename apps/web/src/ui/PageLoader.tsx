import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first screen's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center component="main" id="main-content" mih="60vh">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
