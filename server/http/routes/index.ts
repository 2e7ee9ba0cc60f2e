import type { Services } from '../../services.ts';
import type { AnyRouteSpec } from '../define-route.ts';
import { adminAuthRoutes } from './admin-auth.ts';
import { analyticsRoutes } from './analytics.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { chatRoutes } from './chat.ts';
import { checkoutRoutes } from './checkout.ts';
import { clientRoutes } from './clients.ts';
import { customerAuthRoutes } from './customer-auth.ts';
import { customerUserRoutes } from './customer-users.ts';
import { dashboardRoutes } from './dashboard.ts';
import { feedRoutes } from './feeds.ts';
import { fileUploadRoutes } from './file-uploads.ts';
import { handoffRoutes } from './handoff.ts';
import { healthRoutes } from './health.ts';
import { insightRoutes } from './insights.ts';
import { knowledgeSourceRoutes } from './knowledge-sources.ts';
import { knowledgeWebsiteRoutes } from './knowledge-website.ts';
import { pageViewRoutes } from './page-views.ts';
import { planUpgradeRoutes } from './plan-upgrades.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { privacyRoutes } from './privacy.ts';
import { v1ChatRoutes } from './v1-chat.ts';

/** Every API route module, one line each. Static files and the OpenAPI document are added by the server. */
export function apiRoutes(s: Services): AnyRouteSpec[] {
  return [
    ...healthRoutes(),
    ...adminAuthRoutes(s),
    ...clientRoutes(s),
    ...apiKeyRoutes(s),
    ...dashboardRoutes(s),
    ...chatRoutes(s),
    ...v1ChatRoutes(s),
    ...handoffRoutes(s),
    ...analyticsRoutes(s),
    ...pageViewRoutes(s),
    ...checkoutRoutes(s),
    ...planUpgradeRoutes(s),
    ...insightRoutes(s),
    ...knowledgeSourceRoutes(s),
    ...knowledgeWebsiteRoutes(s),
    ...feedRoutes(s),
    ...fileUploadRoutes(s),
    ...customerAuthRoutes(s),
    ...customerUserRoutes(s),
    ...twoFactorRoutes(s),
    ...privacyRoutes(s),
  ];
}
