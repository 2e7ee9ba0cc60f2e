import type { Services } from '../../services.ts';
import type { AnyRouteSpec } from '../define-route.ts';
import { adminAuthRoutes } from './admin-auth.ts';
import { analyticsRoutes } from './analytics.ts';
import { auditLogRoutes } from './audit-log.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { chatRoutes } from './chat.ts';
import { checkoutRoutes } from './checkout.ts';
import { clientRoutes } from './clients.ts';
import { customerAuthRoutes } from './customer-auth.ts';
import { customerUserRoutes } from './customer-users.ts';
import { dashboardRoutes } from './dashboard.ts';
import { feedRoutes } from './feeds.ts';
import { shopifyRoutes } from './shopify.ts';
import { feedbackRoutes } from './feedback.ts';
import { answerTestRoutes } from './answer-tests.ts';
import { fileUploadRoutes } from './file-uploads.ts';
import { handoffRoutes } from './handoff.ts';
import { healthRoutes } from './health.ts';
import { identityRoutes } from './identity.ts';
import { actionRoutes } from './actions.ts';
import { actionCardRoutes } from './action-cards.ts';
import { insightRoutes } from './insights.ts';
import { knowledgeSourceRoutes } from './knowledge-sources.ts';
import { knowledgeWebsiteRoutes } from './knowledge-website.ts';
import { pageViewRoutes } from './page-views.ts';
import { twoFactorRoutes } from './two-factor.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { privacyRoutes } from './privacy.ts';
import { v1ChatRoutes } from './v1-chat.ts';
import { webhookRoutes } from './webhooks.ts';
import { notificationRoutes } from './notifications.ts';
import { exportRoutes } from './exports.ts';
import { v1ReadRoutes } from './v1-read.ts';
import { peopleRoutes } from './people.ts';
import { workspaceChecklistRoutes } from './workspace-checklist.ts';

/** Every API route module, one line each. Static files and the OpenAPI document are added by the server. */
export function apiRoutes(s: Services): AnyRouteSpec[] {
  return [
    ...healthRoutes(s),
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
    ...subscriptionRoutes(s),
    ...insightRoutes(s),
    ...knowledgeSourceRoutes(s),
    ...knowledgeWebsiteRoutes(s),
    ...feedRoutes(s),
    ...shopifyRoutes(s),
    ...fileUploadRoutes(s),
    ...customerAuthRoutes(s),
    ...auditLogRoutes(s),
    ...customerUserRoutes(s),
    ...identityRoutes(s),
    ...feedbackRoutes(s),
    ...answerTestRoutes(s),
    ...webhookRoutes(s),
    ...notificationRoutes(s),
    ...exportRoutes(s),
    ...v1ReadRoutes(s),
    ...peopleRoutes(s),
    ...workspaceChecklistRoutes(s),
    ...twoFactorRoutes(s),
    ...actionRoutes(s),
    ...actionCardRoutes(s),
    ...privacyRoutes(s),
  ];
}
