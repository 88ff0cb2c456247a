import { useId, type KeyboardEvent } from 'react';
import { COACH_MESSAGE_MAX } from '../../../shared/coach';
import { Button } from '../../components/ui/Button';
import { KEEP_CLEAR } from '../../lib/keepClear';

/**
 * Spec §5: the text is trimmed before sending, nothing empty is sent, nothing while a reply is
 * pending; Enter sends and Shift+Enter starts a new line instead.
 */
export function CoachInput({
  text,
  onTextChange,
  pending,
  onSend,
}: {
  text: string;
  onTextChange: (text: string) => void;
  pending: boolean;
  onSend: () => void;
}) {
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      {...KEEP_CLEAR}
      className="flex items-end gap-2 border-t border-fairway-100 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message the coach
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={COACH_MESSAGE_MAX}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about your swing…"
        className="max-h-28 min-h-10 min-w-0 flex-1 resize-none rounded-lg border border-fairway-200 bg-white px-3 py-2 text-sm placeholder:text-ink/70 focus-visible:outline-2 focus-visible:outline-fairway-700"
      />
      <Button type="submit" size="sm" className="h-10" disabled={pending || text.trim() === ''}>
        Send
      </Button>
    </form>
  );
}
