import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'help/chat': () => import('./chat-page'),
};
