import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/useSession';

/** "<workspace name> – Campus" while a workspace is selected, else "Campus" (01 §2 shell). */
export function useDocumentTitle(): string {
  const { t } = useTranslation();
  const workspaceName = useSession().workspace?.workspace ?? null;
  const product = t('app.productName');
  const title = workspaceName ? t('app.pageTitle', { workspace: workspaceName, product }) : product;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return title;
}
