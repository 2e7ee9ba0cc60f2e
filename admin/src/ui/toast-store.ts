import { useSyncExternalStore } from 'react';

/** At most one toast is visible; a dismissed toast is removed after 1000000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(items.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id: number): void {
  scheduleRemoval(id);
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  emit([item, ...items].slice(0, TOAST_LIMIT));
  return id;
}

/** Shorthand for an error toast: the title "Error", the message as description. */
export function toastError(description: string): number {
  return toast({ title: 'Error', description, variant: 'destructive' });
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
  );
}
