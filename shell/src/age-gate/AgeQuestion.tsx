import type { MouseEvent } from 'react';
import { LogoMark } from '@vinkompassen/ui-kit';
import { TEXTS } from '../texts';
import { Dialog } from '../ui/Dialog';
import { AGE_FORM_PATH } from './ageForm';

interface AgeQuestionProps {
  state: 'ask' | 'blocked';
  onAnswer: (answer: 'blocked' | 'confirmed') => void;
}

/** The gate's dialog: the question, or the blocking "welcome back later". */
export function AgeQuestion({ state, onAnswer }: AgeQuestionProps) {
  // With JavaScript the answer stays here; without it, the buttons submit the form to the server.
  const answer = (next: 'blocked' | 'confirmed') => (event: MouseEvent) => {
    event.preventDefault();
    onAnswer(next);
  };

  return (
    <Dialog labelledBy="vk-age-gate-title" variant="gate" className="vk-age-gate" portal={false}>
      <div className="vk-age-gate__mark">
        <LogoMark />
      </div>
      {state === 'ask' ? (
        <>
          <h2 id="vk-age-gate-title">{TEXTS.ageGate.title}</h2>
          <p>{TEXTS.ageGate.question}</p>
          <form className="vk-age-gate__actions" method="post" action={AGE_FORM_PATH}>
            <button type="submit" name="answer" value="25+" className="vk-button vk-button--primary" onClick={answer('confirmed')}>
              {TEXTS.ageGate.confirm}
            </button>
            <button type="submit" name="answer" value="under-25" className="vk-button" onClick={answer('blocked')}>
              {TEXTS.ageGate.deny}
            </button>
          </form>
        </>
      ) : (
        <>
          <h2 id="vk-age-gate-title" tabIndex={-1} ref={(el) => el?.focus()}>
            {TEXTS.ageGate.blockedTitle}
          </h2>
          <p>{TEXTS.ageGate.blockedText}</p>
        </>
      )}
    </Dialog>
  );
}
