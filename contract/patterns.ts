/**
 * Plain patterns shared by the contract schemas and by browser code that must not pull zod into its
 * bundle (the widget imports this file directly).
 */

/** The spec's "simple {email} pattern with no spaces". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
