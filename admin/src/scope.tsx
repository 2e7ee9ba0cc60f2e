import { createContext, useContext } from 'react';
import type { CustomerRole } from '../../contract/accounts.ts';

/**
 * Whose console this is: an operator's (/admin, every client) or a customer's workspace (/app, one
 * client). Shared screens read it to hide what only operators may do; the server decides either way.
 */
export type Scope = { kind: 'operator' } | { kind: 'customer'; clientId: string; role: CustomerRole };

const ScopeContext = createContext<Scope>({ kind: 'operator' });
export const ScopeProvider = ScopeContext.Provider;
export const useScope = (): Scope => useContext(ScopeContext);
export const isCustomer = (scope: Scope): scope is Extract<Scope, { kind: 'customer' }> =>
  scope.kind === 'customer';
