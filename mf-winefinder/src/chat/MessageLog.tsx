import { TEXTS } from '../texts';
import { SommelierAvatar } from '../ui/SommelierAvatar';
import type { ChatLine } from './chatState';

/** The conversation: an aria-live log, so new lines are read out as they arrive. */
export function MessageLog({ lines }: { lines: readonly ChatLine[] }) {
  return (
    <div className="wf-log" role="log" aria-live="polite" aria-label={TEXTS.chat.logLabel}>
      {lines.map((line, i) => {
        const sommelier = line.from === 'sommelier';
        // One portrait per run of sommelier lines, like a messaging app.
        const portrait = sommelier && lines[i - 1]?.from !== 'sommelier';
        return (
          <div key={line.id} className={`wf-line wf-line--${line.from}`}>
            {sommelier && (portrait ? <SommelierAvatar /> : <span className="wf-line__spacer" />)}
            {/* tabIndex -1: focus moves to the sommelier's new question after an answer. */}
            <p className="wf-bubble" tabIndex={sommelier ? -1 : undefined}>
              <span className="vk-visually-hidden">{sommelier ? TEXTS.chat.sommelierSays : TEXTS.chat.youSay} </span>
              {line.text}
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** Three dots while the sommelier answers; the words are announced by the status region in ChatPage. */
export function TypingIndicator() {
  return (
    <div className="wf-line wf-line--sommelier wf-typing" aria-hidden="true" data-testid="typing">
      <SommelierAvatar />
      <p className="wf-bubble wf-bubble--typing">
        <span className="wf-typing__dot" />
        <span className="wf-typing__dot" />
        <span className="wf-typing__dot" />
      </p>
    </div>
  );
}
