export { LearnerDashboardPage } from './LearnerDashboardPage';
export { LearnerEventPage } from './LearnerEventPage';
export { LearnerSessionPage } from './LearnerSessionPage';
