import { useState } from 'react';
import type { SyncSchedule } from '../../../contract/knowledge.ts';
import { ShopifySourceCreate } from '../../../contract/shopify.ts';
import { knowledgeApi } from '../api/knowledge-api.ts';
import { TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { clientFormDialog } from '../ui/modal.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { useSchemaSubmit } from '../ui/use-schema-submit.ts';
import { SCHEDULE_OPTIONS } from './knowledge-format.ts';
import { useKnowledgeAction } from './use-knowledge-action.ts';

function ShopifyForm({ clientId, onDone }: { clientId: string; onDone: () => void }) {
  const [shopDomain, setShopDomain] = useState('');
  const [accessToken, setAccessToken] = useState('');
  const [schedule, setSchedule] = useState<SyncSchedule>('daily');
  const connect = useKnowledgeAction(
    clientId,
    (body: ShopifySourceCreate) => knowledgeApi.connectShopify(clientId, body),
    {
      success: () => ({ title: 'Shopify store connected', description: 'Its products are being synced.' }),
      failure: 'Failed to connect the store. Please try again.',
      formShowsFields: true,
    },
  );
  const { errors, submit, pending } = useSchemaSubmit(ShopifySourceCreate, connect, onDone);

  return (
    <form
      noValidate
      onSubmit={(event) => submit(event, { shopDomain, accessToken, schedule })}
      className="space-y-4"
    >
      <TextField
        label="Store address"
        name="shopDomain"
        inputMode="url"
        autoComplete="off"
        placeholder="your-store.myshopify.com"
        value={shopDomain}
        onChange={(e) => setShopDomain(e.target.value)}
        error={errors.shopDomain}
        hint="The myshopify.com address, as shown in Shopify under Settings › Domains."
      />
      <TextField
        label="Admin API access token"
        name="accessToken"
        type="password"
        autoComplete="off"
        placeholder="shpat_…"
        value={accessToken}
        onChange={(e) => setAccessToken(e.target.value)}
        error={errors.accessToken}
        hint="From a custom app (Settings › Apps › Develop apps) with read_products, read_inventory and read_orders. Tested now, kept encrypted on the server and never shown again."
      />
      <SelectField
        label="Sync products again"
        value={schedule}
        onValueChange={(v) => setSchedule(v as SyncSchedule)}
        options={SCHEDULE_OPTIONS}
        error={errors.schedule}
      />
      <FormActions
        onCancel={onDone}
        pending={pending}
        label="Connect Store"
        pendingLabel="Checking the store..."
      />
    </form>
  );
}

/** Connect a Shopify store: its products become knowledge, its orders are told to their buyers only. */
export const ConnectShopifyDialog = clientFormDialog(
  'Connect Shopify store',
  "Products, prices and stock become answers; a buyer who proves the order's email can ask for an order's status.",
  ShopifyForm,
);
