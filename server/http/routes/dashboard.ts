import { DashboardStats, RecentChats } from '../../../contract/admin.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

export const dashboardRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard/stats',
    summary: 'Dashboard stat cards',
    tag: 'admin',
    auth: 'admin',
    responses: { 200: DashboardStats, 401: ErrorBody },
    handler: () => s.dashboard.stats(),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard/recent-chats',
    summary: 'Most recently active conversations',
    tag: 'admin',
    auth: 'admin',
    responses: { 200: RecentChats, 401: ErrorBody },
    handler: async () => ({ recentChats: await s.dashboard.recentChats() }),
  }),
];
