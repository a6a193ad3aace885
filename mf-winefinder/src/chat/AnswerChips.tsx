import type { WinefinderAnswerChip } from '@vinkompassen/shared-contracts/schemas';
import { useId } from 'react';
import { TEXTS } from '../texts';

interface AnswerChipsProps {
  chips: readonly WinefinderAnswerChip[];
  disabled: boolean;
  onChange: (chip: WinefinderAnswerChip) => void;
  onRestart: () => void;
}

/** The answers so far; choosing one takes it back so the sommelier can ask again. */
export function AnswerChips({ chips, disabled, onChange, onRestart }: AnswerChipsProps) {
  const headingId = useId();
  return (
    <div className="wf-answers">
      <div className="wf-answers__top">
        <h2 id={headingId} className="wf-answers__heading">
          {TEXTS.chat.answersLabel}
        </h2>
        <button type="button" className="vk-link-button wf-answers__restart" onClick={onRestart}>
          {TEXTS.chat.restart}
        </button>
      </div>
      <ul className="wf-chips" aria-labelledby={headingId}>
        {chips.map((chip) => (
          <li key={`${chip.question_id}:${chip.value}`}>
            <button
              type="button"
              className="wf-chip"
              aria-label={TEXTS.chat.changeAnswer(chip.label)}
              title={TEXTS.chat.changeAnswer(chip.label)}
              disabled={disabled}
              onClick={() => onChange(chip)}
            >
              {chip.label}
              <svg className="wf-chip__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4.5 4.5l7 7m0-7l-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
