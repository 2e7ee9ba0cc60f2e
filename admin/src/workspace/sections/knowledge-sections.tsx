import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChatCustomizations, type Client } from '../../../../contract/clients.ts';
import { clientsApi } from '../../api/clients-api.ts';
import { keys } from '../../api/keys.ts';
import { useClientAction } from '../../clients/use-client-action.ts';
import { fieldMessages } from '../../clients/validation.ts';
import { KnowledgeSection } from '../../knowledge/knowledge-section.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { focusFirstInvalid } from '../../ui/focus-first-invalid.ts';
import { KnowledgeTextCard } from '../knowledge-text-card.tsx';

/** Renders `children` with the workspace's client once it is loaded. */
function WithClient({ clientId, children }: { clientId: string; children: (c: Client) => React.ReactNode }) {
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  return client.data ? <>{children(client.data)}</> : null;
}

/** Knowledge: the business's own words the assistant answers from. */
export function BusinessTextSection({ clientId }: { clientId: string }) {
  return (
    <WithClient clientId={clientId}>{(c) => <KnowledgeTextCard key={c.updatedAt} client={c} />}</WithClient>
  );
}

/** Knowledge: crawled pages, feeds and files. */
export function SourcesSection({ clientId }: { clientId: string }) {
  return <WithClient clientId={clientId}>{(c) => <KnowledgeSection client={c} />}</WithClient>;
}

function FaqsForm({ client }: { client: Client }) {
  const [faqs, setFaqs] = useState(client.chatCustomizations.faqs);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useClientAction(
    (list: typeof faqs) => clientsApi.customize(client.id, { ...client.chatCustomizations, faqs: list }),
    {
      success: { title: 'FAQs saved', description: 'Your assistant gives these answers at once.' },
      failure: 'Could not save the FAQs. Please try again.',
    },
  );
  const setFaq = (index: number, field: 'question' | 'answer', text: string) =>
    setFaqs((list) => list.map((f, i) => (i === index ? { ...f, [field]: text } : f)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = ChatCustomizations.safeParse({ ...client.chatCustomizations, faqs });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate(parsed.data.faqs);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      {faqs.length === 0 && (
        <p className="text-sm text-slate-600">
          No FAQs yet. Your assistant gives an FAQ's answer word for word.
        </p>
      )}
      {faqs.map((faq, index) => (
        <div key={index} className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="faq-item">
          <TextField
            label={`Question ${index + 1}`}
            value={faq.question}
            onChange={(e) => setFaq(index, 'question', e.target.value)}
            error={errors[`faqs.${index}.question`]}
          />
          <TextAreaField
            label={`Answer ${index + 1}`}
            rows={2}
            value={faq.answer}
            onChange={(e) => setFaq(index, 'answer', e.target.value)}
            error={errors[`faqs.${index}.answer`]}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setFaqs((list) => list.filter((_, i) => i !== index))}
            aria-label={`Remove FAQ ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {errors.faqs && <p className="text-sm text-red-700">{errors.faqs}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setFaqs((list) => [...list, { question: '', answer: '' }])}
        >
          Add FAQ
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save FAQs'}
        </Button>
      </div>
    </form>
  );
}

/** Knowledge: the questions visitors ask most, with the answers the assistant gives word for word. */
export function FaqsSection({ clientId }: { clientId: string }) {
  return (
    <WithClient clientId={clientId}>
      {(c) => (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Frequently asked questions</h2>
          <FaqsForm key={c.updatedAt} client={c} />
        </Card>
      )}
    </WithClient>
  );
}
