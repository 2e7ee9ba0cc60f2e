/**
 * What a paid sign-up answers (a subscription PayPal reports ACTIVE), in the shape the site expects: the new
 * client's token and embed script, and its owner account with the one-time set-password link.
 */
import type { CheckoutSuccessResponse } from '../../../contract/checkout.ts';
import { buildEmbedScript } from '../../../contract/embed-script.ts';
import type { CustomerAccountsService } from '../accounts/customer-accounts.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';

export interface SignUpResult {
  resultFor(clientId: string, email: string, setPasswordUrl: string | null): Promise<CheckoutSuccessResponse>;
  /**
   * The buyer's owner account and its one-time link. An email whose owner already set a password from
   * their mailbox (a buyer's second website) becomes an owner of this client too: one login, several
   * workspaces; the link is then null and the buyer signs in with the password they have (a notice goes
   * by email). Otherwise the link opens this workspace only: whoever typed the email chose it.
   */
  ownerFor(clientId: string, businessName: string, email: string): Promise<string | null>;
}

export function createSignUpResult(deps: {
  clients: Pick<ClientsService, 'get'>;
  accounts: Pick<CustomerAccountsService, 'addBuyer'>;
  publicUrl: () => string;
}): SignUpResult {
  return {
    async resultFor(clientId, email, setPasswordUrl) {
      const client = await deps.clients.get(clientId);
      if (!client.accessToken)
        throw new DomainError(
          'conflict',
          'This account no longer has a production token; sign in to create one',
        );
      return {
        clientId: client.id,
        businessName: client.businessName,
        accessToken: client.accessToken,
        embedScript: buildEmbedScript({
          publicUrl: deps.publicUrl(),
          clientId: client.id,
          token: client.accessToken,
        }),
        email,
        setPasswordUrl,
        workspaceUrl: `${deps.publicUrl()}/app`,
      };
    },
    async ownerFor(clientId, businessName, email) {
      return (await deps.accounts.addBuyer(clientId, email, businessName)).setPasswordUrl;
    },
  };
}
