import { z } from 'zod';

export const LoginRequest = z
  .object({
    username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(50),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AdminUser = z.object({ username: z.string() });
export const MeResponse = z.object({
  user: AdminUser,
  /** FRONTDESK_PUBLIC_URL: where customer pages load the widget from, used in embed scripts. */
  publicUrl: z.string(),
});
export type MeResponse = z.infer<typeof MeResponse>;

export const DashboardStats = z.object({
  totalClients: z.number().int(),
  totalMessages: z.number().int(),
  totalChats: z.number().int(),
  activeSessions: z.number().int(),
  /** USD spent on model tokens this month; null when no priced usage is known. */
  apiCost: z.number().nullable(),
  /** Percent change this month against last month; null when last month had none. */
  clientsGrowth: z.number().nullable(),
  messagesGrowth: z.number().nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const RecentChat = z.object({
  sessionId: z.string(),
  businessName: z.string(),
  clientName: z.string(),
  clientId: z.string(),
  avatar: z.string(),
  lastMessage: z.string(),
  /** The email the visitor left in the chat (a follow-up lead), or null: with the session id, the chat's title. */
  visitorEmail: z.string().nullable(),
  timestamp: z.string(),
  status: z.string(),
});
export type RecentChat = z.infer<typeof RecentChat>;
export const RecentChats = z.object({ recentChats: z.array(RecentChat) });
export type RecentChats = z.infer<typeof RecentChats>;
