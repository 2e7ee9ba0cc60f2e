import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import type { WidgetConfig } from '../../../contract/widget.ts';
import type { ClientRecord } from '../shared/ports.ts';

/**
 * What the widget renders for a client. Custom branding is a Premium feature: Starter widgets keep the
 * default look whatever the client saved.
 */
export function widgetConfigOf(client: ClientRecord): WidgetConfig {
  const brandingAllowed = client.plan === 'Premium' || client.plan === 'Enterprise';
  // Curated answers (written from transcripts) answer questions; they are not offered as buttons.
  const all = client.chatCustomizations;
  const c = all.faqs.some((f) => f.curated) ? { ...all, faqs: all.faqs.filter((f) => !f.curated) } : all;
  return {
    clientId: client.id,
    businessName: client.businessName,
    domain: client.domain,
    industry: client.industry,
    testMode: client.testMode,
    welcomeMessage: c.firstMessage,
    chatCustomizations: brandingAllowed
      ? c
      : {
          ...c,
          themeColor: DEFAULT_CHAT_CUSTOMIZATIONS.themeColor,
          showAvatar: DEFAULT_CHAT_CUSTOMIZATIONS.showAvatar,
        },
    brandingAllowed,
    handoffEnabled: client.handoff?.enabled ?? false,
  };
}
