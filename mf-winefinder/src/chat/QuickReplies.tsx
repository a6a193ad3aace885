import type { WinefinderOption, WinefinderQuestion } from '@vinkompassen/shared-contracts/schemas';
import { TEXTS } from '../texts';

interface QuickRepliesProps {
  question: WinefinderQuestion;
  onChoose: (option: WinefinderOption) => void;
}

/** The open question's options as buttons, each with how many wines would remain. */
export function QuickReplies({ question, onChoose }: QuickRepliesProps) {
  return (
    <div className="wf-replies" role="group" aria-label={TEXTS.chat.repliesLabel(question.text)}>
      {question.options.map((option) => (
        <button
          key={`${question.id}:${option.value}`}
          type="button"
          className="wf-reply"
          aria-label={option.count === null ? undefined : TEXTS.chat.optionWithCount(option.label, option.count)}
          onClick={() => onChoose(option)}
        >
          {option.label}
          {option.count !== null && (
            <span className="wf-reply__count" aria-hidden="true">
              {option.count}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
