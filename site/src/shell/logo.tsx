import { SITE_NAME } from '../site-config.ts';

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <a
      href="/"
      className={`flex items-center gap-2 text-xl font-bold ${light ? 'text-white' : 'text-gray-900'}`}
    >
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path d="M8 10h16v10H14l-5 4v-4H8z" fill="#fff" />
      </svg>
      {SITE_NAME}
    </a>
  );
}
