import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState';
import { IconSchool } from '../../../../ui/icons';

/**
 * Learning history. Enrolments and completions arrive with the catalogue area; until then
 * there is nothing to list, and the tab says so plainly.
 */
export function LearningHistoryTab() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={IconSchool}
      title={t('account.learningHistory.emptyTitle')}
      description={t('account.learningHistory.emptyBody')}
    />
  );
}
