import { useState, type FormEvent } from 'react';
import { UnansweredToFaq, type UnansweredQuestion } from '../../../contract/insights.ts';
import { insightsApi } from '../api/insights-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { useClientAction } from './use-client-action.ts';
import { fieldMessages } from './validation.ts';

function FaqForm({
  clientId,
  reported,
  onDone,
}: {
  clientId: string;
  reported: UnansweredQuestion;
  onDone: () => void;
}) {
  const [question, setQuestion] = useState(reported.question);
  const [answer, setAnswer] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useClientAction((body: UnansweredToFaq) => insightsApi.turnIntoFaq(clientId, body), {
    success: { title: 'FAQ added', description: 'The assistant answers this question from now on.' },
    failure: 'Failed to add FAQ. Please try again.',
  });

  // The report entry is named by the asked wording, so the operator may reword the FAQ question.
  const body = { question, answer, reportedQuestion: reported.question };
  const errors = submitted
    ? { ...serverErrors, ...fieldMessages(UnansweredToFaq.safeParse(body).error) }
    : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const parsed = UnansweredToFaq.safeParse(body);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Question"
        name="question"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        error={errors.question}
      />
      <TextAreaField
        label="Answer"
        name="answer"
        rows={4}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={errors.answer}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Add FAQ
        </Button>
      </div>
    </form>
  );
}

/** "Turn into FAQ": the asked question, prefilled, and the answer the assistant should give from now on. */
export function FaqFromQuestionDialog({
  clientId,
  question,
  onClose,
}: {
  clientId: string;
  question: UnansweredQuestion | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={question !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Turn into FAQ"
      description="Visitors who ask this get your answer at once."
    >
      {question && <FaqForm clientId={clientId} reported={question} onDone={onClose} />}
    </Modal>
  );
}
