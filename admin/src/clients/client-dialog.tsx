import type { ReactNode } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { FormModal } from '../ui/modal.tsx';

/**
 * The FormModal of one client's settings: open while a client is chosen, its body rendered with that
 * client (so a form starts from its values) and `close` for the body's Cancel and Save.
 */
export function ClientDialog(props: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  describe: (client: Client) => string;
  wide?: boolean;
  children: (client: Client, close: () => void) => ReactNode;
}) {
  const { client } = props;
  return (
    <FormModal
      open={client !== null}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={client ? props.describe(client) : undefined}
      wide={props.wide}
    >
      {(close) => client && props.children(client, close)}
    </FormModal>
  );
}
