import { usageLevel } from '../../../contract/plans.ts';
import { formatNumber, usagePercent } from '../format.ts';

/** A progress bar of monthly usage that warns above 80% and again at or above 100%. */
export function UsageMeter({
  used,
  limit,
  label = 'Monthly message usage',
}: {
  used: number;
  limit: number;
  label?: string;
}) {
  const percent = usagePercent(used, limit);
  const level = usageLevel(used, limit);
  const bar = level === 'exceeded' ? 'bg-red-600' : level === 'warning' ? 'bg-amber-500' : 'bg-blue-600';
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">
          {formatNumber(used)} / {formatNumber(limit)} ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${formatNumber(used)} of ${formatNumber(limit)} messages`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${bar}`} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      {level === 'warning' && <p className="text-sm font-medium text-amber-800">Approaching limit</p>}
      {level === 'exceeded' && <p className="text-sm font-medium text-red-700">Limit exceeded!</p>}
    </div>
  );
}
