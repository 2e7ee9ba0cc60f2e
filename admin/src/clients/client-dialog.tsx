import type { ReactNode } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { Modal } from '../ui/modal.tsx';

/**
 * The dialog of one client's settings: open while a client is chosen, its body rendered only then
 * (so a form starts from that client's values), and `close` for the body's Cancel and Save.
 */
export function ClientDialog(props: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  describe: (client: Client) => string;
  wide?: boolean;
  children: (client: Client, close: () => void) => ReactNode;
}) {
  const { client, onOpenChange } = props;
  return (
    <Modal
      open={client !== null}
      onOpenChange={onOpenChange}
      title={props.title}
      description={client ? props.describe(client) : undefined}
      wide={props.wide}
    >
      {client && props.children(client, () => onOpenChange(false))}
    </Modal>
  );
}
