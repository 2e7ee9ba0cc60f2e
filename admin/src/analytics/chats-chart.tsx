import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDashboard } from '../../../contract/analytics.ts';

/** Chats per day; recharts is large, so this module is only loaded when analytics data is shown. */
export default function ChatsChart({ data }: { data: AnalyticsDashboard['chatsPerDay'] }) {
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={`Chats per day: ${data.map((d) => `${d.date} ${d.chats}`).join(', ')}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="date" tick={{ fontSize: 12, fill: '#334155' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <Tooltip />
          <Bar dataKey="chats" name="Chats" fill="#2563eb" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
