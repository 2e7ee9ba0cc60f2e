import type { WidgetConfig } from '../../contract/widget.ts';
import type { PreChatForm, WidgetTheme } from '../../contract/engage.ts';
import { pathMatches } from '../../contract/patterns.ts';
import { EN, type WidgetTexts } from '../../contract/widget-texts-en.ts';
import type { DemoProfile, MountOptions, Position } from './types.ts';

export const BRAND_NAME = 'Frontdesk';
export const DEFAULT_GREETING = EN.firstMessage;
export const DEFAULT_COLOR = '#3B82F6';
const DEFAULT_HEADER_TITLE = EN.headerTitle;

/** What the UI needs to draw, resolved from the client's config, the embed options and the defaults. */
export interface DisplayConfig {
  title: string;
  businessName: string;
  welcome: string;
  color: string;
  position: Position;
  showAvatar: boolean;
  typingIndicator: boolean;
  sound: boolean;
  faqs: { question: string; answer: string }[];
  /** Show the "Talk to a person" action (the client enabled human handoff). */
  handoff?: boolean;
  /** Every text the widget shows, in the visitor's language (English until the config says). */
  texts: WidgetTexts;
  /** The widget's language (the `lang` of its region). */
  language: string;
  /** The assistant can answer now; false with the plan used up (the header then says so). */
  answering?: boolean;
  /** The pre-chat form, when the client enabled it. */
  preChat?: PreChatForm;
  /** The header's logo (an absolute URL), where the plan allows branding. */
  logo?: string;
  theme: WidgetTheme;
  /** Questions suggested on this page (a page rule's), sent as the visitor's when picked. */
  suggestions: string[];
}

export function defaultDisplay(o: MountOptions): DisplayConfig {
  return {
    title: BRAND_NAME,
    businessName: BRAND_NAME,
    welcome: DEFAULT_GREETING,
    color: o.primaryColor ?? DEFAULT_COLOR,
    position: o.position ?? 'bottom-right',
    showAvatar: true,
    typingIndicator: true,
    sound: false,
    faqs: [],
    texts: EN,
    language: 'en',
    theme: 'light',
    suggestions: [],
  };
}

/**
 * Custom branding (header title, theme colour) applies only where the plan allows it; an explicit
 * colour or position on the embed line wins, because the site owner set it on purpose.
 */
export function displayFromConfig(c: WidgetConfig, o: MountOptions & { base?: string }): DisplayConfig {
  const cc = c.chatCustomizations;
  const businessName = c.businessName || BRAND_NAME;
  const customTitle = c.brandingAllowed && cc.headerTitle && cc.headerTitle !== DEFAULT_HEADER_TITLE;
  // The host page's path picks the first page rule that matches it.
  const rule = cc.pageRules?.find((r) => pathMatches(r.path, location.pathname));
  return {
    title: customTitle ? cc.headerTitle : businessName,
    businessName,
    welcome: rule?.greeting || c.welcomeMessage || cc.firstMessage || DEFAULT_GREETING,
    color: o.primaryColor ?? (c.brandingAllowed ? cc.themeColor : DEFAULT_COLOR),
    position: o.position ?? cc.position,
    showAvatar: cc.showAvatar,
    typingIndicator: cc.enableTypingIndicator,
    sound: cc.enableSoundNotifications,
    faqs: cc.faqs,
    handoff: c.handoffEnabled === true,
    texts: c.texts ?? EN,
    language: c.language ?? 'en',
    answering: c.answering !== false,
    preChat: cc.preChatForm?.enabled ? cc.preChatForm : undefined,
    // A path names a file on our server, which is where the API is (not the host page).
    logo: cc.logoUrl ? new URL(cc.logoUrl, o.base || location.origin).href : undefined,
    theme: cc.theme ?? 'light',
    suggestions: rule?.suggestions ?? [],
  };
}

export function displayFromDemo(p: DemoProfile, o: MountOptions): DisplayConfig {
  return {
    ...defaultDisplay(o),
    title: p.businessName,
    businessName: p.businessName,
    welcome: p.welcomeMessage || DEFAULT_GREETING,
    color: o.primaryColor ?? p.themeColor ?? DEFAULT_COLOR,
    faqs: p.faqs ?? [],
  };
}
