import { domainHref } from '../format.ts';
import { focusRing } from '../ui/button.tsx';

/** A client's domain as a link that opens the site in a new tab. */
export function DomainLink({ domain, small }: { domain: string; small?: boolean }) {
  return (
    <a
      href={domainHref(domain)}
      target="_blank"
      rel="noreferrer"
      className={`${small ? 'text-xs ' : ''}text-blue-700 underline ${focusRing}`}
    >
      {domain}
    </a>
  );
}
