/** One message of a sample conversation: visitor on the right, assistant on the left. */
export function ChatBubble({ sender, text }: { sender: 'user' | 'ai'; text: string }) {
  const mine = sender === 'user';
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-sender={sender}>
      <p
        className={`max-w-[80%] rounded-2xl px-4 py-2 text-sm leading-relaxed ${mine ? 'rounded-br-sm bg-blue-700 text-white' : 'rounded-bl-sm bg-gray-100 text-gray-900'}`}
      >
        <span className="sr-only">{mine ? 'Customer: ' : 'Assistant: '}</span>
        {text}
      </p>
    </div>
  );
}
