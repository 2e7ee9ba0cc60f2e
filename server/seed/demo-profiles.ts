import type { ClientCreateParsed } from '../../contract/clients.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';

type Profile = Omit<ClientCreateParsed, 'chatCustomizations'> & {
  welcomeMessage: string;
  themeColor: string;
  faqs: { question: string; answer: string }[];
};

/**
 * The five demo business profiles (one per industry the site shows), seeded into an empty database in
 * test mode so the demo pages work at once. Their facts are sample figures written for the demo; the
 * assistant may only repeat them, never add to them.
 */
export const DEMO_PROFILES: Profile[] = [
  {
    clientName: 'Alex Morgan',
    businessName: 'ChatGenius AI',
    domain: 'chatgenius.ai',
    plan: 'Enterprise',
    industry: 'saas_technology',
    email: 'alex@chatgenius.ai',
    phone: '+1 (555) 010-2000',
    notes: 'Demo profile: an AI chatbot SaaS company.',
    welcomeMessage:
      "Hi! I'm the ChatGenius assistant. Ask me about our plans, integrations or booking a demo.",
    themeColor: '#3b82f6',
    aiContent: `ChatGenius AI builds AI chatbots that answer customer questions on any website.

Pricing: the Starter plan costs $29 per month and covers up to 1,000 conversations a month. The Professional plan costs $99 per month and covers up to 10,000 conversations a month. The Enterprise plan has custom pricing and unlimited conversations.

Every plan includes unlimited websites, 24/7 support, real-time analytics and custom branding.

Performance: the chatbot responds in under 1 second. Setup takes under 5 minutes: paste one script tag into your site.

Integrations: ChatGenius connects to Shopify, WordPress, Wix, Squarespace, Webflow, Zapier, Slack and HubSpot, and offers a REST API for custom integrations.

Demo: you can book a free 30-minute live demo with our team from the website, Monday to Friday, 9 AM to 5 PM Eastern Time.

Support hours: our support team is available 24/7 by chat and email at support@chatgenius.ai.`,
    sampleResponses: {
      pricing:
        'Our plans: Starter at $29/month for up to 1,000 conversations, Professional at $99/month for up to 10,000 conversations, and Enterprise with custom pricing and unlimited conversations. Every plan includes unlimited websites, 24/7 support, real-time analytics and custom branding.',
      integrations:
        'ChatGenius integrates with Shopify, WordPress, Wix, Squarespace, Webflow, Zapier, Slack and HubSpot, and has a REST API for anything custom.',
      demo: 'You can book a free 30-minute live demo with our team, Monday to Friday, 9 AM to 5 PM Eastern Time. Would you like me to have someone reach out?',
      default:
        'I can help with ChatGenius pricing, integrations, setup and demos. What would you like to know?',
    },
    faqs: [
      {
        question: 'How long does setup take?',
        answer: 'Setup takes under 5 minutes: paste one script tag into your website and you are live.',
      },
      {
        question: 'Do all plans include custom branding?',
        answer:
          'Yes. Every plan includes custom branding, unlimited websites, 24/7 support and real-time analytics.',
      },
      { question: 'How fast does the chatbot respond?', answer: 'ChatGenius answers in under 1 second.' },
    ],
  },
  {
    clientName: 'Sofia Bennett',
    businessName: 'Bella Moda Boutique',
    domain: 'bellamoda.shop',
    plan: 'Premium',
    industry: 'fashion_retail',
    email: 'hello@bellamoda.shop',
    phone: '+1 (555) 010-3000',
    notes: "Demo profile: a women's fashion boutique.",
    welcomeMessage:
      'Welcome to Bella Moda! I can help with sizes, shipping, returns and styling appointments.',
    themeColor: '#db2777',
    aiContent: `Bella Moda Boutique is a women's fashion boutique selling dresses, tops, knitwear and accessories.

Shipping: shipping is free on orders over $150. Standard delivery takes 3-5 business days. Express delivery takes 1-2 business days.

Returns: we accept returns within 30 days of delivery for unworn items with tags attached. Refunds go back to the original payment method.

Sizes: our clothing comes in sizes XS to 3XL. Each product page has a size chart with bust, waist and hip measurements.

Personal styling: a personal styling session is free with purchases over $300, or $50 as a standalone session.

Store hours: the boutique is open Monday to Saturday, 10 AM to 7 PM, and Sunday, 11 AM to 5 PM.`,
    sampleResponses: {
      size: 'Our clothing comes in sizes XS to 3XL, and every product page has a size chart with bust, waist and hip measurements.',
      default:
        'I can help with sizes, shipping, returns and personal styling at Bella Moda. What are you looking for?',
    },
    faqs: [
      {
        question: 'What is your return policy?',
        answer:
          'You can return unworn items with tags attached within 30 days of delivery for a refund to your original payment method.',
      },
      {
        question: 'Do you offer free shipping?',
        answer:
          'Yes, shipping is free on orders over $150. Standard delivery takes 3-5 business days; express takes 1-2 business days.',
      },
      {
        question: 'How much is personal styling?',
        answer: 'Personal styling is free with purchases over $300, or $50 as a standalone session.',
      },
    ],
  },
  {
    clientName: 'Marcus Rivera',
    businessName: 'Sunset Realty Group',
    domain: 'sunsetrealty.com',
    plan: 'Premium',
    industry: 'real_estate',
    email: 'marcus@sunsetrealty.com',
    phone: '+1 (555) 010-4000',
    notes: 'Demo profile: a real estate agency in South Florida.',
    welcomeMessage:
      'Hello! Looking to buy, sell or rent in South Florida? Ask me about listings or book a viewing.',
    themeColor: '#ea580c',
    aiContent: `Sunset Realty Group is a real estate agency serving Miami, Fort Lauderdale and West Palm Beach.

Listings: we currently list condos in Miami from $350,000, single-family homes in Fort Lauderdale from $550,000, and rentals from $2,200 per month.

Miami condos: our Miami condo listings include Brickell, Edgewater and Miami Beach, with one to three bedrooms and building amenities such as pools, gyms and 24-hour concierge.

Viewings: property viewings can be scheduled seven days a week from 9 AM to 6 PM. Virtual tours are available for every listing.

Selling: our agents offer a free home valuation within 48 hours. Our commission is 5% of the sale price.

Office: 1200 Ocean Drive, Miami Beach, open Monday to Saturday, 9 AM to 6 PM.`,
    sampleResponses: {
      properties:
        'We list Miami condos from $350,000, Fort Lauderdale single-family homes from $550,000, and rentals from $2,200 per month. What area and budget do you have in mind?',
      'miami condos':
        'Our Miami condo listings cover Brickell, Edgewater and Miami Beach, from $350,000, with one to three bedrooms and amenities like pools, gyms and 24-hour concierge.',
      schedule:
        'Viewings can be scheduled seven days a week from 9 AM to 6 PM, and every listing also has a virtual tour. Which property would you like to see?',
      default:
        'I can help you find properties, schedule viewings or get a free home valuation. What are you looking for?',
    },
    faqs: [
      {
        question: 'Do you offer virtual tours?',
        answer:
          'Yes, every listing has a virtual tour, and in-person viewings run seven days a week from 9 AM to 6 PM.',
      },
      {
        question: 'How do I get my home valued?',
        answer: 'Our agents provide a free home valuation within 48 hours.',
      },
    ],
  },
  {
    clientName: 'Lena Okafor',
    businessName: 'EcoThreads',
    domain: 'ecothreads.co',
    plan: 'Starter',
    industry: 'fashion_retail',
    email: 'care@ecothreads.co',
    phone: '+1 (555) 010-5000',
    notes: 'Demo profile: a sustainable fashion shop.',
    welcomeMessage: 'Hi there! Ask me about our sustainable materials, sizing or orders.',
    themeColor: '#16a34a',
    aiContent: `EcoThreads is a sustainable fashion shop making clothing from certified organic and recycled materials.

Materials: our t-shirts and dresses use GOTS-certified organic cotton. Our outerwear uses recycled polyester made from plastic bottles. All dyes are low-impact and free of azo compounds.

Sustainable dresses: the Willow wrap dress ($89) is made of organic cotton, and the Fern midi dress ($119) is made of Tencel lyocell.

Shipping: every order ships carbon-neutral in plastic-free packaging. Orders over $75 ship free. Delivery takes 4-6 business days.

Returns: returns are accepted within 45 days. Return shipping is free for exchanges.

Repairs: our lifetime repair program fixes seams and buttons on any EcoThreads garment for free.`,
    sampleResponses: {
      'sustainable dress':
        'Our sustainable dresses are the Willow wrap dress ($89) in organic cotton and the Fern midi dress ($119) in Tencel lyocell.',
      'organic cotton':
        'Our t-shirts and dresses use GOTS-certified organic cotton, dyed with low-impact dyes free of azo compounds.',
      default:
        'I can tell you about our sustainable materials, dresses, shipping and repairs. What would you like to know?',
    },
    faqs: [
      {
        question: 'How long do I have to return an item?',
        answer: 'Returns are accepted within 45 days, and return shipping is free for exchanges.',
      },
      {
        question: 'Is shipping free?',
        answer:
          'Orders over $75 ship free, carbon-neutral and in plastic-free packaging. Delivery takes 4-6 business days.',
      },
    ],
  },
  {
    clientName: 'Priya Shah',
    businessName: 'TaskPilot',
    domain: 'taskpilot.io',
    plan: 'Enterprise',
    industry: 'software',
    email: 'priya@taskpilot.io',
    phone: '+1 (555) 010-6000',
    notes: 'Demo profile: a project-management software company.',
    welcomeMessage: 'Welcome to TaskPilot! Ask me about plans, integrations or starting your free trial.',
    themeColor: '#7c3aed',
    aiContent: `TaskPilot is project-management software for teams: boards, timelines, time tracking and reports.

Pricing: TaskPilot has three plans. Basic costs $8 per user per month. Team costs $15 per user per month and adds timelines and time tracking. Business costs $25 per user per month and adds advanced reports, SSO and audit logs.

Free trial: every plan starts with a 14-day free trial, no credit card required.

Integrations: TaskPilot integrates with Slack, Google Drive, GitHub, Jira, Microsoft Teams and Zapier.

Demo: a product specialist can give a live demo; book it from the Contact page.

Security: data is encrypted at rest and in transit, and TaskPilot is SOC 2 Type II certified.`,
    sampleResponses: {
      pricing:
        'TaskPilot has three plans: Basic at $8, Team at $15 and Business at $25 per user per month. Each starts with a 14-day free trial, no credit card required.',
      integrations:
        'TaskPilot integrates with Slack, Google Drive, GitHub, Jira, Microsoft Teams and Zapier.',
      demo: 'A product specialist can give you a live demo of TaskPilot; you can book it from our Contact page.',
      default:
        'I can help with TaskPilot plans, the 14-day free trial, integrations and demos. What would you like to know?',
    },
    faqs: [
      {
        question: 'Is there a free trial?',
        answer: 'Yes. Every plan starts with a 14-day free trial, no credit card required.',
      },
      {
        question: 'Is TaskPilot secure?',
        answer: 'Data is encrypted at rest and in transit, and TaskPilot is SOC 2 Type II certified.',
      },
    ],
  },
];

export function profileToClient(p: Profile): ClientCreateParsed {
  const { welcomeMessage, themeColor, faqs, ...client } = p;
  return {
    ...client,
    testMode: true,
    isDemo: true,
    chatCustomizations: {
      ...DEFAULT_CHAT_CUSTOMIZATIONS,
      headerTitle: p.businessName,
      firstMessage: welcomeMessage,
      themeColor,
      faqs,
    },
  };
}
